import { Grid } from '@mui/material';
import { useTranslate } from 'ra-core';
import type { ClientDashboardChart } from '../../../../generated/types.ts';
import { apiClient } from '../../../dataProvider/apiClient.ts';
import { resultOf } from '../../../dataProvider/client.ts';
import { useApiRead } from '../../../dataProvider/useApiRead.ts';
import { useFormatNumber } from '../../../i18n/useFormatNumber.ts';
import { Chart, COLOURS } from '../Chart.tsx';
import { ChartTable } from '../ChartTable.tsx';
import { StatTile } from '../StatTile.tsx';
import { EmptyState, WidgetCard } from '../WidgetCard.tsx';
import { WidgetState } from '../WidgetState.tsx';
import type { WidgetDefinition, WidgetProps } from '../types.ts';
import { formatDuration } from '../../../i18n/duration.ts';

const T = 'dashboard.widgets.clientChartWidget';
const ONE_DECIMAL: Intl.NumberFormatOptions = { maximumFractionDigits: 1 };

/** The client groups' calls per slot, inbound and outbound, with the averages of portal-overview §3. */
export function ClientChart({ chart }: { chart: ClientDashboardChart }) {
  const translate = useTranslate();
  const format = useFormatNumber(ONE_DECIMAL);
  const total = chart.datasets.reduce((sum, set) => sum + set.data.reduce((a, b) => a + b, 0), 0);
  if (total === 0) return <EmptyState>{translate(`${T}.empty`)}</EmptyState>;
  const averages = [
    { name: 'avg_inbound', value: format(chart.avg_inbound) },
    { name: 'avg_outbound', value: format(chart.avg_outbound) },
    { name: 'avg_inbound_duration', value: formatDuration(Math.round(chart.avg_inbound_duration)) },
    { name: 'avg_outbound_duration', value: formatDuration(Math.round(chart.avg_outbound_duration)) },
  ];
  const figures = {
    title: translate(`${T}.title`),
    labels: chart.labels.map((label) => (label.includes('T') ? label.slice(11, 16) : label.slice(5))),
    series: chart.datasets.map((set) => ({
      label: translate(`${T}.${set.label}`),
      data: set.data,
      color: COLOURS[set.label as 'inbound' | 'outbound'] ?? COLOURS.inbound,
    })),
  };
  return (
    <>
      <Chart {...figures} />
      <ChartTable slot={translate('dashboard.widgets.chart_slot')} {...figures} />
      <Grid container spacing={1.5}>
        {averages.map((a) => (
          <Grid key={a.name} size={{ xs: 6, sm: 3 }}>
            <StatTile name={a.name} icon={null} value={a.value} label={translate(`${T}.${a.name}`)} />
          </Grid>
        ))}
      </Grid>
    </>
  );
}

/** clientChartWidget: a reseller's client groups' calls over the dashboard's range. */
function ClientCalls({ range }: WidgetProps) {
  const translate = useTranslate();
  const read = useApiRead<ClientDashboardChart>(['dashboard', 'client_chart', range], (signal) =>
    resultOf(apiClient.GET('/v1/dashboard/client_chart/', { params: { query: { range } }, signal }), signal),
  );
  return (
    <WidgetCard widget="clientChartWidget" title={translate(`${T}.title`)} action={<span data-range={range}>{translate(`dashboard.ranges.${range}`)}</span>}>
      <WidgetState loading={!read.data} error={read.error} retry={read.retry}>
        {() => <ClientChart chart={read.data!} />}
      </WidgetState>
    </WidgetCard>
  );
}

export const widget: WidgetDefinition = {
  id: 'clientChartWidget', section: 'calls', permission: 'clients', roles: ['RESELLER'], size: 'wide', defaultOrder: 5, usesRange: true, Component: ClientCalls,
};
