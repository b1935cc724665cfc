import { spawnServer, waitUntilReady } from '../../scripts/lib/serverProcess.ts';
import { withDataDir } from './dataDir.ts';
import { note } from './figures.ts';
import { CALLS, writeCalls } from './manyCalls.ts';
import { benchPort } from './ports.ts';
import { signIn } from './signIn.ts';

/**
 * A fresh data directory holding CALLS calls of one group (manyCalls.ts), the API server on it
 * and the demo administrator's token: what the call history's and the statistics' benches read.
 * The server is stopped and the directory removed afterwards, whatever happens.
 */
export async function withCallsServer(run: (url: string, token: string) => Promise<void>): Promise<void> {
  await withDataDir(async (dataDir) => {
    const started = performance.now();
    await writeCalls(dataDir);
    note(`${CALLS} calls written in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    const server = await spawnServer({ dataDir, port: await benchPort() });
    try {
      await waitUntilReady(server, 120_000);
      await run(server.url, await signIn(server));
    } finally {
      await server.stop();
    }
  });
}

/** One GET of the API with the token: how long the answer took, and its body. */
export async function timedGet<T>(url: string, token: string): Promise<{ ms: number; body: T }> {
  const started = performance.now();
  const res = await fetch(url, { headers: { authorization: `Token ${token}` } });
  if (!res.ok) throw new Error(`${url} answered ${res.status}`);
  const body = (await res.json()) as T;
  return { ms: performance.now() - started, body };
}
