import type { Db, Queryable } from '../../db/index.ts';
import type { CallScope } from '../cdr/query.ts';
import { BUCKET_OF, periodBounds, type Period } from './periods.ts';
import { rawFigures } from './rawQuery.ts';
import { rollupAnswers, rollupFigures } from './rollupQuery.ts';
import { hasWholeHourOffsets } from './timeZone.ts';
import type { WorkingHours } from './workingHours.ts';

export const DIRECTIONS = ['inbound', 'outbound', 'internal'] as const;
export type Direction = (typeof DIRECTIONS)[number];

/** What the statistics narrow the group's calls to (besides the period). */
export interface StatisticsFilter {
  extension?: number;
  /** A queue as the platform names it in the call's legs (its extension number or description). */
  queue?: string;
  direction?: Direction;
}

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

/** Which way the figures are read: the rollup when it can answer, else the calls themselves. */
export type Source = 'rollup' | 'raw';

/**
 * The rollup's statement without PostgreSQL's JIT: its estimated cost (the partly open hours'
 * calls, estimated as if each hour held a fraction of the whole table) passes jit_above_cost, and
 * compiling it took longer than running it (0.9 s of 1.7 s for a year to date at a million calls,
 * most of the 4.3 s at ten million; EXPLAIN ANALYZE's "JIT: … Emission"). SET LOCAL keeps the
 * setting to this one transaction, so the pool's other statements keep theirs. PGlite has no JIT.
 */
function withoutJit<T>(db: Queryable | Db, read: (db: Queryable) => Promise<T>): Promise<T> {
  if (!('kind' in db) || db.kind !== 'postgres') return read(db);
  return db.transaction(async (tx) => {
    await tx.query('SET LOCAL jit = off');
    return read(tx);
  });
}

/**
 * Every figure of the statistics page for one period, aggregated in PostgreSQL: the totals,
 * the calls over time (hours, days or months of the group's zone, empty slots included), per
 * extension, per queue, the busiest hours (weekday × hour, local) and answered and missed per
 * direction. Read from the per-hour and per-day rollup (rollupQuery.ts) when it can answer, from
 * the calls otherwise (rawQuery.ts); `source` 'raw' reads the calls whatever (the equality test compares both).
 */
export async function statisticsOf(db: Queryable | Db, scope: CallScope, filter: StatisticsFilter, period: Period, zone: string, now: Date, hours: WorkingHours | null = null, source?: Source) {
  const bounds = await periodBounds(db, period, zone, now);
  const bucket = BUCKET_OF[period];
  const useRollup = source !== 'raw' && hasWholeHourOffsets(zone) && rollupAnswers(scope, filter, bounds);
  const r = useRollup
    ? await withoutJit(db, (q) => rollupFigures(q, scope, filter, bounds, bucket, zone, hours))
    : await rawFigures(db, scope, filter, bounds, bucket, zone, hours);
  return {
    period,
    time_zone: zone,
    from: bounds.from.toISOString(),
    to: bounds.to.toISOString(),
    bucket,
    totals: r.totals,
    unanswered: { ...r.unanswered, schedule: hours && { id: hours.id, description: hours.description } },
    over_time: (r.over_time ?? []).map(({ start, answered, missed }) => ({ start, answered, missed })),
    per_extension: (r.per_extension ?? []).map((row) => ({ ...row, name: row.name ?? null })),
    per_queue: r.per_queue ?? [],
    busiest_hours: r.busiest_hours ?? [],
    // Every direction, in the order the page names them, a direction without calls as zeros.
    per_direction: DIRECTIONS.map((direction) => r.per_direction?.find((d) => d.direction === direction) ?? { direction, calls: 0, answered: 0, missed: 0 }),
  };
}
