import type { Queryable } from '../../db/index.ts';
import type { CallScope } from '../cdr/query.ts';
import type { Bucket, PeriodBounds } from './periods.ts';
import type { Direction, StatisticsFilter } from './query.ts';
import { overTimeSql, rawFigures, perExtensionSql, whereOf, type FigureRow } from './rawQuery.ts';
import { busiestHours, callsInHours, classifyUnanswered, periodHours, slotCounts, splitByMinutes, type Sums, type SumRow } from './rollupHours.ts';
import type { WorkingHours } from './workingHours.ts';
import { zoneOffsets } from './zoneOffsets.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const ceilTo = (t: number, step: number) => Math.ceil(t / step) * step;
const floorTo = (t: number, step: number) => Math.floor(t / step) * step;

/**
 * The figures summed from the rollup (migration 0028), over the same sums as rawQuery.ts's
 * definitions: talk is kept for answered calls only, wait for every call and read for inbound ones.
 */
const INBOUND = `c.direction = 'inbound'`;
const FIGURES = `coalesce(sum(c.calls), 0)::int AS calls, coalesce(sum(c.answered), 0)::int AS answered, coalesce(sum(c.missed), 0)::int AS missed,
  coalesce(round(sum(c.talk_sum)::numeric / nullif(sum(c.talk_n), 0)), 0)::int AS avg_talk,
  coalesce(max(c.talk_max), 0)::int AS longest_talk,
  coalesce(round(sum(c.wait_sum) FILTER (WHERE ${INBOUND})::numeric / nullif(sum(c.wait_n) FILTER (WHERE ${INBOUND}), 0)), 0)::int AS avg_wait,
  coalesce(max(c.wait_max) FILTER (WHERE ${INBOUND}), 0)::int AS longest_wait,
  coalesce(sum(c.waited_over_20) FILTER (WHERE ${INBOUND}), 0)::int AS waited_over_20`;
const SUMS = 'r.calls, r.answered, r.missed, r.talk_sum, r.talk_n, r.talk_max, r.wait_sum, r.wait_n, r.wait_max, r.waited_over_20';
const ROW_OF_CALL = 'statistics_rollup_rows(c.started_at, c.direction, c.status, c.duration, c.billsec, c.extensions, c.queue)';

/**
 * The extension the rollup's rows are selected by: a plain user's own, or the filter's; -1 for
 * every call. A plain user filtering by another extension asks for the calls of both, which the
 * rollup does not keep: undefined, and the raw query answers.
 */
function selectionOf(scope: CallScope, filter: StatisticsFilter): number | undefined {
  if (scope.extension === null) return undefined;
  if (scope.extension !== undefined && filter.extension !== undefined && scope.extension !== filter.extension) return undefined;
  return scope.extension ?? filter.extension ?? -1;
}

/** Whether the rollup can answer: see selectionOf, and a period at least an hour long. */
export const rollupAnswers = (scope: CallScope, filter: StatisticsFilter, { from, to }: PeriodBounds) =>
  selectionOf(scope, filter) !== undefined && floorTo(to.getTime(), HOUR) > ceilTo(from.getTime(), HOUR);

/** PostgreSQL's round() of a numeric: halves away from zero. */
const round = (x: number) => Math.sign(x) * Math.round(Math.abs(x));
const mean = (sum: number, n: number) => (n ? round(sum / n) : 0);

/** The figures of rawQuery.ts's FIGURES from summed rows: talk of every direction, wait of inbound calls. */
function figuresOf(all: Sums[], inbound: Sums | undefined) {
  const total = (key: 'calls' | 'answered' | 'missed' | 'talk_sum' | 'talk_n') => all.reduce((sum, s) => sum + s[key], 0);
  return {
    calls: total('calls'), answered: total('answered'), missed: total('missed'),
    avg_talk: mean(total('talk_sum'), total('talk_n')),
    longest_talk: Math.max(0, ...all.flatMap((s) => (s.talk_max === null ? [] : [s.talk_max]))),
    avg_wait: inbound ? mean(inbound.wait_sum, inbound.wait_n) : 0,
    longest_wait: inbound?.wait_max ?? 0,
    waited_over_20: inbound?.waited_over_20 ?? 0,
  };
}

/**
 * Every figure of the statistics page from the rollup, in two statements. The first reads the
 * period's sums for the selection: its whole UTC days from the daily rows, each carrying its 24
 * hours' counts (migration 0030), the whole hours around them from the hourly rows, and the calls
 * of its partial hours (the last 24 hours are rolling) summed by the function the upkeep uses. A
 * year is then about a thousand rows where it was 24,000 hourly ones. From those, here: the
 * totals and directions, the calls per hour of the group's zone (the chart over time, the busiest
 * hours; the zone has whole-hour offsets, timeZone.ts, so a UTC hour is one local hour), and the
 * unanswered inbound calls split by the schedule as it is now (rollupHours.ts: an hour wholly open
 * or closed counts whole, a partly open one is split by its counts per minute, the rest are read
 * call by call). The second statement reads what that split asks for, the figures per extension
 * and per queue (whole days from the daily rows), and draws the chart's slots.
 */
