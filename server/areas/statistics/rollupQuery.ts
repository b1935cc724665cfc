import type { Queryable } from '../../db/index.ts';
import type { CallScope } from '../cdr/query.ts';
import type { Bucket, PeriodBounds } from './periods.ts';
import type { StatisticsFilter } from './query.ts';
import { inHoursOf, overTimeSql, perExtensionSql, whereOf, type FigureRow } from './rawQuery.ts';
import { hourClasses, minuteUniform, offsetMinuteParts, openMinutesByStart, type WorkingHours } from './workingHours.ts';

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

/**
 * Every figure of the statistics page from the rollup: the period's whole UTC hours from the
 * hourly rows (the calls over time, the busiest hours, the totals, per direction, the unanswered
 * split), its whole UTC days from the daily rows (per extension, per queue: a year is a few
 * hundred rows per extension), and the calls of its partial hours (the last 24 hours are rolling)
 * summed on the fly by the same function the upkeep uses. The zone must have whole-hour offsets
 * (timeZone.ts), so a UTC hour is one local hour and the local slots are sums of UTC hours.
 *
 * The unanswered calls are split by the schedule as it is now: an hour that is wholly open or
 * wholly closed in the schedule's zone (mask and closed dates) counts its hourly sum; an hour
 * partly open (a range ending at 12:30, a zone with a half-hour offset, a closed date starting
 * inside it) counts its unanswered inbound calls per minute (migration 0029), each minute
 * classified by its first second; the calls of the partial hours, of an hour holding a
 * daylight-saving change of the schedule's zone, and of every partly open hour when the schedule
 * has a range not on a whole minute are read and classified one by one.
 */
