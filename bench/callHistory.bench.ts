import { median, note, percentile, report } from './lib/figures.ts';
import { timedGet, withCallsServer } from './lib/callsServer.ts';

/** A million calls of one group (bench/lib/manyCalls.ts): the history the indexes of migration 0017 are for. */
const WARM_UP_ROUNDS = 10;
const RUNS = 30;

async function timed(url: string, token: string): Promise<{ ms: number; count: number; rows: number }> {
  const { ms, body } = await timedGet<{ count: number; results: unknown[] }>(url, token);
  return { ms, count: body.count, rows: body.results.length };
}

await withCallsServer(async (url, token) => {
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
      const { count, rows } = await timed(`${url}${call.url}`, token);
      if (round === 0) note(`${call.name}: ${count} calls found, ${rows} on the page`);
      if (call.name !== 'call_history_number_search' && rows !== 25) throw new Error(`${call.name}: a page of ${rows}`);
    }
  }
  for (const call of calls) {
    const times: number[] = [];
    for (let i = 0; i < RUNS; i++) times.push((await timed(`${url}${call.url}`, token)).ms);
    report(`${call.name}_median_ms`, median(times), 'ms');
    report(`${call.name}_p95_ms`, percentile(times, 95), 'ms');
  }
});
