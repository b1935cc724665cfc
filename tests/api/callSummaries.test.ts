import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { databases, useSeededApp } from './helpers/harness.ts';
import { demoOf } from './helpers/records.ts';
import { expectDocumented } from './helpers/document.ts';
import { serverText } from '../../core/domain/errorCatalogue.ts';
import { CREDITS, finishedJob, recordedCall as newCall, SUMMARIES as LIST } from './helpers/summaries.ts';

interface Summary {
  id: number;
  cdr: number;
  quick_summary: string;
  visibility: 'private' | 'public';
  state: 'requested' | 'complete' | 'error';
  credits_cost: number;
  version: number;
  mine: boolean;
  job: number | null;
  participants: string[];
  sections: { topic: string; points: string[] }[];
}
type Page = { count: number; results: Summary[] };
type Credits = { quantity: number; used: number; available: number };

/** The summariser at the edge, as a tiny local HTTP service: it answers what the test says, and keeps what it was sent. */
function mockSummariser() {
  const received: Record<string, unknown>[] = [];
  let answer: (body: Record<string, unknown>) => { status: number; body: unknown } = () => ({ status: 500, body: {} });
  const server: Server = createServer((req: IncomingMessage, res) => {
    let text = '';
    req.on('data', (chunk: Buffer) => (text += chunk.toString()));
    req.on('end', () => {
      const body = JSON.parse(text) as Record<string, unknown>;
      received.push(body);
      const out = answer(body);
      res.writeHead(out.status, { 'content-type': 'application/json' }).end(JSON.stringify(out.body));
    });
  });
  return {
    received,
    answer: (fn: typeof answer) => (answer = fn),
    start: () => new Promise<string>((resolve) => server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}/summarise`))),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const WRITTEN = {
  quick_summary: 'The caller moved an appointment to Tuesday.',
  detailed_summary: 'A longer account of the call.',
  sections: [{ topic: 'Appointment', points: ['Moved to Tuesday 9:30.'] }],
  notes: 'Prefers SMS.',
  conclusions: ['Booked.'],
  next_steps: ['Send a confirmation.'],
  recommendations: ['Offer combined slots.'],
};

/**
 * The summaries' API with the summariser of our own contract at SUMMARISER_URL, the third way
 * beside the two standard AI endpoints (callSummaryAi.test.ts).
 */
describe.each(databases())('call summaries on $name', (kind) => {
  const harness = useSeededApp(kind);
  const summariser = mockSummariser();
  let url = '';
  let tokens: Awaited<ReturnType<typeof demoOf>>['tokens'];
  let acme: number;
  let blue: number;
  let adminId: number;
  let userId: number;

  const get = async <T,>(path: string, token = tokens.admin, group?: number) => {
    const res = await harness.get(path, { token, group });
    return { res, body: res.json<T>() };
  };

  /** A recorded call of acme's with no summary yet (made for the test, so that each test has its own). */
  const recordedCall = (extension = 201, billsec = 620) => newCall(harness, acme, { extension, billsec });
  const finished = (job: number, token = tokens.admin) => finishedJob(harness, job, token);

  beforeAll(async () => {
    const demo = await demoOf(harness);
    tokens = demo.tokens;
    ({ acme, blueHarbor: blue } = demo.groups);
    const users = await harness.db.query<{ id: number; username: string }>(`SELECT id, username FROM users WHERE username IN ('admin', 'user')`);
    adminId = users.find((u) => u.username === 'admin')!.id;
    userId = users.find((u) => u.username === 'user')!.id;
    url = await summariser.start();
    await harness.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    delete process.env.SUMMARISER_URL;
    await summariser.stop();
  });
  beforeEach(() => {
    process.env.SUMMARISER_URL = url;
    summariser.answer(() => ({ status: 200, body: WRITTEN }));
  });

  it('lists the group’s seeded public summaries newest first, with every part, as the document says', async () => {
    const { res, body } = await get<Page>(`${LIST}?page_size=25`);
    expect(res.statusCode, res.body).toBe(200);
    expectDocumented('GET', '/v1/call_summaries/', 200, body);
    expect(body.count).toBeGreaterThanOrEqual(4);
    const first = body.results[0];
    expect(first).toMatchObject({ visibility: 'public', state: 'complete', mine: false, job: null });
    expect(first.sections.length).toBeGreaterThan(0);
    expect(first.credits_cost).toBeGreaterThanOrEqual(1);
    const dates = body.results.map((s) => (s as unknown as { date_time: string }).date_time);
    expect([...dates].sort().reverse()).toEqual(dates);
    // Search, filters and paging are the server's.
    expect((await get<Page>(`${LIST}?search=molar`)).body.count).toBe(1);
    expect((await get<Page>(`${LIST}?visibility=private`)).body.count).toBe(0);
    expect((await get<Page>(`${LIST}?page_size=1&page=2`)).body.results).toHaveLength(1);
  });

  it('needs a session and keeps each group’s summaries to itself', async () => {
    expect((await harness.get(LIST)).statusCode).toBe(401);
    const [{ id }] = await harness.db.query<{ id: number }>('SELECT id FROM res_call_summary WHERE group_id = $1 LIMIT 1', [acme]);
    // The reseller acting on another client group finds none of acme's, read or written.
    expect((await get<Page>(LIST, tokens.reseller, blue)).body.count).toBe(0);
    expect((await get(`${LIST}${id}/`, tokens.reseller, blue)).res.statusCode).toBe(404);
    const write = await harness.request('PATCH', `${LIST}${id}/`, { token: tokens.reseller, group: blue, body: { notes: 'x' } });
    expect(write.statusCode).toBe(404);
    // Acting on acme, it sees the group's public ones; ?group= names only a group within reach.
    expect((await get<Page>(LIST, tokens.reseller, acme)).body.count).toBeGreaterThanOrEqual(4);
    expect((await get<Page>(`${LIST}?group=${acme}`, tokens.reseller)).body.count).toBeGreaterThanOrEqual(4);
    expect((await get(`${LIST}?group=${blue}`, tokens.admin)).res.statusCode).toBe(403);
  });

  it('shows and lets change a private summary to its requester alone, administrators included', async () => {
    const call = await recordedCall(202);
    const [{ id }] = await harness.db.query<{ id: number }>(
      `INSERT INTO res_call_summary (group_id, data, state, requested_by) VALUES ($1, $2, 'complete', $3) RETURNING id`,
      [acme, JSON.stringify({ cdr: call, quick_summary: 'Umar’s own notes', visibility: 'private', credits_cost: 1 }), userId],
    );
    const mine = await get<Summary>(`${LIST}${id}/`, tokens.user);
    expect(mine.res.statusCode).toBe(200);
    expect(mine.body).toMatchObject({ mine: true, visibility: 'private' });
    expect((await get<Page>(`${LIST}?visibility=private`, tokens.user)).body.results.map((s) => s.id)).toContain(id);
    expect((await get(`${LIST}${id}/`, tokens.admin)).res.statusCode).toBe(404);
    expect((await get<Page>(`${LIST}?page_size=100`, tokens.admin)).body.results.map((s) => s.id)).not.toContain(id);
    expect((await harness.request('PATCH', `${LIST}${id}/`, { token: tokens.admin, body: { notes: 'read by admin' } })).statusCode).toBe(404);
    // Made public by its requester, the group sees it; only the requester switches it back.
    const shared = await harness.request('PATCH', `${LIST}${id}/`, { token: tokens.user, body: { visibility: 'public' } });
    expect(shared.statusCode, shared.body).toBe(200);
    expect((await get(`${LIST}${id}/`, tokens.admin)).res.statusCode).toBe(200);
    expect((await harness.request('PATCH', `${LIST}${id}/`, { token: tokens.admin, body: { visibility: 'private' } })).statusCode).toBe(403);
    // A public summary the plain user did not ask for is theirs to read, not to change.
    const [{ id: seeded }] = await harness.db.query<{ id: number }>('SELECT id FROM res_call_summary WHERE group_id = $1 AND requested_by IS NULL ORDER BY id LIMIT 1', [acme]);
    expect((await get(`${LIST}${seeded}/`, tokens.user)).res.statusCode).toBe(200);
    expect((await harness.request('PATCH', `${LIST}${seeded}/`, { token: tokens.user, body: { notes: 'by a plain user' } })).statusCode).toBe(403);
    expect((await harness.request('PATCH', `${LIST}${id}/`, { token: tokens.user, body: { notes: 'their own' } })).statusCode).toBe(200);
  });

  it('saves edits of every written part, keeps the call’s facts and cost, and refuses bad input with 4xx', async () => {
    const { body: page } = await get<Page>(`${LIST}?page_size=1`);
    const summary = page.results[0];
    const edit = { quick_summary: 'Edited quick summary', sections: [{ topic: 'New topic', points: ['One', 'Two'] }], next_steps: ['Call back'], credits_cost: 0, cdr: 1 };
    const saved = await harness.request('PATCH', `${LIST}${summary.id}/`, { token: tokens.admin, body: { ...edit, version: summary.version } });
    expect(saved.statusCode, saved.body).toBe(200);
    expectDocumented('PATCH', `/v1/call_summaries/{id}/`, 200, saved.json());
    expect(saved.json()).toMatchObject({ quick_summary: 'Edited quick summary', sections: edit.sections, next_steps: ['Call back'], credits_cost: summary.credits_cost, cdr: summary.cdr, version: summary.version + 1 });
    // Stale, malformed and unknown: refused, never a 5xx.
    expect((await harness.request('PATCH', `${LIST}${summary.id}/`, { token: tokens.admin, body: { notes: 'x', version: summary.version } })).statusCode).toBe(412);
    for (const body of [{ sections: 'x' }, { sections: [{ points: [] }] }, { visibility: 'secret' }, { colour: 'red' }, { quick_summary: 'x'.repeat(1001) }, [1, 2]]) {
      const res = await harness.request('PATCH', `${LIST}${summary.id}/`, { token: tokens.admin, body: body as never });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await harness.request('PUT', `${LIST}${summary.id}/`, { token: tokens.admin, body: { notes: 'no quick summary' } })).statusCode).toBe(400);
    expect((await get(`${LIST}99999999999/`)).res.statusCode).toBe(404);
    expect((await get(`${LIST}?ordering=colour`)).res.statusCode).toBe(400);
    expect((await get(`${LIST}?date_after=yesterday`)).res.statusCode).toBe(400);
  });

  it('takes the credits, sends the call to the summariser and completes the summary', async () => {
    const call = await recordedCall(201, 620);
    const before = (await get<Credits>(CREDITS)).body;
    const res = await harness.post(LIST, { token: tokens.admin, body: { cdr: call }, headers: { 'accept-language': 'nl' } });
    expect(res.statusCode, res.body).toBe(202);
    expectDocumented('POST', '/v1/call_summaries/', 202, res.json());
    const requested = res.json<Summary>();
    // 620 seconds of talk: three started five minutes.
    expect(requested).toMatchObject({ cdr: call, state: 'requested', visibility: 'private', mine: true, credits_cost: 3 });
    expect(requested.job).toBeGreaterThan(0);
    expect((await get<Credits>(CREDITS)).body.available).toBe(before.available - 3);
    expect((await finished(requested.job!)).state).toBe('succeeded');
    const done = (await get<Summary>(`${LIST}${requested.id}/`)).body;
    expect(done).toMatchObject({ ...WRITTEN, state: 'complete', credits_cost: 3, visibility: 'private' });
    const sent = summariser.received.at(-1) as { language: string; participants: string[]; call: { id: number }; recording: { content_type: string; data_base64: string } };
    expect(sent).toMatchObject({ language: 'nl', call: { id: call }, recording: { content_type: 'audio/wav', data_base64: Buffer.from('RIFF').toString('base64') } });
    expect(sent.participants).toEqual(expect.arrayContaining(['+32470558812', expect.stringMatching(/\(201\)$/)]));
    // The call now names its summary; asking again is refused.
    expect((await get<{ summary: number }>(`/api/v1/cdr/${call}/`)).body.summary).toBe(requested.id);
    const again = await harness.post(LIST, { token: tokens.admin, body: { cdr: call } });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'summary_exists' });
    // Private: the plain user does not see it.
    expect((await get(`${LIST}${requested.id}/`, tokens.user)).res.statusCode).toBe(404);
  });

  it('marks the summary failed and gives the credits back when the summariser fails', async () => {
    summariser.answer(() => ({ status: 422, body: { error: 'unreadable audio' } }));
    const call = await recordedCall();
    const before = (await get<Credits>(CREDITS)).body;
    const requested = (await harness.post(LIST, { token: tokens.admin, body: { cdr: call } })).json<Summary>();
    const job = await finished(requested.job!);
    expect(job.state).toBe('failed');
    expect(job.error).toBe(serverText('summary_generation'));
    expect((await get<Summary>(`${LIST}${requested.id}/`)).body).toMatchObject({ state: 'error', credits_cost: 0 });
    expect((await get<Credits>(CREDITS)).body.available).toBe(before.available);
    // An answer that is no summary fails the same way; a failed summary is asked for again in place.
    summariser.answer(() => ({ status: 200, body: { quick_summary: 42 } }));
    const retried = await harness.post(LIST, { token: tokens.admin, body: { cdr: call } });
    expect(retried.statusCode, retried.body).toBe(202);
    expect(retried.json<Summary>().id).toBe(requested.id);
    expect((await finished(retried.json<Summary>().job!)).state).toBe('failed');
    expect((await get<Credits>(CREDITS)).body.available).toBe(before.available);
  });

  it('refuses a cost other than the one the server takes (409 price_changed), takes nothing, and takes the confirmed one', async () => {
    // 620 seconds of talk cost three credits; the user was shown one (a page read before the price changed).
    const call = await recordedCall(201, 620);
    const before = (await get<Credits>(CREDITS)).body;
    const stale = await harness.post(LIST, { token: tokens.admin, body: { cdr: call, cost: 1 } });
    expect(stale.statusCode, stale.body).toBe(409);
    expect(stale.json()).toEqual({ detail: serverText('price_changed'), code: 'price_changed' });
    expectDocumented('POST', '/v1/call_summaries/', 409, stale.json());
    expect((await get<Credits>(CREDITS)).body).toEqual(before);
    expect((await harness.db.query('SELECT id FROM res_call_summary WHERE cdr_id = $1', [call])).length).toBe(0);
    const confirmed = await harness.post(LIST, { token: tokens.admin, body: { cdr: call, cost: 3 } });
    expect(confirmed.statusCode, confirmed.body).toBe(202);
    expect(confirmed.json<Summary>().credits_cost).toBe(3);
    expect((await get<Credits>(CREDITS)).body.available).toBe(before.available - 3);
    for (const cost of [0, 'three', 2.5]) expect((await harness.post(LIST, { token: tokens.admin, body: { cdr: call, cost } })).statusCode, String(cost)).toBe(400);
    expect((await finished(confirmed.json<Summary>().job!)).state).toBe('succeeded');
  });

  it('refuses a request without enough credits (402) and takes nothing', async () => {
    const call = await recordedCall();
    const credits = (await get<Credits>(CREDITS)).body;
    await harness.db.query(
      `UPDATE res_subscription SET data = jsonb_set(data, '{quantity}', to_jsonb($2::int)) WHERE group_id = $1 AND data ->> 'product' = 'call_summary_credits'`,
      [acme, credits.used + 1],
    );
    try {
      const res = await harness.post(LIST, { token: tokens.admin, body: { cdr: call } });
      expect(res.statusCode).toBe(402);
      expect(res.json()).toEqual({ detail: serverText('summary_insufficient_credits'), code: 'summary_insufficient_credits' });
      expect((await get<Credits>(CREDITS)).body).toEqual({ quantity: credits.used + 1, used: credits.used, available: 1 });
      expect((await harness.db.query('SELECT id FROM res_call_summary WHERE cdr_id = $1', [call])).length).toBe(0);
    } finally {
      await harness.db.query(
        `UPDATE res_subscription SET data = jsonb_set(data, '{quantity}', to_jsonb($2::int)) WHERE group_id = $1 AND data ->> 'product' = 'call_summary_credits'`,
        [acme, credits.quantity],
      );
    }
  });

  it('refuses without a summariser, without a recording, for a call the reader does not see, and malformed requests', async () => {
    const call = await recordedCall();
    delete process.env.SUMMARISER_URL;
    const unconfigured = await harness.post(LIST, { token: tokens.admin, body: { cdr: call } });
    expect(unconfigured.statusCode).toBe(409);
    expect(unconfigured.json()).toMatchObject({ code: 'summariser_unavailable', detail: serverText('summariser_unavailable') });
    process.env.SUMMARISER_URL = url;
    await harness.db.query('DELETE FROM cdr_recording WHERE cdr_id = $1', [call]);
    expect((await harness.post(LIST, { token: tokens.admin, body: { cdr: call } })).json()).toMatchObject({ code: 'summary_no_recording' });
    // The plain user sees only their own extension's calls (203 is not Umar's).
    const other = await recordedCall(209);
    expect((await harness.post(LIST, { token: tokens.user, body: { cdr: other } })).statusCode).toBe(404);
    const [{ id: blueCall }] = await harness.db.query<{ id: number }>('SELECT id FROM res_cdr WHERE group_id = $1 LIMIT 1', [blue]);
    expect((await harness.post(LIST, { token: tokens.admin, body: { cdr: blueCall } })).statusCode).toBe(404);
    for (const body of [{}, { cdr: 'x' }, { cdr: -1 }, { cdr: 99999999999 }, { cdr: 1, extra: true }]) {
      expect((await harness.post(LIST, { token: tokens.admin, body })).statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(adminId).toBeGreaterThan(0);
  });
});
