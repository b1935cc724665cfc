import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../server/db/index.ts';
import { tableOf } from '../../server/resources/storageNames.ts';
import { databases, useSeededApp } from './helpers/harness.ts';

const SUMMARY = '/api/v3/dashboard/summary/';

type Row = { group_id: number; data: Record<string, unknown> };

/** The company summary counted here from the rows themselves, not with the server's SQL. */
async function companyFigures(db: Db, groupId: number) {
  const rows = async (table: string) =>
    (await db.query<Row>(`SELECT group_id, data FROM ${tableOf(table)}`)).filter((r) => r.group_id === groupId);
  const extensions = await rows('extension');
  const numbers = await rows('did_routing');
  const [group] = await db.query<{ description: string }>('SELECT description FROM groups WHERE id = $1', [groupId]);
  const users = await db.query<{ group_id: number }>('SELECT group_id FROM users');
  return {
    group: { id: groupId, label: group.description },
    extensions: extensions.length,
    registered_extensions: extensions.filter((e) => e.data.registered === true).length,
    phone_numbers: numbers.length,
    active_phone_numbers: numbers.filter((n) => n.data.routing_active === true).length,
    sites: (await rows('site')).length,
    accounts: (await rows('account')).length,
    phonebooks: (await rows('phonebook')).length,
    contacts: (await rows('phonebook_contact')).length,
    users: users.filter((u) => u.group_id === groupId).length,
  };
}

describe.each(databases())('dashboard summary on $name', (kind) => {
  const api = useSeededApp(kind);
  let groups: Record<string, number>;
  beforeAll(async () => {
    const rows = await api.db.query<{ id: number; description: string }>('SELECT id, description FROM groups');
    groups = Object.fromEntries(rows.map((r) => [r.description, r.id]));
  });

  it.each(['admin', 'user'])('counts the records of Acme Dental for %s', async (username) => {
    const token = await api.signIn(username);
    const res = await api.get(SUMMARY, { token });
    expect(res.statusCode).toBe(200);
    const expected = await companyFigures(api.db, groups['Acme Dental']);
    // The seed must give every widget something to show, or this comparison proves little.
    for (const [figure, value] of Object.entries(expected)) if (typeof value === 'number') expect(value, figure).toBeGreaterThan(0);
    expect(res.json().company).toEqual(expected);
  });

  it('answers the user summary from the user and their extension', async () => {
    const token = await api.signIn('admin');
    const [expected] = await api.db.query<{ username: string; name: string; email: string; language: string; extension: string; site: string; registered: boolean }>(
      `SELECT u.username, u.name, u.email, u.language, e.data ->> 'extension' AS extension,
              s.data ->> 'name' AS site, (e.data ->> 'registered')::boolean AS registered
         FROM users u JOIN ${tableOf('extension')} e ON e.id = u.extension_id JOIN ${tableOf('site')} s ON s.id = (e.data ->> 'site')::int
        WHERE u.username = 'admin'`,
    );
    expect((await api.get(SUMMARY, { token })).json().user).toEqual({ ...expected, extension: Number(expected.extension) });
  });

  it('counts the client group a reseller acts on, without the reseller’s own extension', async () => {
    const token = await api.signIn('reseller');
    for (const client of ['Acme Dental', 'Blue Harbor Logistics']) {
      const res = await api.get(SUMMARY, { token, group: groups[client] });
      expect(res.statusCode).toBe(200);
      expect(res.json().company).toEqual(await companyFigures(api.db, groups[client]));
      expect(res.json().user).toMatchObject({ username: 'reseller', extension: null, site: null, registered: false });
    }
    const own = await api.get(SUMMARY, { token });
    expect(own.json().company).toEqual(await companyFigures(api.db, groups['Northwind Telecom']));
    expect(own.json().user.extension).toBe(100);
  });

  it('refuses anonymous callers and foreign groups', async () => {
    expect((await api.get(SUMMARY)).statusCode).toBe(401);
    const token = await api.signIn('user');
    expect((await api.get(SUMMARY, { token, group: groups['Blue Harbor Logistics'] })).statusCode).toBe(403);
  });
});
