import { useParams } from 'react-router';
import { NotFoundPage } from '../../shell/notFound/NotFoundPage.tsx';
import { useInvoiceAccess } from './access.ts';
import { InvoiceDetail } from './InvoiceDetail.tsx';
import { InvoiceList } from './InvoiceList.tsx';

/** /clients/reseller-invoices: what the reseller is billed per client and month; resellers only, as the server allows. */
export default function ResellerInvoicesPage() {
  return useInvoiceAccess('reseller_invoices') ? <InvoiceList reseller /> : <NotFoundPage />;
}

/** /clients/reseller-invoices/{id}: one of them. */
export function ResellerInvoicePage() {
  const allowed = useInvoiceAccess('reseller_invoices');
  const raw = useParams().id ?? '';
  const id = /^\d{1,10}$/.test(raw) ? Number(raw) : 0;
  if (!allowed || id < 1 || id > 2147483647) return <NotFoundPage />;
  return <InvoiceDetail key={id} id={id} reseller />;
}
