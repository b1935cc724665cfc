import { spawnServer, waitUntilReady } from '../scripts/lib/serverProcess.ts';
import { withDataDir } from './lib/dataDir.ts';
import { median, note, percentile, report } from './lib/figures.ts';
import { CALLS, writeCalls } from './lib/manyCalls.ts';
import { signIn } from './lib/signIn.ts';
import { benchPort } from './lib/ports.ts';

/** A million calls of one group, a year of them (bench/lib/manyCalls.ts): what the statistics aggregate in SQL. */
const RUNS = 3;

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
