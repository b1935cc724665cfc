import { beforeAll, describe, expect, it, vi } from 'vitest';
import { databases, LOGOUT, PROFILE, useSeededApp } from '../helpers/harness.ts';
import { expectDocumented } from '../helpers/document.ts';
import { serverText } from '../../../core/domain/errorCatalogue.ts';
import { hashToken } from '../../../server/auth/tokens.ts';

const TOKEN_AUTH = '/api/v1/impersonate/token-auth/';
const issue = (groupId: number | string) => `/api/v3/group/${groupId}/impersonate/`;
const invalid = { non_field_errors: [serverText('impersonation_token_invalid')] };

interface AuditRow {
  id: number;
  impersonator_id: number;
  impersonator_username: string;
  group_id: number;
  group_label: string;
  method: string;
  url: string;
  status: number;
}

describe.each(databases())('impersonation on $name', (kind) => {
  const api = useSeededApp(kind);
  const groups: Record<string, number> = {};

  beforeAll(async () => {
    for (const row of await api.db.query<{ id: number; description: string }>('SELECT id, description FROM groups')) {
      groups[row.description] = row.id;
    }
    // Another reseller with a client of its own: the groups Northwind must not reach.
    const [contoso] = await api.db.query<{ id: number }>(
      "INSERT INTO groups (description, is_reseller, permissions) VALUES ('Contoso Telecom', true, '{dashboard}') RETURNING id",
    );
    const [client] = await api.db.query<{ id: number }>(
      "INSERT INTO groups (description, parent_id, permissions) VALUES ('Contoso Client', $1, '{dashboard}') RETURNING id",
      [contoso.id],
    );
    groups['Contoso Telecom'] = contoso.id;
    groups['Contoso Client'] = client.id;
  });

  async function impersonate(username: string, group: string) {
    const token = await api.signIn(username);
    const res = await api.post(issue(groups[group]), { token });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ token: string; group_id: number; expires_in: number }>();
  }

  it('gives a reseller a 40-character, single-use token for its own client group', async () => {
    const token = await api.signIn('reseller');
    const res = await api.post(issue(groups['Acme Dental']), { token });
    expect(res.statusCode).toBe(200);
    expectDocumented('POST', issue(groups['Acme Dental']), 200, res.json());
    const grant = res.json<{ token: string; group_id: number; expires_in: number }>();
    expect(grant.token).toMatch(/^[0-9a-f]{40}$/);
    expect(grant.group_id).toBe(groups['Acme Dental']);
    expect(grant.expires_in).toBe(60);
    // Only a hash is kept.
    const rows = await api.db.query<{ token_hash: string }>('SELECT token_hash FROM impersonation_tokens');
    expect(rows.map((r) => r.token_hash)).toContain(hashToken(grant.token));
    expect(rows.map((r) => r.token_hash)).not.toContain(grant.token);

    const signIn = await api.post(TOKEN_AUTH, { body: { group: String(grant.group_id), token: grant.token } });
    expect(signIn.statusCode, signIn.body).toBe(200);
    expectDocumented('POST', TOKEN_AUTH, 200, signIn.json());
    expect(signIn.json().group_id).toBe(groups['Acme Dental']);
    expect(signIn.json().token).toMatch(/^[0-9a-f]{40}$/);

    const again = await api.post(TOKEN_AUTH, { body: { group: grant.group_id, token: grant.token } });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual(invalid);
    expectDocumented('POST', TOKEN_AUTH, 400, again.json());
  });

  it('refuses a reseller the groups of another reseller, and groups that do not exist', async () => {
    const token = await api.signIn('reseller');
    for (const id of [groups['Contoso Client'], groups['Contoso Telecom'], 999999]) {
      const res = await api.post(issue(id), { token });
      expect(res.statusCode, String(id)).toBe(404);
      expectDocumented('POST', issue(id), 404, res.json());
    }
  });

  it('refuses an administrator without the impersonate right, even on its own group', async () => {
    const token = await api.signIn('admin');
    const res = await api.post(issue(groups['Acme Dental']), { token });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ detail: serverText('permission_denied') });
    expectDocumented('POST', issue(groups['Acme Dental']), 403, res.json());
    expect((await api.post(issue(groups['Blue Harbor Logistics']), { token })).statusCode).toBe(404);
  });

  it('lets a user with the impersonate right act on the groups it may act on, and no other', async () => {
    await api.db.query("UPDATE users SET can_impersonate = true WHERE username = 'admin'");
    try {
      const grant = await impersonate('admin', 'Acme Dental');
      expect((await api.post(TOKEN_AUTH, { body: { group: grant.group_id, token: grant.token } })).statusCode).toBe(200);
      const token = await api.signIn('admin');
      expect((await api.post(issue(groups['Blue Harbor Logistics']), { token })).statusCode).toBe(404);
    } finally {
      await api.db.query("UPDATE users SET can_impersonate = false WHERE username = 'admin'");
    }
  });

  it('refuses a token after its minute, for another group, or when the right was withdrawn meanwhile', async () => {
    const expired = await impersonate('reseller', 'Acme Dental');
    await api.db.query("UPDATE impersonation_tokens SET expires_at = now() - interval '1 second' WHERE token_hash = $1", [hashToken(expired.token)]);
    expect((await api.post(TOKEN_AUTH, { body: { group: expired.group_id, token: expired.token } })).json()).toEqual(invalid);

    const elsewhere = await impersonate('reseller', 'Acme Dental');
    const wrongGroup = await api.post(TOKEN_AUTH, { body: { group: groups['Blue Harbor Logistics'], token: elsewhere.token } });
    expect(wrongGroup.statusCode).toBe(400);

    const withdrawn = await impersonate('reseller', 'Blue Harbor Logistics');
    await api.db.query('UPDATE groups SET parent_id = $1 WHERE id = $2', [groups['Contoso Telecom'], groups['Blue Harbor Logistics']]);
    try {
      const res = await api.post(TOKEN_AUTH, { body: { group: withdrawn.group_id, token: withdrawn.token } });
      expect(res.statusCode).toBe(400);
    } finally {
      await api.db.query('UPDATE groups SET parent_id = $1 WHERE id = $2', [groups['Northwind Telecom'], groups['Blue Harbor Logistics']]);
    }
    for (const body of [{}, { group: 'x', token: 'y' }, { group: groups['Acme Dental'], token: 'f'.repeat(40) }]) {
      expect((await api.post(TOKEN_AUTH, { body })).statusCode).toBe(400);
    }
  });

  it('opens a session on that group alone, which the profile names as impersonating', async () => {
    const grant = await impersonate('reseller', 'Acme Dental');
    const session = (await api.post(TOKEN_AUTH, { body: { group: grant.group_id, token: grant.token } })).json().token as string;
    const profile = await api.get(PROFILE, { token: session });
    expect(profile.statusCode).toBe(200);
    expectDocumented('GET', PROFILE, 200, profile.json());
    expect(profile.json()).toMatchObject({
      username: 'reseller',
      group_id: groups['Acme Dental'],
      group_name: 'Acme Dental',
      impersonating: { by: 'reseller', group_id: groups['Acme Dental'] },
    });
    expect((await api.get(PROFILE, { token: session, group: groups['Acme Dental'] })).statusCode).toBe(200);
    const other = await api.get(PROFILE, { token: session, group: groups['Blue Harbor Logistics'] });
    expect(other.statusCode).toBe(403);
    expect(other.json()).toEqual({ detail: serverText('group_forbidden') });
    // Impersonation is not handed on.
    expect((await api.post(issue(groups['Acme Dental']), { token: session })).statusCode).toBe(403);
    // The reseller's own session is not an impersonation.
    const own = await api.get(PROFILE, { token: await api.signIn('reseller') });
    expect(own.json()).not.toHaveProperty('impersonating');
  });

  it('records each change made while impersonating with both identities, and no reads', async () => {
    const grant = await impersonate('reseller', 'Blue Harbor Logistics');
    const session = (await api.post(TOKEN_AUTH, { body: { group: grant.group_id, token: grant.token } })).json().token as string;
    const [reseller] = await api.db.query<{ id: number }>("SELECT id FROM users WHERE username = 'reseller'");
    const before = await api.db.query<AuditRow>('SELECT * FROM impersonation_audit WHERE group_id = $1 ORDER BY id', [grant.group_id]);
    expect(before.at(-1)).toMatchObject({ method: 'POST', url: TOKEN_AUTH, status: 200, impersonator_id: reseller.id });

    const created = await api.post('/api/v1/phonebooks/', { token: session, body: { description: 'Harbour pilots' } });
    expect(created.statusCode, created.body).toBe(201);
    const refused = await api.post('/api/v1/phonebooks/', { token: session, body: {} });
    expect(refused.statusCode).toBe(400);
    await api.get('/api/v1/phonebooks/', { token: session });
    await api.post(LOGOUT, { token: session });

    const rows = await vi.waitFor(async () => {
      const found = await api.db.query<AuditRow>('SELECT * FROM impersonation_audit WHERE group_id = $1 AND id > $2 ORDER BY id', [
        grant.group_id,
        before.at(-1)!.id,
      ]);
      if (found.length < 3) throw new Error(`${found.length} audit rows`);
      return found;
    });
    const both = { impersonator_id: reseller.id, impersonator_username: 'reseller', group_id: grant.group_id, group_label: 'Blue Harbor Logistics' };
    expect(rows).toEqual([
      expect.objectContaining({ ...both, method: 'POST', url: '/api/v1/phonebooks/', status: 201 }),
      expect.objectContaining({ ...both, method: 'POST', url: '/api/v1/phonebooks/', status: 400 }),
      expect.objectContaining({ ...both, method: 'POST', url: LOGOUT, status: 204 }),
    ]);
    // The reseller's own changes are not impersonation.
    const own = await api.signIn('reseller');
    await api.post('/api/v1/phonebooks/', { token: own, group: grant.group_id, body: { description: 'Own change' } });
    await new Promise((resolve) => setTimeout(resolve, 200));
    const after = await api.db.query('SELECT 1 FROM impersonation_audit WHERE id > $1', [rows.at(-1)!.id]);
    expect(after).toHaveLength(0);
  });

  it('limits how many tokens a user asks for', async () => {
    const app = await api.newApp({ impersonationsPerUser: 2 });
    const token = await app.signIn('reseller');
    for (let i = 0; i < 2; i++) expect((await app.post(issue(groups['Acme Dental']), { token })).statusCode).toBe(200);
    const res = await app.post(issue(groups['Acme Dental']), { token });
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expectDocumented('POST', issue(groups['Acme Dental']), 429, res.json());
  });

  it('limits wrong tokens per client address', async () => {
    const app = await api.newApp({ loginFailuresPerAddress: 2 });
    const body = { group: groups['Acme Dental'], token: 'a'.repeat(40) };
    for (let i = 0; i < 2; i++) expect((await app.post(TOKEN_AUTH, { body, remoteAddress: '10.6.0.1' })).statusCode).toBe(400);
    const res = await app.post(TOKEN_AUTH, { body, remoteAddress: '10.6.0.1' });
    expect(res.statusCode).toBe(429);
    expectDocumented('POST', TOKEN_AUTH, 429, res.json());
  });
});
