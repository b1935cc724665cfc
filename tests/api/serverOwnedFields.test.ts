import { beforeAll, describe, expect, it } from 'vitest';
import { loadSchemas } from '../../server/resources/schemas.ts';
import { databases, useSeededApp } from './helpers/harness.ts';
import { demoOf, expectAnswer, idsOf, urlOf } from './helpers/records.ts';

/**
 * Issue 12: a save never changes what the server owns (the registration state, the record's
 * id, group and version…), whatever the body holds. Saving an extension used to turn
 * `registered` from true to false: the body's value was dropped and the schema's default stored.
 */

const SCHEMAS = loadSchemas();
const AREAS = ['site', 'extension', 'did_routing', 'phonebook', 'phonebook_contact', 'role'];

/** The fields of an area the server owns: readOnly in its schema. */
const serverOwned = (area: string) =>
  Object.entries(SCHEMAS.resources.get(area)?.properties ?? {}).filter(([, p]) => p.readOnly).map(([f]) => f);

/** A value the client might send instead of the stored one. */
const altered = (value: unknown) => (typeof value === 'boolean' ? !value : typeof value === 'number' ? value + 1000 : 'changed by a client');

describe.each(databases())('fields the server owns, on %s', (kind) => {
  const api = useSeededApp(kind);
  let demo: Awaited<ReturnType<typeof demoOf>>;
  beforeAll(async () => {
    demo = await demoOf(api);
    // The demo has no roles: two to save.
    for (const name of ['Receptionist', 'Supervisor']) {
      const role = await api.post(urlOf('role'), { token: demo.tokens.admin, body: { name, intercom: true } });
      expect(role.statusCode, role.body).toBe(201);
    }
  });

  it('keeps the registration state of an extension the server marked registered', () => {
    expect(serverOwned('extension')).toEqual(expect.arrayContaining(['id', 'registered']));
  });

  describe.each(AREAS)('%s', (area) => {
    const one = (id: number) => `${urlOf(area)}${id}/`;
    const read = async (id: number) => (await api.get(one(id), { token: demo.tokens.admin })).json<Record<string, unknown>>();
    /** The group's records of the area; for extensions, a registered one first (the demo registers three in four). */
    const recordIds = async () => {
      const ids = await idsOf(api.db, area, demo.groups.acme);
      if (area !== 'extension') return ids;
      const registered = await api.db.query<{ id: number }>(`SELECT id FROM res_extension WHERE group_id = $1 AND (data ->> 'registered')::boolean ORDER BY id`, [demo.groups.acme]);
      return registered.map((r) => r.id);
    };
    const withoutVersion = ({ version: _version, ...fields }: Record<string, unknown>) => fields;

    it('saves a record unchanged: PUT of what GET returned finds every field as it was', async () => {
      const [id] = await recordIds();
      const before = await read(id);
      if (area === 'extension') expect(before.registered).toBe(true);
      const put = await api.request('PUT', one(id), { token: demo.tokens.admin, body: before });
      expectAnswer(put, 'PUT', one(id), 200);
      const after = await read(id);
      expect(withoutVersion(after)).toEqual(withoutVersion(before));
      expect(after.version).toBe((before.version as number) + 1);
    });

    it('keeps what the server owns when the body says otherwise, on PUT and PATCH', async () => {
      const [, id] = await recordIds();
      const before = await read(id);
      const owned = [...serverOwned(area), 'group', 'version'];
      const forged = Object.fromEntries(owned.map((f) => [f, altered(before[f])]));
      // The version the save is made against goes in If-Match; the body's is the client's forgery.
      const headers = { 'if-match': `"${String(before.version)}"` };
      const put = await api.request('PUT', one(id), { token: demo.tokens.admin, body: { ...before, ...forged }, headers });
      expectAnswer(put, 'PUT', one(id), 200);
      const afterPut = await read(id);
      expect(withoutVersion(afterPut)).toEqual(withoutVersion(before));
      const patch = await api.request('PATCH', one(id), { token: demo.tokens.admin, body: forged, headers: { 'if-match': `"${String(afterPut.version)}"` } });
      expectAnswer(patch, 'PATCH', one(id), 200);
      expect(withoutVersion(await read(id))).toEqual(withoutVersion(before));
    });
  });
});
