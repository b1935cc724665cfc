/**
 * The week schedule's ranges and the rules they keep, without React: the widget refuses an
 * overlapping or inverted range as it is entered, and the server (server/areas/time_schedule/
 * rules.ts) refuses the same with these very functions, so both sides agree.
 */

export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export interface WeekRange {
  weekday: Weekday;
  /** hh:mm or hh:mm:ss, inclusive. */
  open: string;
  /** hh:mm or hh:mm:ss, exclusive. */
  close: string;
  state?: 'open' | 'closed';
}

/** Seconds in a day: the end of the last range of a day (shown as 24:00). */
export const DAY_SECONDS = 24 * 3600;

/** hh:mm or hh:mm:ss, 24-hour (the schema's time format). */
export const TIME_PATTERN = /^([01]\d|2[0-3]):([0-5]\d)(?::([0-5]\d))?$/;

/** Seconds since midnight of a time; undefined when it is no hh:mm(:ss). */
export function secondsOf(time: string): number | undefined {
  const match = TIME_PATTERN.exec(time);
  if (!match) return undefined;
  return Number(match[1]) * 3600 + Number(match[2]) * 60 + Number(match[3] ?? 0);
}

/** A number of seconds as hh:mm, with :ss only when it has seconds; the day's end as 23:59:59. */
export function timeOf(seconds: number): string {
  const s = Math.max(0, Math.min(DAY_SECONDS - 1, Math.round(seconds)));
  const pad = (n: number) => String(n).padStart(2, '0');
  const hh = pad(Math.floor(s / 3600));
  const mm = pad(Math.floor((s % 3600) / 60));
  return s % 60 ? `${hh}:${mm}:${pad(s % 60)}` : `${hh}:${mm}`;
}

/** Where a range ends, in seconds: 23:59:59 counts as the end of the day. */
export function endOf(range: Pick<WeekRange, 'close'>): number {
  const close = secondsOf(range.close) ?? 0;
  return close === DAY_SECONDS - 1 ? DAY_SECONDS : close;
}

export const startOf = (range: Pick<WeekRange, 'open'>): number => secondsOf(range.open) ?? 0;

/** hh:mm–hh:mm of a range, as messages name it. */
export const spanOf = (range: Pick<WeekRange, 'open' | 'close'>) => `${range.open}–${range.close}`;

export type RangeProblem =
  | { kind: 'time'; field: 'open' | 'close' }
  | { kind: 'inverted' }
  | { kind: 'overlap'; other: WeekRange; otherIndex: number };

/**
 * What is wrong with `range` among `ranges` (where `index` is its own place, or -1 for a new
 * one): a time that is no hh:mm(:ss), an end not after the start, or another range of the same
 * day it overlaps. Ranges meet without overlapping: 09:00–12:00 and 12:00–13:00 are fine.
 */
export function problemOf(range: WeekRange, ranges: readonly WeekRange[], index: number): RangeProblem | undefined {
  if (secondsOf(range.open) === undefined) return { kind: 'time', field: 'open' };
  if (secondsOf(range.close) === undefined) return { kind: 'time', field: 'close' };
  const start = startOf(range);
  const end = endOf(range);
  if (end <= start) return { kind: 'inverted' };
  for (const [otherIndex, other] of ranges.entries()) {
    if (otherIndex === index || other.weekday !== range.weekday) continue;
    if (secondsOf(other.open) === undefined || secondsOf(other.close) === undefined) continue;
    if (start < endOf(other) && startOf(other) < end) return { kind: 'overlap', other, otherIndex };
  }
  return undefined;
}

/** Every range's problem, by index: the server's check of a whole schedule. */
export function problemsOf(ranges: readonly WeekRange[]): { index: number; problem: RangeProblem }[] {
  const found: { index: number; problem: RangeProblem }[] = [];
  for (const [index, range] of ranges.entries()) {
    const problem = problemOf(range, ranges, index);
    // An overlap is one finding, reported at the later of the two ranges.
    if (problem && !(problem.kind === 'overlap' && problem.otherIndex > index)) found.push({ index, problem });
  }
  return found;
}

/**
 * Where a range of `length` seconds may sit on its day when moved to start at `wanted`: the
 * nearest start that keeps it within the day and clear of the day's other ranges (undefined
 * when no gap is long enough). Dragging uses it, so a drag never makes an overlap.
 */
export function placeWithin(ranges: readonly WeekRange[], weekday: Weekday, index: number, wanted: number, length: number): number | undefined {
  const others = ranges
    .filter((r, i) => i !== index && r.weekday === weekday)
    .map((r) => [startOf(r), endOf(r)] as const)
    .sort((a, b) => a[0] - b[0]);
  const gaps: [number, number][] = [];
  let from = 0;
  for (const [start, end] of others) {
    if (start > from) gaps.push([from, start]);
    from = Math.max(from, end);
  }
  if (from < DAY_SECONDS) gaps.push([from, DAY_SECONDS]);
  let best: number | undefined;
  for (const [gapStart, gapEnd] of gaps) {
    if (gapEnd - gapStart < length) continue;
    const start = Math.min(Math.max(wanted, gapStart), gapEnd - length);
    if (best === undefined || Math.abs(start - wanted) < Math.abs(best - wanted)) best = start;
  }
  return best;
}

/** The latest end a range starting at `start` may stretch to on its day without overlapping. */
export function latestEnd(ranges: readonly WeekRange[], weekday: Weekday, index: number, start: number): number {
  let limit = DAY_SECONDS;
  for (const [i, r] of ranges.entries()) {
    if (i === index || r.weekday !== weekday) continue;
    const s = startOf(r);
    if (s >= start && s < limit) limit = s;
  }
  return limit;
}

/** The close time of an end in seconds: the day's end is stored as 23:59:59. */
export const closeOf = (end: number): string => (end >= DAY_SECONDS ? '23:59:59' : timeOf(end));
