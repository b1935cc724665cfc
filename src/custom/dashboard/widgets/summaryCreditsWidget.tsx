import { Box, LinearProgress, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { Link } from 'react-router';
import { apiClient } from '../../../dataProvider/apiClient.ts';
import { resultOf } from '../../../dataProvider/client.ts';
import { useApiRead } from '../../../dataProvider/useApiRead.ts';
import { useFormatNumber } from '../../../i18n/useFormatNumber.ts';
import { EmptyState, WidgetCard } from '../WidgetCard.tsx';
import { WidgetState } from '../WidgetState.tsx';
import type { WidgetDefinition } from '../types.ts';

const T = 'dashboard.widgets.summaryCreditsWidget';

export interface Credits {
  quantity: number;
  used: number;
  available: number;
}

/** The group's call summary credits: available out of bought. */
export function CreditsView({ credits }: { credits: Credits }) {
  const translate = useTranslate();
  const format = useFormatNumber();
  if (credits.quantity === 0) return <EmptyState>{translate(`${T}.empty`)}</EmptyState>;
  return (
    <Box>
      <Typography sx={{ fontSize: 32, fontWeight: 700, lineHeight: 1.1 }} data-available>
        {format(credits.available)}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {translate(`${T}.available`, { used: format(credits.used), quantity: format(credits.quantity) })}
      </Typography>
      <LinearProgress
        variant="determinate"
        value={Math.min(100, (credits.used / credits.quantity) * 100)}
        aria-label={translate(`${T}.title`)}
        sx={{ height: 8, borderRadius: 4, mb: 1.5 }}
      />
      <Link to="/features/summaries">{translate(`${T}.all`)}</Link>
    </Box>
  );
}

/** summaryCreditsWidget: what is left of the credits that pay for AI call summaries. */
function SummaryCredits() {
  const translate = useTranslate();
  const read = useApiRead<Credits>(['call_summary', 'credits'], (signal) => resultOf(apiClient.GET('/v1/call_summaries/credits/', { signal }), signal));
  return (
    <WidgetCard widget="summaryCreditsWidget" title={translate(`${T}.title`)}>
      <WidgetState loading={!read.data} error={read.error} retry={read.retry}>
        {() => <CreditsView credits={read.data!} />}
      </WidgetState>
    </WidgetCard>
  );
}

export const widget: WidgetDefinition = { id: 'summaryCreditsWidget', section: 'summary', permission: 'reports', size: 'small', Component: SummaryCredits };
