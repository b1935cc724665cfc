import type { Queryable } from '../../db/index.ts';

/** The periods of configuration-areas §9, as schemas/statistics.schema.json names them. */
export const PERIODS = [
  'last_24_hours', 'last_7_days', 'last_14_days', 'last_30_days', 'yesterday', 'today', 'this_week', 'this_month',
  'this_quarter', 'last_quarter', 'last_year', 'year_to_date',
] as const;
export type Period = (typeof PERIODS)[number];

/** How the calls-over-time chart slices a period: hours for a day, months for a year. */
export type Bucket = 'hour' | 'day' | 'month';
export const BUCKET_OF: Record<Period, Bucket> = {
  last_24_hours: 'hour', today: 'hour', yesterday: 'hour',
  last_7_days: 'day', last_14_days: 'day', last_30_days: 'day', this_week: 'day', this_month: 'day', this_quarter: 'day', last_quarter: 'day',
  last_year: 'month', year_to_date: 'month',
};

/**
 * A period's local start and end (timestamp without zone, in the group's zone) from today's
 * local midnight `d`. Day-based periods end at tomorrow's midnight, so the chart
 * shows the whole of today; the last 24 hours are the only rolling window.
 */
const LOCAL_BOUNDS: Record<Exclude<Period, 'last_24_hours'>, [string, string]> = {
  last_7_days: ['d - interval \'6 days\'', 'd + interval \'1 day\''],
  last_14_days: ['d - interval \'13 days\'', 'd + interval \'1 day\''],
  last_30_days: ['d - interval \'29 days\'', 'd + interval \'1 day\''],
  yesterday: ['d - interval \'1 day\'', 'd'],
  today: ['d', 'd + interval \'1 day\''],
  this_week: ['date_trunc(\'week\', d)', 'date_trunc(\'week\', d) + interval \'7 days\''],
  this_month: ['date_trunc(\'month\', d)', 'date_trunc(\'month\', d) + interval \'1 month\''],
  this_quarter: ['date_trunc(\'quarter\', d)', 'date_trunc(\'quarter\', d) + interval \'3 months\''],
  last_quarter: ['date_trunc(\'quarter\', d) - interval \'3 months\'', 'date_trunc(\'quarter\', d)'],
  last_year: ['date_trunc(\'year\', d) - interval \'1 year\'', 'date_trunc(\'year\', d)'],
  year_to_date: ['date_trunc(\'year\', d)', 'd + interval \'1 day\''],
};

export interface PeriodBounds {
  /** The first moment of the period. */
  from: Date;
  /** The first moment after it. */
  to: Date;
}

/**
 * The period's bounds as moments, computed by PostgreSQL in the zone: a local midnight becomes
 * the right instant on both sides of a daylight-saving change (a week that holds one is 167 or
 * 169 hours long). Except the last 24 hours, which are rolling: 24 real hours.
 */
export async function periodBounds(db: Queryable, period: Period, zone: string, now: Date): Promise<PeriodBounds> {
  if (period === 'last_24_hours') return { from: new Date(now.getTime() - 86_400_000), to: now };
  const [from, to] = LOCAL_BOUNDS[period];
  const rows = await db.query<{ from: Date | string; to: Date | string }>(
    `SELECT (${from}) AT TIME ZONE $2 AS "from", (${to}) AT TIME ZONE $2 AS "to"
       FROM (SELECT date_trunc('day', $1::timestamptz AT TIME ZONE $2) AS d) t`,
    [now.toISOString(), zone],
  );
  return { from: new Date(rows[0].from), to: new Date(rows[0].to) };
}
