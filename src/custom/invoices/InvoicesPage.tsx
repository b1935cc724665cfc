import { NotFoundPage } from '../../shell/notFound/NotFoundPage.tsx';
import { useInvoiceAccess } from './access.ts';
import { InvoiceList } from './InvoiceList.tsx';

/** /reports/invoices: the group's invoices, for whom the menu shows them (as the server allows). */
export default function InvoicesPage() {
  return useInvoiceAccess('invoices') ? <InvoiceList reseller={false} /> : <NotFoundPage />;
}
