import { Chip, List, ListItem, ListItemIcon, ListItemText } from '@mui/material';
import CallMadeRoundedIcon from '@mui/icons-material/CallMadeRounded';
import CallReceivedRoundedIcon from '@mui/icons-material/CallReceivedRounded';
import SwapHorizRoundedIcon from '@mui/icons-material/SwapHorizRounded';
import { useTranslate } from 'ra-core';
import { Link } from 'react-router';
import { formatDuration } from '../../../i18n/duration.ts';
import { useApiRead } from '../../../dataProvider/useApiRead.ts';
import { EmptyState, WidgetCard } from '../WidgetCard.tsx';
import { LATEST_CALLS_READ, type LatestCallsPage } from '../firstReads.ts';
import { WidgetState } from '../WidgetState.tsx';
import type { WidgetDefinition } from '../types.ts';
import { useDateTime } from '../useDateTime.ts';
import type { DateFormatter } from '../../../i18n/dates.ts';

const T = 'dashboard.widgets.latestCallsWidget';
const ROUTE = '/reports/call-history';
type Call = LatestCallsPage['results'][number];

const ICONS = { inbound: CallReceivedRoundedIcon, outbound: CallMadeRoundedIcon, internal: SwapHorizRoundedIcon };

/** Minutes and seconds of a call's talk, m:ss. */

export function CallRows({ calls, dateTime }: { calls: Call[]; dateTime: DateFormatter }) {
  const translate = useTranslate();
  if (calls.length === 0) return <EmptyState>{translate(`${T}.empty`)}</EmptyState>;
  return (
    <>
      <List dense disablePadding>
        {calls.map((call) => {
          const Icon = ICONS[call.direction as keyof typeof ICONS] ?? SwapHorizRoundedIcon;
          const answered = call.status === 'answered';
          return (
            <ListItem
              key={call.id}
              disableGutters
              data-call={call.id}
              secondaryAction={<Chip size="small" variant="outlined" color={answered ? 'success' : 'error'} label={answered ? formatDuration(call.billsec ?? 0) : translate(`${T}.missed`)} />}
            >
              {/* An image named by the direction: a name on a role-less div is not read (axe aria-prohibited-attr). */}
              <ListItemIcon sx={{ minWidth: 32 }} role="img" aria-label={translate(`${T}.${call.direction}`)}>
                <Icon fontSize="small" color={answered ? 'action' : 'error'} />
              </ListItemIcon>
              <ListItemText primary={`${call.caller} → ${call.callee}`} secondary={dateTime.format(new Date(call.call_start))} slotProps={{ primary: { noWrap: true } }} />
            </ListItem>
          );
        })}
      </List>
      <Link to={ROUTE}>{translate(`${T}.all`)}</Link>
    </>
  );
}

/** latestCallsWidget: the group's last calls, newest first (a plain user's own). */
function LatestCalls() {
  const translate = useTranslate();
  const dateTime = useDateTime();
  const read = useApiRead<LatestCallsPage>(LATEST_CALLS_READ.key, LATEST_CALLS_READ.read);
  return (
    <WidgetCard widget="latestCallsWidget" title={translate(`${T}.title`)}>
      <WidgetState loading={!read.data} error={read.error} retry={read.retry}>
        {() => <CallRows calls={read.data!.results} dateTime={dateTime} />}
      </WidgetState>
    </WidgetCard>
  );
}

export const widget: WidgetDefinition = { id: 'latestCallsWidget', section: 'calls', permission: 'cdr_viewer', size: 'wide', defaultOrder: 4, Component: LatestCalls };
