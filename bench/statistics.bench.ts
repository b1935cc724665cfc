import { median, note, percentile, report } from './lib/figures.ts';
import { timedGet, withCallsServer } from './lib/callsServer.ts';

/** A million calls of one group, a year of them (bench/lib/manyCalls.ts): what the statistics aggregate in SQL. */
const RUNS = 3;

async function timed(url: string, token: string): Promise<{ ms: number; calls: number }> {
  const { ms, body } = await timedGet<{ totals: { calls: number } }>(url, token);
  return { ms, calls: body.totals.calls };
}

await withCallsServer(async (url, token) => {
  const calls = [
    // What the page asks first, then the widest period (a year: every call), then a filtered one.
    { name: 'statistics_last_7_days', url: '/api/v1/statistics/?period=last_7_days' },
    { name: 'statistics_last_30_days', url: '/api/v1/statistics/?period=last_30_days' },
    { name: 'statistics_last_year', url: '/api/v1/statistics/?period=last_year' },
    { name: 'statistics_year_to_date_inbound_queue', url: '/api/v1/statistics/?period=year_to_date&direction=inbound&queue=Reception' },
  ];
  for (const call of calls) {
    const first = await timed(`${url}${call.url}`, token);
    note(`${call.name}: ${first.calls} calls counted, first in ${first.ms.toFixed(0)} ms`);
    const times: number[] = [];
    for (let i = 0; i < RUNS; i++) times.push((await timed(`${url}${call.url}`, token)).ms);
    report(`${call.name}_median_ms`, median(times), 'ms');
    report(`${call.name}_max_ms`, percentile(times, 100), 'ms');
  }
});
