import { openDatabase, type Db } from '../../server/db/index.ts';
import { migrate } from '../../server/db/migrate.ts';
import { seedDemo } from '../../server/seed/demo.ts';

/** A million calls by default; BENCH_CALLS=20000 for a quick run that only shows the bench works, 10000000 for the statistics' larger size. */
export const CALLS = Number(process.env.BENCH_CALLS ?? 1_000_000);
const SLICE = 500_000;
/** The demo group that holds them. */
export const GROUP = 'Acme Dental';

/**
 * The demo, then `calls` calls of one group in one INSERT … SELECT over generate_series (no
 * round trip per row): a year of history (a million calls: one every 31.5 seconds), directions, outcomes,
 * numbers and extensions spread so that the filters find a share of them, each number's
 * reversed digits as the insert path (server/ingest/insertCall.ts) writes them, and a queue step
 * in every sixth call's legs (res_cdr.queue is generated from it). The call history's and the
 * statistics' benches read the same calls.
 */
export async function writeCalls(dataDir: string, calls = CALLS): Promise<void> {
  const db = await openDatabase({ dataDir });
  try {
    await insertManyCalls(db, calls);
  } finally {
    await db.close();
  }
}

/** The same into an open database: migrated, seeded, then the calls (and their statistics rollup, by its trigger). */
export async function insertManyCalls(db: Db, calls = CALLS): Promise<number> {
  await migrate(db);
  await seedDemo(db);
  const [{ id: group }] = await db.query<{ id: number }>('SELECT id FROM groups WHERE description = $1', [GROUP]);
  // The indexes are built once after the load rather than row by row during it (minutes less on PGlite);
  // what is measured is the reading, on the same indexes as migration 0017's.
  const indexes = await db.query<{ name: string; definition: string }>(
    `SELECT indexname AS name, indexdef AS definition FROM pg_indexes WHERE tablename = 'res_cdr' AND indexname <> 'res_cdr_pkey'`,
  );
  for (const index of indexes) await db.exec(`DROP INDEX ${index.name}`);
  // In slices of half a million: each statement's rollup upkeep (migration 0028) sums its slice at once.
  for (let lo = 1; lo <= calls; lo += SLICE) await db.exec(`
    INSERT INTO res_cdr (group_id, data, call_id, started_at, direction, status, duration, billsec, caller, callee, caller_rev, callee_rev, extensions, cost)
    SELECT ${group},
           CASE WHEN g % 12 = 0 THEN '{"legs":[{"at":"2026-01-01T00:00:00Z","step":"queued","party":"Reception"}]}'
                WHEN g % 12 = 4 THEN '{"legs":[{"at":"2026-01-01T00:00:00Z","step":"queued","party":"Sales"}]}'
                ELSE '{"legs":[]}' END::jsonb,
           'bench-' || g, now() - make_interval(secs => g * ${31.5 * 1_000_000 / calls}),
           (ARRAY['inbound','inbound','outbound','internal'])[1 + g % 4],
           (ARRAY['answered','answered','answered','unanswered','busy','answered','failed'])[1 + g % 7],
           30 + g % 600, CASE WHEN (1 + g % 7) IN (1, 2, 3, 6) THEN 20 + g % 580 ELSE 0 END,
           n.caller, n.callee, reverse(substr(n.caller, 2)), reverse(n.callee),
           ARRAY[201 + g % 10], 0
      FROM generate_series(${lo}, ${Math.min(calls, lo + SLICE - 1)}) g
      CROSS JOIN LATERAL (SELECT '+3247' || lpad(((g::bigint * 7919) % 10000000)::text, 7, '0') AS caller, (200 + g % 11)::text AS callee) n;`);
  for (const index of indexes) await db.exec(index.definition);
  await db.exec('VACUUM ANALYZE res_cdr');
  await db.exec('VACUUM ANALYZE statistics_rollup');
  return group;
}
