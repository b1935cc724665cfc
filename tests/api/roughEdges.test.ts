import { beforeAll, describe, expect, it } from 'vitest';
import { serverText } from '../../core/domain/errorCatalogue.ts';
import { databases, PROFILE, useSeededApp } from './helpers/harness.ts';
import { demoOf, expectAnswer, extensionBody, idsOf, messagesOf, urlOf } from './helpers/records.ts';

const SITES = urlOf('site');

describe.each(databases())('countries and permissions as a support engineer meets them, on %s', (kind) => {
  const api = useSeededApp(kind);
  let demo: Awaited<ReturnType<typeof demoOf>>;
  beforeAll(async () => {
    demo = await demoOf(api);
  });

  it('refuses 001 (non-geographic numbers) as a site’s country, on create and on save, in the catalogue’s words', async () => {
    const created = await api.post(SITES, { token: demo.tokens.admin, body: { name: 'Nowhere office', country_code: '001' } });
    expectAnswer(created, 'POST', SITES, 400);
    expect(messagesOf(created, 'country_code')).toEqual([serverText('format_geographic-country-code')]);

    const [site] = await idsOf(api.db, 'site', demo.groups.acme);
    const saved = await api.request('PATCH', `${SITES}${site}/`, { token: demo.tokens.admin, body: { country_code: '001' } });
    expect(saved.statusCode, saved.body).toBe(400);
    expect(messagesOf(saved, 'country_code')).toEqual([serverText('format_geographic-country-code')]);
    const read = await api.get(`${SITES}${site}/`, { token: demo.tokens.admin });
    expect(read.json<{ country_code: string }>().country_code).toBe('BE');
  });

  it('takes a site in Antarctica, and 001 among an extension’s destination countries', async () => {
    const station = await api.post(SITES, { token: demo.tokens.admin, body: { name: 'Princess Elisabeth station', country_code: 'AQ' } });
    expectAnswer(station, 'POST', SITES, 201);
    const extension = await api.post(urlOf('extension'), {
      token: demo.tokens.admin,
      body: await extensionBody(api.db, demo.groups.acme, { extension: 790, destination_countries: ['BE', 'AQ', '001'] }),
    });
    expect(extension.statusCode, extension.body).toBe(201);
  });

  it('refuses 001 as an extension’s own country or an origin country, at the field', async () => {
    for (const change of [{ country_code: '001' }, { origin_countries: ['BE', '001'] }]) {
      const refused = await api.post(urlOf('extension'), {
        token: demo.tokens.admin,
        body: await extensionBody(api.db, demo.groups.acme, { extension: 791, ...change }),
      });
      expect(refused.statusCode, refused.body).toBe(400);
      // v3 names the field at the start of each message.
      const [field] = Object.keys(change);
      expect(refused.json<string[]>().every((message) => message.startsWith(`${field}`))).toBe(true);
    }
  });

  it('lists each permission of the reseller’s profile once', async () => {
    const profile = await api.get(PROFILE, { token: demo.tokens.reseller });
    expect(profile.statusCode).toBe(200);
    const names = profile.json<{ group_permissions: { name: string }[] }>().group_permissions.map((p) => p.name);
    expect(names).toContain('dashboard');
    expect(names.filter((name, index) => names.indexOf(name) !== index)).toEqual([]);
  });
});
