import { Box, LinearProgress, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { useFormatNumber } from '../../../i18n/useFormatNumber.ts';
import { useDashboardSummary, type DashboardSummary } from '../summary.ts';
import { EmptyState, WidgetCard } from '../WidgetCard.tsx';
import { WidgetState } from '../WidgetState.tsx';
import type { WidgetDefinition } from '../types.ts';

const T = 'dashboard.widgets.summaryUsersWidget';
const PERCENT: Intl.NumberFormatOptions = { style: 'percent', maximumFractionDigits: 0 };

function Legend({ colour, label, value, name }: { colour: string; label: string; value: string; name: string }) {
  return (
    <Box data-stat={name} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <Box aria-hidden sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: colour }} />
      <Typography variant="body2" color="text.secondary" sx={{ flex: 1 }}>
        {label}
      </Typography>
      <Typography variant="body2" sx={{ fontWeight: 600 }} data-stat-value>
        {value}
      </Typography>
    </Box>
  );
}

/** Registered against not registered extensions. Exported for its unit test. */
export function Registrations({ company }: { company: DashboardSummary['company'] }) {
  const translate = useTranslate();
  const format = useFormatNumber();
  const formatPercent = useFormatNumber(PERCENT);
  const { extensions, registered_extensions: registered } = company;
  const share = extensions > 0 ? registered / extensions : 0;
  return (
    <>
      {extensions === 0 ? (
        <EmptyState>{translate(`${T}.empty`)}</EmptyState>
      ) : (
        <>
          <Typography sx={{ fontSize: 32, fontWeight: 700, lineHeight: 1.1 }}>{formatPercent(share)}</Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {translate(`${T}.share`, { registered: format(registered), total: format(extensions) })}
          </Typography>
          <LinearProgress
            variant="determinate"
            value={share * 100}
            color="success"
            aria-label={translate(`${T}.title`)}
            sx={{ height: 10, borderRadius: 5, mb: 2, bgcolor: 'action.selected' }}
          />
          <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
            <Legend name="registered" colour="success.main" label={translate(`${T}.registered`)} value={format(registered)} />
            <Legend name="not_registered" colour="action.selected" label={translate(`${T}.not_registered`)} value={format(extensions - registered)} />
          </Box>
        </>
      )}
    </>
  );
}

/** summaryUsersWidget: how many of the group's extensions are registered. */
function SummaryUsers() {
  const translate = useTranslate();
  const summary = useDashboardSummary();
  const company = summary.data?.company;
  return (
    <WidgetCard widget="summaryUsersWidget" title={translate(`${T}.title`)}>
      {/* The page shows the summary's failure, with its one "Try again" (DashboardPage). */}
      <WidgetState loading={!company} error={undefined} retry={summary.retry}>
        {() => <Registrations company={company!} />}
      </WidgetState>
    </WidgetCard>
  );
}

export const widget: WidgetDefinition = { id: 'summaryUsersWidget', section: 'summary', size: 'small', defaultOrder: 3, Component: SummaryUsers };
