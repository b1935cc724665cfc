import { describe, expect, it } from 'vitest';
import { databases, useSeededApp } from './helpers/harness.ts';
import { DOCUMENT, expectDocumented } from './helpers/document.ts';
import { loadSchemas } from '../../server/resources/schemas.ts';

/** Routes that are about the document itself or the portal, not part of the API it describes. */
const OUTSIDE_THE_API = (url: string) => !url.startsWith('/api/') || url.startsWith('/api/docs') || url === '/api/openapi.json';

const asTemplate = (url: string) => url.replace(/^\/api/, '').replace(/:(\w+)/g, '{$1}');

describe.each(databases())('the API and its description on %s', (kind) => {
  const api = useSeededApp(kind);

  it('documents every route the server registers, and serves every documented path', () => {
    const served = new Set(
      api.app.registeredRoutes
        .filter((r) => r.method !== 'HEAD' && !OUTSIDE_THE_API(r.url))
        .map((r) => `${r.method} ${asTemplate(r.url)}`),
    );
    const documented = new Set(
      Object.entries(DOCUMENT.paths).flatMap(([path, item]) =>
        Object.keys(item).filter((k) => k !== 'parameters').map((method) => `${method.toUpperCase()} ${path}`),
      ),
    );
    expect([...served].filter((r) => !documented.has(r)), 'served but not documented').toEqual([]);
    expect([...documented].filter((r) => !served.has(r)), 'documented but not served').toEqual([]);
  });

  it('answers every list and record of every resource as the document says', async () => {
    // The reseller's group holds the reseller-only permissions, Acme Dental the others.
    const tokens = { admin: await api.signIn('admin'), reseller: await api.signIn('reseller') };
    const [acme] = await api.db.query<{ permissions: string[] }>("SELECT permissions FROM groups WHERE description = 'Acme Dental'");
    for (const [name, schema] of loadSchemas().resources) {
      const meta = schema['x-resource'];
      const ops = meta.operations ?? ['list', 'get', 'create', 'update', 'delete'];
      if (!ops.includes('list')) continue;
      const token = !meta.permission || acme.permissions.includes(meta.permission) ? tokens.admin : tokens.reseller;
      const url = `/api/${meta.version}/${meta.endpoint}`;
      const list = await api.get(`${url}?page_size=5`, { token });
      expect(list.statusCode, `${name}: ${list.body}`).toBe(200);
      expectDocumented('GET', url, 200, list.json());
      const first = (list.json() as { results?: { id: number }[] }).results?.[0];
      if (first && ops.includes('get')) {
        const one = await api.get(`${url}${first.id}/`, { token });
        expectDocumented('GET', `${url}${first.id}/`, 200, one.json());
      }
    }
  });

  it('answers sign-in, profile, dashboard and errors as the document says', async () => {
    const signIn = await api.post('/api/v1/api-token-auth/', { body: { username: 'admin', password: 'Switchboard-2026' } });
    expectDocumented('POST', '/api/v1/api-token-auth/', 200, signIn.json());
    const refused = await api.post('/api/v1/api-token-auth/', { body: { username: 'admin', password: 'nope-nope' } });
    expectDocumented('POST', '/api/v1/api-token-auth/', 400, refused.json());
    const token = signIn.json<{ token: string }>().token;
    for (const url of ['/api/v3/user/profile/', '/api/v3/dashboard/summary/', '/api/v1/quote/']) {
      const res = await api.get(url, { token });
      expectDocumented('GET', url, 200, res.json());
    }
    const missing = await api.get('/api/v1/site/999999/', { token });
    expectDocumented('GET', '/api/v1/site/999999/', 404, missing.json());
    const invalid = await api.post('/api/v1/site/', { token, body: { name: '' } });
    expectDocumented('POST', '/api/v1/site/', 400, invalid.json());
    const invalidV3 = await api.post('/api/v3/user/extension/', { token, body: { extension: 99999 } });
    expectDocumented('POST', '/api/v3/user/extension/', 400, invalidV3.json());
  });
});
