import { useParams } from 'react-router';
import { NotFoundPage } from '../../shell/notFound/NotFoundPage.tsx';
import { useInvoiceAccess } from './access.ts';
import { InvoiceCallsPage } from './InvoiceCallsPage.tsx';
import { InvoiceDetail } from './InvoiceDetail.tsx';

/** An id as the API takes it (1 … 2^31 − 1), or undefined. */
export function invoicePageOf(segment: string | undefined): { view: 'detail' | 'cdr'; id: number } | undefined {
  const match = /^(detail|cdr)_(\d{1,10})$/.exec(segment ?? '');
  const id = match ? Number(match[2]) : 0;
  return match && id >= 1 && id <= 2147483647 ? { view: match[1] as 'detail' | 'cdr', id } : undefined;
}

/** /reports/invoices/detail_{id} and /reports/invoices/cdr_{id}; any other segment is the 404 page. */
export default function InvoicePage() {
  const allowed = useInvoiceAccess('invoices');
  const page = invoicePageOf(useParams().page);
  if (!allowed || !page) return <NotFoundPage />;
  return page.view === 'detail' ? <InvoiceDetail key={page.id} id={page.id} reseller={false} /> : <InvoiceCallsPage key={page.id} id={page.id} />;
}
