import { beforeAll, describe, expect, it } from 'vitest';
import { databases, useSeededApp, type Api } from './helpers/harness.ts';
import { expectDocumented } from './helpers/document.ts';
import { prepareJobTests } from './helpers/jobKinds.ts';
import type { JobView } from '../../server/jobs/store.ts';
import type { ServerEvent } from '../../server/events/bus.ts';
import { serverText } from '../../core/domain/errorCatalogue.ts';

const job = (id: number | string) => `/api/v1/jobs/${id}/`;

/** Asks for the job until `done` holds, as the portal's useJob does when no event comes. */
async function until(api: Api, token: string, id: number, done: (job: JobView) => boolean, timeoutMs = 15_000, group?: number) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const res = await api.get(job(id), { token, group });
    expect(res.statusCode, res.body).toBe(200);
    const view = res.json<JobView>();
    if (done(view)) return view;
    if (Date.now() > deadline) throw new Error(`job ${id} is still ${JSON.stringify(view)}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe.each(databases())('background jobs on $name', (kind) => {
  const harness = useSeededApp(kind);
  let one: Api;
  let two: Api;
  let acme: number;
  let adminId: number;
  let userId: number;

  beforeAll(async () => {
    await prepareJobTests(harness.db);
    // Short leases and polls keep the tests in seconds; the runner reads them when the app is built.
    Object.assign(process.env, { JOB_LEASE_SECONDS: '1', JOB_POLL_MS: '100' });
    one = await harness.newApp({ databaseUrl: harness.database.url });
    two = await harness.newApp({ databaseUrl: harness.database.url });
    delete process.env.JOB_LEASE_SECONDS;
    delete process.env.JOB_POLL_MS;
    // Runners start when the app listens.
    await one.app.listen({ port: 0, host: '127.0.0.1' });
    await two.app.listen({ port: 0, host: '127.0.0.1' });
    const users = await harness.db.query<{ id: number; username: string; group_id: number }>('SELECT id, username, group_id FROM users');
    const byName = Object.fromEntries(users.map((u) => [u.username, u]));
    acme = byName.admin.group_id;
    adminId = byName.admin.id;
    userId = byName.user.id;
  });

  it('runs a job, reports its progress as events and answers its state as documented', async () => {
    const seen: ServerEvent[] = [];
    const unsubscribe = two.app.events.subscribe((e) => e.type === 'job.updated' && seen.push(e));
    const id = await one.app.jobs.enqueue('test.steps', { steps: 4, stepMs: 30 }, { groupId: acme, userId: adminId });
    const token = await one.signIn('admin');
    const done = await until(one, token, id, (j) => j.state === 'succeeded');
    expect(done).toMatchObject({ id, kind: 'test.steps', state: 'succeeded', progress: 100, message: 'step 4 of 4', attempts: 1, error: null });
    expect(done.result).toMatchObject({ steps: 4 });
    expectDocumented('GET', job(id), 200, done);
    await expect.poll(() => seen.filter((e) => e.data.id === id).map((e) => e.data.state)).toContain('succeeded');
    const mine = seen.filter((e) => e.data.id === id);
    expect(mine.every((e) => e.groupId === acme)).toBe(true);
    expect(mine.map((e) => e.data.progress)).toEqual(expect.arrayContaining([25, 50, 75, 100]));
    unsubscribe();
  });

  it('shows a job to its group’s administrators and its starter only', async () => {
    const id = await one.app.jobs.enqueue('test.steps', { steps: 1, stepMs: 1 }, { groupId: acme, userId: adminId });
    const own = await one.app.jobs.enqueue('test.steps', { steps: 1, stepMs: 1 }, { groupId: acme, userId });
    const tokens = { admin: await one.signIn('admin'), user: await one.signIn('user'), reseller: await one.signIn('reseller') };
    const missing = await one.get(job(id), { token: tokens.user });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ detail: serverText('not_found') });
    expectDocumented('GET', job(id), 404, missing.json());
    expect((await one.get(job(own), { token: tokens.user })).statusCode).toBe(200);
    // The reseller sees it only while acting on the client group.
    expect((await one.get(job(id), { token: tokens.reseller })).statusCode).toBe(404);
    expect((await one.get(job(id), { token: tokens.reseller, group: acme })).statusCode).toBe(200);
    expect((await one.get(job(id))).statusCode).toBe(401);
    for (const bad of ['abc', '0', '99999999999999999999', '-1']) expect((await one.get(job(bad), { token: tokens.admin })).statusCode).toBe(404);
  });

  it('runs every job exactly once with two runners on one database', async () => {
    const ids = [];
    for (let i = 0; i < 8; i++) ids.push(await (i % 2 ? one : two).app.jobs.enqueue('test.steps', { steps: 2, stepMs: 20 }, { groupId: acme }));
    const token = await one.signIn('admin');
    for (const id of ids) await until(one, token, id, (j) => j.state === 'succeeded');
    const runs = await harness.db.query<{ job_id: number; n: number }>(
      'SELECT job_id, count(*)::int AS n FROM job_test_runs WHERE job_id = ANY($1) GROUP BY job_id ORDER BY job_id',
      [ids],
    );
    expect(runs).toEqual(ids.map((id) => ({ job_id: id, n: 1 })));
  });

  it('takes over a job whose server stopped renewing its lease, and finishes it', async () => {
    const [row] = await harness.db.query<{ id: number }>(
      `INSERT INTO jobs (kind, payload, group_id, state, attempts, locked_by, locked_until, progress, message)
       VALUES ('test.steps', '{"steps": 2, "stepMs": 10}', $1, 'running', 1, 'gone-1234/1', now() - interval '1 second', 50, 'step 1 of 2')
       RETURNING id`,
      [acme],
    );
    two.app.jobs.wake();
    const done = await until(two, await two.signIn('admin'), row.id, (j) => j.state === 'succeeded');
    expect(done.attempts).toBe(2);
  });

  it('retries a failing job, then fails it, showing only words meant for people', async () => {
    const token = await one.signIn('admin');
    const shown = await one.app.jobs.enqueue('test.fail', { shown: true }, { groupId: acme });
    const hidden = await one.app.jobs.enqueue('test.fail', { shown: false }, { groupId: acme });
    const failed = await until(one, token, shown, (j) => j.state === 'failed');
    expect(failed).toMatchObject({ attempts: 2, error: 'The file has no rows.' });
    expect(failed.finished_at).not.toBeNull();
    const internal = await until(one, token, hidden, (j) => j.state === 'failed');
    expect(internal.error).toBeNull();
    expect(JSON.stringify(internal)).not.toContain('10.0.0.5');
  });
});
