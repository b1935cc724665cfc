import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases, useSeededApp, type Api } from './helpers/harness.ts';
import { demoOf } from './helpers/records.ts';
import { expectDocumented } from './helpers/document.ts';
import { openSse, type SseClient } from './helpers/sse.ts';
import { issuePlatformToken } from '../../server/ingest/tokens.ts';

const EVENTS = '/api/ingest/v1/live-events/';
const WALLBOARD = '/api/v1/live_statistics/';

interface Wallboard {
  now: string;
  live_agents: number;
  people_in_queue: number;
  people_in_calls: number;
  answered_today: number;
  missed_today: number;
  calls: { call_id: string; state: string; queue: string | null; extension: number | null; queued_at: string | null }[];
  queues: { name: string; queue: number | null; description: string; waiting: number; longest_waiting_since: string | null; agents: number; available_agents: number; answered: number; abandoned: number }[];
  agents: { extension: number; name: string | null; status: string; queues: string[]; calls_answered: number }[];
}

describe.each(databases())('the live wallboard on $name', (kind) => {
  const harness = useSeededApp(kind);
  let tokens: Awaited<ReturnType<typeof demoOf>>['tokens'];
  let acme: number;
  let platform: string;
  let other: string;
  let n = 0;
  const clients: SseClient[] = [];
  afterAll(() => clients.forEach((c) => c.close()));

  beforeAll(async () => {
    const demo = await demoOf(harness);
    ({ tokens } = demo);
    acme = demo.groups.acme;
    platform = await issuePlatformToken(harness.db, acme, 'Asterisk wallboard');
    other = await issuePlatformToken(harness.db, demo.groups.blueHarbor, 'Other platform');
  });

  const post = (body: Record<string, unknown>, token = platform, api: Api = harness) =>
    api.post(EVENTS, { headers: { authorization: `Bearer ${token}` }, body: { event_id: `e-${++n}`, at: new Date().toISOString(), ...body } });
  const wallboard = async (token = tokens.admin) => {
    const res = await harness.get(WALLBOARD, { token });
    expect(res.statusCode, res.body).toBe(200);
    expectDocumented('GET', WALLBOARD, 200, res.json());
    return res.json<Wallboard>();
  };

  it('shows an honest empty wallboard before any platform has posted', async () => {
    const board = await wallboard();
    expect(board).toMatchObject({ live_agents: 0, people_in_queue: 0, people_in_calls: 0, answered_today: 0, missed_today: 0, calls: [], queues: [], agents: [] });
  });

  it('refuses events without a platform token (401) before reading them, and malformed ones (400)', async () => {
    for (const headers of [{}, { authorization: `Token ${tokens.admin}` }, { authorization: `Bearer ${'0'.repeat(40)}` }] as Record<string, string>[]) {
      expect((await harness.post(EVENTS, { headers, body: { nonsense: 1 } })).statusCode).toBe(401);
    }
    for (const body of [{ type: 'call_queued', call_id: 'x' }, { type: 'agent_state', extension: 201 }, { type: 'call_started' }, { type: 'teleport', call_id: 'x' }, { type: 'call_started', call_id: 'with space' }]) {
      const res = await post(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await post({ type: 'call_started', call_id: 'x', at: 'yesterday' })).statusCode).toBe(400);
  });

  it('keeps the calls, queues and agents the events say, once per event id, and counts today', async () => {
    const at = (secondsAgo: number) => new Date(Date.now() - secondsAgo * 1000).toISOString();
    expect((await post({ type: 'agent_state', extension: 201, status: 'available', queues: ['Reception'] })).statusCode).toBe(201);
    await post({ type: 'agent_state', extension: 202, status: 'paused', queues: ['Reception'] });
    await post({ type: 'call_started', call_id: 'c1', caller: '+3225021234', callee: '+3225880100', at: at(40) });
    const queued = { event_id: 'q-c1', type: 'call_queued', call_id: 'c1', queue: 'Reception', at: at(30) };
    expect((await harness.post(EVENTS, { headers: { authorization: `Bearer ${platform}` }, body: queued })).statusCode).toBe(201);
    const retry = await harness.post(EVENTS, { headers: { authorization: `Bearer ${platform}` }, body: { ...queued, queue: 'Sales' } });
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toEqual({ event_id: 'q-c1', created: false });
    await post({ type: 'call_queued', call_id: 'c2', caller: '+32470558812', queue: 'Reception', at: at(10) });
    await post({ type: 'call_answered', call_id: 'c3', extension: 203, caller: '203', direction: 'internal' });

    let board = await wallboard();
    expect(board).toMatchObject({ live_agents: 2, people_in_queue: 2, people_in_calls: 3, answered_today: 0, missed_today: 0 });
    // Calls in progress are the calls listed, the waiting ones too.
    expect(board.people_in_calls).toBe(board.calls.length);
    expect(board.calls.map((c) => [c.call_id, c.state, c.queue])).toEqual([['c1', 'queued', 'Reception'], ['c2', 'queued', 'Reception'], ['c3', 'in_call', null]]);
    const [reception] = board.queues;
    // The demo's queue "Reception" is configured: its id and description.
    expect(reception).toMatchObject({ name: 'Reception', description: 'Reception', waiting: 2, agents: 2, available_agents: 1 });
    expect(Date.parse(board.now) - Date.parse(reception.longest_waiting_since!)).toBeGreaterThanOrEqual(29_000);

    await post({ type: 'call_answered', call_id: 'c1', extension: 201 });
    await post({ type: 'call_ended', call_id: 'c1' });
    await post({ type: 'call_ended', call_id: 'c2' });
    // A late event about an ended call does not bring it back.
    await post({ type: 'call_queued', call_id: 'c2', queue: 'Reception' });
    board = await wallboard();
    expect(board).toMatchObject({ people_in_queue: 0, people_in_calls: 1, answered_today: 1, missed_today: 1 });
    expect(board.queues[0]).toMatchObject({ name: 'Reception', waiting: 0, answered: 1, abandoned: 1, longest_waiting_since: null });
    expect(board.agents.find((a) => a.extension === 201)).toMatchObject({ status: 'available', calls_answered: 1 });
  });

  it('keeps each group’s live state to itself, and shows it to every role of a group that holds live_statistic', async () => {
    await post({ type: 'call_queued', call_id: 'elsewhere', queue: 'Dispatch' }, other);
    const board = await wallboard();
    expect(board.calls.map((c) => c.call_id)).not.toContain('elsewhere');
    expect((await wallboard(tokens.user)).calls.map((c) => c.call_id)).toEqual(board.calls.map((c) => c.call_id));
    expect((await harness.get(WALLBOARD, { token: tokens.reseller })).statusCode).toBe(403);
    expect((await harness.get(WALLBOARD)).statusCode).toBe(401);
  });

  it('lets the group’s administrator issue a platform token that feeds the wallboard; a plain user may not', async () => {
    const TOKEN = '/api/v1/live_statistics/platform_token/';
    expect((await harness.post(TOKEN, { token: tokens.user, body: {} })).statusCode).toBe(403);
    const res = await harness.post(TOKEN, { token: tokens.admin, body: { name: 'Asterisk PBX 2' } });
    expect(res.statusCode, res.body).toBe(201);
    expectDocumented('POST', TOKEN, 201, res.json());
    const { token } = res.json<{ token: string }>();
    expect((await post({ type: 'agent_state', extension: 209, status: 'wrap_up' }, token)).statusCode).toBe(201);
    expect((await wallboard()).agents.find((a) => a.extension === 209)).toMatchObject({ status: 'wrap_up' });
  });

  it('takes a batch of events in order, once per event id, and refuses the whole batch naming the event at fault', async () => {
    const BATCH = `${EVENTS}batch/`;
    const batch = (events: Record<string, unknown>[], token = platform) =>
      harness.post(BATCH, { headers: { authorization: `Bearer ${token}` }, body: { events } });
    const at = new Date().toISOString();
    const call = [
      { event_id: 'b1-start', type: 'call_started', call_id: 'b1', caller: '+3225021234', at },
      { event_id: 'b1-queued', type: 'call_queued', call_id: 'b1', queue: 'Reception', at },
      { event_id: 'b1-answered', type: 'call_answered', call_id: 'b1', extension: 201, at },
    ];
    expect((await harness.post(BATCH, { body: { events: call } })).statusCode).toBe(401);
    const res = await batch(call);
    expect(res.statusCode, res.body).toBe(200);
    expectDocumented('POST', BATCH, 200, res.json());
    expect(res.json()).toEqual({ results: call.map((e) => ({ event_id: e.event_id, created: true })) });
    expect((await wallboard()).calls.find((c) => c.call_id === 'b1')).toMatchObject({ state: 'in_call', queue: 'Reception', extension: 201 });
    // The engine's retry of the same batch changes nothing.
    expect((await batch(call)).json()).toEqual({ results: call.map((e) => ({ event_id: e.event_id, created: false })) });

    // One bad event refuses all of them: the good one before it is not applied.
    const refused = await batch([
      { event_id: 'b2-start', type: 'call_started', call_id: 'b2', at },
      { event_id: 'b2-queued', type: 'call_queued', call_id: 'b2', at },
    ]);
    expect(refused.statusCode, refused.body).toBe(400);
    expect(Object.keys(refused.json<object>())).toEqual(['events[1].queue']);
    expect((await wallboard()).calls.map((c) => c.call_id)).not.toContain('b2');
    for (const events of [[], 'b2', [{ type: 'teleport' }]]) {
      expect((await harness.post(BATCH, { headers: { authorization: `Bearer ${platform}` }, body: { events } })).statusCode, JSON.stringify(events)).toBe(400);
    }
    // Another group's token feeds only its own wallboard, even with this group's call id.
    await batch([{ event_id: 'b1-other', type: 'call_ended', call_id: 'b1', at }], other);
    expect((await wallboard()).calls.map((c) => c.call_id)).toContain('b1');
    await batch([{ event_id: 'b1-ended', type: 'call_ended', call_id: 'b1', at }]);
    expect((await wallboard()).calls.map((c) => c.call_id)).not.toContain('b1');
  });

  it('takes batches posted side by side that touch the same calls in another order (an engine’s report processes), each whole', async () => {
    const ids = Array.from({ length: 30 }, (_, i) => `side-${i}`);
    const at = new Date().toISOString();
    const batch = (events: Record<string, unknown>[]) => harness.post(`${EVENTS}batch/`, { headers: { authorization: `Bearer ${platform}` }, body: { events } });
    const started = ids.map((id) => ({ event_id: `${id}-start`, type: 'call_started', call_id: id, caller: '+3225021234', at }));
    const answered = [...ids].reverse().map((id) => ({ event_id: `${id}-answered`, type: 'call_answered', call_id: id, extension: 201, at }));
    const replies = await Promise.all([batch(started), batch(answered), batch(started.slice(10)), batch(answered.slice(10))]);
    expect(replies.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    const shown = (await wallboard()).calls.filter((c) => ids.includes(c.call_id));
    expect(shown.map((c) => c.state)).toEqual(ids.map(() => 'in_call'));
    await batch(ids.map((id) => ({ event_id: `${id}-ended`, type: 'call_ended', call_id: id, at })));
  });

  it('pushes each change over the event stream to the group’s portals, from another API server', async () => {
    // Two API servers on one database (the harness's own has no bus to others): one takes the event, the other streams it.
    const first: Api = await harness.newApp({ databaseUrl: harness.database.url });
    const second: Api = await harness.newApp({ databaseUrl: harness.database.url });
    const base = await second.app.listen({ port: 0, host: '127.0.0.1' });
    const token = await second.signIn('admin');
    const ticket = (await second.post('/api/v1/events/ticket/', { token })).json<{ ticket: string }>().ticket;
    const client = await openSse(`${base}/api/v1/events/?ticket=${ticket}`);
    clients.push(client);
    // The new server's LISTEN connection (PostgreSQL) comes up on its own time: post until one arrives.
    let event: unknown;
    for (let i = 0; !event && i < 20; i++) {
      await post({ type: 'call_queued', call_id: `pushed-${i}`, queue: 'Reception' }, platform, first);
      event = await client.next((e) => e.type === 'live_statistics.changed', 500).catch(() => undefined);
    }
    expect(event).toEqual({ type: 'live_statistics.changed', group: acme, data: {} });
    await client.next(() => false, 500).catch(() => {});
    const seen = client.events.filter((e) => e.type === 'live_statistics.changed').length;
    // The other group's change is not sent to this one.
    await post({ type: 'call_queued', call_id: 'elsewhere-2', queue: 'Dispatch' }, other, first);
    await client.next(() => false, 800).catch(() => {});
    expect(client.events.filter((e) => e.type === 'live_statistics.changed')).toHaveLength(seen);
  });
});
