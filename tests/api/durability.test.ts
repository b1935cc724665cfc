import { afterEach, describe, expect, it } from 'vitest';
import { startServer, type ServerProcess } from '../../scripts/lib/serverProcess.ts';
import { serverTargets, type ServerTarget } from './helpers/serverTargets.ts';
import { DEMO_PASSWORD } from '../../server/seed/demo.ts';

const WRITERS = 4;
/** Kill once this many writes were answered, so that the kill lands among running writes. */
const ANSWERED_BEFORE_KILL = 60;
const MAX_WRITE_MS = 60_000;

const started: ServerProcess[] = [];
const targets: ServerTarget[] = [];
afterEach(async () => {
  for (const server of started.splice(0)) await server.stop();
  for (const target of targets.splice(0)) await target.dispose();
});

/** The status and body of a complete answer, or undefined when the server died under the request. */
async function send(server: ServerProcess, path: string, init: RequestInit = {}) {
  try {
    const res = await fetch(`${server.url}${path}`, init);
    const text = await res.text();
    return { status: res.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
  } catch {
    return undefined;
  }
}

const signInRequest = (username: string): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ username, password: DEMO_PASSWORD }),
});
const withToken = (token: string, method = 'GET'): RequestInit => ({ method, headers: { authorization: `Token ${token}` } });

/**
 * Several writers sign in (a token row inserted) and log every other token out again (a row
 * deleted) until the server is killed with -9. Only complete answers count: 200 promises a
 * token that works, 204 a token that no longer does; requests cut off by the kill promise nothing.
 */
async function writeUntilKilled(server: ServerProcess) {
  const kept: string[] = [];
  const revoked: string[] = [];
  let open = 0;
  let openAtKill = -1;
  let stop = false;
  const deadline = Date.now() + MAX_WRITE_MS;
  const killed = new Promise<void>((resolve) => {
    const check = setInterval(() => {
      if (kept.length + revoked.length >= ANSWERED_BEFORE_KILL || Date.now() > deadline) {
        clearInterval(check);
        openAtKill = open;
        stop = true;
        void server.stop('SIGKILL').then(() => resolve());
      }
    }, 1);
  });
  async function counted<T>(request: Promise<T>): Promise<T> {
    open++;
    try {
      return await request;
    } finally {
      open--;
    }
  }
  async function writer(n: number) {
    const username = ['admin', 'user', 'reseller'][n % 3];
    for (let i = 0; !stop; i++) {
      const signIn = await counted(send(server, '/api/v1/api-token-auth/', signInRequest(username)));
      if (signIn?.status !== 200) continue;
      const token = String(signIn.body.token);
      if (i % 2 === 0) {
        kept.push(token);
        continue;
      }
      const logout = await counted(send(server, '/api/v1/logout/', withToken(token, 'POST')));
      if (logout?.status === 204) revoked.push(token);
    }
  }
  await Promise.all([...Array.from({ length: WRITERS }, (_, n) => writer(n)), killed]);
  return { kept, revoked, openAtKill };
}

describe.each(serverTargets())('answered writes survive kill -9 on $name', (kind) => {
  it('keeps every token it answered and forgets every token it logged out', async () => {
    const target = await kind.seeded();
    targets.push(target);
    const first = await startServer(target.storage);
    started.push(first);

    const { kept, revoked, openAtKill } = await writeUntilKilled(first);
    expect(kept.length + revoked.length).toBeGreaterThanOrEqual(ANSWERED_BEFORE_KILL);
    expect(revoked.length).toBeGreaterThan(0);
    expect(openAtKill, 'the kill should land while writes are running').toBeGreaterThan(0);
    expect((await first.exited).signal).toBe('SIGKILL');

    const second = await startServer(target.storage);
    started.push(second);
    const statusOf = async (token: string) => (await send(second, '/api/v3/user/profile/', withToken(token)))?.status;
    const lost = [];
    for (const token of kept) if ((await statusOf(token)) !== 200) lost.push(token);
    const revived = [];
    for (const token of revoked) if ((await statusOf(token)) !== 401) revived.push(token);
    expect(lost, `${lost.length} of ${kept.length} answered sign-ins were lost`).toEqual([]);
    expect(revived, `${revived.length} of ${revoked.length} answered logouts were undone`).toEqual([]);
  });
});
