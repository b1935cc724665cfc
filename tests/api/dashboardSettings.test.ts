import { beforeAll, describe, expect, it } from 'vitest';
import { databases, useSeededApp } from './helpers/harness.ts';
import { demoOf, expectAnswer, messagesOf } from './helpers/records.ts';
import { insertCall } from '../../server/ingest/insertCall.ts';
import { hashPassword } from '../../server/auth/passwords.ts';
import { DEMO_PASSWORD } from '../../server/seed/demo.ts';

const SETTINGS = '/api/v1/settings/';
const CHART = '/api/v1/dashboard/client_chart/';
const LAYOUT = { widgets: ['latestCallsWidget', 'phonebookWidget', 'summaryCompanyWidget'], range: '30d' };

describe.each(databases())('dashboard settings and client chart on $name', (kind) => {
  const api = useSeededApp(kind);
  let demo: Awaited<ReturnType<typeof demoOf>>;
  beforeAll(async () => {
    demo = await demoOf(api);
  });
  const put = (token: string, body: unknown, version?: number | string) =>
    api.request('PUT', SETTINGS, { token, body: body as object, headers: version === undefined ? {} : { 'if-match': `"${version}"` } });

  it('starts with the default layout, then keeps what the user saved, for their next browser', async () => {
    const { admin } = demo.tokens;
    const first = await api.get(SETTINGS, { token: admin });
    expectAnswer(first, 'GET', SETTINGS, 200);
    expect(first.json()).toEqual({ dashboard: null, version: 0 });
    expect(first.headers.etag).toBe('"0"');

    const saved = await put(admin, { dashboard: LAYOUT }, 0);
    expectAnswer(saved, 'PUT', SETTINGS, 200);
    expect(saved.json()).toEqual({ dashboard: LAYOUT, version: 1 });

    // Another sign-in (another browser) reads the same layout.
    const again = await api.get(SETTINGS, { token: await api.signIn('admin') });
    expect(again.json()).toEqual({ dashboard: LAYOUT, version: 1 });
    expect(again.headers.etag).toBe('"1"');

    // The reset: back to the default layout, a new version.
    const reset = await put(admin, { dashboard: null }, 1);
    expect(reset.json()).toEqual({ dashboard: null, version: 2 });
  });

  it('refuses a write based on a version that is no longer the saved one with 412', async () => {
    const { reseller } = demo.tokens;
    expect((await put(reseller, { dashboard: LAYOUT }, 0)).statusCode).toBe(200);
    const stale = await put(reseller, { dashboard: { ...LAYOUT, range: '24h' } }, 0);
    expectAnswer(stale, 'PUT', SETTINGS, 412);
    expect(stale.json().detail).toMatch(/changed|version|modified/i);
    // The version in the body serves a client that cannot send If-Match; a made-up tag is stale too.
    expect((await put(reseller, { dashboard: LAYOUT, version: 0 })).statusCode).toBe(412);
    expect((await put(reseller, { dashboard: LAYOUT }, 'abc')).statusCode).toBe(412);
    expect((await api.get(SETTINGS, { token: reseller })).json()).toEqual({ dashboard: LAYOUT, version: 1 });
  });

  it('keeps each user’s settings their own, whichever group the session acts on', async () => {
    const { user, reseller } = demo.tokens;
    expect((await put(user, { dashboard: { widgets: ['voicemailWidget'], range: '7d' } }, 0)).statusCode).toBe(200);
    // The reseller acting on a client group still reads and writes their own record.
    const acting = await api.get(SETTINGS, { token: reseller, group: demo.groups.acme });
    expect(acting.json().dashboard).toEqual(LAYOUT);
    expect((await api.get(SETTINGS, { token: user })).json().dashboard).toEqual({ widgets: ['voicemailWidget'], range: '7d' });
    expect((await api.get(SETTINGS)).statusCode).toBe(401);
  });

  it.each([
    [{ dashboard: { widgets: ['x'.repeat(60)], range: '7d' } }, 'dashboard'],
    [{ dashboard: { widgets: ['phonebookWidget', 'phonebookWidget'], range: '7d' } }, 'dashboard'],
    [{ dashboard: { widgets: [], range: '1y' } }, 'dashboard'],
    [{ dashboard: { widgets: 'phonebookWidget', range: '7d' } }, 'dashboard'],
    [{}, 'dashboard'],
  ])('refuses a malformed layout with 400 naming the field: %j', async (body, field) => {
    const { admin } = demo.tokens;
    const before = (await api.get(SETTINGS, { token: admin })).json();
    const res = await api.request('PUT', SETTINGS, { token: admin, body });
    expectAnswer(res, 'PUT', SETTINGS, 400);
    expect(messagesOf(res, field).length + Object.keys(res.json()).filter((k) => k.startsWith(field)).length).toBeGreaterThan(0);
    expect((await api.get(SETTINGS, { token: admin })).json()).toEqual(before);
  });

  let harbour: string;
  beforeAll(async () => {
    // A reseller of its own with one client, so that the figures are these calls alone.
    const [{ id: reseller }] = await api.db.query<{ id: number }>(
      `INSERT INTO groups (description, domain, is_reseller, permissions, allowed_origination_countries, allowed_destination_countries, settings)
       VALUES ('Harbour Telecom', 'harbour.switchboard.example', true, '{clients,dashboard}', '{NL}', '{NL}', '{}') RETURNING id`,
    );
    const [{ id: client }] = await api.db.query<{ id: number }>(
      `INSERT INTO groups (description, domain, parent_id, permissions, allowed_origination_countries, allowed_destination_countries, settings)
       VALUES ('Zeeland Ferries', 'zeeland-ferries.switchboard.example', $1, '{dashboard}', '{NL}', '{NL}', '{}') RETURNING id`,
      [reseller],
    );
    await api.db.query(
      `INSERT INTO users (username, email, name, password_hash, group_id, is_admin) VALUES ('harbour', 'harbour@example.com', 'Hans Harbour', $1, $2, true)`,
      [await hashPassword(DEMO_PASSWORD), reseller],
    );
    harbour = await api.signIn('harbour');
    const now = Date.now();
    const at = (hoursAgo: number) => new Date(now - hoursAgo * 3600_000).toISOString();
    const call = (id: string, hoursAgo: number, direction: 'inbound' | 'outbound', billsec: number) => ({
      call_id: `dash-${id}`, start: at(hoursAgo), direction, caller: '+3225021234', callee: '+3225880100',
      status: billsec > 0 ? ('answered' as const) : ('unanswered' as const), duration: billsec + 5, billsec, extensions: [201], legs: [],
    });
    for (const c of [call('a', 1, 'inbound', 60), call('b', 2, 'inbound', 120), call('c', 3, 'outbound', 30), call('d', 48, 'inbound', 90)]) {
      await insertCall(api.db, client, null, c);
    }
    // The reseller's own calls are no client's.
    await insertCall(api.db, reseller, null, call('own', 1, 'outbound', 10));
  });

  it('counts the client groups’ calls per slot with their averages, for resellers only', async () => {
    const day = await api.get(`${CHART}?range=24h`, { token: harbour });
    expectAnswer(day, 'GET', `${CHART}?range=24h`, 200);
    const chart = day.json();
    expect(chart.labels).toHaveLength(24);
    const [inbound, outbound] = chart.datasets;
    expect(inbound.label).toBe('inbound');
    expect(inbound.data.reduce((a: number, b: number) => a + b, 0)).toBe(2);
    expect(outbound.data.reduce((a: number, b: number) => a + b, 0)).toBe(1);
    expect(chart).toMatchObject({ avg_inbound: 2, avg_outbound: 1, avg_inbound_duration: 90, avg_outbound_duration: 30 });

    const week = (await api.get(`${CHART}?range=7d`, { token: harbour })).json();
    expect(week.labels).toHaveLength(7);
    expect(week.datasets[0].data.reduce((a: number, b: number) => a + b, 0)).toBe(3);
    expect(week.avg_inbound).toBeCloseTo(3 / 7, 1);

    expect((await api.get(CHART, { token: demo.tokens.admin })).statusCode).toBe(403);
    expect((await api.get(`${CHART}?range=1y`, { token: harbour })).statusCode).toBe(400);
  });
});
