import type { Queryable } from '../../db/index.ts';
import { RANGE_SPAN, type Range } from './ranges.ts';

interface Slot {
  label: string;
  inbound: number;
  outbound: number;
  inbound_seconds: number;
  outbound_seconds: number;
}

/**
 * The client dashboard chart of portal-overview §3 over a reseller's client groups: inbound and
 * outbound calls per slot (the last 24 UTC hours, or the last 7 or 30 UTC days, today's included;
 * empty slots too), with
 * the calls per day and the seconds per call on average. The reseller's own calls are not its
 * clients' and are left out.
 */
export async function clientChartOf(db: Queryable, resellerGroupId: number, range: Range, now: Date) {
  const { hours, slot } = RANGE_SPAN[range];
  const step = slot === 'hour' ? '1 hour' : '1 day';
  const rows = await db.query<Slot>(
    `WITH slots AS (
       SELECT generate_series(date_trunc($2, $3::timestamptz AT TIME ZONE 'UTC') - ($4::int - 1) * $5::interval,
                              date_trunc($2, $3::timestamptz AT TIME ZONE 'UTC'), $5::interval) AS start
     ), calls AS (
       SELECT date_trunc($2, c.started_at AT TIME ZONE 'UTC') AS start, c.direction, c.billsec
         FROM res_cdr c JOIN groups g ON g.id = c.group_id
        WHERE g.parent_id = $1 AND c.started_at >= (SELECT min(start) FROM slots) AT TIME ZONE 'UTC' AND c.started_at <= $3::timestamptz
     )
     SELECT to_char(s.start, $6) AS label,
            count(c.*) FILTER (WHERE c.direction = 'inbound')::int AS inbound,
            count(c.*) FILTER (WHERE c.direction = 'outbound')::int AS outbound,
            coalesce(sum(c.billsec) FILTER (WHERE c.direction = 'inbound'), 0)::int AS inbound_seconds,
            coalesce(sum(c.billsec) FILTER (WHERE c.direction = 'outbound'), 0)::int AS outbound_seconds
       FROM slots s LEFT JOIN calls c ON c.start = s.start
      GROUP BY s.start ORDER BY s.start`,
    [resellerGroupId, slot, now.toISOString(), slot === 'hour' ? hours : hours / 24, step, slot === 'hour' ? 'YYYY-MM-DD"T"HH24:00' : 'YYYY-MM-DD'],
  );
  const sum = (pick: (s: Slot) => number) => rows.reduce((total, s) => total + pick(s), 0);
  const inbound = sum((s) => s.inbound);
  const outbound = sum((s) => s.outbound);
  const days = hours / 24;
  const round = (n: number) => Math.round(n * 10) / 10;
  return {
    labels: rows.map((s) => s.label),
    datasets: [
      { label: 'inbound', data: rows.map((s) => s.inbound) },
      { label: 'outbound', data: rows.map((s) => s.outbound) },
    ],
    avg_inbound: round(inbound / days),
    avg_outbound: round(outbound / days),
    avg_inbound_duration: inbound ? Math.round(sum((s) => s.inbound_seconds) / inbound) : 0,
    avg_outbound_duration: outbound ? Math.round(sum((s) => s.outbound_seconds) / outbound) : 0,
  };
}
