import { useState } from 'react';
import { Alert, Box, Button, LinearProgress, Menu, MenuItem, TableCell, TableRow } from '@mui/material';
import FileDownloadRoundedIcon from '@mui/icons-material/FileDownloadRounded';
import { useLocale, useTranslate } from 'ra-core';
import { apiClient } from '../../dataProvider/apiClient.ts';
import { resultOf } from '../../dataProvider/client.ts';
import { failureOf, useMessageText } from '../../dataProvider/failureMessage.ts';
import { useApiRead } from '../../dataProvider/useApiRead.ts';
import { useJob } from '../../events/useJob.ts';
import { callApi } from '../callHistory/callApi.ts';
import { partyText } from '../callHistory/format.ts';
import { TablePage } from '../common/TablePage.tsx';
import { NotFoundPage } from '../notFound/NotFoundPage.tsx';
import { useInvoiceFormat } from './format.ts';

const PAGE_SIZE = 25;

/**
 * The export of an invoice's calls: the call history's export job started for the invoice's
 * month (server/areas/invoice/routes.ts), watched, then its file downloaded; its texts are the
 * call history's (resources.cdr.export).
 */
function InvoiceCallsExport({ id }: { id: number }) {
  const translate = useTranslate();
  const messageText = useMessageText();
  const t = (key: string) => translate(`resources.cdr.export.${key}`);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [jobId, setJobId] = useState<number>();
  const [error, setError] = useState<unknown>();
  const { job } = useJob(jobId);
  const result = job?.state === 'succeeded' ? (job.result as { file_name: string }) : undefined;

  async function start(format: 'csv' | 'xlsx') {
    setAnchor(null);
    setError(undefined);
    try {
      const body = { format, time_zone: Intl.DateTimeFormat().resolvedOptions().timeZone };
      setJobId((await resultOf(apiClient.POST('/v1/invoices/{id}/calls/export/', { params: { path: { id } }, body }))).id);
    } catch (err) {
      setError(err);
    }
  }

  async function download() {
    if (!jobId || !result) return;
    try {
      const url = URL.createObjectURL(await callApi.exportFile(jobId));
      const link = Object.assign(document.createElement('a'), { href: url, download: result.file_name });
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch (err) {
      setError(err);
    }
  }

  const running = jobId !== undefined && (!job || job.state === 'queued' || job.state === 'running');
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
      <Button variant="outlined" startIcon={<FileDownloadRoundedIcon />} onClick={(e) => setAnchor(e.currentTarget)} disabled={running} aria-haspopup="menu">
        {t('button')}
      </Button>
      <Menu anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        <MenuItem onClick={() => void start('csv')}>{t('csv')}</MenuItem>
        <MenuItem onClick={() => void start('xlsx')}>{t('xlsx')}</MenuItem>
      </Menu>
      {running ? (
        <Box role="status" sx={{ minWidth: 200 }}>
          {t('running')}
          <LinearProgress variant={job ? 'determinate' : 'indeterminate'} value={job?.progress ?? 0} />
        </Box>
      ) : null}
      {result ? (
        <Alert severity="success" action={<Button color="inherit" size="small" onClick={() => void download()}>{t('download')}</Button>}>
          {t('ready')}
        </Alert>
      ) : null}
      {job?.state === 'failed' ? <Alert severity="error">{t('failed')}</Alert> : null}
      {error ? <Alert severity="error">{messageText(failureOf(error).message)}</Alert> : null}
    </Box>
  );
}

/** /reports/invoices/cdr_{id}: the calls an invoice's call costs are made of, paged on the server, with their export. */
export function InvoiceCallsPage({ id }: { id: number }) {
  const { t, month, money } = useInvoiceFormat();
  const translate = useTranslate();
  const locale = useLocale();
  const [page, setPage] = useState(1);
  const invoice = useApiRead(['invoice', 'detail', id], (signal) => resultOf(apiClient.GET('/v1/invoices/{id}/', { params: { path: { id } }, signal })));
  const query = { page, page_size: PAGE_SIZE };
  const calls = useApiRead(['invoice', 'calls', id, query], (signal) =>
    resultOf(apiClient.GET('/v1/invoices/{id}/calls/', { params: { path: { id }, query }, signal })),
  );
  if ((invoice.error && failureOf(invoice.error).status === 404) || (calls.error && failureOf(calls.error).status === 404)) return <NotFoundPage />;
  const pages = calls.data ? Math.max(1, Math.ceil(calls.data.count / PAGE_SIZE)) : 1;
  const when = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  const withheld = translate('resources.cdr.withheld');
  const head = ['call_start', 'caller', 'callee', 'billsec', 'cost'];
  return (
    <TablePage
      title={invoice.data ? t('page.calls_title', { number: invoice.data.number }) : t('page.calls')}
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
          <TableCell>{when.format(new Date(call.call_start))}</TableCell>
          <TableCell>{partyText(call.caller, withheld)}</TableCell>
          <TableCell>{partyText(call.callee, withheld)}</TableCell>
          <TableCell align="right">{call.billsec ?? call.duration}</TableCell>
          <TableCell align="right">{money(call.cost ?? 0)}</TableCell>
        </TableRow>
      )}
    />
  );
}
