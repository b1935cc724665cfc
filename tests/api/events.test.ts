import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases, useSeededApp, type Api } from './helpers/harness.ts';
import { openSse, type SseClient } from './helpers/sse.ts';
import { expectDocumented } from './helpers/document.ts';
import { SERVER_TEXT } from '../../core/domain/errorCodes.ts';

const TICKET = '/api/v1/events/ticket/';
const STREAM = '/api/v1/events/';

describe.each(databases())('live events on $name', (kind) => {
  const harness = useSeededApp(kind);
  let one: Api;
  let two: Api;
  let urlOne: string;
  let urlTwo: string;
  const groups: Record<string, number> = {};
  const clients: SseClient[] = [];

  beforeAll(async () => {
    // Heartbeats every half second, so that the tests see them and a logout ends a stream soon.
    process.env.EVENTS_HEARTBEAT_SECONDS = '0.5';
    // Two API servers on one database; on PostgreSQL they talk through LISTEN/NOTIFY.
    one = await harness.newApp({ databaseUrl: harness.database.url });
    two = await harness.newApp({ databaseUrl: harness.database.url });
    delete process.env.EVENTS_HEARTBEAT_SECONDS;
    urlOne = await one.app.listen({ port: 0, host: '127.0.0.1' });
    urlTwo = await two.app.listen({ port: 0, host: '127.0.0.1' });
    for (const row of await harness.db.query<{ id: number; description: string }>('SELECT id, description FROM groups')) {
      groups[row.description] = row.id;
    }
  });
  afterAll(() => clients.forEach((c) => c.close()));

  async function stream(api: Api, base: string, username: string, group?: number) {
    const token = await api.signIn(username);
    const res = await api.post(TICKET, { token, group });
    expect(res.statusCode, res.body).toBe(201);
    expectDocumented('POST', TICKET, 201, res.json());
    const { ticket } = res.json<{ ticket: string }>();
    const client = await openSse(`${base}${STREAM}?ticket=${ticket}`);
    clients.push(client);
    return { client, token, ticket };
  }

  it('streams the events of the groups a session may act on, from either server, with heartbeats', async () => {
    const { client: admin } = await stream(one, urlOne, 'admin');
    const { client: reseller } = await stream(one, urlOne, 'reseller');
    expect(admin.status).toBe(200);
    expect(admin.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const acme = groups['Acme Dental'];
    // Published on the other server.
    await two.app.events.publish({ type: 'test.hello', groupId: acme, data: { n: 1 } });
    await two.app.events.publish({ type: 'test.hello', groupId: groups['Northwind Telecom'], data: { n: 2 } });
    await two.app.events.publish({ type: 'test.hello', groupId: null, data: { n: 3 } });
    expect(await admin.next((e) => e.type === 'test.hello')).toEqual({ type: 'test.hello', group: acme, data: { n: 1 } });
    // The reseller acts on its client groups, so it sees Acme Dental's event too.
    await reseller.next((e) => e.type === 'test.hello' && e.data.n === 1);
    await admin.next(() => false, 1200).catch(() => {});
    expect(admin.events.filter((e) => e.type === 'test.hello').map((e) => e.data.n)).toEqual([1]);
    expect(admin.comments).toContain('heartbeat');
  });

  it('keeps a group’s events from a user of another group', async () => {
    const rows = await harness.db.query<{ group_id: number }>("SELECT group_id FROM users WHERE username = 'admin'");
    const adminGroup = rows[0].group_id;
    const other = Object.values(groups).find((id) => id !== adminGroup)!;
    const { client } = await stream(two, urlTwo, 'admin');
    await one.app.events.publish({ type: 'test.secret', groupId: other, data: {} });
    await one.app.events.publish({ type: 'test.mine', groupId: adminGroup, data: {} });
    await client.next((e) => e.type === 'test.mine');
    expect(client.events.map((e) => e.type)).not.toContain('test.secret');
  });

  it('gives an event meant for administrators (a job’s) to them and its starter only', async () => {
    const [{ id: userId, group_id: acme }] = await harness.db.query<{ id: number; group_id: number }>("SELECT id, group_id FROM users WHERE username = 'user'");
    const { client: user } = await stream(one, urlOne, 'user');
    const { client: admin } = await stream(one, urlOne, 'admin');
    await two.app.events.publish({ type: 'test.admins', groupId: acme, adminsAnd: { userId: null }, data: {} });
    await two.app.events.publish({ type: 'test.starter', groupId: acme, adminsAnd: { userId }, data: {} });
    await admin.next((e) => e.type === 'test.starter');
    await user.next((e) => e.type === 'test.starter');
    expect(admin.events.map((e) => e.type)).toContain('test.admins');
    expect(user.events.map((e) => e.type)).not.toContain('test.admins');
  });

  it('takes a ticket once, refuses a stream without a session, and ends a stream at logout', async () => {
    const { client, token, ticket } = await stream(one, urlOne, 'user');
    const again = await one.get(`${STREAM}?ticket=${ticket}`);
    expect(again.statusCode).toBe(401);
    expect(again.json()).toEqual({ detail: SERVER_TEXT.invalidToken });
    expect((await one.get(`${STREAM}?ticket=${'x'.repeat(32)}`)).statusCode).toBe(401);
    const none = await one.get(STREAM);
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({ detail: SERVER_TEXT.notAuthenticated });
    expect((await one.post(TICKET)).statusCode).toBe(401);
    // A token header does not open a stream: only a ticket does.
    expect((await one.get(STREAM, { token })).statusCode).toBe(401);
    expect((await one.post('/api/v1/logout/', { token })).statusCode).toBe(204);
    await client.ended;
  });
});
