import { openDatabase } from '../server/db/index.ts';
import { migrate } from '../server/db/migrate.ts';
import { DEMO_PASSWORD, seedDemo } from '../server/seed/demo.ts';
import { spawnServer, waitUntilReady, type ServerProcess } from '../scripts/lib/serverProcess.ts';
import { withDataDir } from './lib/dataDir.ts';
import { median, note, percentile, report } from './lib/figures.ts';
import { benchPort } from './lib/ports.ts';

/** A million calls of one group: the history the indexes of migration 0017 are for. */
const CALLS = 1_000_000;
const GROUP = 'Acme Dental';
const WARM_UP_ROUNDS = 10;
const RUNS = 30;

/**
 * The calls in one INSERT … SELECT over generate_series (no round trip per row): a year of
 * history, a call every 31.5 seconds, directions, outcomes, numbers and extensions spread so
 * that the filters find a share of them, each number's reversed digits as the insert path
 * (server/ingest/insertCall.ts) writes them.
 */
async function writeCalls(dataDir: string): Promise<void> {
  const db = await openDatabase({ dataDir });
  try {
    await migrate(db);
    await seedDemo(db);
    const [{ id: group }] = await db.query<{ id: number }>('SELECT id FROM groups WHERE description = $1', [GROUP]);
    // The indexes are built once after the load rather than row by row during it (minutes less on PGlite);
    // what is measured is the reading, on the same indexes as migration 0017's.
    const indexes = await db.query<{ name: string; definition: string }>(
      `SELECT indexname AS name, indexdef AS definition FROM pg_indexes WHERE tablename = 'res_cdr' AND indexname <> 'res_cdr_pkey'`,
    );
    for (const index of indexes) await db.exec(`DROP INDEX ${index.name}`);
    await db.exec(`
      INSERT INTO res_cdr (group_id, data, call_id, started_at, direction, status, duration, billsec, caller, callee, caller_rev, callee_rev, extensions, cost)
      SELECT ${group}, '{"legs":[]}', 'bench-' || g, now() - make_interval(secs => g * 31.5),
             (ARRAY['inbound','inbound','outbound','internal'])[1 + g % 4],
             (ARRAY['answered','answered','answered','unanswered','busy','answered','failed'])[1 + g % 7],
             30 + g % 600, CASE WHEN (1 + g % 7) IN (1, 2, 3, 6) THEN 20 + g % 580 ELSE 0 END,
             n.caller, n.callee, reverse(substr(n.caller, 2)), reverse(n.callee),
             ARRAY[201 + g % 10], 0
        FROM generate_series(1, ${CALLS}) g
        CROSS JOIN LATERAL (SELECT '+3247' || lpad(((g::bigint * 7919) % 10000000)::text, 7, '0') AS caller, (200 + g % 11)::text AS callee) n;`);
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

async function timed(url: string, token: string): Promise<{ ms: number; count: number; rows: number }> {
  const started = performance.now();
  const res = await fetch(url, { headers: { authorization: `Token ${token}` } });
  if (!res.ok) throw new Error(`${url} answered ${res.status}`);
  const body = (await res.json()) as { count: number; results: unknown[] };
  return { ms: performance.now() - started, count: body.count, rows: body.results.length };
}

await withDataDir(async (dataDir) => {
  const started = performance.now();
  await writeCalls(dataDir);
  note(`${CALLS} calls written in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  const server = await spawnServer({ dataDir, port: await benchPort() });
  try {
    await waitUntilReady(server, 120_000);
    const token = await signIn(server);
    const month = encodeURIComponent(new Date(Date.now() - 30 * 86400_000).toISOString());
    const calls = [
      // What the page asks first: the last 30 days, newest first.
      { name: 'call_history_first_page', url: `/api/v1/cdr/?page_size=25&call_start_after=${month}` },
      { name: 'call_history_all_first_page', url: '/api/v1/cdr/?page_size=25' },
      { name: 'call_history_filtered_page', url: `/api/v1/cdr/?page_size=25&page=3&direction=inbound&answered=false&call_start_after=${month}` },
      { name: 'call_history_number_search', url: '/api/v1/cdr/?page_size=25&search=0477919000' },
    ];
    for (let round = 0; round < WARM_UP_ROUNDS; round++) {
      for (const call of calls) {
        const { count, rows } = await timed(`${server.url}${call.url}`, token);
        if (round === 0) note(`${call.name}: ${count} calls found, ${rows} on the page`);
        if (call.name !== 'call_history_number_search' && rows !== 25) throw new Error(`${call.name}: a page of ${rows}`);
      }
    }
    for (const call of calls) {
      const times: number[] = [];
      for (let i = 0; i < RUNS; i++) times.push((await timed(`${server.url}${call.url}`, token)).ms);
      report(`${call.name}_median_ms`, median(times), 'ms');
      report(`${call.name}_p95_ms`, percentile(times, 95), 'ms');
    }
  } finally {
    await server.stop();
  }
});
