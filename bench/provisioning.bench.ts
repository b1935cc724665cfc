import { startServer } from '../scripts/lib/serverProcess.ts';
import { DEMO_PASSWORD } from '../server/seed/demo.ts';
import { withDataDir } from './lib/dataDir.ts';
import { note, percentile, report } from './lib/figures.ts';

const ROUND_TRIPS = 200;
const WARM_UP = 20;
const PHONES = 500;
/** Setting up 500 phones is not what is measured: a few requests at a time. */
const SETUP_CONCURRENCY = 8;

/**
 * The provisioning fetch over HTTP on PGlite (issue 17's bounds): one answer for a Yealink T54W
 * with three EXP50 modules full of keys (p95 ≤ 20 ms), then 500 phones fetching at once, as on
 * the morning after an outage (all answered, within 10 s).
 */
await withDataDir(async (dataDir) => {
  // The first start migrates and seeds a new PGlite database: slow on a busy machine.
  const server = await startServer({ dataDir }, 300_000);
  try {
    const token = ((await (await fetch(`${server.url}/api/v1/api-token-auth/`, {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'admin', password: DEMO_PASSWORD }),
    })).json()) as { token: string }).token;
    async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
      const res = await fetch(`${server.url}${path}`, { method, headers: { authorization: `Token ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) }, body: body === undefined ? undefined : JSON.stringify(body) });
      if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${await res.text()}`);
      return (await res.json()) as T;
    }
    const listed = await call<{ results: { id: number }[] } | { id: number }[]>('GET', '/api/v3/user/extension/?page_size=10');
    const extensions = Array.isArray(listed) ? listed : listed.results;
    let next = 0;
    async function newPhone(modules: number): Promise<{ mac: string; auth: string; id: number }> {
      const mac = `00156520${(next++).toString(16).padStart(4, '0')}`;
      const device = await call<{ id: number }>('POST', '/api/v1/devices/', {
        description: `Bench ${mac}`, type: 'desk_phone', model: 'yealink_t54w', mac_address: mac, expansion_modules: modules, extension: extensions[next % extensions.length].id,
      });
      const { username, secret } = await call<{ username: string; secret: string }>('POST', `/api/v1/devices/${device.id}/provisioning_secret/`);
      return { mac, id: device.id, auth: `Basic ${Buffer.from(`${username}:${secret}`).toString('base64')}` };
    }
    // As a T54W asks: its User-Agent carries its MAC address, which the server checks too.
    const userAgent = (mac: string) => `Yealink SIP-T54W 96.86.0.100 ${mac.replace(/(..)(?!$)/g, '$1:')}`;
    const fetchFile = async (phone: { mac: string; auth: string }) => {
      const res = await fetch(`${server.url}/api/v1/provisioning/${phone.mac}.cfg`, { headers: { authorization: phone.auth, 'user-agent': userAgent(phone.mac) } });
      const body = await res.text();
      if (res.status !== 200) throw new Error(`${phone.mac}.cfg answered ${res.status}`);
      return body;
    };

    // One phone with three modules, every key set: 27 own + 3 × 60.
    const big = await newPhone(3);
    const buttons = [
      ...Array.from({ length: 27 }, (_, i) => ({ module: 0, page: Math.floor(i / 9) + 1, position: (i % 9) + 1 })),
      ...[1, 2, 3].flatMap((module) => Array.from({ length: 60 }, (_, i) => ({ module, page: Math.floor(i / 20) + 1, position: (i % 20) + 1 }))),
    ].map((place, i) => ({ ...place, type: i % 3 === 0 ? 'speed_dial' : 'blf', name: `Key ${i}`, value: String(200 + (i % 100)), label: `Key ${i}` }));
    await call('PUT', `/api/v1/devices/${big.id}/dss_buttons/`, { buttons });
    for (let i = 0; i < WARM_UP; i++) await fetchFile(big);
    const times: number[] = [];
    let size = 0;
    for (let i = 0; i < ROUND_TRIPS; i++) {
      const started = performance.now();
      size = (await fetchFile(big)).length;
      times.push(performance.now() - started);
    }
    note(`${ROUND_TRIPS} fetches of a T54W with 3 EXP50 (${buttons.length} keys, ${(size / 1024).toFixed(0)} KB), min ${Math.min(...times).toFixed(1)} ms, max ${Math.max(...times).toFixed(1)} ms`);
    report('provisioning_fetch_3_modules_p95_ms', percentile(times, 95), 'ms');

    note(`setting up ${PHONES} phones`);
    const phones: { mac: string; auth: string; id: number }[] = [];
    while (phones.length < PHONES) phones.push(...(await Promise.all(Array.from({ length: Math.min(SETUP_CONCURRENCY, PHONES - phones.length) }, () => newPhone(0)))));
    const started = performance.now();
    const results = await Promise.allSettled(phones.map(fetchFile));
    const elapsed = performance.now() - started;
    const failed = results.filter((r) => r.status === 'rejected');
    if (failed.length) throw new Error(`${failed.length} of ${PHONES} fetches failed: ${(failed[0] as PromiseRejectedResult).reason}`);
    report('provisioning_500_phones_at_once_ms', elapsed, 'ms');
  } finally {
    await server.stop('SIGTERM');
  }
});
