import { useTranslate } from 'ra-core';
import { Chart, COLOURS } from '../Chart.tsx';
import { ChartTable } from '../ChartTable.tsx';
import { EmptyState, WidgetCard } from '../WidgetCard.tsx';
import { WidgetState } from '../WidgetState.tsx';
import type { WidgetDefinition, WidgetProps } from '../types.ts';
import { useStatistics, type Statistics } from '../useStatistics.ts';

const T = 'dashboard.widgets.callTrendsWidget';

/** A slot's label: its hour for a day's chart, its date otherwise (the slot's local start, YYYY-MM-DDTHH:MM). */
export const slotLabel = (start: string, bucket: Statistics['bucket']) => (bucket === 'hour' ? start.slice(11, 16) : start.slice(5, 10));

/** Answered and missed calls per slot, stacked. */
export function Trends({ statistics }: { statistics: Statistics }) {
  const translate = useTranslate();
  const slots = statistics.over_time;
  if (slots.every((s) => s.answered + s.missed === 0)) return <EmptyState>{translate(`${T}.empty`)}</EmptyState>;
  const chart = {
    title: translate(`${T}.title`),
    labels: slots.map((s) => slotLabel(s.start, statistics.bucket)),
    series: [
      { label: translate(`${T}.answered`), data: slots.map((s) => s.answered), color: COLOURS.answered },
      { label: translate(`${T}.missed`), data: slots.map((s) => s.missed), color: COLOURS.missed },
    ],
  };
  return (
    <>
      <Chart stacked {...chart} />
      <ChartTable slot={translate('dashboard.widgets.chart_slot')} {...chart} />
    </>
  );
}

/** callTrendsWidget: the calls over the dashboard's range, hour by hour or day by day. */
function CallTrends({ range }: WidgetProps) {
  const translate = useTranslate();
  const statistics = useStatistics(range);
  return (
    <WidgetCard widget="callTrendsWidget" title={translate(`${T}.title`)} action={<span data-range={range}>{translate(`dashboard.ranges.${range}`)}</span>}>
      <WidgetState loading={!statistics.data} error={statistics.error} retry={statistics.retry}>
        {() => <Trends statistics={statistics.data!} />}
      </WidgetState>
    </WidgetCard>
  );
}

export const widget: WidgetDefinition = {
  id: 'callTrendsWidget', section: 'calls', permission: 'statistics', statistic: true, size: 'wide', usesRange: true, Component: CallTrends,
};
