import { beforeAll, describe, expect, it } from 'vitest';
import { databases, useSeededApp } from './helpers/harness.ts';
import { demoOf, expectAnswer, extensionBody, urlOf } from './helpers/records.ts';

const SUBSCRIPTIONS = '/api/v1/subscriptions/';

interface Usage {
  product: string;
  quantity: number;
  used: number;
  available: number;
  renews_on: string;
}

const count = async (api: ReturnType<typeof useSeededApp>, table: string, group: number) =>
  (await api.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table} WHERE group_id = $1`, [group]))[0].n;

describe.each(databases())('subscriptions on %s', (kind) => {
  const api = useSeededApp(kind);
  let demo: Awaited<ReturnType<typeof demoOf>>;
  beforeAll(async () => {
    demo = await demoOf(api);
  });
  const usage = async (token = demo.tokens.admin, group?: number) => {
    const res = await api.get(SUBSCRIPTIONS, { token, group });
    expectAnswer(res, 'GET', SUBSCRIPTIONS, 200);
    return Object.fromEntries(res.json<{ results: Usage[] }>().results.map((u) => [u.product, u]));
  };

  it('lists the group\'s licences per product with the use counted from its records', async () => {
    const acme = await usage();
    expect(Object.keys(acme)).toEqual(['user', 'phone_number', 'device', 'call_queue', 'voicemail_box', 'hotdesk', 'call_recording', 'call_summary_credits']);
    const extensions = await count(api, 'res_extension', demo.groups.acme);
    expect(acme.user).toMatchObject({ quantity: 12, used: extensions, available: 12 - extensions });
    expect(acme.phone_number.used).toBe(await count(api, 'res_did_routing', demo.groups.acme));
    // Acme Dental records its calls: each extension takes a recording licence.
    expect(acme.call_recording).toMatchObject({ quantity: 15, used: extensions });
    expect(acme.user.renews_on).toMatch(/^\d{4}-\d{2}-01$/);
  });

  it('counts a new extension at once, and recorded extensions while the group records calls', async () => {
    const before = (await usage()).user;
    const created = await api.post(urlOf('extension'), { token: demo.tokens.admin, body: await extensionBody(api.db, demo.groups.acme, { extension: 251, email: 'nina@example.com', name: 'Nina Nieuw' }) });
    expect(created.statusCode, created.body).toBe(201);
    const after = await usage();
    expect(after.user).toMatchObject({ used: before.used + 1, available: before.available - 1 });
    expect(after.call_recording.used).toBe(before.used + 1);
    await api.db.query(`UPDATE groups SET settings = settings || '{"record_calls": false}' WHERE id = $1`, [demo.groups.acme]);
    expect((await usage()).call_recording.used).toBe(0);
  });

  it('answers each group its own licences and needs the group permission', async () => {
    const harbor = await usage(demo.tokens.reseller, demo.groups.blueHarbor);
    expect(harbor.user.quantity).toBe(25);
    expect(harbor.user.used).toBe(await count(api, 'res_extension', demo.groups.blueHarbor));
    const northwind = await usage(demo.tokens.reseller);
    expect(Object.keys(northwind)).toEqual(['user', 'phone_number', 'device', 'voicemail_box']);
    // Another group's licences are not the admin's to read.
    expect((await api.get(SUBSCRIPTIONS, { token: demo.tokens.admin, group: demo.groups.blueHarbor })).statusCode).toBe(403);
    await api.db.query(`UPDATE groups SET permissions = array_remove(permissions, 'configuration_extension') WHERE id = $1`, [demo.groups.acme]);
    const refused = await api.get(SUBSCRIPTIONS, { token: demo.tokens.user });
    expectAnswer(refused, 'GET', SUBSCRIPTIONS, 403);
  });
});
