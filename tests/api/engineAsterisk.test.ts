import { readFileSync } from 'node:fs';
import { createServer, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases, useSeededApp } from './helpers/harness.ts';
import { demoOf } from './helpers/records.ts';
import { issuePlatformToken } from '../../server/ingest/tokens.ts';
import { startAsteriskConnector } from '../../server/ingest/asterisk/connector.ts';

/**
 * The Asterisk connector against a manager interface that speaks AMI as main/manager.c does (the
 * greeting, `Action: Login` answered `Response: Success` / `Error` with its ActionID, then
 * events) and sends the events of tests/fixtures/engines/asterisk/events.txt, batch by batch
 * (`--- name` lines part them). That server is the edge: Debian ships no Asterisk.
 */
const batches = (() => {
  const text = readFileSync(new URL('../fixtures/engines/asterisk/events.txt', import.meta.url), 'utf8');
  // The samples' day becomes yesterday, so the calls fall within the demo group's lifetime.
  const day = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
  return text.replaceAll('2026-11-20', day).split(/^--- .*$/m).map((batch) => batch.trim().split(/\n\n+/).map((event) => `${event.replace(/\n/g, '\r\n')}\r\n\r\n`).join(''));
})();

const USER = 'switchboard';
const SECRET = 'amp111';

/** A manager interface on 127.0.0.1 that checks the login and sends what the test gives it. */
async function fakeManager() {
  const sessions: Socket[] = [];
  const server: Server = createServer((socket) => {
    socket.setEncoding('utf8');
    socket.write('Asterisk Call Manager/13.0.0\r\n');
    let buffer = '';
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      const end = buffer.indexOf('\r\n\r\n');
      if (end < 0) return;
      const action = Object.fromEntries(buffer.slice(0, end).split('\r\n').map((l) => [l.slice(0, l.indexOf(':')), l.slice(l.indexOf(':') + 1).trim()]));
      buffer = buffer.slice(end + 4);
      if (action.Action !== 'Login') return;
      if (action.Username !== USER || action.Secret !== SECRET) {
        socket.end(`Response: Error\r\nActionID: ${action.ActionID}\r\nMessage: Authentication failed\r\n\r\n`);
        return;
      }
      socket.write(`Response: Success\r\nActionID: ${action.ActionID}\r\nMessage: Authentication accepted\r\n\r\n`);
      socket.write('Event: FullyBooted\r\nPrivilege: system,all\r\nUptime: 1000\r\nLastReload: 1000\r\nStatus: Fully Booted\r\n\r\n');
      sessions.push(socket);
    });
    socket.on('error', () => {});
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as { port: number }).port,
    /** Sends to the logged-in session: split mid-message, as TCP may deliver it. */
    send(text: string) {
      const socket = sessions.at(-1)!;
      const cut = Math.floor(text.length / 2);
      socket.write(text.slice(0, cut));
      socket.write(text.slice(cut));
    },
    drop: () => sessions.splice(0).forEach((s) => s.destroy()),
    close: () => new Promise((resolve) => (sessions.forEach((s) => s.destroy()), server.close(resolve))),
  };
}

