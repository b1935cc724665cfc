import { describe, expect, it } from 'vitest';
import { databases, LOGOUT, PROFILE, SIGN_IN, useSeededApp } from './helpers/harness.ts';
import { SERVER_TEXT } from '../../core/domain/errorCodes.ts';

describe.each(databases())('sign-in and tokens on $name', (kind) => {
  const api = useSeededApp(kind, { tokenIdleMinutes: 30 });

  it('answers a 40-hex token and the group of the user', async () => {
    const res = await api.post(SIGN_IN, { body: { username: 'admin', password: 'Switchboard-2026' } });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(['group_id', 'token']);
    expect(body.token).toMatch(/^[0-9a-f]{40}$/);
    const [acme] = await api.db.query<{ id: number }>("SELECT id FROM groups WHERE description = 'Acme Dental'");
    expect(body.group_id).toBe(acme.id);
  });

  it('accepts the username in any case', async () => {
    const token = await api.signIn('ReSeller');
    expect((await api.get(PROFILE, { token })).json().username).toBe('reseller');
  });

  it('gives every sign-in its own token', async () => {
    const [a, b] = [await api.signIn('user'), await api.signIn('user')];
    expect(a).not.toBe(b);
  });

  it('answers a wrong password and an unknown user with the same 400 body about the credentials', async () => {
    const wrong = await api.post(SIGN_IN, { body: { username: 'admin', password: 'not-the-password' } });
    const unknown = await api.post(SIGN_IN, { body: { username: 'nobody-here', password: 'Switchboard-2026' } });
    expect(wrong.statusCode).toBe(400);
    expect(unknown.statusCode).toBe(400);
    expect(wrong.body).toBe(unknown.body);
    const body = wrong.json();
    expect(Object.keys(body)).toEqual(['non_field_errors']);
    expect(body.non_field_errors).toHaveLength(1);
    expect(body.non_field_errors[0]).toMatch(/credentials/i);
  });

  it('names the missing fields', async () => {
    const res = await api.post(SIGN_IN, { body: {} });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ username: [SERVER_TEXT.fieldRequired], password: [SERVER_TEXT.fieldRequired] });
  });

  it('keeps only a hash of each token', async () => {
    const before = await api.db.query<{ n: number }>('SELECT count(*)::int AS n FROM auth_tokens');
    const token = await api.signIn('admin');
    const after = await api.db.query<{ n: number }>('SELECT count(*)::int AS n FROM auth_tokens');
    expect(after[0].n).toBe(before[0].n + 1);
    // The whole row as text: no column may hold the token, in any case.
    const leaks = await api.db.query(
      'SELECT 1 FROM auth_tokens t WHERE position(lower($1) IN lower(t::text)) > 0',
      [token],
    );
    expect(leaks).toEqual([]);
  });

  it('refuses requests without a token, and with a malformed or unknown one', async () => {
    const missing = await api.get(PROFILE);
    expect(missing.statusCode).toBe(401);
    expect(missing.json()).toEqual({ detail: SERVER_TEXT.notAuthenticated });
    expect(missing.headers['www-authenticate']).toBe('Token');
    for (const authorization of ['Token abc', 'Bearer ' + 'a'.repeat(40), `Token ${'0'.repeat(40)}`, 'Token']) {
      const res = await api.get(PROFILE, { headers: { authorization } });
      expect(res.statusCode, authorization).toBe(401);
      expect(res.json(), authorization).toEqual({ detail: SERVER_TEXT.invalidToken });
    }
  });

  it('revokes the token on logout, and only that one', async () => {
    const [gone, kept] = [await api.signIn('user'), await api.signIn('user')];
    expect((await api.get(PROFILE, { token: gone })).statusCode).toBe(200);
    const out = await api.post(LOGOUT, { token: gone });
    expect(out.statusCode).toBe(204);
    expect((await api.get(PROFILE, { token: gone })).statusCode).toBe(401);
    expect((await api.post(LOGOUT, { token: gone })).statusCode).toBe(401);
    expect((await api.get(PROFILE, { token: kept })).statusCode).toBe(200);
  });

  it('signs out even when the group the portal last claimed is no longer allowed', async () => {
    const token = await api.signIn('admin');
    const [northwind] = await api.db.query<{ id: number }>("SELECT id FROM groups WHERE description = 'Northwind Telecom'");
    expect((await api.get(PROFILE, { token, group: northwind.id })).statusCode).toBe(403);
    expect((await api.post(LOGOUT, { token, group: northwind.id })).statusCode).toBe(204);
    expect((await api.get(PROFILE, { token })).statusCode).toBe(401);
  });

  /** Pretends the token was last used `minutes` ago. */
  async function idle(token: string, minutes: number) {
    await api.db.query(
      `UPDATE auth_tokens SET last_used_at = now() - make_interval(mins => $1)
        WHERE token_hash = encode(sha256(convert_to($2, 'UTF8')), 'hex')`,
      [minutes, token],
    );
  }

  it('expires a token left idle longer than tokenIdleMinutes, and keeps one used within it', async () => {
    const [stale, fresh] = [await api.signIn('admin'), await api.signIn('admin')];
    await idle(stale, 31);
    await idle(fresh, 29);
    const res = await api.get(PROFILE, { token: stale });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ detail: SERVER_TEXT.invalidToken });
    expect((await api.get(PROFILE, { token: fresh })).statusCode).toBe(200);
    // A use restarts the idle time: 29 more minutes later the token still works.
    await idle(fresh, 29);
    expect((await api.get(PROFILE, { token: fresh })).statusCode).toBe(200);
  });
});
