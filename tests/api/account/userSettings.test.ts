import { beforeAll, describe, expect, it } from 'vitest';
import { databases, useSeededApp } from '../helpers/harness.ts';
import { expectDocumented } from '../helpers/document.ts';
import { serverText } from '../../../core/domain/errorCatalogue.ts';

/** The user settings modal of portal-overview §2 and §5 reads and saves v1 groups/{id}/. */
describe.each(databases())('user settings on $name', (kind) => {
  const api = useSeededApp(kind);
  let token = '';
  let url = '';

  beforeAll(async () => {
    token = await api.signIn('admin');
    const [acme] = await api.db.query<{ id: number }>("SELECT id FROM groups WHERE description = 'Acme Dental'");
    url = `/api/v1/groups/${acme.id}/`;
  });

  it('reads id, description, domain and the allowed countries', async () => {
    const res = await api.get(url, { token });
    expect(res.statusCode).toBe(200);
    expectDocumented('GET', url, 200, res.json());
    expect(res.json()).toMatchObject({
      description: 'Acme Dental',
      domain: 'acme-dental.switchboard.example',
      allowed_origination_countries: ['BE'],
      allowed_destination_countries: expect.arrayContaining(['BE', '001']),
    });
  });

  it('requires at least one origination and one destination country, each at its field', async () => {
    const res = await api.request('PUT', url, {
      token,
      body: { description: 'Acme Dental', allowed_origination_countries: [], allowed_destination_countries: [] },
    });
    expect(res.statusCode).toBe(400);
    expectDocumented('PUT', url, 400, res.json());
    expect(res.json()).toEqual({
      allowed_origination_countries: [serverText('min_items', { limit: 1 })],
      allowed_destination_countries: [serverText('min_items', { limit: 1 })],
    });
  });

  it('saves the user settings the modal sends and keeps the group settings it does not send', async () => {
    const before = (await api.get(url, { token })).json();
    const res = await api.request('PUT', url, {
      token,
      body: {
        id: before.id,
        description: 'Acme Dental',
        domain: before.domain,
        allowed_origination_countries: ['BE', 'NL'],
        allowed_destination_countries: ['BE', 'NL', 'FR', '001'],
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expectDocumented('PUT', url, 200, res.json());
    const after = (await api.get(url, { token })).json();
    expect(after.allowed_origination_countries).toEqual(['BE', 'NL']);
    expect(after.allowed_destination_countries).toEqual(['BE', 'NL', 'FR', '001']);
    const { allowed_origination_countries: _o, allowed_destination_countries: _d, version: _v, ...rest } = before;
    expect(after).toMatchObject(rest);
  });

  it('still requires the description on a PUT', async () => {
    const res = await api.request('PUT', url, { token, body: { allowed_origination_countries: ['BE'], allowed_destination_countries: ['BE'] } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ description: [serverText('required')] });
  });

  it('lets a plain user read them but not change them', async () => {
    const user = await api.signIn('user');
    expect((await api.get(url, { token: user })).statusCode).toBe(200);
    const res = await api.request('PUT', url, {
      token: user,
      body: { description: 'Acme Dental', allowed_origination_countries: ['BE'], allowed_destination_countries: ['BE'] },
    });
    expect(res.statusCode).toBe(403);
  });
});
