import { openDatabase, type Db } from '../server/db/index.ts';
import { statisticsOf, type Source, type StatisticsFilter } from '../server/areas/statistics/query.ts';
import type { Period } from '../server/areas/statistics/periods.ts';
import { groupTimeZone } from '../server/areas/statistics/timeZone.ts';
import { workingHoursOf } from '../server/areas/statistics/workingHours.ts';
import { createPostgresDatabase } from '../tests/api/helpers/databases.ts';
import { existsSync } from 'node:fs';
import { migrate } from '../server/db/migrate.ts';
import { withDataDir } from './lib/dataDir.ts';
import { median, note, report } from './lib/figures.ts';
import { CALLS, GROUP, insertManyCalls } from './lib/manyCalls.ts';

/**
 * A year of CALLS calls of one group (bench/lib/manyCalls.ts; a million by default, BENCH_CALLS=10000000
 * the larger size), on PGlite, or on the PostgreSQL server of BENCH_DATABASE_URL. Each period and
 * filter is read back to back both ways on the same database: from the calls themselves (`raw`,
 * the query before issue 19) and from the rollup (migration 0028, what the route reads now), in
 * process, so that the figures are the queries' and not the HTTP's. The goal: every rollup figure
 * ≤ 150 ms at a million calls, ≤ 300 ms at ten million on PostgreSQL.
 *
 * BENCH_CALLS_DATABASE_URL reads a PostgreSQL database that holds these calls already (filled by
 * `insertManyCalls`, migrated since) and leaves it as it was: ten million calls take a quarter
 * of an hour to write, a measurement on a quiet machine a minute. BENCH_DATA_DIR does the same on
 * PGlite: a directory that does not exist yet is filled and kept, one that exists is read as it
 * is (a million calls take ten minutes to write on PGlite). Either is migrated first, so that a
 * new migration's tables are filled from the calls already there.
 */
const RUNS = 3;

const CASES: { name: string; period: Period; filter?: StatisticsFilter; user?: number }[] = [
  { name: 'last_24_hours', period: 'last_24_hours' },
  { name: 'last_7_days', period: 'last_7_days' },
  { name: 'last_30_days', period: 'last_30_days' },
  { name: 'last_year', period: 'last_year' },
  { name: 'year_to_date', period: 'year_to_date' },
  { name: 'year_to_date_inbound_queue', period: 'year_to_date', filter: { direction: 'inbound', queue: 'Reception' } },
  { name: 'year_to_date_extension', period: 'year_to_date', filter: { extension: 203 } },
  { name: 'last_30_days_plain_user', period: 'last_30_days', user: 201 },
];

async function withCallsDatabase(run: (db: Db, group?: number) => Promise<void>): Promise<void> {
  const kept = process.env.BENCH_CALLS_DATABASE_URL;
  if (kept) {
    note('on the PostgreSQL database of BENCH_CALLS_DATABASE_URL, its calls as they are');
    const db = await openDatabase({ databaseUrl: kept });
    try {
      await migrate(db);
      const [{ id }] = await db.query<{ id: number }>('SELECT id FROM groups WHERE description = $1', [GROUP]);
      await run(db, id);
    } finally {
      await db.close();
    }
    return;
  }
  const server = process.env.BENCH_DATABASE_URL;
  if (server) {
    note('on PostgreSQL (BENCH_DATABASE_URL)');
    const created = await createPostgresDatabase(server, false);
    const db = await openDatabase({ databaseUrl: created.url });
    try {
      await run(db);
    } finally {
      await db.close();
      await created.drop();
    }
    return;
  }
  const keptDir = process.env.BENCH_DATA_DIR;
  if (keptDir) {
    const filled = existsSync(keptDir);
    note(`on PGlite in ${keptDir}${filled ? ', its calls as they are' : ', filled and kept'}`);
    const db = await openDatabase({ dataDir: keptDir });
    try {
      if (filled) {
        await migrate(db);
        const [{ id }] = await db.query<{ id: number }>('SELECT id FROM groups WHERE description = $1', [GROUP]);
        await run(db, id);
      } else await run(db);
    } finally {
      await db.close();
    }
    return;
  }
  note('on PGlite');
  await withDataDir(async (dataDir) => {
    const db = await openDatabase({ dataDir });
    try {
      await run(db);
    } finally {
      await db.close();
    }
  });
}

await withCallsDatabase(async (db, kept) => {
  const started = performance.now();
  const group = kept ?? (await insertManyCalls(db));
  const [{ n }] = await db.query<{ n: string }>('SELECT count(*) AS n FROM statistics_rollup WHERE group_id = $1', [group]);
  note(`${CALLS} calls and their ${n} rollup rows written in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  const zone = await groupTimeZone(db, group);
  const hours = await workingHoursOf(db, group);
  const now = new Date();
  for (const c of CASES) {
    const read = (source: Source) => statisticsOf(db, { groupId: group, ...(c.user === undefined ? {} : { extension: c.user }) }, c.filter ?? {}, c.period, zone, now, hours, source);
    const counted = { raw: 0, rollup: 0 };
    for (const source of ['raw', 'rollup'] as const) {
      counted[source] = (await read(source)).totals.calls; // warms the cache
      const times: number[] = [];
      for (let i = 0; i < RUNS; i++) {
        const t = performance.now();
        await read(source);
        times.push(performance.now() - t);
      }
      report(`statistics_${c.name}_${source}_median_ms`, median(times), 'ms');
    }
    note(`${c.name}: ${counted.rollup} calls counted${counted.raw === counted.rollup ? '' : `, raw ${counted.raw}: DIFFERENT`}`);
  }
});
