import type { Queryable } from '../../db/index.ts';
import { DAY_SECONDS, endOf, startOf, WEEKDAYS, type WeekRange } from '../../../core/time/weekRanges.ts';

/** A second of the week: Monday 00:00:00 is 0 (ISO weekday order, as PostgreSQL's isodow). */
const WEEK_SECONDS = 7 * DAY_SECONDS;

/** The group's opening hours as the statistics read them (issue 23; README "Statistics"). */
export interface WorkingHours {
  id: number;
  description: string;
  timezone: string;
  /** One bit per second of the week, set when open (PostgreSQL's get_bit order: bit n is byte n/8, bit n%8 from the right). */
  mask: Buffer;
  /** The schedule's closed dates as inclusive ranges of ISO dates (YYYY-MM-DD). */
  closedRanges: { from: string; to: string }[];
}

interface ScheduleData {
  timezone?: string;
  ranges?: WeekRange[];
  closed_dates?: { from: string; to?: string | null }[];
}

/**
 * Open seconds of the week: every open range, then every closed range cleared (a closed range
 * is a break inside the opening hours: time_schedule.schema.json), whatever their order.
 */
export function openMask(ranges: readonly WeekRange[]): Buffer {
  const mask = Buffer.alloc(WEEK_SECONDS / 8);
  const paint = (state: 'open' | 'closed') => {
    for (const range of ranges) {
      if ((range.state ?? 'open') !== state) continue;
      const day = WEEKDAYS.indexOf(range.weekday) * DAY_SECONDS;
      // The ends read once: read at each second, their parsing was 100 ms of every statistics request.
      const [from, to] = [day + startOf(range), day + endOf(range)];
      for (let s = from; s < to; s++) {
        if (state === 'open') mask[s >> 3] |= 1 << (s & 7);
        else mask[s >> 3] &= ~(1 << (s & 7));
      }
    }
  };
  paint('open');
  paint('closed');
  return mask;
}

/** Closed dates as inclusive ranges (`to` absent: one day). */
const closedRangesOf = (dates: ScheduleData['closed_dates'] = []) => dates.map((d) => ({ from: d.from, to: d.to ?? d.from }));

/** Closed ranges as PostgreSQL's datemultirange text ('{}' when none). */
export const datemultirange = (ranges: WorkingHours['closedRanges']) => `{${ranges.map((r) => `[${r.from},${r.to}]`).join(',')}}`;

/**
 * The schedule's zone as PostgreSQL knows it: the schedule's rules check it against the runtime's
 * list (Intl), which may hold a zone newer than the database's; such a zone is read as UTC rather
 * than failing the statistics.
 */
async function knownZone(db: Queryable, zone: string | undefined): Promise<string> {
  if (!zone) return 'UTC';
  try {
    await db.query('SELECT now() AT TIME ZONE $1', [zone]);
    return zone;
  } catch {
    return 'UTC';
  }
}

/**
 * The group's working hours: the time schedule its numbers' call flows use (a Calendar block's
 * time schedule, kept in the flow's `references`), the one most numbers reach; when no number's
 * flow names one, or several tie, the group's oldest schedule. A group without any time schedule
 * keeps no opening hours: null, and the statistics count every unanswered call in working hours.
 */
export async function workingHoursOf(db: Queryable, groupId: number): Promise<WorkingHours | null> {
  const rows = await db.query<{ id: number; data: ScheduleData & { description: string } }>(
    `SELECT s.id, s.data FROM res_time_schedule s
      WHERE s.group_id = $1
      ORDER BY (SELECT count(*) FROM res_did_routing d JOIN res_call_flow f ON f.id = d.call_flow_id AND f.group_id = $1
                 WHERE d.group_id = $1 AND f.data -> 'references' @> jsonb_build_array(jsonb_build_object('time_schedule', s.id))) DESC, s.id
      LIMIT 1`,
    [groupId],
  );
  const row = rows[0];
  if (!row) return null;
  return {
    id: row.id,
    description: row.data.description,
    timezone: await knownZone(db, row.data.timezone),
    mask: openMask(row.data.ranges ?? []),
    closedRanges: closedRangesOf(row.data.closed_dates),
  };
}

/** Whether the mask's second of the week (Monday 00:00:00 is 0) is open. */
export const openAt = (mask: Buffer, second: number) => ((mask[second >> 3] >> (second & 7)) & 1) === 1;

/** A whole hour of the mask, 3600 bits: 450 bytes, on a byte boundary. */
const HOUR_BYTES = 3600 / 8;

/**
 * Each hour of the week (168, Monday 00:00 first) as the rollup reads it: 1 wholly open, 0 wholly
 * closed, 2 partly open (a range ending at 12:30), whose calls are classified one by one.
 */
export function hourClasses(mask: Buffer): number[] {
  return Array.from({ length: 7 * 24 }, (_, hour) => {
    const bytes = mask.subarray(hour * HOUR_BYTES, (hour + 1) * HOUR_BYTES);
    if (bytes.every((b) => b === 0xff)) return 1;
    if (bytes.every((b) => b === 0)) return 0;
    return 2;
  });
}

/**
 * Whether every minute of the week is wholly open or wholly closed (ranges on whole minutes, as
 * the schedule's HH:MM times give): then a minute's first second classifies the whole minute, and
 * the rollup splits a partly open hour by its per-minute counts (migration 0029).
 */
export function minuteUniform(mask: Buffer): boolean {
  for (let minute = 0; minute < WEEK_SECONDS; minute += 60) {
    const first = openAt(mask, minute);
    for (let s = minute + 1; s < minute + 60; s++) if (openAt(mask, s) !== first) return false;
  }
  return true;
}
