import { useState } from 'react';
import { TableCell, TableRow } from '@mui/material';
import { useTranslate } from 'ra-core';
import { apiClient } from '../../dataProvider/apiClient.ts';
import { resultOf } from '../../dataProvider/client.ts';
import { failureOf } from '../../dataProvider/failureMessage.ts';
import { useApiRead } from '../../dataProvider/useApiRead.ts';
import { formatDuration } from '../../i18n/duration.ts';
import { useCrumbLabel } from '../../layout/crumbLabels.ts';
import { partyText } from '../callHistory/format.ts';
import { TablePage } from '../common/TablePage.tsx';
import { NotFoundPage } from '../../shell/notFound/NotFoundPage.tsx';
import { useInvoiceFormat } from './format.ts';
import { ExportMenu } from '../callHistory/ExportMenu.tsx';
import { useDateFormat } from '../../i18n/dates.ts';

const PAGE_SIZE = 25;

/**
 * The export of an invoice's calls: the call history's export job started for the invoice's
 * month (server/areas/invoice/routes.ts), watched, then its file downloaded; its texts are the
 * call history's (resources.cdr.export).
 */
function InvoiceCallsExport({ id }: { id: number }) {
  return <ExportMenu startExport={(body) => resultOf(apiClient.POST('/v1/invoices/{id}/calls/export/', { params: { path: { id } }, body }))} />;
}

/** /reports/invoices/cdr_{id}: the calls an invoice's call costs are made of, paged on the server, with their export. */
export function InvoiceCallsPage({ id }: { id: number }) {
  const { t, month, money } = useInvoiceFormat();
  const translate = useTranslate();
  const [page, setPage] = useState(1);
  const when = useDateFormat('dateTime');
  const invoice = useApiRead(['invoice', 'detail', id], (signal) => resultOf(apiClient.GET('/v1/invoices/{id}/', { params: { path: { id } }, signal })));
  const query = { page, page_size: PAGE_SIZE };
  const calls = useApiRead(['invoice', 'calls', id, query], (signal) =>
    resultOf(apiClient.GET('/v1/invoices/{id}/calls/', { params: { path: { id }, query }, signal })),
  );
  const title = invoice.data ? t('page.calls_title', { number: invoice.data.number }) : t('page.calls');
  // The crumb of cdr_{id} reads as the page's title, not as the address.
  useCrumbLabel(`/reports/invoices/cdr_${id}`, title);
  if ((invoice.error && failureOf(invoice.error).status === 404) || (calls.error && failureOf(calls.error).status === 404)) return <NotFoundPage />;
  const pages = calls.data ? Math.max(1, Math.ceil(calls.data.count / PAGE_SIZE)) : 1;
  const withheld = translate('resources.cdr.withheld');
  const head = ['call_start', 'caller', 'callee', 'billsec', 'cost'];
  return (
    <TablePage
      title={title}
      intro={invoice.data && calls.data ? t('page.calls_intro', { period: month(invoice.data.period), smart_count: calls.data.count }) : ''}
      actions={<InvoiceCallsExport id={id} />}
      read={calls}
      retryLabel={t('page.try_again')}
      head={head.map((key) => (
        <TableCell key={key} align={key === 'billsec' || key === 'cost' ? 'right' : undefined}>
          {translate(`resources.cdr.fields.${key}`)}
        </TableCell>
      ))}
      columns={head.length}
      empty={t('page.calls_empty')}
      paging={{ pages, page, onPage: setPage }}
      row={(call) => (
        <TableRow key={call.id} data-testid="invoice-call">
          <TableCell>{when.format(call.call_start)}</TableCell>
          <TableCell>{partyText(call.caller, withheld)}</TableCell>
          <TableCell>{partyText(call.callee, withheld)}</TableCell>
          <TableCell align="right">{formatDuration(call.billsec ?? call.duration)}</TableCell>
          <TableCell align="right">{money(call.cost ?? 0)}</TableCell>
        </TableRow>
      )}
    />
  );
}
