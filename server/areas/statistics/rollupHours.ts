import type { Bucket } from './periods.ts';
import { hourClasses, minuteUniform, openAt, type WorkingHours } from './workingHours.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const WEEK_SECONDS = 7 * 86_400;

/** The sums a rollup row keeps (migration 0028), talk and wait as the figures read them. */
export interface Sums {
  calls: number;
  answered: number;
  missed: number;
  talk_sum: number;
  talk_n: number;
  talk_max: number | null;
  wait_sum: number;
  wait_n: number;
  wait_max: number | null;
  waited_over_20: number;
}

/**
 * A row of the period's sums: a daily row (its 24 hours' calls, answered and missed in `hours`,
 * migration 0030), a whole hour's row outside the whole days, or a partial hour's calls summed.
 */
export interface SumRow extends Sums {
  direction: string;
  /** The row's UTC day or hour, in ms. */
  at: number;
  /** An hour only partly inside the period (its calls read from res_cdr). */
  partial: boolean;
  hours: number[] | null;
}

type Counts = Pick<Sums, 'calls' | 'answered' | 'missed'>;

export interface PeriodHours {
  perDirection: Map<string, Sums>;
  /** Every direction's calls per UTC hour (ms) that has any. */
  perHour: Map<number, Counts>;
  /** The hours with unanswered inbound calls, and how many. */
  unanswered: { at: number; missed: number; partial: boolean }[];
}

const EMPTY: Sums = { calls: 0, answered: 0, missed: 0, talk_sum: 0, talk_n: 0, talk_max: null, wait_sum: 0, wait_n: 0, wait_max: null, waited_over_20: 0 };
const larger = (a: number | null, b: number | null) => (a === null ? b : b === null ? a : Math.max(a, b));

/** The period's rows as sums per direction and counts per hour. */
export function periodHours(rows: readonly SumRow[]): PeriodHours {
  const perDirection = new Map<string, Sums>();
  const perHour = new Map<number, Counts>();
  const unanswered: PeriodHours['unanswered'] = [];
  const addHour = (direction: string, at: number, calls: number, answered: number, missed: number, partial: boolean) => {
    if (calls === 0) return;
    const hour = perHour.get(at);
    if (hour) {
      hour.calls += calls;
      hour.answered += answered;
      hour.missed += missed;
    } else perHour.set(at, { calls, answered, missed });
    if (direction === 'inbound' && missed > 0) unanswered.push({ at, missed, partial });
  };
  for (const row of rows) {
    const d = perDirection.get(row.direction) ?? { ...EMPTY };
    perDirection.set(row.direction, {
      calls: d.calls + row.calls, answered: d.answered + row.answered, missed: d.missed + row.missed,
      talk_sum: d.talk_sum + row.talk_sum, talk_n: d.talk_n + row.talk_n, talk_max: larger(d.talk_max, row.talk_max),
      wait_sum: d.wait_sum + row.wait_sum, wait_n: d.wait_n + row.wait_n, wait_max: larger(d.wait_max, row.wait_max),
      waited_over_20: d.waited_over_20 + row.waited_over_20,
    });
    if (!row.hours) addHour(row.direction, row.at, row.calls, row.answered, row.missed, row.partial);
    else for (let h = 0; h < 24; h++) addHour(row.direction, row.at + h * HOUR, row.hours[h], row.hours[24 + h], row.hours[48 + h], false);
  }
  return { perDirection, perHour, unanswered };
}

/** Monday 00:00:00 is 0: the second of the week of a local time (ms, as if UTC); 1 Jan 1970 was a Thursday. */
const weekSecond = (local: number) => ((((Math.floor(local / DAY) + 3) % 7) + 7) % 7) * 86_400 + Math.floor((((local % DAY) + DAY) % DAY) / 1000);
/** The day number (days since 1 January 1970) of a local time or of an ISO date. */
const dayOf = (local: number) => Math.floor(local / DAY);
const dayOfDate = (date: string) => Date.parse(`${date}T00:00:00Z`) / DAY;

/**
 * The unanswered inbound calls split by the working hours as they are now, read in the schedule's
 * zone (`offset`: zoneOffsets of it). An hour wholly open or wholly closed (its hour of the week
 * in the mask, its date in the closed dates) counts whole; an hour partly open is split by its
 * unanswered calls per minute (migration 0029; `byMinutes` names the hours to fetch them for);
 * an hour holding a change of offset, not starting on a whole minute, partly open under a range
 * not on whole minutes, or only partly inside the period is read call by call (`oneByOne`).
 */
