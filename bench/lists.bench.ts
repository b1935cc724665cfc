import { spawnServer, waitUntilReady } from '../scripts/lib/serverProcess.ts';
import { withDataDir } from './lib/dataDir.ts';
import { median, note, percentile, report } from './lib/figures.ts';
import { benchPort } from './lib/ports.ts';
import { BULK, writeBulkData } from './lib/bulkData.ts';
import { signIn } from './lib/signIn.ts';

/**
 * Rounds over every measured call before any is measured: the embedded database's WebAssembly
 * is compiled in tiers while it runs, and a server that has answered a while is what people use.
 */
const WARM_UP_ROUNDS = 30;
const RUNS = 100;
const PAGE_SIZE = 25;
/** "A page deep in the list": 150 of 25 per page is records 3,726 to 3,750 of 5,000. */
const DEEP_PAGE = 150;

/** The portal's list calls: a page in the UI schema's default order, deep in the list, and a search. */
const LISTS = [
  { name: 'extensions', url: '/api/v3/user/extension/', ordering: 'extension', search: 'Peeters', expect: BULK.extensions },
  { name: 'phone_numbers', url: '/api/v1/did_routing/', ordering: 'did', search: '59012', expect: BULK.phoneNumbers },
];

/** Milliseconds from sending the request to having parsed the whole answer. */
async function timed(url: string, token: string): Promise<{ ms: number; body: { count: number; results: unknown[] } }> {
  const started = performance.now();
  const res = await fetch(url, { headers: { authorization: `Token ${token}` } });
  if (!res.ok) throw new Error(`${url} answered ${res.status}`);
  const body = (await res.json()) as { count: number; results: unknown[] };
  return { ms: performance.now() - started, body };
}

interface Call {
  name: string;
  url: string;
  check: (body: { count: number; results: unknown[] }) => void;
}

async function measure({ name, url }: Call, token: string) {
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) times.push((await timed(url, token)).ms);
  note(`${name}: ${url.replace(/^http:\/\/[^/]+/, '')}, min ${Math.min(...times).toFixed(1)} ms, max ${Math.max(...times).toFixed(1)} ms`);
  report(`${name}_median_ms`, median(times), 'ms');
  report(`${name}_p95_ms`, percentile(times, 95), 'ms');
}

await withDataDir(async (dataDir) => {
  const started = performance.now();
  await writeBulkData(dataDir);
  note(`${BULK.extensions} extensions and ${BULK.phoneNumbers} phone numbers written in ${(performance.now() - started).toFixed(0)} ms`);
  const server = await spawnServer({ dataDir, port: await benchPort() });
  try {
    await waitUntilReady(server, 120_000);
    const token = await signIn(server);
    const calls: Call[] = LISTS.flatMap((list) => {
      const base = `${server.url}${list.url}?page_size=${PAGE_SIZE}&ordering=${list.ordering}`;
      const full = (body: { count: number; results: unknown[] }) => {
        if (body.count < list.expect || body.results.length !== PAGE_SIZE) throw new Error(`${list.name}: ${body.count} records, page of ${body.results.length}`);
      };
      const found = (body: { count: number }) => {
        if (!body.count) throw new Error(`${list.name}: the search for ${list.search} found nothing`);
      };
      return [
        { name: `${list.name}_first_page`, url: `${base}&page=1`, check: full },
        { name: `${list.name}_page_${DEEP_PAGE}`, url: `${base}&page=${DEEP_PAGE}`, check: full },
        { name: `${list.name}_search`, url: `${base}&page=1&search=${encodeURIComponent(list.search)}`, check: found },
      ];
    });
    for (let round = 0; round < WARM_UP_ROUNDS; round++) {
      for (const call of calls) call.check((await timed(call.url, token)).body);
    }
    for (const call of calls) await measure(call, token);
  } finally {
    await server.stop('SIGTERM');
  }
});
