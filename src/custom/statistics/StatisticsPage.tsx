import { useMemo, useState } from 'react';
import { Alert, Box, Button, Card, CardContent, LinearProgress, MenuItem, TextField, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { useApiRead } from '../../dataProvider/useApiRead.ts';
import { failureOf, useMessageText } from '../../dataProvider/failureMessage.ts';
import { useLocaleTag } from '../../engine/i18n/useLocaleTag.ts';
import { PageHeader } from '../../engine/ui/PageHeader.tsx';
import { downloadFile } from '../../engine/ui/download.ts';
import { useCrumbLabel } from '../../layout/crumbLabels.ts';
import { NotFoundPage } from '../../shell/notFound/NotFoundPage.tsx';
import { STATISTICS_ROUTE, useStatisticsAccess } from './access.ts';
import { FigureCard, type FigureView } from './FigureCard.tsx';
import { formatDuration as duration } from '../../i18n/duration.ts';
import { slotLabel } from './format.ts';
import { csvBlob, csvSeparatorOf } from '../common/csvFile.ts';
import { PERIODS, readStatistics, type Period, type Statistics, type StatisticsQuery } from './statisticsApi.ts';

/** /statistics: the group's call figures (configuration-areas §9), for a group that holds statistics and statistic. */
export default function StatisticsPage() {
  return useStatisticsAccess() ? <StatisticsView /> : <NotFoundPage />;
}

const TOTALS = ['calls', 'answered', 'missed', 'avg_wait', 'longest_wait', 'avg_talk', 'longest_talk', 'waited_over_20'] as const;
const SECONDS = new Set(['avg_wait', 'longest_wait', 'avg_talk', 'longest_talk']);

function StatisticsView() {
  const translate = useTranslate();
  const messageText = useMessageText();
  const locale = useLocaleTag();
  const t = (key: string, options?: object) => translate(`statistics.${key}`, options);
  const title = translate('menu.statistics');
  useCrumbLabel(STATISTICS_ROUTE, title);
  const [period, setPeriod] = useState<Period>('last_7_days');
  const [direction, setDirection] = useState('');
  const [extension, setExtension] = useState('');
  const [queue, setQueue] = useState('');
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
  const n = (value: number) => number.format(value);

  // The filters offer what the period holds, and keep the one chosen.
  const extensions = [...new Set([...(data?.per_extension.map((e) => String(e.extension)) ?? []), ...(extension ? [extension] : [])])];
  const queues = [...new Set([...(data?.per_queue.map((q) => q.queue) ?? []), ...(queue ? [queue] : [])])];

  const figureColumns = [t('totals.calls'), t('totals.answered'), t('totals.missed'), t('totals.avg_wait'), t('totals.longest_wait'), t('totals.avg_talk'), t('totals.longest_talk')];
  const figureCells = (f: Pick<Statistics['totals'], (typeof TOTALS)[number]>) => [n(f.calls), n(f.answered), n(f.missed), duration(f.avg_wait), duration(f.longest_wait), duration(f.avg_talk), duration(f.longest_talk)];
  const weekdays = [1, 2, 3, 4, 5, 6, 7].map((d) => new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' }).format(new Date(Date.UTC(2024, 0, d))));

  function exportCsv(board: Statistics) {
    const rows: (string | number)[][] = [
      [t('csv.period'), t(`periods.${board.period}`), board.from, board.to, board.time_zone],
      [],
      [t('csv.totals'), ...TOTALS.map((k) => t(`totals.${k}`))],
      ['', ...TOTALS.map((k) => board.totals[k])],
      [],
      [t('over_time.title'), t('totals.answered'), t('totals.missed')],
      ...board.over_time.map((s) => [s.start, s.answered, s.missed]),
      [],
      [t('per_extension.title'), ...TOTALS.map((k) => t(`totals.${k}`))],
      ...board.per_extension.map((e) => [e.name ? `${e.extension} - ${e.name}` : String(e.extension), ...TOTALS.map((k) => e[k])]),
      [],
      [t('per_queue.title'), ...TOTALS.map((k) => t(`totals.${k}`))],
      ...board.per_queue.map((q) => [q.queue, ...TOTALS.map((k) => q[k])]),
      [],
      [t('busiest.title'), t('busiest.weekday'), t('busiest.hour'), t('totals.calls')],
      ...board.busiest_hours.map((h) => ['', weekdays[h.weekday - 1], h.hour, h.calls]),
    ];
    downloadFile(csvBlob(rows, { separator: csvSeparatorOf(locale) }), `statistics-${board.period}.csv`);
  }

  const select = (label: string, value: string, onChange: (v: string) => void, options: [string, string][], all = true) => (
    <TextField select size="small" label={label} value={value} onChange={(e) => onChange(e.target.value)} sx={{ minWidth: 180 }}>
      {all ? <MenuItem value="">{t('filters.all')}</MenuItem> : null}
      {options.map(([v, text]) => <MenuItem key={v} value={v}>{text}</MenuItem>)}
    </TextField>
  );

  return (
    <Box sx={{ width: '100%', pb: 3 }}>
      <PageHeader title={title} actions={data ? <Button variant="outlined" onClick={() => exportCsv(data)}>{t('export')}</Button> : null} />
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', mb: 2 }}>
        {select(t('filters.period'), period, (v) => setPeriod(v as Period), PERIODS.map((p) => [p, t(`periods.${p}`)]), false)}
        {select(t('filters.direction'), direction, setDirection, ['inbound', 'outbound', 'internal'].map((d) => [d, t(`direction.${d}`)]))}
        {select(t('filters.extension'), extension, setExtension, extensions.map((e) => [e, e]))}
        {select(t('filters.queue'), queue, setQueue, queues.map((q) => [q, q]))}
      </Box>
      {figures.error ? (
        <Alert severity="error" action={<Button color="inherit" size="small" onClick={figures.retry}>{translate('sections.retry')}</Button>}>
          {messageText(failureOf(figures.error).message)}
        </Alert>
      ) : null}
      {figures.isPending ? <LinearProgress aria-hidden /> : null}
      {data ? (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }} data-testid="period-range">
            {t('range', { from: new Date(data.from).toLocaleString(locale, { timeZone: data.time_zone, dateStyle: 'medium', timeStyle: 'short' }), to: new Date(data.to).toLocaleString(locale, { timeZone: data.time_zone, dateStyle: 'medium', timeStyle: 'short' }), zone: data.time_zone })}
          </Typography>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))', mb: 2 }}>
            {TOTALS.map((k) => (
              <Card key={k} variant="outlined" data-testid={`total-${k}`}>
                <CardContent>
                  <Typography variant="body2" color="text.secondary" component="h2">{t(`totals.${k}`)}</Typography>
                  <Typography variant="h5" component="p" data-testid="value">{SECONDS.has(k) ? duration(data.totals[k]) : n(data.totals[k])}</Typography>
                </CardContent>
              </Card>
            ))}
          </Box>
          <FigureCard
            id="over_time"
            tables={tables}
            onView={onView}
            title={t('over_time.title')}
            chart={{
              labels: data.over_time.map((s) => slotLabel(s.start, data.bucket, locale)),
              series: [{ label: t('totals.answered'), data: data.over_time.map((s) => s.answered) }, { label: t('totals.missed'), data: data.over_time.map((s) => s.missed) }],
            }}
            table={{ columns: [t(`over_time.${data.bucket}`), t('totals.answered'), t('totals.missed')], rows: data.over_time.map((s) => [slotLabel(s.start, data.bucket, locale), n(s.answered), n(s.missed)]) }}
          />
          <FigureCard
            id="per_extension"
            tables={tables}
            onView={onView}
            title={t('per_extension.title')}
            chart={{
              labels: data.per_extension.map((e) => String(e.extension)),
              series: [{ label: t('totals.answered'), data: data.per_extension.map((e) => e.answered) }, { label: t('totals.missed'), data: data.per_extension.map((e) => e.missed) }],
            }}
            table={{ columns: [t('per_extension.extension'), ...figureColumns], rows: data.per_extension.map((e) => [e.name ? `${e.extension} - ${e.name}` : String(e.extension), ...figureCells(e)]) }}
            empty={<Typography color="text.secondary">{t('no_calls')}</Typography>}
          />
          <FigureCard
            id="per_queue"
            tables={tables}
            onView={onView}
            title={t('per_queue.title')}
            table={{ columns: [t('per_queue.queue'), ...figureColumns, t('totals.waited_over_20')], rows: data.per_queue.map((q) => [q.queue, ...figureCells(q), n(q.waited_over_20)]) }}
            empty={<Typography color="text.secondary">{t('per_queue.none')}</Typography>}
          />
          <FigureCard
            id="busiest"
            tables={tables}
            onView={onView}
            title={t('busiest.title')}
            table={{
              columns: [t('busiest.hour'), ...weekdays],
              rows: Array.from({ length: 24 }, (_, hour) => [`${String(hour).padStart(2, '0')}:00`, ...[1, 2, 3, 4, 5, 6, 7].map((d) => n(data.busiest_hours.find((h) => h.weekday === d && h.hour === hour)?.calls ?? 0))]),
            }}
          />
        </>
      ) : null}
    </Box>
  );
}
