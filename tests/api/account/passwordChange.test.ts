import { describe, expect, it } from 'vitest';
import { databases, LOGOUT, PROFILE, SIGN_IN, useSeededApp } from '../helpers/harness.ts';
import { expectDocumented } from '../helpers/document.ts';
import { serverText } from '../../../core/domain/errorCatalogue.ts';
import { DEMO_PASSWORD } from '../../../server/seed/demo.ts';

const CHANGE = '/api/v1/change_password/';
const NEW_PASSWORD = 'Lighthouse-Keeper-7';

describe.each(databases())('change password on $name', (kind) => {
  const api = useSeededApp(kind);

  const change = (token: string, body: object) => api.request('PUT', CHANGE, { token, body });

  it.each([
    ['too short', 'Ab-1cd', { new_password: [serverText('password_too_short', { limit: 8 })] }],
    ['without a lowercase letter', 'HARBOUR-LIGHTS-42', { new_password: [serverText('password_no_lower')] }],
    ['without an uppercase letter', 'harbour-lights-42', { new_password: [serverText('password_no_upper')] }],
    ['without a digit', 'Harbour-Lights', { new_password: [serverText('password_no_digit')] }],
    ['common', 'Password123', { new_password: [serverText('password_too_common')] }],
    ['common in other capitals', 'pASSWORD123', { new_password: [serverText('password_too_common')] }],
  ])('refuses a new password that is %s, at its field', async (_what, password, errors) => {
    const token = await api.signIn('admin');
    const res = await change(token, { old_password: DEMO_PASSWORD, new_password: password });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(errors);
    expectDocumented('PUT', CHANGE, 400, res.json());
  });

  it('names every rule an entirely numeric password breaks', async () => {
    const token = await api.signIn('admin');
    const res = await change(token, { old_password: DEMO_PASSWORD, new_password: '73914682' });
    expect(res.json().new_password).toEqual([
      serverText('password_entirely_numeric'),
      serverText('password_no_lower'),
      serverText('password_no_upper'),
    ]);
  });

  it('requires the old password and checks it', async () => {
    const token = await api.signIn('admin');
    const missing = await change(token, { new_password: NEW_PASSWORD });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ old_password: [serverText('required')] });
    const wrong = await change(token, { old_password: 'Not-The-Password-1', new_password: NEW_PASSWORD });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ old_password: [serverText('old_password_incorrect')] });
    const empty = await change(token, {});
    expect(empty.json()).toEqual({ old_password: [serverText('required')], new_password: [serverText('required')] });
  });

  it('refuses a confirmation that does not match, when one is sent', async () => {
    const token = await api.signIn('admin');
    const res = await change(token, { old_password: DEMO_PASSWORD, new_password: NEW_PASSWORD, confirm_password: `${NEW_PASSWORD}x` });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ confirm_password: [serverText('password_mismatch')] });
  });

  it('needs a signed-in user', async () => {
    const res = await api.request('PUT', CHANGE, { body: { old_password: DEMO_PASSWORD, new_password: NEW_PASSWORD } });
    expect(res.statusCode).toBe(401);
  });

  it("changes the password, keeps this session and signs the user's other sessions out", async () => {
    const other = await api.signIn('admin');
    const third = await api.signIn('admin');
    const someoneElse = await api.signIn('user');
    const token = await api.signIn('admin');
    const res = await change(token, { old_password: DEMO_PASSWORD, new_password: NEW_PASSWORD, confirm_password: NEW_PASSWORD });
    expect(res.statusCode, res.body).toBe(204);
    expectDocumented('PUT', CHANGE, 204, undefined);

    expect((await api.get(PROFILE, { token })).statusCode).toBe(200);
    for (const revoked of [other, third]) expect((await api.get(PROFILE, { token: revoked })).statusCode).toBe(401);
    expect((await api.get(PROFILE, { token: someoneElse })).statusCode).toBe(200);
    expect((await api.post(SIGN_IN, { body: { username: 'admin', password: DEMO_PASSWORD } })).statusCode).toBe(400);
    const back = await change(await api.signIn('admin', NEW_PASSWORD), { old_password: NEW_PASSWORD, new_password: DEMO_PASSWORD });
    expect(back.statusCode).toBe(204);
  });

  it('limits wrong old passwords per user', async () => {
    const app = await api.newApp({ loginFailuresPerAccount: 2 });
    const token = await app.signIn('user');
    for (let i = 0; i < 2; i++) {
      expect((await app.request('PUT', CHANGE, { token, body: { old_password: `Wrong-${i}-Guess`, new_password: NEW_PASSWORD } })).statusCode).toBe(400);
    }
    const res = await app.request('PUT', CHANGE, { token, body: { old_password: DEMO_PASSWORD, new_password: NEW_PASSWORD } });
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expectDocumented('PUT', CHANGE, 429, res.json());
  });

  describe('while the initial password is set', () => {
    it('refuses every call but the profile, the password change and logout', async () => {
      const token = await api.signIn('user');
      await api.db.query("UPDATE users SET initial_password = true WHERE username = 'user'");
      const locked = { detail: serverText('initial_password') };
      for (const [method, url] of [
        ['GET', '/api/v3/dashboard/summary/'],
        ['GET', '/api/v1/site/'],
        ['GET', '/api/v1/integrations/'],
        ['POST', '/api/v1/feedback/'],
        ['POST', '/api/v1/phonebooks/'],
      ] as const) {
        const res = await api.request(method, url, { token, body: method === 'POST' ? {} : undefined });
        expect(res.statusCode, url).toBe(403);
        expect(res.json(), url).toEqual(locked);
      }
      const profile = await api.get(PROFILE, { token });
      expect(profile.statusCode).toBe(200);
      expect(profile.json().initial_password).toBe(true);
      // The lock holds for a new sign-in too: it belongs to the user, not to the session.
      const fresh = await api.signIn('user');
      expect((await api.get('/api/v1/site/', { token: fresh })).statusCode).toBe(403);
      expect((await api.post(LOGOUT, { token: fresh })).statusCode).toBe(204);
    });

    it('opens everything again once the password is changed, and clears the flag', async () => {
      const token = await api.signIn('user');
      expect((await change(token, { old_password: DEMO_PASSWORD, new_password: NEW_PASSWORD })).statusCode).toBe(204);
      const profile = await api.get(PROFILE, { token });
      expect(profile.json().initial_password).toBe(false);
      expect((await api.get('/api/v1/site/', { token })).statusCode).toBe(200);
      const [row] = await api.db.query<{ initial_password: boolean }>("SELECT initial_password FROM users WHERE username = 'user'");
      expect(row.initial_password).toBe(false);
    });
  });
});
