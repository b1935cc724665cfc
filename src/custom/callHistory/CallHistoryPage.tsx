import { useEffect, useMemo, useState } from 'react';
import { Alert, Box, Button, Card, Chip, LinearProgress, TablePagination, TableSortLabel, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { useApiRead } from '../../dataProvider/useApiRead.ts';
import { failureOf, useMessageText } from '../../dataProvider/failureMessage.ts';
import { FitTable } from '../../engine/list/FitTable.tsx';
import { AudioPlayer } from '../../engine/ui/AudioPlayer.tsx';
import { PageHeader } from '../../engine/ui/PageHeader.tsx';
import { useCrumbLabel } from '../../layout/crumbLabels.ts';
import { NotFoundPage } from '../../shell/notFound/NotFoundPage.tsx';
import { CallDetails } from './CallDetails.tsx';
import { CallFilters, INITIAL_FILTERS, type FilterState } from './CallFilters.tsx';
import { ExportMenu } from './ExportMenu.tsx';
import { callApi, type CallQuery } from './callApi.ts';
import { partyText } from './format.ts';
import { formatDuration } from '../../i18n/duration.ts';
import { useMoneyFormat } from '../../i18n/money.ts';
import { periodRange } from './period.ts';
import { CALL_HISTORY_ROUTE, useCallHistoryAccess } from './useCallHistoryAccess.ts';
import { useDateFormat } from '../../i18n/dates.ts';
import { useFormatNumber } from '../../i18n/useFormatNumber.ts';

const PAGE_SIZES = [25, 50, 100];
/** portal-overview §9: a search waits for the typing to pause. */
const SEARCH_DELAY_MS = 300;
type SortField = 'call_start' | 'duration' | 'cost';

/** /reports/call-history: the CDR viewer (configuration-areas §2), only for a group that holds cdr_viewer. */
export default function CallHistoryPage() {
  return useCallHistoryAccess() ? <CallHistory /> : <NotFoundPage />;
}

function CallHistory() {
  const translate = useTranslate();
  const messageText = useMessageText();
  const t = (key: string, options?: object) => translate(`resources.cdr.${key}`, options);
  const title = t('page.title');
  useCrumbLabel(CALL_HISTORY_ROUTE, translate('menu.cdr_viewer'));
  const [filters, setFilters] = useState<FilterState>(INITIAL_FILTERS);
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(25);
  const [sort, setSort] = useState<{ field: SortField; desc: boolean }>({ field: 'call_start', desc: true });
  const [open, setOpen] = useState<number>();

  useEffect(() => {
    const timer = setTimeout(() => setSearch(filters.search.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [filters.search]);

  const query: CallQuery = useMemo(() => {
    // The period's bounds are whole days of the reader's clock, fixed when the filter changes.
    const range = periodRange(filters.period, new Date(), { from: filters.from, to: filters.to });
    return {
      ...(range.after ? { call_start_after: range.after } : {}),
      ...(range.before ? { call_start_before: range.before } : {}),
      ...(filters.direction ? { direction: filters.direction } : {}),
      ...(filters.answered ? { answered: filters.answered === 'true' } : {}),
      ...(search ? { search } : {}),
      ordering: `${sort.desc ? '-' : ''}${sort.field}` as CallQuery['ordering'],
    };
  }, [filters.period, filters.from, filters.to, filters.direction, filters.answered, search, sort]);

  const calls = useApiRead(['cdr', 'list', query, page, pageSize], (signal) => callApi.list({ ...query, page: page + 1, page_size: pageSize }, signal));
  const dateTime = useDateFormat('callTime');
  const money = useMoneyFormat('amount');
  const withheld = t('withheld');

  const changeFilters = (next: FilterState) => {
    setFilters(next);
    setPage(0);
  };
  const sortBy = (field: SortField) => {
    setSort((current) => ({ field, desc: current.field === field ? !current.desc : true }));
    setPage(0);
  };
  /** A column's sort button, in the header cell FitTable draws. */
  const sortable = (field: SortField) => (
    <TableSortLabel active={sort.field === field} direction={sort.field === field && !sort.desc ? 'asc' : 'desc'} onClick={() => sortBy(field)}>
      {t(`fields.${field}`)}
    </TableSortLabel>
  );

  const rows = calls.data?.results ?? [];
  // Counting stops at a cap (server/areas/cdr/query.ts): then the total is "more than" it, and the
  // next page is offered while this one is full (-1: MUI's "count unknown").
  const capped = calls.data?.count_capped === true;
  const count = !capped ? (calls.data?.count ?? 0) : rows.length < pageSize ? page * pageSize + rows.length : -1;
  const number = useFormatNumber();
  return (
    <Box sx={{ width: '100%', pb: 3 }}>
      <PageHeader title={title} actions={<ExportMenu query={query} />} />
      <CallFilters value={filters} onChange={changeFilters} />
      {calls.error ? (
        <Alert severity="error" action={<Button color="inherit" size="small" onClick={calls.retry}>{translate('sections.retry')}</Button>}>
          {messageText(failureOf(calls.error).message)}
        </Alert>
      ) : null}
      <Card variant="outlined">
        {calls.isPending ? <LinearProgress aria-hidden /> : null}
        <FitTable
          label={title}
          size="small"
          // Seven columns need a desktop's width; a phone stacks each call (when, then the rest), as the areas' lists.
          minWidth={860}
          rows={calls.data ? rows : undefined}
          rowKey={(call) => call.id ?? call.call_start}
          onOpen={(call) => setOpen(call.id)}
          recordTestId={() => 'call-row'}
          rowProps={(call) => ({
            hover: true,
            tabIndex: 0,
            onClick: () => setOpen(call.id),
            // A row opens its details from the keyboard too.
            onKeyDown: (e) => { if (e.key === 'Enter' || e.key === ' ') { e.preventDefault(); setOpen(call.id); } },
            sx: { cursor: 'pointer' },
            'data-testid': 'call-row',
          })}
          columns={[
            // A number or a moment on one line in the table, rather than +32 470 11 22 33 wrapped over four.
            { key: 'call_start', label: t('fields.call_start'), head: sortable('call_start'), nowrap: true, cell: (call) => dateTime.format(call.call_start) },
            { key: 'caller', label: t('fields.caller'), nowrap: true, cell: (call) => partyText(call.caller, withheld) },
            { key: 'callee', label: t('fields.callee'), nowrap: true, cell: (call) => partyText(call.callee, withheld) },
            { key: 'duration', label: t('fields.duration'), head: sortable('duration'), align: 'right', cell: (call) => formatDuration(call.duration) },
            {
              key: 'status', label: t('fields.status'),
              cell: (call) => <Chip size="small" variant="outlined" color={call.status === 'answered' ? 'success' : 'warning'} label={`${t(`direction.${call.direction}`)} · ${t(`status.${call.status}`)}`} />,
            },
            { key: 'cost', label: t('fields.cost'), head: sortable('cost'), align: 'right', cell: (call) => money.format(call.cost ?? 0) },
            {
              key: 'recording', label: t('fields.recording'),
              // The player's buttons play or download here; they do not open the call's details.
              cell: (call) => call.recording ? (
                <Box data-testid="has-recording" onClick={(e) => e.stopPropagation()} onKeyDown={(e) => e.stopPropagation()}>
                  <AudioPlayer load={() => callApi.recording(Number(call.id))} fileName={`call-${call.id}`} labels={{ play: t('page.play'), download: t('page.download') }} />
                </Box>
              ) : null,
            },
          ]}
        />
        {calls.data && rows.length === 0 ? (
          <Box sx={{ p: 3, textAlign: 'center' }} role="status">
            <Typography variant="h6" component="p">{t('empty.title')}</Typography>
            <Typography color="text.secondary">{t('empty.text')}</Typography>
          </Box>
        ) : null}
        <TablePagination
          component="div"
          count={count}
          page={page}
          rowsPerPage={pageSize}
          rowsPerPageOptions={PAGE_SIZES}
          onPageChange={(_, next) => setPage(next)}
          onRowsPerPageChange={(e) => {
            setPageSize(Number(e.target.value));
            setPage(0);
          }}
          labelRowsPerPage={translate('ra.navigation.page_rows_per_page')}
          labelDisplayedRows={({ from, to, count: total }) =>
            total === -1 ? t('page.range_more', { from: number(from), to: number(to), total: number(calls.data?.count ?? 0) }) : translate('ra.navigation.page_range_info', { offsetBegin: number(from), offsetEnd: number(to), total: number(total) })
          }
        />
      </Card>
      {open !== undefined ? <CallDetails id={open} onClose={() => setOpen(undefined)} dateTime={dateTime} money={money} /> : null}
    </Box>
  );
}