/** Waits for `check` to hold (polled), failing with its last reason after `ms`. */
async function until<T>(what: string, check: () => Promise<T | undefined> | T | undefined, ms = 10_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

describe.each(databases())('the Asterisk connector on $name', (kind) => {
  const harness = useSeededApp(kind);
  let manager: Awaited<ReturnType<typeof fakeManager>>;
  let connector: ReturnType<typeof startAsteriskConnector>;
  let admin: string;
  let acme: number;
  let logins = 0;
  const warnings: string[] = [];

  const wallboard = async () => {
    const res = await harness.get('/api/v1/live_statistics/', { token: admin });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ calls: { call_id: string; state: string; queue: string | null; extension: number | null }[]; agents: { extension: number; status: string }[] }>();
  };
  const shown = async (callId: string) => {
    const [row] = await harness.db.query<{ id: number }>('SELECT id FROM res_cdr WHERE group_id = $1 AND call_id = $2', [acme, callId]);
    if (!row) return undefined;
    const res = await harness.get(`/api/v1/cdr/${row.id}/`, { token: admin });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Record<string, unknown> & { legs: { step: string; party?: string }[] }>();
  };

  beforeAll(async () => {
    const demo = await demoOf(harness);
    acme = demo.groups.acme;
    admin = demo.tokens.admin;
    const url = await harness.app.listen({ port: 0, host: '127.0.0.1' });
    manager = await fakeManager();
    connector = startAsteriskConnector({
      ami: { host: '127.0.0.1', port: manager.port, username: USER, secret: SECRET, reconnectMs: 50 },
      switchboard: { url, token: await issuePlatformToken(harness.db, acme, 'Asterisk pbx1'), retryMs: 50 },
      timeZone: 'Europe/Brussels',
      log: { info: () => {}, warn: (m) => warnings.push(m) },
      onLogin: () => logins++,
    });
    await until('the login', () => logins === 1);
  });
  afterAll(async () => {
    connector?.stop();
    await manager?.close();
  });

  it('shows a queue call on the wallboard while it is answered, then in the call history from its Cdr', async () => {
    manager.send(batches[0]);
    const live = await until('the answered call on the wallboard', async () => {
      const board = await wallboard();
      const call = board.calls.find((c) => c.call_id === '1795162500.12');
      const agent = board.agents.find((a) => a.extension === 201);
      // AgentConnect is two events (the call answered, the agent in a call), applied one after the other.
      return call?.state === 'in_call' && agent?.status === 'in_call' ? call : undefined;
    });
    expect(live).toMatchObject({ queue: 'Reception', extension: 201 });

    manager.send(batches[1]);
    const call = await until('the call record', () => shown('1795162500.12'));
    expect(call).toMatchObject({ caller: '+3225021234', callee: '+3225880100', direction: 'inbound', status: 'answered', duration: 87, billsec: 75, extensions: [201] });
    const day = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    // 09:15 in Brussels (Asterisk's zone) is 08:15 UTC in November.
    expect(new Date(String(call.call_start)).toISOString()).toBe(`${day}T08:15:00.000Z`);
    expect(call.legs.map((l) => [l.step, l.party])).toEqual([['dialled', '+3225880100'], ['queued', 'Reception'], ['answered', '201'], ['ended', undefined]]);
    const board = await until('the call off the wallboard', async () => {
      const b = await wallboard();
      return b.calls.some((c) => c.call_id === '1795162500.12') ? undefined : b;
    });
    expect(board.agents.find((a) => a.extension === 201)?.status).toBe('available');
  });

  it('logs in again after the socket drops, goes on reading, and logs what it cannot read or Switchboard refuses', async () => {
    manager.drop();
    await until('the second login', () => logins === 2);
    manager.send(batches[2]);
    const call = await until('the internal call record', () => shown('1795166100.14'));
    expect(call).toMatchObject({ caller: '202', callee: '203', direction: 'internal', status: 'unanswered', billsec: 0, cost: 0, extensions: [202, 203] });
    await connector.drained();
    expect(warnings.some((w) => w.includes('closed the connection'))).toBe(true);
    expect(warnings.some((w) => /Skipped an Asterisk Cdr event: Cdr 1795166100.99: StartTime/.test(w))).toBe(true);
    // Extension 999 is not Acme's: Switchboard says so (400) and the connector logs it, once, without retrying.
    expect(warnings.filter((w) => /refused calls\/ 1795166040.15 \(400\)/.test(w))).toHaveLength(1);
    expect(warnings.some((w) => /\(5\d\d\)/.test(w))).toBe(false);
    expect(await shown('1795166040.15')).toBeUndefined();
  });

  it('says a refused login in its log and keeps trying', async () => {
    const log: string[] = [];
    const wrong = startAsteriskConnector({
      ami: { host: '127.0.0.1', port: manager.port, username: USER, secret: 'wrong', reconnectMs: 20 },
      switchboard: { url: 'http://127.0.0.1:9', token: '0'.repeat(40) },
      timeZone: 'Europe/Brussels',
      log: { info: () => {}, warn: (m) => log.push(m) },
    });
    try {
      await until('two refused logins', () => log.filter((m) => m.includes('refused the login of switchboard: Authentication failed')).length >= 2);
    } finally {
      wrong.stop();
    }
  });
});
