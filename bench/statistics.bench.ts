import { openDatabase } from '../server/db/index.ts';
import { migrate } from '../server/db/migrate.ts';
import { DEMO_PASSWORD, seedDemo } from '../server/seed/demo.ts';
import { spawnServer, waitUntilReady, type ServerProcess } from '../scripts/lib/serverProcess.ts';
import { withDataDir } from './lib/dataDir.ts';
import { median, note, percentile, report } from './lib/figures.ts';
import { benchPort } from './lib/ports.ts';

/** A million calls of one group, a year of them: what the statistics aggregate in SQL. */
const CALLS = 1_000_000;
const GROUP = 'Acme Dental';
const RUNS = 3;

/**
 * The calls in one INSERT … SELECT over generate_series, as bench/callHistory.bench.ts writes
 * them, with a queue step in every third inbound call's legs (res_cdr.queue is generated from it).
 */
async function writeCalls(dataDir: string): Promise<void> {
  const db = await openDatabase({ dataDir });
  try {
    await migrate(db);
    await seedDemo(db);
    const [{ id: group }] = await db.query<{ id: number }>('SELECT id FROM groups WHERE description = $1', [GROUP]);
    const indexes = await db.query<{ name: string; definition: string }>(
      `SELECT indexname AS name, indexdef AS definition FROM pg_indexes WHERE tablename = 'res_cdr' AND indexname <> 'res_cdr_pkey'`,
    );
    for (const index of indexes) await db.exec(`DROP INDEX ${index.name}`);
    await db.exec(`
      INSERT INTO res_cdr (group_id, data, call_id, started_at, direction, status, duration, billsec, caller, callee, caller_rev, callee_rev, extensions, cost)
      SELECT ${group},
             CASE WHEN g % 12 = 0 THEN '{"legs":[{"at":"2026-01-01T00:00:00Z","step":"queued","party":"Reception"}]}'
                  WHEN g % 12 = 4 THEN '{"legs":[{"at":"2026-01-01T00:00:00Z","step":"queued","party":"Sales"}]}'
                  ELSE '{"legs":[]}' END::jsonb,
             'bench-' || g, now() - make_interval(secs => g * 31.5),
             (ARRAY['inbound','inbound','outbound','internal'])[1 + g % 4],
             (ARRAY['answered','answered','answered','unanswered','busy','answered','failed'])[1 + g % 7],
             30 + g % 600, CASE WHEN (1 + g % 7) IN (1, 2, 3, 6) THEN 20 + g % 10 ELSE 0 END,
             '+3247' || lpad(((g::bigint * 7919) % 10000000)::text, 7, '0'), (200 + g % 11)::text, '', '',
             ARRAY[201 + g % 10], 0
        FROM generate_series(1, ${CALLS}) g;`);
    for (const index of indexes) await db.exec(index.definition);
    await db.exec('VACUUM ANALYZE res_cdr');
  } finally {
    await db.close();
  }
}

async function signIn(server: ServerProcess): Promise<string> {
  const res = await fetch(`${server.url}/api/v1/api-token-auth/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: DEMO_PASSWORD }),
  });
  if (!res.ok) throw new Error(`sign-in answered ${res.status}`);
  return ((await res.json()) as { token: string }).token;
}

async function timed(url: string, token: string): Promise<{ ms: number; calls: number }> {
  const started = performance.now();
  const res = await fetch(url, { headers: { authorization: `Token ${token}` } });
  if (!res.ok) throw new Error(`${url} answered ${res.status}`);
  const body = (await res.json()) as { totals: { calls: number } };
  return { ms: performance.now() - started, calls: body.totals.calls };
}

await withDataDir(async (dataDir) => {
  const started = performance.now();
  await writeCalls(dataDir);
  note(`${CALLS} calls written in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  const server = await spawnServer({ dataDir, port: await benchPort() });
  try {
    await waitUntilReady(server, 120_000);
    const token = await signIn(server);
    const calls = [
      // What the page asks first, then the widest period (a year: every call), then a filtered one.
      { name: 'statistics_last_7_days', url: '/api/v1/statistics/?period=last_7_days' },
      { name: 'statistics_last_30_days', url: '/api/v1/statistics/?period=last_30_days' },
      { name: 'statistics_last_year', url: '/api/v1/statistics/?period=last_year' },
      { name: 'statistics_year_to_date_inbound_queue', url: '/api/v1/statistics/?period=year_to_date&direction=inbound&queue=Reception' },
    ];
    for (const call of calls) {
      const first = await timed(`${server.url}${call.url}`, token);
      note(`${call.name}: ${first.calls} calls counted, first in ${first.ms.toFixed(0)} ms`);
      const times: number[] = [];
      for (let i = 0; i < RUNS; i++) times.push((await timed(`${server.url}${call.url}`, token)).ms);
      report(`${call.name}_median_ms`, median(times), 'ms');
      report(`${call.name}_max_ms`, percentile(times, 100), 'ms');
    }
  } finally {
    await server.stop();
  }
});
