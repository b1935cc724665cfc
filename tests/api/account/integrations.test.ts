import { existsSync, readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { databases, PROFILE, useSeededApp } from '../helpers/harness.ts';
import { expectDocumented } from '../helpers/document.ts';
import { serverText } from '../../../core/domain/errorCatalogue.ts';
import { DEMO_INTEGRATIONS } from '../../../server/areas/integration/seed.ts';

const LIST = '/api/v1/integrations/';
const subscribe = (kind: string) => `/api/v1/integrations/subscribe/${kind}/`;
const unsubscribe = (kind: string) => `/api/v1/integrations/unsubscribe/${kind}/`;
const MONDAGO_RETURN = 'https://integrator.mondago.example/switchboard/activated';

interface Integration {
  id: number;
  name: string;
  slug: string;
  logo: string;
  activation_key_name: string;
}

describe.each(databases())('integrations on $name', (kind) => {
  const api = useSeededApp(kind);
  let token = '';
  let list: Integration[] = [];
  const idOf = (slug: string) => list.find((i) => i.slug === slug)!.id;
  const setEntitlement = (on: boolean) =>
    api.db.query("UPDATE groups SET entitlements = jsonb_set(entitlements, '{integrations}', $1::jsonb) WHERE description = 'Acme Dental'", [
      JSON.stringify(on),
    ]);

  beforeAll(async () => {
    token = await api.signIn('user');
    list = (await api.get(LIST, { token })).json<{ results: Integration[] }>().results;
  });

  it('lists the catalogue with id, name, slug, logo and activation key name, and nothing of the registered addresses', async () => {
    const res = await api.get(LIST, { token });
    expect(res.statusCode).toBe(200);
    expectDocumented('GET', LIST, 200, res.json());
    expect(list.map((i) => i.slug).sort()).toEqual(['crm-connect', 'mondago']);
    for (const integration of list) {
      expect(Object.keys(integration)).toEqual(expect.arrayContaining(['id', 'name', 'slug', 'logo', 'activation_key_name']));
      // The logo is a portal asset: a real SVG under public/.
      const file = new URL(`../../../public${integration.logo}`, import.meta.url);
      expect(existsSync(file), integration.logo).toBe(true);
      expect(readFileSync(file, 'utf8')).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]*viewBox=/);
    }
    expect(res.body).not.toContain('integrator.mondago.example');
    expect(list.find((i) => i.slug === 'crm-connect')?.activation_key_name).toBe('activation_code');
  });

  it('subscribes the group with the activation key and the tenant parameters, then unsubscribes it', async () => {
    const body = { confirmation_key: 'MDG-7781-QX', tenant_id: 'acme-42', tenant_region: 'eu', redirect: `${MONDAGO_RETURN}?state=xyz` };
    const res = await api.post(subscribe('mondago'), { token, body });
    expect(res.statusCode, res.body).toBe(200);
    expectDocumented('POST', subscribe('mondago'), 200, res.json());
    expect(res.json()).toEqual({ redirect: `${MONDAGO_RETURN}?state=xyz` });

    const [row] = await api.db.query<{ activation_key: string; tenant: Record<string, string>; username: string }>(
      `SELECT s.activation_key, s.tenant, u.username FROM integration_subscriptions s
         JOIN groups g ON g.id = s.group_id JOIN users u ON u.id = s.subscribed_by
        WHERE g.description = 'Acme Dental' AND s.integration_id = $1`,
      [idOf('mondago')],
    );
    expect(row).toEqual({ activation_key: 'MDG-7781-QX', tenant: { tenant_id: 'acme-42', tenant_region: 'eu' }, username: 'user' });
    // The profile lists the group's active integrations, for every user of the group.
    expect((await api.get(PROFILE, { token })).json().integrations).toEqual([idOf('mondago')]);
    expect((await api.get(PROFILE, { token: await api.signIn('admin') })).json().integrations).toEqual([idOf('mondago')]);

    const off = await api.post(unsubscribe('mondago'), { token, body: { redirect_url: '/dashboard' } });
    expect(off.statusCode).toBe(200);
    expectDocumented('POST', unsubscribe('mondago'), 200, off.json());
    expect(off.json()).toEqual({ redirect: '/dashboard' });
    expect((await api.get(PROFILE, { token })).json().integrations).toEqual([]);
  });

  it('reads the activation key under the name the integration gives it, and sends the user to /dashboard by default', async () => {
    const res = await api.post(subscribe('crm-connect'), { token, body: { activation_code: 'CRM-1', tenant_account: 991 } });
    expect(res.json()).toEqual({ redirect: '/dashboard' });
    const [row] = await api.db.query<{ activation_key: string; tenant: Record<string, string> }>(
      'SELECT activation_key, tenant FROM integration_subscriptions WHERE integration_id = $1',
      [idOf('crm-connect')],
    );
    expect(row).toEqual({ activation_key: 'CRM-1', tenant: { tenant_account: '991' } });
    await api.post(unsubscribe('crm-connect'), { token, body: {} });
  });

  it.each([
    '//evil.example/steal',
    '/\\evil.example',
    '/\t/evil.example',
    `https://integrator.mondago.example@evil.example/switchboard/activated`,
    'https://user:pass@integrator.mondago.example/switchboard/activated',
    'javascript:alert(document.domain)',
    'JavaScript://integrator.mondago.example/%0Aalert(1)',
    'data:text/html,<script>alert(1)</script>',
    'https://evil.example/switchboard/activated',
    'https://integrator.mondago.example.evil.example/switchboard/activated',
    'http://integrator.mondago.example/switchboard/activated',
    'https://integrator.mondago.example:8443/switchboard/activated',
    'https://integrator.mondago.example/switchboard/activated-elsewhere',
    'https://integrator.mondago.example/other',
    'https://app.crm-connect.example/integrations/switchboard',
    'dashboard',
    '',
  ])('refuses the open redirect %j', async (target) => {
    for (const field of ['redirect', 'redirect_url']) {
      const res = await api.post(subscribe('mondago'), { token, body: { confirmation_key: 'k', [field]: target } });
      expect(res.statusCode, `${field} ${target}`).toBe(400);
      expect(res.json()).toEqual({ [field]: [serverText('redirect_not_allowed')] });
      expectDocumented('POST', subscribe('mondago'), 400, res.json());
    }
    const [{ count }] = await api.db.query<{ count: number }>('SELECT count(*)::int AS count FROM integration_subscriptions');
    expect(count).toBe(0);
  });

  it('answers Deny with the checked address and error=access_denied, changing nothing', async () => {
    const deny = (slug: string) => `/api/v1/integrations/deny/${slug}/`;
    const res = await api.post(deny('mondago'), { token, body: { redirect: `${MONDAGO_RETURN}?state=x` } });
    expect(res.statusCode).toBe(200);
    expectDocumented('POST', deny('mondago'), 200, res.json());
    expect(res.json()).toEqual({ redirect: `${MONDAGO_RETURN}?state=x&error=access_denied` });
    for (const target of ['//evil.example/steal', 'https://evil.example/x', 'javascript:alert(1)']) {
      const refused = await api.post(deny('mondago'), { token, body: { redirect: target } });
      expect(refused.statusCode, target).toBe(400);
      expect(refused.json()).toEqual({ redirect: [serverText('redirect_not_allowed')] });
    }
    const [{ count }] = await api.db.query<{ count: number }>('SELECT count(*)::int AS count FROM integration_subscriptions');
    expect(count).toBe(0);
  });

  it('accepts paths below a registered address, and normalises the address it answers', async () => {
    const res = await api.post(subscribe('mondago'), { token, body: { redirect: 'HTTPS://Integrator.Mondago.Example/switchboard/activated/step-2#done' } });
    expect(res.json()).toEqual({ redirect: `${MONDAGO_RETURN}/step-2#done` });
    await api.post(unsubscribe('mondago'), { token, body: {} });
  });

  it('answers 404 for an unknown integration', async () => {
    const res = await api.post(subscribe('no-such-partner'), { token, body: {} });
    expect(res.statusCode).toBe(404);
    expectDocumented('POST', subscribe('no-such-partner'), 404, res.json());
  });

  it('refuses both calls without the integrations entitlement, and allows them again with it', async () => {
    await setEntitlement(false);
    try {
      for (const url of [subscribe('mondago'), unsubscribe('mondago')]) {
        const res = await api.post(url, { token, body: { redirect: MONDAGO_RETURN } });
        expect(res.statusCode).toBe(403);
        expect(res.json()).toEqual({ detail: serverText('integration_not_entitled') });
        expectDocumented('POST', url, 403, res.json());
      }
      expect((await api.get(PROFILE, { token })).json().entitlements).toEqual({ integrations: false });
    } finally {
      await setEntitlement(true);
    }
    expect((await api.post(subscribe('mondago'), { token, body: {} })).statusCode).toBe(200);
    await api.post(unsubscribe('mondago'), { token, body: {} });
  });

  it('subscribes the group acted on: a reseller for its client', async () => {
    const reseller = await api.signIn('reseller');
    const [blue] = await api.db.query<{ id: number }>("SELECT id FROM groups WHERE description = 'Blue Harbor Logistics'");
    expect((await api.post(subscribe('crm-connect'), { token: reseller, group: blue.id, body: {} })).statusCode).toBe(200);
    expect((await api.get(PROFILE, { token: reseller, group: blue.id })).json().integrations).toEqual([idOf('crm-connect')]);
    expect((await api.get(PROFILE, { token })).json().integrations).toEqual([]);
  });

  it('needs a signed-in user', async () => {
    expect((await api.post(subscribe('mondago'), { body: {} })).statusCode).toBe(401);
  });

  it('seeds what the demo describes', () => {
    expect(DEMO_INTEGRATIONS.map((i) => i.record.slug).sort()).toEqual(list.map((i) => i.slug).sort());
  });
});
