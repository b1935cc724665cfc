import { useState } from 'react';
import { Box, Chip, MenuItem, TableCell, TableRow, TextField } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { apiClient } from '../../dataProvider/apiClient.ts';
import { resultOf } from '../../dataProvider/client.ts';
import { useApiRead } from '../../dataProvider/useApiRead.ts';
import { TablePage, useListSearch } from '../common/TablePage.tsx';
import { useInvoiceFormat, type Invoice, type ResellerInvoice } from './format.ts';

const PAGE_SIZE = 25;
/** The years offered by the filter: this one and the four before it. */
const YEARS = Array.from({ length: 5 }, (_, i) => new Date().getUTCFullYear() - i);

export function StatusChip({ status }: { status: 'open' | 'paid' }) {
  const { t } = useInvoiceFormat();
  return <Chip size="small" color={status === 'open' ? 'warning' : 'success'} label={t(`status.${status}`)} />;
}

/**
 * A list of invoices, searched, filtered and paged on the server: the group's
 * (/reports/invoices, each opening at detail_{id}) or the reseller's across its clients
 * (/clients/reseller-invoices, with the client's column, each opening at {id}).
 */
export function InvoiceList({ reseller }: { reseller: boolean }) {
  const { t, money, date, month } = useInvoiceFormat();
  const { input, setInput, search, page, setPage } = useListSearch();
  const [status, setStatus] = useState<'' | 'open' | 'paid'>('');
  const [year, setYear] = useState<number | ''>('');
  const query = { page, page_size: PAGE_SIZE, search: search || undefined, status: status || undefined, year: year || undefined };
  const read = useApiRead([reseller ? 'reseller_invoice' : 'invoice', 'list', query], (signal) =>
    reseller
      ? resultOf(apiClient.GET('/v1/reseller_invoices/', { params: { query }, signal }))
      : resultOf(apiClient.GET('/v1/invoices/', { params: { query }, signal })),
  );
  const pages = read.data ? Math.max(1, Math.ceil(read.data.count / PAGE_SIZE)) : 1;
  const head = ['number', ...(reseller ? ['client'] : []), 'period', 'date', 'due_date', 'subtotal', 'total', 'status'];
  const link = (id: number) => (reseller ? `/clients/reseller-invoices/${id}` : `/reports/invoices/detail_${id}`);
  const filter = (
    <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
      <TextField select size="small" margin="none" variant="outlined" fullWidth={false} label={t('fields.status')} value={status} sx={{ minWidth: 140 }}
        onChange={(e) => { setStatus(e.target.value as typeof status); setPage(1); }}>
        <MenuItem value="">{t('page.all')}</MenuItem>
        <MenuItem value="open">{t('status.open')}</MenuItem>
        <MenuItem value="paid">{t('status.paid')}</MenuItem>
      </TextField>
      <TextField select size="small" margin="none" variant="outlined" fullWidth={false} label={t('page.year')} value={year} sx={{ minWidth: 120 }}
        onChange={(e) => { setYear(e.target.value === '' ? '' : Number(e.target.value)); setPage(1); }}>
        <MenuItem value="">{t('page.all')}</MenuItem>
        {YEARS.map((y) => <MenuItem key={y} value={y}>{y}</MenuItem>)}
      </TextField>
    </Box>
  );
  return (
    <TablePage<Invoice | ResellerInvoice>
      title={t(reseller ? 'page.reseller_title' : 'page.title')}
      intro={t(reseller ? 'page.reseller_intro' : 'page.intro')}
      // In the search's row, as every list has them, not stacked beside the heading (issue 27 item 15).
      filters={filter}
      search={{ value: input, onChange: setInput, label: t('page.search'), total: read.data ? t('page.total', { smart_count: read.data.count }) : undefined }}
      read={read}
      retryLabel={t('page.try_again')}
      head={head.map((key) => (
        <TableCell key={key} align={key === 'subtotal' || key === 'total' ? 'right' : undefined}>
          {key === 'client' ? t('fields.client') : t(`fields.${key}`)}
        </TableCell>
      ))}
      columns={head.length}
      empty={t('page.empty')}
      paging={{ pages, page, onPage: setPage }}
      row={(invoice) => (
        <TableRow key={invoice.id} hover data-testid={`invoice-${invoice.id}`}>
          <TableCell>
            <RouterLink to={link(invoice.id!)}>{invoice.number}</RouterLink>
          </TableCell>
          {reseller ? <TableCell>{(invoice as ResellerInvoice).client_name}</TableCell> : null}
          <TableCell>{month(invoice.period)}</TableCell>
          <TableCell>{date(invoice.date)}</TableCell>
          <TableCell>{date(invoice.due_date)}</TableCell>
          <TableCell align="right">{money(invoice.subtotal)}</TableCell>
          <TableCell align="right">{money(invoice.total)}</TableCell>
          <TableCell>
            <StatusChip status={invoice.status} />
          </TableCell>
        </TableRow>
      )}
    />
  );
}
