import { afterEach, describe, expect, it } from 'vitest';
import { startServer, type ServerProcess } from '../../scripts/lib/serverProcess.ts';
import { serverTargets, type ServerTarget, type ServerTargetKind } from './helpers/serverTargets.ts';
import { JOB_KINDS_ENV, prepareJobTests } from './helpers/jobKinds.ts';
import { openSse, type SseClient } from './helpers/sse.ts';
import { DEMO_PASSWORD } from '../../server/seed/demo.ts';
import type { JobView } from '../../server/jobs/store.ts';

/** Servers with the test job kinds, short leases and quick polls, so that a takeover takes seconds. */
const ENV = { ...JOB_KINDS_ENV, JOB_LEASE_SECONDS: '2', JOB_POLL_MS: '200' };

const started: ServerProcess[] = [];
const targets: ServerTarget[] = [];
const clients: SseClient[] = [];
afterEach(async () => {
  clients.splice(0).forEach((c) => c.close());
  for (const server of started.splice(0)) await server.stop();
  for (const target of targets.splice(0)) await target.dispose();
});

async function start(target: ServerTarget) {
  const server = await startServer({ ...target.storage, env: ENV });
  started.push(server);
  return server;
}

/** A migrated, seeded database with `count` jobs of test.steps for Acme Dental queued in it. */
async function prepared(kind: ServerTargetKind, count: number, payload: { steps: number; stepMs: number }) {
  const target = await kind.seeded();
  targets.push(target);
  const db = await target.open();
  try {
    await prepareJobTests(db);
    const ids = await db.query<{ id: number }>(
      `INSERT INTO jobs (kind, payload, group_id, created_by)
       SELECT 'test.steps', $1, u.group_id, u.id FROM users u, generate_series(1, $2) WHERE u.username = 'admin'
       RETURNING id`,
      [JSON.stringify(payload), count],
    );
    return { target, ids: ids.map((r) => r.id) };
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
  expect(res.status).toBe(200);
  return ((await res.json()) as { token: string }).token;
}

async function until(server: ServerProcess, token: string, id: number, done: (job: JobView) => boolean, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const res = await fetch(`${server.url}/api/v1/jobs/${id}/`, { headers: { authorization: `Token ${token}` } });
    const job = (await res.json()) as JobView;
    if (done(job)) return job;
    if (Date.now() > deadline) throw new Error(`job ${id} is still ${JSON.stringify(job)}:\n${server.output()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe.each(serverTargets())('background jobs across server processes on $name', (kind) => {
  it('finishes a job interrupted by kill -9 after the restart', async () => {
    const { target, ids: [id] } = await prepared(kind, 1, { steps: 10, stepMs: 150 });
    const first = await start(target);
    const running = await until(first, await signIn(first), id, (j) => j.progress >= 20);
    expect(running.state).toBe('running');
    await first.stop('SIGKILL');

    const second = await start(target);
    const done = await until(second, await signIn(second), id, (j) => j.state === 'succeeded');
    expect(done).toMatchObject({ state: 'succeeded', progress: 100, attempts: 2, message: 'step 10 of 10' });
    expect(done.result).toEqual({ steps: 10, pid: second.child.pid });
  });
});

describe.each(serverTargets().filter((k) => k.name === 'postgres'))('two server processes on one PostgreSQL database', (kind) => {
  it('run each job exactly once, and an event published on one reaches an SSE client of the other', async () => {
    const { target, ids } = await prepared(kind, 0, { steps: 2, stepMs: 20 });
    const [a, b] = await Promise.all([start(target), start(target)]);
    const token = await signIn(b);
    const ticket = await fetch(`${b.url}/api/v1/events/ticket/`, { method: 'POST', headers: { authorization: `Token ${token}` } });
    const sse = await openSse(`${b.url}/api/v1/events/?ticket=${((await ticket.json()) as { ticket: string }).ticket}`);
    clients.push(sse);

    // Queued now that both run: they compete for every job.
    const db = await target.open();
    try {
      ids.push(...(await db.query<{ id: number }>(
        `INSERT INTO jobs (kind, payload, group_id, created_by)
         SELECT 'test.steps', '{"steps": 2, "stepMs": 100}', u.group_id, u.id FROM users u, generate_series(1, 12) WHERE u.username = 'admin'
         RETURNING id`,
      )).map((r) => r.id));
      for (const id of ids) await until(b, token, id, (j) => j.state === 'succeeded');
      const runs = await db.query<{ job_id: number; pid: number }>('SELECT job_id, pid FROM job_test_runs ORDER BY job_id');
      expect(runs.map((r) => r.job_id)).toEqual(ids);
      // Events of the jobs that server A ran, heard by B's stream through LISTEN/NOTIFY.
      const byA = runs.filter((r) => r.pid === a.child.pid).map((r) => r.job_id);
      expect(byA.length, 'server A took none of the jobs').toBeGreaterThan(0);
      await sse.next((e) => e.type === 'job.updated' && e.data.id === byA[0] && e.data.state === 'succeeded');
    } finally {
      await db.close();
    }
  });
});