export function classifyUnanswered(unanswered: PeriodHours['unanswered'], hours: WorkingHours, offset: (at: number) => number) {
  const classes = hourClasses(hours.mask);
  const uniform = minuteUniform(hours.mask);
  const closed = closedOn(hours);
  let open = 0;
  let shut = 0;
  const byMinutes: number[] = [];
  const oneByOne: number[] = [];
  for (const hour of unanswered) {
    if (hour.partial) {
      oneByOne.push(hour.at);
      continue;
    }
    const off = offset(hour.at);
    const local = hour.at + off;
    const whole = local % HOUR === 0;
    // An hour on the hour lies within one date: closed then, whatever its hour of the week.
    const kind = offset(hour.at + HOUR) !== off || local % MINUTE !== 0 ? 4 : !whole ? 2 : closed(dayOf(local)) ? 0 : classes[weekSecond(local) / 3600];
    if (kind === 1) open += hour.missed;
    else if (kind === 0) shut += hour.missed;
    else if (kind === 2 && uniform) byMinutes.push(hour.at);
    else oneByOne.push(hour.at);
  }
  return { open, closed: shut, byMinutes, oneByOne };
}

/** Whether a day (dayOf) is one of the schedule's closed dates. */
function closedOn(hours: WorkingHours): (day: number) => boolean {
  const ranges = hours.closedRanges.map((r) => [dayOfDate(r.from), dayOfDate(r.to)]);
  return ranges.length ? (day) => ranges.some(([from, to]) => from <= day && day <= to) : () => false;
}

/**
 * A partly open hour's unanswered calls, from its counts per minute of the UTC hour: each minute
 * open when its first second is open in the mask and its local date is not closed.
 */
export function splitByMinutes(at: number, minutes: readonly number[], hours: WorkingHours, offset: (at: number) => number) {
  const local = at + offset(at);
  const base = weekSecond(local);
  const closed = closedOn(hours);
  const closedFirst = closed(dayOf(local));
  const sameDay = closedFirst === closed(dayOf(local + 59 * MINUTE));
  let open = 0;
  let shut = 0;
  minutes.forEach((n, i) => {
    if (!n) return;
    const second = (base + i * 60) % WEEK_SECONDS;
    const isOpen = openAt(hours.mask, second) && !(sameDay ? closedFirst : closed(dayOf(local + i * MINUTE)));
    if (isOpen) open += n;
    else shut += n;
  });
  return { open, closed: shut };
}

/**
 * Calls read one by one (the instants they started), each in the working hours when its second
 * of the week is open in the schedule's zone and its local date is not closed: rawQuery.ts's
 * inHoursOf, here.
 */
export function callsInHours(starts: readonly number[], hours: WorkingHours, offset: (at: number) => number) {
  const closed = closedOn(hours);
  let open = 0;
  for (const at of starts) {
    const local = at + offset(at);
    if (openAt(hours.mask, weekSecond(local)) && !closed(dayOf(local))) open++;
  }
  return { open, closed: starts.length - open };
}

const truncate: Record<Bucket, (local: number) => number> = {
  hour: (local) => Math.floor(local / HOUR) * HOUR,
  day: (local) => Math.floor(local / DAY) * DAY,
  month: (local) => {
    const d = new Date(local);
    return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1);
  },
};

/** The answered and missed calls per slot of the group's zone, each slot as a timestamp without zone. */
export function slotCounts(perHour: PeriodHours['perHour'], bucket: Bucket, offset: (at: number) => number) {
  const slots = new Map<number, { answered: number; missed: number }>();
  for (const [at, hour] of perHour) {
    const slot = truncate[bucket](at + offset(at));
    const s = slots.get(slot) ?? { answered: 0, missed: 0 };
    s.answered += hour.answered;
    s.missed += hour.missed;
    slots.set(slot, s);
  }
  const entries = [...slots];
  return {
    slots: entries.map(([slot]) => new Date(slot).toISOString().slice(0, 19).replace('T', ' ')),
    answered: entries.map(([, s]) => s.answered),
    missed: entries.map(([, s]) => s.missed),
  };
}

/** The calls per weekday (ISO, Monday 1) and hour of the group's zone, in that order. */
export function busiestHours(perHour: PeriodHours['perHour'], offset: (at: number) => number) {
  const cells = new Map<number, number>();
  for (const [at, hour] of perHour) {
    const cell = weekSecond(at + offset(at)) / 3600;
    cells.set(cell, (cells.get(cell) ?? 0) + hour.calls);
  }
  return [...cells].sort((a, b) => a[0] - b[0]).map(([cell, calls]) => ({ weekday: Math.floor(cell / 24) + 1, hour: cell % 24, calls }));
}
