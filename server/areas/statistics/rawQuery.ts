import type { Queryable } from '../../db/index.ts';
import type { CallScope } from '../cdr/query.ts';
import type { Bucket, PeriodBounds } from './periods.ts';
import type { Direction, Figures, StatisticsFilter } from './query.ts';
import { datemultirange, type WorkingHours } from './workingHours.ts';

/**
 * The figures' definitions over the calls themselves: a call is answered when its status says so,
 * missed otherwise (unanswered, busy, failed); its talk is billsec; its wait is the time before
 * it was answered (duration − billsec), counted for inbound calls only, as the caller's.
 * The rollup (rollupQuery.ts) sums the same per call (migration 0028), and
 * tests/api/statisticsRollup.test.ts holds both answers equal.
 */
const ANSWERED = `count(*) FILTER (WHERE c.status = 'answered')::int`;
const MISSED = `count(*) FILTER (WHERE c.status <> 'answered')::int`;
const WAIT = `(c.duration - c.billsec)`;
const INBOUND = `c.direction = 'inbound'`;
const FIGURES = `count(*)::int AS calls, ${ANSWERED} AS answered, ${MISSED} AS missed,
  coalesce(round(avg(c.billsec) FILTER (WHERE c.status = 'answered')), 0)::int AS avg_talk,
  coalesce(max(c.billsec) FILTER (WHERE c.status = 'answered'), 0)::int AS longest_talk,
  coalesce(round(avg(${WAIT}) FILTER (WHERE ${INBOUND})), 0)::int AS avg_wait,
  coalesce(max(${WAIT}) FILTER (WHERE ${INBOUND}), 0)::int AS longest_wait,
  count(*) FILTER (WHERE ${INBOUND} AND ${WAIT} > 20)::int AS waited_over_20`;

/** The period's totals: the figures and the calls per direction. */
export type Totals = Figures & { inbound: number; outbound: number; internal: number };

/** What both queries answer, before statisticsOf shapes it. */
export interface FigureRow {
  totals: Totals;
  unanswered: { working_hours: number; off_hours: number };
  over_time: { start: string; answered: number; missed: number }[] | null;
  per_extension: (Figures & { extension: number; name: string | null })[] | null;
  per_queue: (Figures & { queue: string })[] | null;
  busiest_hours: { weekday: number; hour: number; calls: number }[] | null;
  per_direction: { direction: Direction; calls: number; answered: number; missed: number }[] | null;
}

/**
 * Whether an unanswered inbound call came in within the working hours, read in the schedule's own
 * zone (a call at 09:30 in Brussels is 08:30 UTC in winter and 07:30 UTC in summer): its second of
 * the week in the open mask, its date in no closed date. Without working hours, every call is in.
 */
export function inHoursOf(hours: WorkingHours | null, add: (value: unknown) => string): string {
  if (!hours) return 'true';
  const local = `(c.started_at AT TIME ZONE ${add(hours.timezone)}::text)`;
  const second = `((extract(isodow FROM ${local})::int - 1) * 86400 + floor(extract(epoch FROM ${local}::time))::int)`;
  return `(get_bit(${add(hours.mask)}::bytea, ${second}) = 1 AND NOT (${add(datemultirange(hours.closedRanges))}::datemultirange @> ${local}::date))`;
}

/** The WHERE of the period, the reader's scope and the filter over res_cdr c; $1 group, $2 from, $3 to. */
export function whereOf(scope: CallScope, filter: StatisticsFilter, { from, to }: PeriodBounds) {
  const params: unknown[] = [scope.groupId, from.toISOString(), to.toISOString()];
  const add = (value: unknown) => `$${params.push(value)}`;
  // The period first: res_cdr_started (group_id, started_at) serves it.
  const where = ['c.group_id = $1', 'c.started_at >= $2::timestamptz', 'c.started_at < $3::timestamptz'];
  if (scope.extension === null) where.push('false');
  else if (scope.extension !== undefined) where.push(`c.extensions @> ARRAY[${add(scope.extension)}::int]`);
  if (filter.extension !== undefined) where.push(`c.extensions @> ARRAY[${add(filter.extension)}::int]`);
  if (filter.queue !== undefined) where.push(`c.queue = ${add(filter.queue)}`);
  if (filter.direction) where.push(`c.direction = ${add(filter.direction)}`);
  return { sql: where.join(' AND '), params, add };
}