export async function rollupFigures(db: Queryable, scope: CallScope, filter: StatisticsFilter, bounds: PeriodBounds, bucket: Bucket, zone: string, hours: WorkingHours | null): Promise<FigureRow> {
  const selection = selectionOf(scope, filter) as number;
  const { sql: rawWhere, params, add } = whereOf(scope, filter, bounds);
  const from = bounds.from.getTime();
  const to = bounds.to.getTime();
  const wholeFrom = ceilTo(from, HOUR);
  const wholeTo = floorTo(to, HOUR);
  let dayFrom = ceilTo(wholeFrom, DAY);
  let dayTo = floorTo(wholeTo, DAY);
  if (dayFrom >= dayTo) dayFrom = dayTo = wholeTo;
  const at = (t: number) => `${add(new Date(t).toISOString())}::timestamptz`;
  const [WF, WT, DF, DT] = [at(wholeFrom), at(wholeTo), at(dayFrom), at(dayTo)];
  const Z = `${add(zone)}::text`;

  // The rows of a selection over [lo, hi) of one span, and the partial hours' calls as the same rows.
  const queue = filter.queue === undefined ? 'IS NULL' : `= ${add(filter.queue)}`;
  const direction = filter.direction ? `AND r.direction = ${add(filter.direction)}` : '';
  const SEL = add(selection);
  const stored = (key: string, daily: boolean, lo: string, hi: string) =>
    `SELECT r.ext, r.other, r.queue, r.direction, r.bucket, ${SUMS} FROM statistics_rollup r
      WHERE r.group_id = $1 AND ${daily ? '' : 'NOT '}r.daily AND ${key} ${direction} AND r.bucket >= ${lo} AND r.bucket < ${hi}`;
  const partial = (key: string) =>
    `SELECT r.ext, r.other, r.queue, r.direction, r.bucket, ${SUMS} FROM res_cdr c CROSS JOIN LATERAL ${ROW_OF_CALL} r
      WHERE c.group_id = $1 AND ((c.started_at >= $2::timestamptz AND c.started_at < ${WF}) OR (c.started_at >= ${WT} AND c.started_at < $3::timestamptz))
        AND NOT r.daily AND ${key} ${direction}`;
  // Per extension and per queue: whole days, then the whole hours around them, then the partial hours.
  const spanned = (key: string) =>
    [stored(key, true, DF, DT), stored(key, false, WF, DF), stored(key, false, DT, WT), partial(key)].join(' UNION ALL ');

  const allCalls = `r.ext = ${SEL}::int AND r.other = -1 AND r.queue ${queue}`;
  const perExtensionKey = selection === -1 ? `r.ext <> -1 AND r.other = -1 AND r.queue ${queue}` : `r.ext = ${SEL}::int AND r.queue ${queue}`;
  const perQueueKey = `r.ext = ${SEL}::int AND r.other = -1 AND r.queue IS NOT NULL ${filter.queue === undefined ? '' : `AND r.queue ${queue}`}`;

  // An hour's class in the schedule: 1 open, 0 closed, 2 partly open (split by its minutes),
  // 4 read one by one (a change of offset inside it, or minutes not wholly open or closed);
  // 3 is a partial hour of the period (read one by one too). Only the rows of unanswered inbound
  // calls are classified (a third of a year's 24,000 rows). The split reads the minute counts by
  // the rows' key: kept out of the index, so that the period's rows stay an index-only scan.
  let hourClass = '1';
  let localOfSchedule = 'NULL::timestamp';
  let minutes = 'SELECT 0 AS open, 0 AS closed';
  if (hours) {
    const S = `${add(hours.timezone)}::text`;
    const CLOSED = `${add(hours.closed)}::datemultirange`;
    const MASK = `${add(hours.mask)}::bytea`;
    // The hour's start in the schedule's zone, converted once per row in c (sl) rather than at
    // each of the eight places the class reads it (PostgreSQL evaluates each one).
    const local = 'h.sl';
    localOfSchedule = `CASE WHEN u.direction = 'inbound' AND u.missed > 0 AND NOT u.partial THEN u.bucket AT TIME ZONE ${S} END`;
    const partly = minuteUniform(hours.mask) ? 2 : 4;
    const classes = hourClasses(hours.mask).map((c) => (c === 2 ? partly : c));
    hourClass = `CASE WHEN (h.bucket + interval '1 hour') AT TIME ZONE ${S} <> ${local} + interval '1 hour' OR date_trunc('minute', ${local}) <> ${local} THEN 4
      WHEN date_trunc('hour', ${local}) = ${local}
      THEN CASE WHEN ${CLOSED} @> ${local}::date THEN 0
           ELSE (${add(classes)}::int[])[(extract(isodow FROM ${local})::int - 1) * 24 + extract(hour FROM ${local})::int + 1] END
      ELSE ${partly} END`;
    // The partly open hours' unanswered inbound calls, from their counts per minute. An hour
    // starting at a minute of the week whose open minutes are known here (openMinutesByStart: the
    // schedule's minutes, for the starts the zone's offsets give) and wholly on one date as to the
    // closed dates adds up its open minutes' counts, a few array elements; any other (a zone's
    // offset not foreseen, an hour across a closed date's edge) is read minute by minute: the
    // minute's local time is the hour's plus its index (no change of offset inside a class 2
    // hour), its first second of the week in the mask, its date in no closed date. Unnesting every
    // hour's sixty counts was 75 of a year to date's 250 ms on PGlite at a million calls.
    const starts = openMinutesByStart(hours.mask, offsetMinuteParts(hours.timezone, bounds));
    const known = starts.size ? `b.start IN (${[...starts.keys()].join(', ')})` : 'false';
    const openOf = (open: number[]) => {
      const terms = (minutes: number[]) => minutes.map((i) => `b.missed_minutes[${i}]`).join(' + ');
      if (open.length <= 30) return open.length ? terms(open) : '0';
      const closed = Array.from({ length: 60 }, (_, i) => i + 1).filter((i) => !open.includes(i));
      return closed.length ? `b.missed - (${terms(closed)})` : 'b.missed';
    };
    const openSum = starts.size ? `CASE b.start ${[...starts].map(([start, open]) => `WHEN ${start} THEN ${openOf(open)}`).join(' ')} END` : '0';
    const minute = `(b.local + (u.i - 1) * interval '1 minute')`;
    minutes = `WITH b AS MATERIALIZED (
        SELECT h.missed_minutes, h.missed, h.local, h.base, h.base / 60 AS start,
               ${CLOSED} @> h.local::date AS closed_first, ${CLOSED} @> (h.local + interval '59 minutes')::date AS closed_last
          FROM (SELECT r.missed_minutes, c.missed, c.sl AS local,
                       ((extract(isodow FROM c.sl)::int - 1) * 86400 + extract(epoch FROM c.sl::time)::int) AS base
                  FROM c JOIN statistics_rollup r ON r.group_id = $1 AND NOT r.daily AND r.ext = c.ext AND r.other = c.other AND r.queue ${queue}
                   AND r.bucket = c.bucket AND r.direction = c.direction
                 WHERE c.class = 2 AND ${INBOUND} AND c.missed > 0) h)
      SELECT coalesce(sum(x.open), 0) AS open, coalesce(sum(x.closed), 0) AS closed FROM (
        SELECT f.open, f.missed - f.open AS closed
          FROM (SELECT b.missed, CASE WHEN b.closed_first THEN 0 ELSE ${openSum} END AS open FROM b WHERE b.closed_first = b.closed_last AND ${known}) f
        UNION ALL
        SELECT m.n * m.open::int, m.n * (NOT m.open)::int FROM (
          SELECT u.n, get_bit(${MASK}, ((b.base + (u.i::int - 1) * 60) % 604800)) = 1
                      AND NOT CASE WHEN b.closed_first = b.closed_last THEN b.closed_first ELSE ${CLOSED} @> ${minute}::date END AS open
            FROM b CROSS JOIN LATERAL unnest(b.missed_minutes) WITH ORDINALITY u (n, i)
           WHERE NOT (b.closed_first = b.closed_last AND ${known}) AND u.n > 0) m) x`;
  }
  const inHours = inHoursOf(hours, add);

  const rows = await db.query<FigureRow>(
    `WITH c AS MATERIALIZED (
       SELECT h.*, CASE WHEN h.partial THEN 3 WHEN h.direction = 'inbound' AND h.missed > 0 THEN ${hourClass} END AS class
         FROM (SELECT u.*, ${localOfSchedule} AS sl
                 FROM (SELECT s.*, false AS partial FROM (${stored(allCalls, false, WF, WT)}) s
                       UNION ALL SELECT p.*, true FROM (${partial(allCalls)}) p) u
               -- Not merged into the select above, so that sl is computed once per row.
               OFFSET 0) h
     ),
     -- The unanswered inbound calls of the partial hours and of the hours not split by minutes,
     -- one by one. LATERAL: each such hour is an index range of res_cdr_started, never a scan of the period.
     loose AS (
       SELECT l.in_hours
         FROM (SELECT DISTINCT c.bucket FROM c WHERE c.class >= 3 AND ${INBOUND} AND c.missed > 0) m
        CROSS JOIN LATERAL (
          SELECT ${inHours} AS in_hours FROM res_cdr c
           WHERE c.group_id = $1 AND c.started_at >= m.bucket AND c.started_at < m.bucket + interval '1 hour'
             AND ${rawWhere} AND ${INBOUND} AND c.status <> 'answered' OFFSET 0) l
     ),
     split AS MATERIALIZED (${minutes}),
     e AS (${spanned(perExtensionKey)}),
     q AS (${spanned(perQueueKey)}),
     -- Two passes over the period's hourly rows rather than one per figure: per direction (the
     -- totals, the unanswered split by class and the directions are sums of its three rows),
     -- and per hour (the chart over time and the busiest hours, from a third of the rows).
     d AS MATERIALIZED (
       SELECT c.direction, sum(c.calls) AS calls, sum(c.answered) AS answered, sum(c.missed) AS missed, sum(c.talk_sum) AS talk_sum,
              sum(c.talk_n) AS talk_n, max(c.talk_max) AS talk_max, sum(c.wait_sum) AS wait_sum, sum(c.wait_n) AS wait_n,
              max(c.wait_max) AS wait_max, sum(c.waited_over_20) AS waited_over_20,
              sum(c.missed) FILTER (WHERE c.class = 1) AS missed_open, sum(c.missed) FILTER (WHERE c.class = 0) AS missed_closed
         FROM c GROUP BY c.direction
     ),
     hh AS MATERIALIZED (
       SELECT g.bucket AT TIME ZONE ${Z} AS local, g.calls, g.answered, g.missed
         FROM (SELECT c.bucket, sum(c.calls) AS calls, sum(c.answered) AS answered, sum(c.missed) AS missed FROM c GROUP BY c.bucket) g
     )
     SELECT
       (SELECT row_to_json(t) FROM (
          SELECT ${FIGURES}, coalesce(sum(c.calls) FILTER (WHERE c.direction = 'inbound'), 0)::int AS inbound,
                 coalesce(sum(c.calls) FILTER (WHERE c.direction = 'outbound'), 0)::int AS outbound, coalesce(sum(c.calls) FILTER (WHERE c.direction = 'internal'), 0)::int AS internal
            FROM d c) t) AS totals,
       (SELECT row_to_json(t) FROM (
          SELECT (coalesce(sum(c.missed_open) FILTER (WHERE ${INBOUND}), 0) + (SELECT count(*) FILTER (WHERE in_hours) FROM loose)
                  + (SELECT open FROM split))::int AS working_hours,
                 (coalesce(sum(c.missed_closed) FILTER (WHERE ${INBOUND}), 0) + (SELECT count(*) FILTER (WHERE NOT in_hours) FROM loose)
                  + (SELECT closed FROM split))::int AS off_hours
            FROM d c) t) AS unanswered,
       ${overTimeSql(bucket, Z, `SELECT date_trunc('${bucket}', c.local) AS slot, sum(c.answered) AS answered, sum(c.missed) AS missed FROM hh c GROUP BY 1`)} AS over_time,
       ${perExtensionSql(`SELECT CASE WHEN c.other = -1 THEN c.ext ELSE c.other END AS extension, ${FIGURES} FROM e c GROUP BY 1 ORDER BY calls DESC, extension LIMIT 200`)} AS per_extension,
       (SELECT json_agg(t ORDER BY t.calls DESC, t.queue) FROM (
          SELECT c.queue, ${FIGURES} FROM q c GROUP BY c.queue ORDER BY calls DESC, c.queue LIMIT 200) t) AS per_queue,
       (SELECT json_agg(t ORDER BY t.weekday, t.hour) FROM (
          SELECT extract(isodow FROM c.local)::int AS weekday, extract(hour FROM c.local)::int AS hour, sum(c.calls)::int AS calls FROM hh c GROUP BY 1, 2) t) AS busiest_hours,
       (SELECT json_agg(t ORDER BY t.direction) FROM (
          SELECT c.direction, c.calls::int AS calls, c.answered::int AS answered, c.missed::int AS missed FROM d c) t) AS per_direction`,
    params,
  );
  return rows[0];
}
