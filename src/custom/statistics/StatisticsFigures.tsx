import { Box, Card, CardContent, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { useLocaleTag } from '../../engine/i18n/useLocaleTag.ts';
import { formatDuration as duration } from '../../i18n/duration.ts';
import { answeredMissedBars, CHART_TOP, directionPies } from './chartData.ts';
import { BarChartView, PieChartView } from './charts.ts';
import { FigureCard, type FigureView } from './FigureCard.tsx';
import { slotLabel, TOTALS } from './format.ts';
import type { Statistics } from './statisticsApi.ts';

const SECONDS = new Set(['avg_wait', 'longest_wait', 'avg_talk', 'longest_talk']);

/**
 * A period's figures (portal-overview §3: bar, pie and horizontal-bar charts): the totals, the
 * calls over time as upright bars, answered and missed per direction as pies, per extension and
 * per queue as horizontal bars, the busiest hours as a table. Every chart has its table.
 */
export function StatisticsFigures({ data, number, weekdays, tables, onView }: {
  data: Statistics; number: Intl.NumberFormat; weekdays: string[]; tables: ReadonlySet<string>; onView(id: string, view: FigureView): void;
}) {
  const translate = useTranslate();
  const locale = useLocaleTag();
  const t = (key: string, options?: object) => translate(`statistics.${key}`, options);
  const n = (value: number) => number.format(value);
  const outcome = { answered: t('totals.answered'), missed: t('totals.missed') };
  const figureColumns = [t('totals.calls'), t('totals.answered'), t('totals.missed'), t('totals.avg_wait'), t('totals.longest_wait'), t('totals.avg_talk'), t('totals.longest_talk')];
  const figureCells = (f: Pick<Statistics['totals'], (typeof TOTALS)[number]>) => [n(f.calls), n(f.answered), n(f.missed), duration(f.avg_wait), duration(f.longest_wait), duration(f.avg_talk), duration(f.longest_talk)];
  const extensionName = (e: Statistics['per_extension'][number]) => (e.name ? `${e.extension} - ${e.name}` : String(e.extension));
  const pies = directionPies(data.per_direction, { direction: (d) => t(`direction.${d}`), ...outcome });
  // Over CHART_TOP rows, the horizontal bars keep the busiest and say so.
  const topNote = (rows: number) => (rows > CHART_TOP ? <Typography variant="body2" color="text.secondary">{t('chart_top', { count: CHART_TOP })}</Typography> : null);
  const card = { tables, onView };

  return (
    <>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))', mb: 2 }}>
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
        {...card}
        title={t('over_time.title')}
        chart={<BarChartView {...answeredMissedBars(data.over_time, (s) => slotLabel(s.start, data.bucket, locale), outcome)} title={t('over_time.title')} number={number} />}
        table={{ columns: [t(`over_time.${data.bucket}`), t('totals.answered'), t('totals.missed')], rows: data.over_time.map((s) => [slotLabel(s.start, data.bucket, locale), n(s.answered), n(s.missed)]) }}
      />
      <FigureCard
        id="per_direction"
        {...card}
        title={t('per_direction.title')}
        chart={<PieChartView pies={pies} number={number} />}
        table={{
          columns: [t('per_direction.direction'), t('totals.calls'), t('totals.answered'), t('totals.missed')],
          rows: data.per_direction.filter((d) => d.calls > 0).map((d) => [t(`direction.${d.direction}`), n(d.calls), n(d.answered), n(d.missed)]),
        }}
      />
      <FigureCard
        id="per_extension"
        {...card}
        title={t('per_extension.title')}
        chart={<BarChartView {...answeredMissedBars(data.per_extension.slice(0, CHART_TOP), extensionName, outcome)} title={t('per_extension.title')} number={number} horizontal />}
        note={topNote(data.per_extension.length)}
        table={{ columns: [t('per_extension.extension'), ...figureColumns], rows: data.per_extension.map((e) => [extensionName(e), ...figureCells(e)]) }}
        empty={<Typography color="text.secondary">{t('no_calls')}</Typography>}
      />
      <FigureCard
        id="per_queue"
        {...card}
        title={t('per_queue.title')}
        chart={data.per_queue.length ? <BarChartView {...answeredMissedBars(data.per_queue.slice(0, CHART_TOP), (q) => q.queue, outcome)} title={t('per_queue.title')} number={number} horizontal /> : undefined}
        note={topNote(data.per_queue.length)}
        table={{ columns: [t('per_queue.queue'), ...figureColumns, t('totals.waited_over_20')], rows: data.per_queue.map((q) => [q.queue, ...figureCells(q), n(q.waited_over_20)]) }}
        empty={<Typography color="text.secondary">{t('per_queue.none')}</Typography>}
      />
      <FigureCard
        id="busiest"
        {...card}
        title={t('busiest.title')}
        table={{
          columns: [t('busiest.hour'), ...weekdays],
          rows: Array.from({ length: 24 }, (_, hour) => [`${String(hour).padStart(2, '0')}:00`, ...[1, 2, 3, 4, 5, 6, 7].map((d) => n(data.busiest_hours.find((h) => h.weekday === d && h.hour === hour)?.calls ?? 0))]),
        }}
      />
    </>
  );
}
