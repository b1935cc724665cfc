import { describe, expect, it } from 'vitest';
import { databases, useSeededApp } from './helpers/harness.ts';

/** The filters of portal-overview §7's paged lookups that are not plain field matches. */
describe.each(databases())('lookup filters on %s', (kind) => {
  const api = useSeededApp(kind);

  it('phonebook__group lists the contacts of that group, and no other', async () => {
    const token = await api.signIn('reseller');
    const [acme, blue] = await api.db.query<{ id: number }>(
      "SELECT id FROM groups WHERE description IN ('Acme Dental', 'Blue Harbor Logistics') ORDER BY description",
    );
    const res = await api.get(`/api/v1/phonebook_contacts/?phonebook__group=${acme.id}&page_size=100`, { token });
    expect(res.statusCode).toBe(200);
    const [{ count }] = await api.db.query<{ count: number }>('SELECT count(*)::int AS count FROM res_phonebook_contact WHERE group_id = $1', [acme.id]);
    expect(res.json().count).toBe(count);
    const other = await api.get(`/api/v1/phonebook_contacts/?phonebook__group=${blue.id}&page_size=100`, { token });
    const names = (r: typeof res) => r.json<{ results: { display_name: string }[] }>().results.map((c) => c.display_name);
    expect(names(other).some((n) => names(res).includes(n))).toBe(false);
  });

  it('a group one may not act on is refused through phonebook__group too', async () => {
    const token = await api.signIn('admin');
    const [northwind] = await api.db.query<{ id: number }>("SELECT id FROM groups WHERE description = 'Northwind Telecom'");
    expect((await api.get(`/api/v1/phonebook_contacts/?phonebook__group=${northwind.id}`, { token })).statusCode).toBe(403);
  });

  it('extension__includes lists the phone numbers that allow that extension', async () => {
    const token = await api.signIn('admin');
    const [extension] = await api.db.query<{ id: number }>(
      "SELECT e.id FROM res_extension e JOIN groups g ON g.id = e.group_id WHERE g.description = 'Acme Dental' ORDER BY e.id LIMIT 1",
    );
    const numbers = await api.get('/api/v1/did_routing/?page_size=2', { token });
    const [first] = numbers.json<{ results: { id: number }[] }>().results;
    const patched = await api.request('PATCH', `/api/v1/did_routing/${first.id}/`, { token, body: { allowed_extensions: [extension.id] } });
    expect(patched.statusCode, patched.body).toBe(200);
    const res = await api.get(`/api/v1/did_routing/?extension__includes=${extension.id}&label_only=true`, { token });
    expect(res.json().results).toEqual([{ id: first.id, label: expect.any(String) }]);
  });
});
