import { useState } from 'react';
import { Box, Button, Chip, MenuItem, TableCell, TableRow, TextField, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { useNavigate } from 'react-router';
import { useApiRead } from '../../dataProvider/useApiRead.ts';
import { COMPACT_FILTER_SX } from '../../engine/list/FilterBar.tsx';
import { RowLink } from '../../engine/list/RowLink.tsx';
import { TablePage, useListSearch } from '../../custom/common/TablePage.tsx';
import { summaryApi, type SummaryQuery } from './summaryApi.ts';
import { SUMMARIES_ROUTE } from './routes.ts';
import { useDateFormat } from '../../i18n/dates.ts';

const PAGE_SIZE = 25;
const COLUMNS = ['date_time', 'quick_summary', 'participants', 'direction', 'visibility', 'state', 'credits_cost'] as const;

/** A day typed in the date field (yyyy-mm-dd) as the moment it starts in the reader's zone; `next`: the day after. */
function dayStart(day: string, next = false): string | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return undefined;
  const [y, m, d] = day.split('-').map(Number);
  return new Date(y, m - 1, d + (next ? 1 : 0)).toISOString();
}

/**
 * /features/summaries (portal-overview §2, configuration-areas §2 "Features > Call Summaries"):
 * the summaries the user sees, searched, filtered and paged on the server, newest call first,
 * each row opening its summary; the group's credits left beside the heading. Drawn by TablePage,
 * not the engine's list: that has no date range and, the summaries' calls being hand-written
 * (the schema declares no operations), would open no row. Summaries are asked for from a call:
 * there is no add button.
 */
export default function SummariesPage() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const t = (key: string, options?: object) => translate(`resources.call_summary.page.${key}`, options);
  const field = (name: string) => translate(`resources.call_summary.fields.${name}`);
  const value = (name: string, v: string) => translate(`resources.call_summary.values.${name}.${v}`);
  const { input, setInput, search, page, setPage } = useListSearch();
  const [filters, setFilters] = useState<{ visibility?: SummaryQuery['visibility']; direction?: SummaryQuery['direction']; from: string; to: string }>({ from: '', to: '' });
  const query: SummaryQuery = {
    ...(search ? { search } : {}),
    ...(filters.visibility ? { visibility: filters.visibility } : {}),
    ...(filters.direction ? { direction: filters.direction } : {}),
    ...(dayStart(filters.from) ? { date_after: dayStart(filters.from) } : {}),
    ...(dayStart(filters.to, true) ? { date_before: dayStart(filters.to, true) } : {}),
  };
  // The first page asks exactly what boot.ts asks for a bookmarked list (page, size, the UI schema's sort).
  const read = useApiRead(['call_summary', 'list', page, query], (signal) => summaryApi.list({ page, page_size: PAGE_SIZE, ordering: '-date_time', ...query }, signal));
  const credits = useApiRead(['call_summary', 'credits'], (signal) => summaryApi.credits(signal));
  const dateTime = useDateFormat('shortDateTime');
  const filtered = Object.keys(query).length > 0;
  const setFilter = (changes: Partial<typeof filters>) => {
    setFilters({ ...filters, ...changes });
    setPage(1);
  };
  const pages = Math.ceil((read.data?.count ?? 0) / PAGE_SIZE);

  const creditsChip = credits.data ? (
    <Chip
      data-testid="summary-credits"
      color={credits.data.available > 0 ? 'default' : 'warning'}
      label={credits.data.available > 0 ? t('credits', { available: credits.data.available, quantity: credits.data.quantity }) : t('credits_none')}
    />
  ) : null;

  const clear = () => {
    setInput('');
    setFilters({ from: '', to: '' });
    setPage(1);
  };

  return (
    <TablePage
      title={t('title')}
      intro={t('intro')}
      actions={creditsChip}
      search={{ value: input, onChange: setInput, label: t('search'), total: read.data ? t('total', { smart_count: read.data.count }) : undefined }}
      filters={
        <>
          <TextField select size="small" margin="none" variant="outlined" fullWidth={false} label={field('visibility')} value={filters.visibility ?? ''} onChange={(e) => setFilter({ visibility: (e.target.value || undefined) as SummaryQuery['visibility'] })} sx={COMPACT_FILTER_SX}>
            <MenuItem value=""><em>{t('any')}</em></MenuItem>
            {(['private', 'public'] as const).map((v) => <MenuItem key={v} value={v}>{value('visibility', v)}</MenuItem>)}
          </TextField>
          <TextField select size="small" margin="none" variant="outlined" fullWidth={false} label={field('direction')} value={filters.direction ?? ''} onChange={(e) => setFilter({ direction: (e.target.value || undefined) as SummaryQuery['direction'] })} sx={COMPACT_FILTER_SX}>
            <MenuItem value=""><em>{t('any')}</em></MenuItem>
            {(['inbound', 'outbound', 'internal'] as const).map((v) => <MenuItem key={v} value={v}>{value('direction', v)}</MenuItem>)}
          </TextField>
          <TextField type="date" size="small" margin="none" variant="outlined" fullWidth={false} sx={COMPACT_FILTER_SX} label={t('from')} value={filters.from} onChange={(e) => setFilter({ from: e.target.value })} slotProps={{ inputLabel: { shrink: true } }} />
          <TextField type="date" size="small" margin="none" variant="outlined" fullWidth={false} sx={COMPACT_FILTER_SX} label={t('to')} value={filters.to} onChange={(e) => setFilter({ to: e.target.value })} slotProps={{ inputLabel: { shrink: true } }} />
        </>
      }
      read={read}
      retryLabel={t('retry')}
      size="small"
      columns={COLUMNS.length}
      head={COLUMNS.map((c) => <TableCell key={c} sx={{ fontWeight: 600, color: 'text.secondary' }} align={c === 'credits_cost' ? 'right' : 'left'}>{field(c)}</TableCell>)}
      row={(s) => (
        <TableRow key={s.id} hover sx={{ cursor: 'pointer' }} onClick={() => navigate(`${SUMMARIES_ROUTE}/${s.id}`)} data-testid={`summary-row-${s.id}`}>
          <TableCell sx={{ whiteSpace: 'nowrap' }}>{s.date_time ? dateTime.format(s.date_time) : '—'}</TableCell>
          <TableCell sx={{ maxWidth: 420 }}>
            <RowLink to={`${SUMMARIES_ROUTE}/${s.id}`}>
              <Box component="span" sx={{ display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}>
                {s.quick_summary || value('state', s.state ?? 'requested')}
              </Box>
            </RowLink>
          </TableCell>
          <TableCell sx={{ maxWidth: 220 }}>{(s.participants ?? []).join(', ')}</TableCell>
          <TableCell>{s.direction ? value('direction', s.direction) : '—'}</TableCell>
          <TableCell>{value('visibility', s.visibility ?? 'private')}</TableCell>
          <TableCell>
            <Chip size="small" variant="outlined" label={value('state', s.state ?? 'complete')} color={s.state === 'complete' ? 'success' : s.state === 'error' ? 'error' : 'info'} />
          </TableCell>
          <TableCell align="right">{s.credits_cost ?? 0}</TableCell>
        </TableRow>
      )}
      empty={
        <Box sx={{ py: 3, textAlign: 'center' }} data-testid={filtered ? 'no-results' : 'empty-state'}>
          <Typography color="text.secondary">{filtered ? t('no_results') : t('empty')}</Typography>
          {filtered ? <Button sx={{ mt: 1 }} onClick={clear}>{t('clear')}</Button> : null}
        </Box>
      }
      paging={{ pages, page, onPage: setPage }}
    />
  );
}
