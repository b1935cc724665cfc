import { isTimezone } from '../../../core/time/timezones.ts';
import { problemsOf, spanOf, type WeekRange } from '../../../core/time/weekRanges.ts';
import { text, type ResourceRules } from '../../resources/rules/types.ts';
import type { FieldErrors } from '../../resources/validation.ts';

interface ClosedDate {
  from: string;
  to?: string | null;
  label: string;
}

/**
 * A time schedule's rules that its schema cannot say: the timezone is one of the runtime's
 * IANA zones (the list the portal offers), no two ranges of a weekday overlap and each ends
 * after it starts (the week view's own check, weekRanges.ts), and a closed period does not end
 * before it starts. The server keeps `open_at_weekend` (the list's filter) from the ranges.
 */
const schedule: ResourceRules = {
  beforeWrite(_ctx, record) {
    const errors: FieldErrors = {};
    if (typeof record.timezone === 'string' && !isTimezone(record.timezone)) errors.timezone = [text({ code: 'timezone_unknown' })];
    const ranges = (record.ranges ?? []) as WeekRange[];
    for (const { index, problem } of problemsOf(ranges)) {
      const range = spanOf(ranges[index]);
      if (problem.kind === 'inverted') (errors.ranges ??= []).push(text({ code: 'time_range_inverted', params: { range } }));
      if (problem.kind === 'overlap') (errors.ranges ??= []).push(text({ code: 'time_range_overlap', params: { range, other: spanOf(problem.other) } }));
    }
    for (const closed of (record.closed_dates ?? []) as ClosedDate[]) {
      // yyyy-mm-dd compares as text in calendar order.
      if (closed.to && closed.to < closed.from) (errors.closed_dates ??= []).push(text({ code: 'closed_date_inverted', params: { label: closed.label } }));
    }
    record.open_at_weekend = ranges.some((r) => (r.state ?? 'open') === 'open' && (r.weekday === 'sat' || r.weekday === 'sun'));
    return Promise.resolve(errors);
  },
};

export const rules = [schedule];