/** The calls over time: the period's slots (empty ones included) joined to `counts` (slot, answered, missed); $2 from, $3 to. */
export const overTimeSql = (bucket: Bucket, zone: string, counts: string) => `
  (SELECT json_agg(t ORDER BY t.slot) FROM (
     SELECT s.slot, to_char(s.slot, 'YYYY-MM-DD"T"HH24:MI') AS start, coalesce(a.answered, 0)::int AS answered, coalesce(a.missed, 0)::int AS missed
       FROM generate_series(date_trunc('${bucket}', $2::timestamptz AT TIME ZONE ${zone}), ($3::timestamptz AT TIME ZONE ${zone}) - interval '1 second', interval '1 ${bucket}') s (slot)
       LEFT JOIN (${counts}) a ON a.slot = s.slot) t)`;

/** The figures per extension (the 200 busiest) with each one's name: `figures` is (extension, figures…) ordered and limited. */
export const perExtensionSql = (figures: string) => `
  (SELECT json_agg(t ORDER BY t.calls DESC, t.extension) FROM (
     SELECT a.*, x.data ->> 'name' AS name
       FROM (${figures}) a
       LEFT JOIN res_extension x ON x.group_id = $1 AND (x.data ->> 'extension')::int = a.extension) t)`;

/**
 * Every figure of the statistics page from the period's calls themselves: one pass over them
 * (res_cdr_started serves it), kept once in memory, then every figure from that copy in the same
 * statement. The reference the rollup is held to, and the way for what the rollup cannot answer
 * (a plain user filtering by another extension, a zone without whole-hour offsets).
 */
export async function rawFigures(db: Queryable, scope: CallScope, filter: StatisticsFilter, bounds: PeriodBounds, bucket: Bucket, zone: string, hours: WorkingHours | null): Promise<FigureRow> {
  const { sql, params, add } = whereOf(scope, filter, bounds);
  const inHours = inHoursOf(hours, add);
  const Z = `${add(zone)}::text`;
  const rows = await db.query<FigureRow>(
    `WITH c AS MATERIALIZED (
       SELECT c.started_at AT TIME ZONE ${Z} AS local, c.direction, c.status, c.duration, c.billsec, c.extensions, c.queue,
              CASE WHEN ${INBOUND} AND c.status <> 'answered' THEN ${inHours} END AS unanswered_in_hours
         FROM res_cdr c WHERE ${sql}
     )
     SELECT
       (SELECT row_to_json(t) FROM (
          SELECT ${FIGURES}, count(*) FILTER (WHERE c.direction = 'inbound')::int AS inbound,
                 count(*) FILTER (WHERE c.direction = 'outbound')::int AS outbound, count(*) FILTER (WHERE c.direction = 'internal')::int AS internal
            FROM c) t) AS totals,
       (SELECT row_to_json(t) FROM (
          SELECT count(*) FILTER (WHERE c.unanswered_in_hours)::int AS working_hours, count(*) FILTER (WHERE NOT c.unanswered_in_hours)::int AS off_hours
            FROM c) t) AS unanswered,
       ${overTimeSql(bucket, Z, `SELECT date_trunc('${bucket}', c.local) AS slot, ${ANSWERED} AS answered, ${MISSED} AS missed FROM c GROUP BY 1`)} AS over_time,
       ${perExtensionSql(`SELECT e AS extension, ${FIGURES} FROM c CROSS JOIN LATERAL unnest(c.extensions) e GROUP BY e ORDER BY calls DESC, e LIMIT 200`)} AS per_extension,
       (SELECT json_agg(t ORDER BY t.calls DESC, t.queue) FROM (
          SELECT c.queue, ${FIGURES} FROM c WHERE c.queue IS NOT NULL GROUP BY c.queue ORDER BY calls DESC, c.queue LIMIT 200) t) AS per_queue,
       (SELECT json_agg(t ORDER BY t.weekday, t.hour) FROM (
          SELECT extract(isodow FROM c.local)::int AS weekday, extract(hour FROM c.local)::int AS hour, count(*)::int AS calls FROM c GROUP BY 1, 2) t) AS busiest_hours,
       (SELECT json_agg(t ORDER BY t.direction) FROM (
          SELECT c.direction, count(*)::int AS calls, ${ANSWERED} AS answered, ${MISSED} AS missed FROM c GROUP BY c.direction) t) AS per_direction`,
    params,
  );
  return rows[0];
}
