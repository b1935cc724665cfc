import { Grid } from '@mui/material';
import CallRoundedIcon from '@mui/icons-material/CallRounded';
import CallReceivedRoundedIcon from '@mui/icons-material/CallReceivedRounded';
import CallMadeRoundedIcon from '@mui/icons-material/CallMadeRounded';
import PhoneMissedRoundedIcon from '@mui/icons-material/PhoneMissedRounded';
import { useTranslate } from 'ra-core';
import { useFormatNumber } from '../../../i18n/useFormatNumber.ts';
import { StatTile } from '../StatTile.tsx';
import { EmptyState, WidgetCard } from '../WidgetCard.tsx';
import { WidgetState } from '../WidgetState.tsx';
import type { WidgetDefinition, WidgetProps } from '../types.ts';
import { useStatistics, type Statistics } from '../useStatistics.ts';
import { formatDuration } from '../../../i18n/duration.ts';

const T = 'dashboard.widgets.callStatsWidget';

/** The range's figures: calls, inbound, outbound, missed, with the average talk. */
export function CallFigures({ totals }: { totals: Statistics['totals'] }) {
  const translate = useTranslate();
  const format = useFormatNumber();
  if (totals.calls === 0) return <EmptyState>{translate(`${T}.empty`)}</EmptyState>;
  const tiles = [
    { name: 'calls', icon: <CallRoundedIcon />, value: format(totals.calls), detail: translate(`${T}.avg_talk`, { time: formatDuration(totals.avg_talk) }) },
    { name: 'inbound', icon: <CallReceivedRoundedIcon />, value: format(totals.inbound) },
    { name: 'outbound', icon: <CallMadeRoundedIcon />, value: format(totals.outbound) },
    { name: 'missed', icon: <PhoneMissedRoundedIcon />, value: format(totals.missed) },
  ];
  return (
    <Grid container spacing={1.5}>
      {tiles.map((tile) => (
        <Grid key={tile.name} size={6}>
          <StatTile name={tile.name} icon={tile.icon} value={tile.value} label={translate(`${T}.${tile.name}`)} detail={tile.detail} />
        </Grid>
      ))}
    </Grid>
  );
}

/** callStatsWidget: the group's call figures over the dashboard's range. */
function CallStats({ range }: WidgetProps) {
  const translate = useTranslate();
  const statistics = useStatistics(range);
  return (
    <WidgetCard widget="callStatsWidget" title={translate(`${T}.title`)} action={<span data-range={range}>{translate(`dashboard.ranges.${range}`)}</span>}>
      <WidgetState loading={!statistics.data} error={statistics.error} retry={statistics.retry}>
        {() => <CallFigures totals={statistics.data!.totals} />}
      </WidgetState>
    </WidgetCard>
  );
}

export const widget: WidgetDefinition = {
  id: 'callStatsWidget', section: 'calls', permission: 'statistics', statistic: true, size: 'small', usesRange: true, Component: CallStats,
};
