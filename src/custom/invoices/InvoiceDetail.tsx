import { useState } from 'react';
import { Alert, Box, Button, Card, CardContent, Skeleton, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import DownloadRoundedIcon from '@mui/icons-material/DownloadRounded';
import PhoneCallbackRoundedIcon from '@mui/icons-material/PhoneCallbackRounded';
import { Link as RouterLink } from 'react-router';
import { apiClient } from '../../dataProvider/apiClient.ts';
import { resultOf } from '../../dataProvider/client.ts';
import { failureOf, useMessageText } from '../../dataProvider/failureMessage.ts';
import { useApiRead } from '../../dataProvider/useApiRead.ts';
import { ScrollRegion } from '../../engine/list/ScrollRegion.tsx';
import { PageHeader } from '../../engine/ui/PageHeader.tsx';
import { downloadFile } from '../../engine/ui/download.ts';
import { useCrumbLabel } from '../../layout/crumbLabels.ts';
import { NotFoundPage } from '../../shell/notFound/NotFoundPage.tsx';
import { StatusChip } from './InvoiceList.tsx';
import { InvoiceParties } from './InvoiceParties.tsx';
import { useInvoiceFormat, type Invoice, type ResellerInvoice } from './format.ts';

/**
 * One invoice (/reports/invoices/detail_{id}) or reseller invoice (/clients/reseller-invoices/{id}):
 * its parties (and what they lack for a valid e-invoice), dates and status, its lines, the totals
 * with VAT; both download as a PDF and as a Peppol UBL e-invoice in the reader's language; the
 * group's invoice also opens its calls.
 */
export function InvoiceDetail({ id, reseller }: { id: number; reseller: boolean }) {
  const { t, locale, money, date, month, lineLabel } = useInvoiceFormat();
  const messageText = useMessageText();
  const [downloading, setDownloading] = useState<'pdf' | 'ubl'>();
  const [error, setError] = useState<unknown>();
  const read = useApiRead([reseller ? 'reseller_invoice' : 'invoice', 'detail', id], (signal) =>
    reseller
      ? resultOf(apiClient.GET('/v1/reseller_invoices/{id}/', { params: { path: { id } }, signal }))
      : resultOf(apiClient.GET('/v1/invoices/{id}/', { params: { path: { id } }, signal })),
  );
  const back = reseller ? '/clients/reseller-invoices' : '/reports/invoices';
  const title = read.data ? `${t('pdf.title')} ${read.data.number}` : t('pdf.title');
  // The crumb of detail_{id} (or the reseller invoice's id) reads as the page's title, not as the address.
  useCrumbLabel(reseller ? `${back}/${id}` : `${back}/detail_${id}`, title);
  if (read.error && failureOf(read.error).status === 404) return <NotFoundPage />;
  const invoice = read.data as (Invoice & Partial<ResellerInvoice>) | undefined;

  // The PDF (with the e-invoice attached) and the UBL e-invoice, in the portal's language, for both kinds of invoice.
  const download = async (format: 'pdf' | 'ubl') => {
    if (!invoice) return;
    setDownloading(format);
    setError(undefined);
    try {
      const options = { params: { path: { id }, query: { lang: locale as 'en' | 'nl' | 'fr' } }, parseAs: 'blob' as const };
      const file = reseller
        ? format === 'pdf' ? apiClient.GET('/v1/reseller_invoices/{id}/pdf/', options) : apiClient.GET('/v1/reseller_invoices/{id}/ubl/', options)
        : format === 'pdf' ? apiClient.GET('/v1/invoices/{id}/pdf/', options) : apiClient.GET('/v1/invoices/{id}/ubl/', options);
      downloadFile((await resultOf(file)) as Blob, `${invoice.number}.${format === 'pdf' ? 'pdf' : 'xml'}`);
    } catch (failure) {
      setError(failure);
    } finally {
      setDownloading(undefined);
    }
  };

  const actions = !invoice ? undefined : (
    <>
      {reseller ? null : (
        <Button variant="outlined" startIcon={<PhoneCallbackRoundedIcon />} component={RouterLink} to={`/reports/invoices/cdr_${id}`}>
          {t('page.calls')}
        </Button>
      )}
      <Button variant="outlined" startIcon={<DownloadRoundedIcon />} onClick={() => void download('ubl')} disabled={downloading !== undefined}>
        {t(downloading === 'ubl' ? 'page.downloading' : 'page.download_ubl')}
      </Button>
      <Button variant="contained" startIcon={<DownloadRoundedIcon />} onClick={() => void download('pdf')} disabled={downloading !== undefined}>
        {t(downloading === 'pdf' ? 'page.downloading' : 'page.download')}
      </Button>
    </>
  );
  const facts: [string, string][] = invoice
    ? [
        ...(reseller ? [[t('fields.client'), invoice.client_name ?? ''] as [string, string]] : []),
        [t('fields.period'), month(invoice.period)],
        [t('fields.date'), date(invoice.date)],
        [t('fields.due_date'), date(invoice.due_date)],
        ...(invoice.payment_reference ? [[t('page.payment_reference'), invoice.payment_reference] as [string, string]] : []),
      ]
    : [];
  // Why no VAT is charged, as the PDF says it (server/areas/invoice/vat.ts): reverse charge, or not subject to VAT.
  const vatReason = (i: Invoice) => (i.vat_category === 'AE' ? [t('pdf.reverse_charge')] : i.vat_rate > 0 ? [] : [t('pdf.not_subject')]);
  const totals: [string, number, boolean?][] = invoice
    ? [
        ...(reseller ? [[t('fields.commission'), invoice.commission ?? 0] as [string, number]] : []),
        [t('fields.subtotal'), invoice.subtotal],
        [`${t('fields.vat')} (${[`${new Intl.NumberFormat(locale).format(invoice.vat_rate)} %`, ...vatReason(invoice)].join(', ')})`, invoice.vat],
        [t('fields.total'), invoice.total, true],
      ]
    : [];
  const columns = reseller ? 6 : 5;

  return (
    <Box sx={{ width: '100%', pb: 3 }}>
      <PageHeader title={title} back={back} actions={actions} />
      {read.error ? (
        <Alert severity="error" action={<Button color="inherit" size="small" onClick={read.retry}>{t('page.try_again')}</Button>}>
          {messageText(failureOf(read.error).message)}
        </Alert>
      ) : null}
      {error ? <Alert severity="error" sx={{ mb: 2 }}>{messageText(failureOf(error).message)}</Alert> : null}
      {!invoice && !read.error ? <Skeleton variant="rounded" height={240} /> : null}
      {invoice ? (
        <Card>
          <CardContent>
            <InvoiceParties supplier={invoice.supplier} customer={invoice.customer} gaps={invoice.gaps} />
            <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5, m: 0, mb: 2 }}>
              {facts.map(([label, value]) => (
                <Box key={label} sx={{ display: 'contents' }}>
                  <Typography component="dt" color="text.secondary">{label}</Typography>
                  <Typography component="dd" sx={{ m: 0 }}>{value}</Typography>
                </Box>
              ))}
              <Typography component="dt" color="text.secondary">{t('fields.status')}</Typography>
              <Box component="dd" sx={{ m: 0 }}><StatusChip status={invoice.status} /></Box>
            </Box>
            <ScrollRegion label={t('page.lines')}>
              <Table aria-label={t('page.lines')} size="small">
                <TableHead>
                  <TableRow>
                    <TableCell>{t('fields.description')}</TableCell>
                    <TableCell align="right">{t('fields.quantity')}</TableCell>
                    <TableCell align="right">{t('fields.duration')}</TableCell>
                    <TableCell align="right">{t('fields.unit_price')}</TableCell>
                    {reseller ? <TableCell align="right">{t('fields.commission')}</TableCell> : null}
                    <TableCell align="right">{t('fields.amount')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {invoice.lines.map((line, i) => (
                    <TableRow key={i} data-testid="invoice-line">
                      <TableCell>{lineLabel(line)}</TableCell>
                      <TableCell align="right">{line.quantity}</TableCell>
                      <TableCell align="right">{line.duration === undefined ? '' : t('page.minutes', { smart_count: Math.round(line.duration / 60) })}</TableCell>
                      <TableCell align="right">{line.unit_price === undefined ? '' : money(line.unit_price)}</TableCell>
                      {reseller ? <TableCell align="right">{money(line.commission ?? 0)}</TableCell> : null}
                      <TableCell align="right">{money(line.amount)}</TableCell>
                    </TableRow>
                  ))}
                  {totals.map(([label, value, bold]) => (
                    <TableRow key={label} data-testid="invoice-total">
                      <TableCell colSpan={columns - 1} align="right" sx={{ fontWeight: bold ? 700 : undefined, borderBottom: 'none' }}>{label}</TableCell>
                      <TableCell align="right" sx={{ fontWeight: bold ? 700 : undefined, borderBottom: 'none' }}>{money(value)}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </ScrollRegion>
          </CardContent>
        </Card>
      ) : null}
    </Box>
  );
}
