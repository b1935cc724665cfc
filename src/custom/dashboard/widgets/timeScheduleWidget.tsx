import { Chip, List, ListItem, ListItemText } from '@mui/material';
import { useGetList, useTranslate, type RaRecord } from 'ra-core';
import { Link } from 'react-router';
import { localTime, minutesOf } from '../../../../core/callFlow/time.ts';
import { EmptyState, WidgetCard } from '../WidgetCard.tsx';
import { WidgetState } from '../WidgetState.tsx';
import type { WidgetDefinition } from '../types.ts';

const T = 'dashboard.widgets.timeScheduleWidget';

interface Schedule {
  timezone?: string;
  ranges?: { weekday: string; open: string; close: string; state?: 'open' | 'closed' }[];
  closed_dates?: { from: string; to?: string | null }[];
}

/**
 * Whether a schedule is open at `at`, in its own zone: not on a closed date, and within an open
 * range of the day (open inclusive, close exclusive, as the schedule's rules read them).
 */
export function openAt(schedule: Schedule, at: Date): boolean {
  let local;
  try {
    local = localTime(at, schedule.timezone || 'UTC');
  } catch {
    local = localTime(at, 'UTC');
  }
  const closedToday = (schedule.closed_dates ?? []).some((d) => d.from <= local.date && local.date <= (d.to || d.from));
  if (closedToday) return false;
  return (schedule.ranges ?? []).some((range) => {
    const open = minutesOf(range.open.slice(0, 5));
    const close = minutesOf(range.close.slice(0, 5));
    return range.weekday === local.weekday && range.state !== 'closed' && open !== null && close !== null && open <= local.minutes && local.minutes < close;
  });
}

/** Each schedule, open or closed now. */
export function ScheduleList({ schedules, now }: { schedules: RaRecord[]; now: Date }) {
  const translate = useTranslate();
  if (schedules.length === 0) return <EmptyState>{translate(`${T}.empty`)}</EmptyState>;
  return (
    <List dense disablePadding>
      {schedules.map((schedule) => {
        const open = openAt(schedule as Schedule, now);
        return (
          <ListItem key={schedule.id} disableGutters secondaryAction={<Chip size="small" color={open ? 'success' : 'default'} label={translate(`${T}.${open ? 'open' : 'closed'}`)} data-state={open ? 'open' : 'closed'} />}>
            <ListItemText primary={<Link to={`/configuration/time-schedule/${String(schedule.id)}`}>{schedule.description}</Link>} secondary={schedule.timezone} />
          </ListItem>
        );
      })}
    </List>
  );
}

/** timeScheduleWidget: the group's time schedules, open or closed right now. */
function TimeSchedules() {
  const translate = useTranslate();
  const { data, isPending, error, refetch } = useGetList('time_schedule', { pagination: { page: 1, perPage: 8 }, sort: { field: 'description', order: 'ASC' } });
  return (
    <WidgetCard widget="timeScheduleWidget" title={translate(`${T}.title`)}>
      <WidgetState loading={isPending} error={error ?? undefined} retry={() => void refetch()}>
        {() => <ScheduleList schedules={data ?? []} now={new Date()} />}
      </WidgetState>
    </WidgetCard>
  );
}

export const widget: WidgetDefinition = { id: 'timeScheduleWidget', section: 'general', permission: 'time_schedule', size: 'small', Component: TimeSchedules };
