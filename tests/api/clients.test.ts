import { beforeAll, describe, expect, it } from 'vitest';
import { serverText } from '../../core/domain/errorCatalogue.ts';
import { hashPassword } from '../../server/auth/passwords.ts';
import { DEMO_PASSWORD } from '../../server/seed/demo.ts';
import { databases, useSeededApp } from './helpers/harness.ts';
import { demoOf, expectAnswer, messagesOf } from './helpers/records.ts';

const CLIENTS = '/api/v1/clients/';

interface Client {
  id: number;
  description: string;
  domain: string | null;
  extensions: number;
  phone_numbers: number;
  users: number;
  daily_balance: number | null;
  remaining_balance: number | null;
}

describe.each(databases())('clients of a reseller on %s', (kind) => {
  const api = useSeededApp(kind);
  let demo: Awaited<ReturnType<typeof demoOf>>;
  let otherReseller: string;
  beforeAll(async () => {
    demo = await demoOf(api);
    // A second reseller with a client of its own: Northwind must never see it.
    const [{ id: harbour }] = await api.db.query<{ id: number }>(
      `INSERT INTO groups (description, domain, is_reseller, permissions, allowed_origination_countries, allowed_destination_countries, settings)
       VALUES ('Harbour Telecom', 'harbour.switchboard.example', true, '{clients,dashboard,configuration}', '{NL}', '{NL}', '{}') RETURNING id`,
    );
    await api.db.query(
      `INSERT INTO groups (description, domain, parent_id, permissions, allowed_origination_countries, allowed_destination_countries, settings)
       VALUES ('Zeeland Ferries', 'zeeland-ferries.switchboard.example', $1, '{dashboard}', '{NL}', '{NL}', '{}')`,
      [harbour],
    );
    await api.db.query(
      `INSERT INTO users (username, email, name, password_hash, group_id, is_admin) VALUES ('harbour', 'harbour@example.com', 'Hans Harbour', $1, $2, true)`,
      [await hashPassword(DEMO_PASSWORD), harbour],
    );
    otherReseller = await api.signIn('harbour');
  });
  const list = (query = '', token = demo.tokens.reseller) => api.get(`${CLIENTS}${query}`, { token });

  it('lists only the reseller\'s own client groups with figures counted from their records', async () => {
    const res = await list();
    expectAnswer(res, 'GET', CLIENTS, 200);
    const body = res.json<{ count: number; results: Client[] }>();
    expect(body.count).toBe(2);
    expect(body.results.map((c) => c.description)).toEqual(['Acme Dental', 'Blue Harbor Logistics']);
    const [acme] = body.results;
    const [{ extensions }] = await api.db.query<{ extensions: number }>('SELECT count(*)::int AS extensions FROM res_extension WHERE group_id = $1', [demo.groups.acme]);
    const [{ numbers }] = await api.db.query<{ numbers: number }>('SELECT count(*)::int AS numbers FROM res_did_routing WHERE group_id = $1', [demo.groups.acme]);
    expect(acme).toMatchObject({ id: demo.groups.acme, extensions, phone_numbers: numbers, users: 2, daily_balance: 50, remaining_balance: 50 });
    expect(extensions).toBeGreaterThan(0);
    const others = (await list('', otherReseller)).json<{ results: Client[] }>().results;
    expect(others.map((c) => c.description)).toEqual(['Zeeland Ferries']);
  });

  it('searches the name and the domain, sorts and pages on the server', async () => {
    expect((await list('?search=harbor')).json<{ results: Client[] }>().results.map((c) => c.description)).toEqual(['Blue Harbor Logistics']);
    expect((await list('?search=acme-dental')).json<{ count: number }>().count).toBe(1);
    expect((await list('?search=zeeland')).json<{ count: number }>().count).toBe(0);
    const byExtensions = (await list('?ordering=-extensions')).json<{ results: Client[] }>().results;
    expect(byExtensions.map((c) => c.extensions)).toEqual([...byExtensions.map((c) => c.extensions)].sort((a, b) => b - a));
    const second = (await list('?ordering=-description&page=2&page_size=1')).json<{ count: number; results: Client[] }>();
    expect(second).toMatchObject({ count: 2, results: [{ description: 'Acme Dental' }] });
    const refused = await list('?ordering=password_hash');
    expect(refused.statusCode).toBe(400);
    expect(messagesOf(refused, 'ordering').length).toBe(1);
  });

  it('refuses administrators and plain users (403); a reseller acting as a client still sees its own clients', async () => {
    for (const token of [demo.tokens.admin, demo.tokens.user]) {
      expectAnswer(await list('', token), 'GET', CLIENTS, 403);
      expectAnswer(await api.post(CLIENTS, { token, body: { description: 'Sneaky Co', country: 'BE' } }), 'POST', CLIENTS, 403);
      // Who asks is answered before what is sent: no 400 for an empty body.
      expect((await api.post(CLIENTS, { token, body: {} })).statusCode).toBe(403);
    }
    const asClient = await api.get(CLIENTS, { token: demo.tokens.reseller, group: demo.groups.acme });
    expect(asClient.json<{ results: Client[] }>().results.map((c) => c.description)).toEqual(['Acme Dental', 'Blue Harbor Logistics']);
  });

  it('opens a client group under the reseller with its permissions and a domain beside its own', async () => {
    const res = await api.post(CLIENTS, { token: demo.tokens.reseller, body: { description: '  Café Élysée  ', country: 'FR' } });
    expectAnswer(res, 'POST', CLIENTS, 201);
    const created = res.json<Client>();
    expect(created).toMatchObject({ description: 'Café Élysée', domain: 'cafe-elysee.switchboard.example', extensions: 0, users: 0, daily_balance: 50, remaining_balance: 50 });
    const [row] = await api.db.query<{ parent_id: number; is_reseller: boolean; permissions: string[]; allowed_origination_countries: string[] }>(
      'SELECT parent_id, is_reseller, permissions, allowed_origination_countries FROM groups WHERE id = $1',
      [created.id],
    );
    expect(row.parent_id).toBe(demo.groups.northwind);
    expect(row.is_reseller).toBe(false);
    expect(row.permissions).toContain('configuration');
    expect(row.permissions).not.toContain('clients');
    expect(row.permissions).not.toContain('reseller_invoices');
    expect(row.allowed_origination_countries).toEqual(['FR']);
    // The reseller may act as it at once, and sees it in its list; the other reseller does not.
    expect((await api.post(`/api/v3/group/${created.id}/impersonate/`, { token: demo.tokens.reseller })).statusCode).toBe(200);
    expect((await list('?search=elysee')).json<{ count: number }>().count).toBe(1);
    expect((await list('?search=elysee', otherReseller)).json<{ count: number }>().count).toBe(0);
    // A second client of the same slug gets its own domain.
    const twin = await api.post(CLIENTS, { token: demo.tokens.reseller, body: { description: 'Cafe Elysee!', country: 'FR' } });
    expect(twin.json<Client>().domain).toBe('cafe-elysee-2.switchboard.example');
  });

  it('refuses a taken name, a blank name and a country that is no place, at the field', async () => {
    const taken = await api.post(CLIENTS, { token: demo.tokens.reseller, body: { description: 'acme dental', country: 'BE' } });
    expectAnswer(taken, 'POST', CLIENTS, 400);
    expect(messagesOf(taken, 'description')).toEqual([serverText('group_name_unique')]);
    const blank = await api.post(CLIENTS, { token: demo.tokens.reseller, body: { description: '   ', country: 'BE' } });
    expect(messagesOf(blank, 'description')).toEqual([serverText('blank')]);
    for (const country of ['001', 'XX', '']) {
      const res = await api.post(CLIENTS, { token: demo.tokens.reseller, body: { description: 'Nowhere Ltd', country } });
      expect(res.statusCode, res.body).toBe(400);
      expect(messagesOf(res, 'country').length).toBe(1);
    }
    const missing = await api.post(CLIENTS, { token: demo.tokens.reseller, body: {} });
    expect(messagesOf(missing, 'description')).toEqual([serverText('required')]);
    expect((await list('?search=nowhere')).json<{ count: number }>().count).toBe(0);
  });
});
