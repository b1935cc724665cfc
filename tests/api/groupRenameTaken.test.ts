import { beforeAll, describe, expect, it } from 'vitest';
import { serverText } from '../../core/domain/errorCatalogue.ts';
import { databases, useSeededApp } from './helpers/harness.ts';
import { demoOf, messagesOf } from './helpers/records.ts';

/**
 * A group renamed in its settings to another group's name answers the catalogue's "group name
 * must be unique" at the field, as creating a client with that name does (clients.test.ts),
 * and keeps its own name.
 */
describe.each(databases())('renaming a group on $name', (kind) => {
  const api = useSeededApp(kind);
  let demo: Awaited<ReturnType<typeof demoOf>>;
  let url = '';
  beforeAll(async () => {
    demo = await demoOf(api);
    url = `/api/v1/groups/${demo.groups.acme}/`;
  });

  it('refuses another group’s name with the group-name message and keeps the name', async () => {
    const [other] = await api.db.query<{ description: string }>('SELECT description FROM groups WHERE id = $1', [demo.groups.blueHarbor]);
    const before = (await api.get(url, { token: demo.tokens.admin })).json<{ description: string }>().description;
    for (const method of ['PATCH', 'PUT'] as const) {
      const body = method === 'PUT' ? { ...(await api.get(url, { token: demo.tokens.admin })).json<object>(), description: other.description } : { description: other.description };
      const res = await api.request(method, url, { token: demo.tokens.admin, body });
      expect(res.statusCode, res.body).toBe(400);
      expect(messagesOf(res, 'description')).toEqual([serverText('group_name_unique')]);
    }
    expect((await api.get(url, { token: demo.tokens.admin })).json<{ description: string }>().description).toBe(before);
    const renamed = await api.request('PATCH', url, { token: demo.tokens.admin, body: { description: `${before} Renamed` } });
    expect(renamed.statusCode, renamed.body).toBe(200);
  });
});
