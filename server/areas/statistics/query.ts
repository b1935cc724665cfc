import type { Queryable } from '../../db/index.ts';
import type { CallScope } from '../cdr/query.ts';
import { BUCKET_OF, periodBounds, type Period } from './periods.ts';

/** What the statistics narrow the group's calls to (besides the period). */
export interface StatisticsFilter {
  extension?: number;
  /** A queue as the platform names it in the call's legs (its extension number or description). */
  queue?: string;
  direction?: 'inbound' | 'outbound' | 'internal';
}

/**
 * The figures' definitions, shared by every query: a call is answered when its status says so,
 * missed otherwise (unanswered, busy, failed); its talk is billsec; its wait is the time before
 * it was answered (duration − billsec), counted for inbound calls only, as the caller's.
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

export interface Figures {
  calls: number;
  answered: number;
  missed: number;
  avg_talk: number;
  longest_talk: number;
  avg_wait: number;
  longest_wait: number;
  waited_over_20: number;
}

/** The WHERE of the period, the reader's scope and the filter; $1 group, $2 from, $3 to. */
function whereOf(scope: CallScope, filter: StatisticsFilter, from: Date, to: Date) {
  const params: unknown[] = [scope.groupId, from.toISOString(), to.toISOString()];
  const add = (value: unknown) => `$${params.push(value)}`;
  // The period first: res_cdr_started (group_id, started_at) serves it.
  const where = ['c.group_id = $1', 'c.started_at >= $2::timestamptz', 'c.started_at < $3::timestamptz'];
  if (scope.extension === null) where.push('false');
  else if (scope.extension !== undefined) where.push(`c.extensions @> ARRAY[${add(scope.extension)}::int]`);
  if (filter.extension !== undefined) where.push(`c.extensions @> ARRAY[${add(filter.extension)}::int]`);
  if (filter.queue !== undefined) where.push(`c.queue = ${add(filter.queue)}`);
  if (filter.direction) where.push(`c.direction = ${add(filter.direction)}`);
  return { sql: where.join(' AND '), params };
}

/**
 * Every figure of the statistics page for one period, aggregated in PostgreSQL: the totals,
 * the calls over time (hours, days or months of the group's zone, empty slots included), per
 * extension, per queue and the busiest hours (weekday × hour, local).
 */
export async function statisticsOf(db: Queryable, scope: CallScope, filter: StatisticsFilter, period: Period, zone: string, now: Date) {
  const { from, to } = await periodBounds(db, period, zone, now);
  const { sql, params } = whereOf(scope, filter, from, to);
  const bucket = BUCKET_OF[period];
  // The zone is the last parameter of the queries that count in local time.
  const Z = `$${params.length + 1}::text`;
  const zoned = [...params, zone];
  const LOCAL = `c.started_at AT TIME ZONE ${Z}`;
  const [totals, overTime, perExtension, perQueue, heat] = await Promise.all([
    db.query<Figures & { inbound: number; outbound: number; internal: number }>(
      `SELECT ${FIGURES}, count(*) FILTER (WHERE c.direction = 'inbound')::int AS inbound,
              count(*) FILTER (WHERE c.direction = 'outbound')::int AS outbound,
              count(*) FILTER (WHERE c.direction = 'internal')::int AS internal
         FROM res_cdr c WHERE ${sql}`,
      params,
    ),
    db.query<{ start: string; answered: number; missed: number }>(
      `SELECT to_char(s.slot, 'YYYY-MM-DD"T"HH24:MI') AS start, coalesce(a.answered, 0)::int AS answered, coalesce(a.missed, 0)::int AS missed
         FROM generate_series(date_trunc('${bucket}', $2::timestamptz AT TIME ZONE ${Z}), ($3::timestamptz AT TIME ZONE ${Z}) - interval '1 second', interval '1 ${bucket}') s (slot)
         LEFT JOIN (SELECT date_trunc('${bucket}', ${LOCAL}) AS slot, ${ANSWERED} AS answered, ${MISSED} AS missed
                      FROM res_cdr c WHERE ${sql} GROUP BY 1) a ON a.slot = s.slot
        ORDER BY s.slot`,
      zoned,
    ),
    db.query<Figures & { extension: number; name: string | null }>(
      `SELECT a.*, x.data ->> 'name' AS name
         FROM (SELECT e AS extension, ${FIGURES} FROM res_cdr c CROSS JOIN LATERAL unnest(c.extensions) e WHERE ${sql} GROUP BY e) a
         LEFT JOIN res_extension x ON x.group_id = $1 AND (x.data ->> 'extension')::int = a.extension
        ORDER BY a.calls DESC, a.extension LIMIT 200`,
      params,
    ),
    db.query<Figures & { queue: string }>(
      `SELECT c.queue, ${FIGURES} FROM res_cdr c WHERE ${sql} AND c.queue IS NOT NULL GROUP BY c.queue ORDER BY calls DESC, c.queue LIMIT 200`,
      params,
    ),
    db.query<{ weekday: number; hour: number; calls: number }>(
      `SELECT extract(isodow FROM ${LOCAL})::int AS weekday, extract(hour FROM ${LOCAL})::int AS hour, count(*)::int AS calls
         FROM res_cdr c WHERE ${sql} GROUP BY 1, 2 ORDER BY 1, 2`,
      zoned,
    ),
  ]);
  return {
    period,
    time_zone: zone,
    from: from.toISOString(),
    to: to.toISOString(),
    bucket,
    totals: totals[0],
    over_time: overTime,
    per_extension: perExtension.map(({ name, ...row }) => ({ ...row, name: name ?? null })),
    per_queue: perQueue,
    busiest_hours: heat,
  };
}