export async function rollupFigures(db: Queryable, scope: CallScope, filter: StatisticsFilter, bounds: PeriodBounds, bucket: Bucket, zone: string, hours: WorkingHours | null): Promise<FigureRow> {
  const scheduleOffset = hours ? zoneOffsets(hours.timezone) : undefined;
  // A schedule's zone PostgreSQL knows and this runtime does not (workingHours.ts): its hours are
  // read in the database, from the calls.
  if (hours && !scheduleOffset) return rawFigures(db, scope, filter, bounds, bucket, zone, hours);
  const selection = selectionOf(scope, filter) as number;
  const from = bounds.from.getTime();
  const to = bounds.to.getTime();
  const wholeFrom = ceilTo(from, HOUR);
  const wholeTo = floorTo(to, HOUR);
  let dayFrom = ceilTo(wholeFrom, DAY);
  let dayTo = floorTo(wholeTo, DAY);
  if (dayFrom >= dayTo) dayFrom = dayTo = wholeTo;

  // The rows of a selection over [lo, hi) of one span, and the partial hours' calls as the same rows;
  // `add` puts a value in the statement's parameters ($1 group, $2 from, $3 to).
  const statement = (add: (value: unknown) => string) => {
    const at = (t: number) => `${add(new Date(t).toISOString())}::timestamptz`;
    const [WF, WT, DF, DT] = [at(wholeFrom), at(wholeTo), at(dayFrom), at(dayTo)];
    const queue = filter.queue === undefined ? 'IS NULL' : `= ${add(filter.queue)}`;
    const direction = filter.direction ? `AND r.direction = ${add(filter.direction)}` : '';
    const SEL = add(selection);
    const stored = (key: string, daily: boolean, lo: string, hi: string, columns = `r.ext, r.other, r.queue, r.direction, r.bucket, ${SUMS}`) =>
      `SELECT ${columns} FROM statistics_rollup r
        WHERE r.group_id = $1 AND ${daily ? '' : 'NOT '}r.daily AND ${key} ${direction} AND r.bucket >= ${lo} AND r.bucket < ${hi}`;
    const partial = (key: string, columns = `r.ext, r.other, r.queue, r.direction, r.bucket, ${SUMS}`) =>
      `SELECT ${columns} FROM res_cdr c CROSS JOIN LATERAL ${ROW_OF_CALL} r
        WHERE c.group_id = $1 AND ((c.started_at >= $2::timestamptz AND c.started_at < ${WF}) OR (c.started_at >= ${WT} AND c.started_at < $3::timestamptz))
          AND NOT r.daily AND ${key} ${direction}`;
    // Per extension and per queue: whole days, then the whole hours around them, then the partial hours.
    const spanned = (key: string) =>
      [stored(key, true, DF, DT), stored(key, false, WF, DF), stored(key, false, DT, WT), partial(key)].join(' UNION ALL ');
    return { WF, WT, DF, DT, queue, SEL, stored, partial, spanned, allCalls: `r.ext = ${SEL}::int AND r.other = -1 AND r.queue ${queue}` };
  };

  const first: unknown[] = [scope.groupId, bounds.from.toISOString(), bounds.to.toISOString()];
  const one = statement((value) => `$${first.push(value)}`);
  const ROW = `r.direction, (extract(epoch FROM r.bucket) * 1000)::float8 AS at, array_to_string(r.hours, ',') AS hours, r.calls, r.answered, r.missed, r.talk_sum::float8 AS talk_sum,
    r.talk_n, r.talk_max, r.wait_sum::float8 AS wait_sum, r.wait_n, r.wait_max, r.waited_over_20`;
  // The hours as text, split here: PGlite's parsing of a year's arrays was 20 of its 60 ms.
  const rows = await db.query<Omit<SumRow, 'hours'> & { hours: string | null }>(
    `${one.stored(one.allCalls, true, one.DF, one.DT, `${ROW}, false AS partial`)}
     UNION ALL ${one.stored(one.allCalls, false, one.WF, one.DF, `${ROW}, false`)}
     UNION ALL ${one.stored(one.allCalls, false, one.DT, one.WT, `${ROW}, false`)}
     UNION ALL SELECT p.direction, p.at, NULL, sum(p.calls)::int, sum(p.answered)::int, sum(p.missed)::int, sum(p.talk_sum)::float8, sum(p.talk_n)::int,
                      max(p.talk_max), sum(p.wait_sum)::float8, sum(p.wait_n)::int, max(p.wait_max), sum(p.waited_over_20)::int, true
                 FROM (${one.partial(one.allCalls, `r.direction, (extract(epoch FROM r.bucket) * 1000)::float8 AS at, ${SUMS}`)}) p
                GROUP BY p.direction, p.at`,
    first,
  );
  const period = periodHours(rows.map((row) => ({ ...row, hours: row.hours === null ? null : row.hours.split(',').map(Number) })));
  const groupOffset = zoneOffsets(zone) as (at: number) => number;
  const split = hours && scheduleOffset ? classifyUnanswered(period.unanswered, hours, scheduleOffset) : undefined;
  const slots = slotCounts(period.perHour, bucket, groupOffset);

  const { sql: rawWhere, params, add } = whereOf(scope, filter, bounds);
  const two = statement(add);
  const stamps = (list: number[] = []) => `${add(list.map((t) => new Date(t).toISOString()))}::timestamptz[]`;
  const perExtensionKey = selection === -1 ? `r.ext <> -1 AND r.other = -1 AND r.queue ${two.queue}` : `r.ext = ${two.SEL}::int AND r.queue ${two.queue}`;
  const perQueueKey = `r.ext = ${two.SEL}::int AND r.other = -1 AND r.queue IS NOT NULL ${filter.queue === undefined ? '' : `AND r.queue ${two.queue}`}`;
  const [rest] = await db.query<Pick<FigureRow, 'over_time' | 'per_extension' | 'per_queue'> & { loose: number[] | null; minutes: [number, number[]][] | null }>(
    `WITH
     -- The unanswered inbound calls of the hours read one by one, as the instants they started
     -- (classified here, so that the schedule's 75 kB mask is not sent). LATERAL: each such hour
     -- is an index range of res_cdr_started, never a scan of the period.
     loose AS (
       SELECT l.at FROM unnest(${stamps(split?.oneByOne)}) m (bucket)
        CROSS JOIN LATERAL (
          SELECT (extract(epoch FROM c.started_at) * 1000)::float8 AS at FROM res_cdr c
           WHERE c.group_id = $1 AND c.started_at >= m.bucket AND c.started_at < m.bucket + interval '1 hour'
             AND ${rawWhere} AND ${INBOUND} AND c.status <> 'answered' OFFSET 0) l
     ),
     e AS (${two.spanned(perExtensionKey)}),
     q AS (${two.spanned(perQueueKey)})
     SELECT
       (SELECT array_agg(at) FROM loose) AS loose,
       -- The partly open hours' unanswered calls per minute: kept out of the index, read by the rows' key.
       (SELECT json_agg(json_build_array((extract(epoch FROM r.bucket) * 1000)::float8, r.missed_minutes)) FROM statistics_rollup r
         WHERE r.group_id = $1 AND NOT r.daily AND ${two.allCalls} AND r.direction = 'inbound' AND r.bucket = ANY(${stamps(split?.byMinutes)})) AS minutes,
       ${overTimeSql(bucket, `${add(zone)}::text`, `SELECT unnest(${add(slots.slots)}::timestamp[]) AS slot, unnest(${add(slots.answered)}::int[]) AS answered, unnest(${add(slots.missed)}::int[]) AS missed`)} AS over_time,
       ${perExtensionSql(`SELECT CASE WHEN c.other = -1 THEN c.ext ELSE c.other END AS extension, ${FIGURES} FROM e c GROUP BY 1 ORDER BY calls DESC, extension LIMIT 200`)} AS per_extension,
       (SELECT json_agg(t ORDER BY t.calls DESC, t.queue) FROM (
          SELECT c.queue, ${FIGURES} FROM q c GROUP BY c.queue ORDER BY calls DESC, c.queue LIMIT 200) t) AS per_queue`,
    params,
  );

  const unanswered = { working_hours: 0, off_hours: 0 };
  if (!split || !hours || !scheduleOffset) {
    unanswered.working_hours = period.unanswered.reduce((sum, hour) => sum + hour.missed, 0);
  } else {
    const loose = callsInHours(rest.loose ?? [], hours, scheduleOffset);
    unanswered.working_hours = split.open + loose.open;
    unanswered.off_hours = split.closed + loose.closed;
    for (const [at, minutes] of rest.minutes ?? []) {
      const counted = splitByMinutes(at, minutes, hours, scheduleOffset);
      unanswered.working_hours += counted.open;
      unanswered.off_hours += counted.closed;
    }
  }
  const directions = [...period.perDirection].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const callsOf = (direction: string) => period.perDirection.get(direction)?.calls ?? 0;
  return {
    totals: { ...figuresOf(directions.map(([, s]) => s), period.perDirection.get('inbound')), inbound: callsOf('inbound'), outbound: callsOf('outbound'), internal: callsOf('internal') },
    unanswered,
    over_time: rest.over_time,
    per_extension: rest.per_extension,
    per_queue: rest.per_queue,
    busiest_hours: busiestHours(period.perHour, groupOffset),
    per_direction: directions.map(([direction, s]) => ({ direction: direction as Direction, calls: s.calls, answered: s.answered, missed: s.missed })),
  };
}
