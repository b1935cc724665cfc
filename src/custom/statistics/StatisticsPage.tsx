import { useMemo, useState } from 'react';
import { Alert, Box, Button, Card, LinearProgress, Menu, MenuItem, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { useApiRead } from '../../dataProvider/useApiRead.ts';
import { failureOf, useMessageText } from '../../dataProvider/failureMessage.ts';
import { useLocaleTag } from '../../engine/i18n/useLocaleTag.ts';
import { EmptyState } from '../../engine/list/EmptyState.tsx';
import { PageHeader } from '../../engine/ui/PageHeader.tsx';
import { downloadFile } from '../../engine/ui/download.ts';
import { useCrumbLabel } from '../../layout/crumbLabels.ts';
import { NotFoundPage } from '../../shell/notFound/NotFoundPage.tsx';
import { STATISTICS_ROUTE, useStatisticsAccess } from './access.ts';
import type { FigureView } from './FigureCard.tsx';
import { StatisticsFigures } from './StatisticsFigures.tsx';
import { NO_FILTERS, StatisticsFilters, type FilterValues } from './StatisticsFilters.tsx';
import { readStatistics, type Statistics, type StatisticsQuery } from './statisticsApi.ts';
import { dateFormatter } from '../../i18n/dates.ts';
import { csvChoicesOf, type CsvReader } from '../common/csvFile.ts';
import { statisticsCsv } from './statisticsCsv.ts';

/** /statistics: the group's call figures (configuration-areas §9), for a group that holds statistics and statistic. */
export default function StatisticsPage() {
  return useStatisticsAccess() ? <StatisticsView /> : <NotFoundPage />;
}


function StatisticsView() {
  const translate = useTranslate();
  const messageText = useMessageText();
  const locale = useLocaleTag();
  const t = (key: string, options?: object) => translate(`statistics.${key}`, options);
  const title = translate('menu.statistics');
  useCrumbLabel(STATISTICS_ROUTE, title);
  const [filters, setFilters] = useState<FilterValues>({ period: 'last_7_days', ...NO_FILTERS });
  const { period, direction, extension, queue } = filters;
  const [tables, setTables] = useState<ReadonlySet<string>>(new Set());
  const onView = (id: string, view: FigureView) => setTables((current) => {
    const next = new Set(current);
    if (view === 'table') next.add(id);
    else next.delete(id);
    return next;
  });
  const query: StatisticsQuery = useMemo(() => ({
    period,
    ...(direction ? { direction: direction as StatisticsQuery['direction'] } : {}),
    ...(extension ? { extension: Number(extension) } : {}),
    ...(queue ? { queue } : {}),
  }), [period, direction, extension, queue]);
  const figures = useApiRead(['statistics', query], (signal) => readStatistics(query, signal));
  const data = figures.data;
  const number = useMemo(() => new Intl.NumberFormat(locale), [locale]);

  // The filters offer what the period holds, and keep the one chosen.
  const extensions = [...new Set([...(data?.per_extension.map((e) => String(e.extension)) ?? []), ...(extension ? [extension] : [])])];
  const queues = [...new Set([...(data?.per_queue.map((q) => q.queue) ?? []), ...(queue ? [queue] : [])])];

  const weekday = dateFormatter(locale, 'weekday', 'UTC');
  const weekdays = [1, 2, 3, 4, 5, 6, 7].map((d) => weekday.format(new Date(Date.UTC(2024, 0, d))));

  // The CSVs offered (common/csvFile.ts): the reader's separator, the other one, for machines.
  const [exportAnchor, setExportAnchor] = useState<HTMLElement | null>(null);
  function exportCsv(board: Statistics, reader: CsvReader) {
    setExportAnchor(null);
    downloadFile(statisticsCsv(board, reader, t, weekdays), `statistics-${board.period}${reader === 'machine' ? '-machine' : ''}.csv`);
  }
  const exportMenu = data ? (
    <>
      <Button variant="outlined" onClick={(e) => setExportAnchor(e.currentTarget)} aria-haspopup="menu">{t('export')}</Button>
      <Menu anchorEl={exportAnchor} open={!!exportAnchor} onClose={() => setExportAnchor(null)}>
        {csvChoicesOf(locale).map((reader, i) => (
          <MenuItem key={i} onClick={() => exportCsv(data, reader)}>
            {reader === 'machine' ? t('export_as.csv_machine') : t(i === 0 ? 'export_as.csv' : 'export_as.csv_other', { separator: reader.separator })}
          </MenuItem>
        ))}
      </Menu>
    </>
  ) : null;

  // One grid column no wider than the window: a wide table (the busiest hours' eight columns)
  // scrolls inside its card instead of widening the page on a phone (its least width counts as 0).
  return (
    <Box sx={{ width: '100%', pb: 3, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', alignContent: 'start' }}>
      <PageHeader title={title} actions={exportMenu} />
      <StatisticsFilters values={filters} onChange={setFilters} extensions={extensions} queues={queues} />
      {figures.error ? (
        <Alert severity="error" action={<Button color="inherit" size="small" onClick={figures.retry}>{translate('sections.retry')}</Button>}>
          {messageText(failureOf(figures.error).message)}
        </Alert>
      ) : null}
      {figures.isPending ? <LinearProgress aria-hidden /> : null}
      {data ? (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }} data-testid="period-range">
            {t('range', { from: dateFormatter(locale, 'dateTime', data.time_zone).format(data.from), to: dateFormatter(locale, 'dateTime', data.time_zone).format(data.to), zone: data.time_zone })}
          </Typography>
          {/* A period without calls says so, as an empty list does, rather than drawing zeros. */}
          {data.totals.calls === 0 ? (
            <Card><EmptyState title={t('empty.title')} text={t('empty.text')} /></Card>
          ) : (
            <StatisticsFigures data={data} number={number} weekdays={weekdays} tables={tables} onView={onView} />
          )}
        </>
      ) : null}
    </Box>
  );
}
