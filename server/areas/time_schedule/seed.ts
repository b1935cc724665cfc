import type { AreaSeed, DemoGroupKey } from '../../seed/types.ts';
import { WEEKDAYS, type WeekRange } from '../../../core/time/weekRanges.ts';

const WORKDAYS = WEEKDAYS.slice(0, 5);

/** The same hours on each of `days`. */
const every = (days: readonly WeekRange['weekday'][], ...spans: [string, string, ('open' | 'closed')?][]): WeekRange[] =>
  days.flatMap((weekday) => spans.map(([open, close, state = 'open']) => ({ weekday, open, close, state })));

/** Belgium's public holidays of 2026 and 2027 (Easter Monday, Ascension, Whit Monday as they fall). */
const BELGIAN_HOLIDAYS = [
  { from: '2026-12-25', label: 'Christmas Day' },
  { from: '2027-01-01', label: 'New Year’s Day' },
  { from: '2027-03-29', label: 'Easter Monday' },
  { from: '2027-05-01', label: 'Labour Day' },
  { from: '2027-05-06', label: 'Ascension Day' },
  { from: '2027-05-17', label: 'Whit Monday' },
  { from: '2027-07-21', label: 'Belgian National Day' },
  { from: '2027-08-15', label: 'Assumption Day' },
  { from: '2027-11-01', label: 'All Saints’ Day' },
  { from: '2027-11-11', label: 'Armistice Day' },
];

/** The Netherlands' public holidays of 2026 and 2027. */
const DUTCH_HOLIDAYS = [
  { from: '2026-12-25', to: '2026-12-26', label: 'Eerste en tweede kerstdag' },
  { from: '2027-01-01', label: 'Nieuwjaarsdag' },
  { from: '2027-03-26', label: 'Goede Vrijdag' },
  { from: '2027-03-29', label: 'Tweede paasdag' },
  { from: '2027-04-27', label: 'Koningsdag' },
  { from: '2027-05-05', label: 'Bevrijdingsdag' },
  { from: '2027-05-06', label: 'Hemelvaartsdag' },
  { from: '2027-05-17', label: 'Tweede pinksterdag' },
];

const SCHEDULES: Record<DemoGroupKey, { description: string; timezone: string; ranges: WeekRange[]; closed_dates: object[] }[]> = {
  northwind: [
    { description: 'Office hours', timezone: 'Europe/Brussels', ranges: every(WORKDAYS, ['08:30', '17:30']), closed_dates: BELGIAN_HOLIDAYS },
    {
      description: 'Support hours',
      timezone: 'Europe/Brussels',
      ranges: [...every(WORKDAYS, ['08:00', '20:00']), ...every(['sat'], ['09:00', '13:00'])],
      closed_dates: BELGIAN_HOLIDAYS.filter((h) => h.label !== 'Armistice Day'),
    },
  ],
  acme: [
    {
      description: 'Office hours',
      timezone: 'Europe/Brussels',
      ranges: [...every(WORKDAYS, ['08:00', '12:30'], ['12:30', '13:30', 'closed'], ['13:30', '18:00']), ...every(['sat'], ['09:00', '12:00'])],
      closed_dates: [...BELGIAN_HOLIDAYS, { from: '2027-07-26', to: '2027-08-06', label: 'Summer closure' }],
    },
    {
      description: 'Support hours',
      timezone: 'Europe/Brussels',
      ranges: every(WORKDAYS, ['09:00', '17:00']),
      closed_dates: [{ from: '2026-12-24', to: '2026-12-31', label: 'Christmas holidays' }, ...BELGIAN_HOLIDAYS.slice(1)],
    },
    { description: 'Emergency line (night)', timezone: 'Europe/Brussels', ranges: every(WEEKDAYS, ['00:00', '08:00'], ['18:00', '23:59:59']), closed_dates: [] },
  ],
  blue_harbor: [
    { description: 'Office hours', timezone: 'Europe/Amsterdam', ranges: every(WORKDAYS, ['08:30', '17:00']), closed_dates: DUTCH_HOLIDAYS },
    {
      description: 'Support hours',
      timezone: 'Europe/Amsterdam',
      ranges: [...every(WORKDAYS, ['07:00', '22:00']), ...every(['sat', 'sun'], ['10:00', '16:00'])],
      closed_dates: DUTCH_HOLIDAYS.filter((h) => h.label !== 'Bevrijdingsdag'),
    },
  ],
};

/** Each group's opening hours, with its country's public holidays as closed dates. */
export const seed: AreaSeed = async ({ groups, insert }) => {
  for (const group of groups) {
    for (const schedule of SCHEDULES[group.key]) {
      const open_at_weekend = schedule.ranges.some((r) => r.state === 'open' && (r.weekday === 'sat' || r.weekday === 'sun'));
      await insert('time_schedule', group.id, { ...schedule, open_at_weekend });
    }
  }
};
