import { describe, expect, it } from 'vitest';
import { databases, PROFILE, SIGN_IN, useSeededApp, type Api } from '../helpers/harness.ts';
import { expectDocumented } from '../helpers/document.ts';
import { outbox, resetTokenOf, tempDataDir, waitForOutbox } from '../helpers/outbox.ts';
import { serverText } from '../../../core/domain/errorCatalogue.ts';
import { DEMO_PASSWORD } from '../../../server/seed/demo.ts';
import { hashToken } from '../../../server/auth/tokens.ts';

const REQUEST = '/api/v1/request_reset_password/';
const VALIDATE = '/api/v1/validate_reset_password_token/';
const RESET = '/api/v1/reset_password/';
const PORTAL = 'https://portal.switchboard.example';
const NEW_PASSWORD = 'Harbour-Lights-42';
const invalidToken = { token: [serverText('reset_token_invalid')] };

describe.each(databases())('password reset on $name', (kind) => {
  const dataDir = tempDataDir();
  const api = useSeededApp(kind, { dataDir, publicBaseUrl: PORTAL, resetRequestsPerEmail: 100, resetRequestsPerAddress: 100 });

  /** Asks for a reset of `email` and returns the token of the mail it causes. */
  async function requestToken(email: string): Promise<string> {
    const before = outbox(dataDir).length;
    const res = await api.post(REQUEST, { body: { email } });
    expect(res.statusCode, res.body).toBe(204);
    const messages = await waitForOutbox(dataDir, before + 1);
    return resetTokenOf(messages[messages.length - 1]);
  }

  const reset = (token: string, password = NEW_PASSWORD, confirmation = password) =>
    api.post(RESET, { body: { token, new_password: password, confirm_password: confirmation } });

  it('mails a link to the configured portal address, never to the Host of the request', async () => {
    const before = outbox(dataDir).length;
    const res = await api.post(REQUEST, {
      body: { email: 'Admin@Example.com ' },
      headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'http' },
    });
    expect(res.statusCode).toBe(204);
    expectDocumented('POST', REQUEST, 204, undefined);
    const [message] = (await waitForOutbox(dataDir, before + 1)).slice(before);
    expect(message.headers.to).toBe('admin@example.com');
    expect(message.headers.subject).toBe('Reset your Switchboard password');
    expect(message.text).toContain('Alice Admin');
    expect(message.text).toMatch(new RegExp(`\\n${PORTAL.replace(/\./g, '\\.')}/reset_password\\?token=[A-Za-z0-9_-]{43}\\n`));
    expect(message.text).not.toContain('evil.example');
  });

  it('keeps only a hash of the token, valid for one hour', async () => {
    const token = await requestToken('admin@example.com');
    // 43 URL-safe base64 characters: 256 random bits.
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const rows = await api.db.query<{ token_hash: string; minutes: number }>(
      `SELECT token_hash, extract(epoch FROM t.expires_at - t.created_at) / 60 AS minutes
         FROM password_reset_tokens t JOIN users u ON u.id = t.user_id WHERE u.username = 'admin'`,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0].token_hash).toBe(hashToken(token));
    expect(rows[0].token_hash).not.toContain(token);
    expect(Math.round(Number(rows[0].minutes))).toBe(60);
  });

  it('answers a known and an unknown address alike, and mails only the known one', async () => {
    const known = await api.post(REQUEST, { body: { email: 'user@example.com' } });
    const unknown = await api.post(REQUEST, { body: { email: 'nobody-here@example.com' } });
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    const headersOf = (res: typeof known) =>
      Object.fromEntries(Object.entries(res.headers).filter(([name]) => !['date', 'x-request-id'].includes(name)));
    expect(headersOf(unknown)).toEqual(headersOf(known));
    const count = outbox(dataDir).length;
    await waitForOutbox(dataDir, count);
    // Give the background work of the unknown address time to (not) write anything.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const recipients = outbox(dataDir).map((m) => m.headers.to);
    expect(recipients).not.toContain('nobody-here@example.com');
  });

  it('refuses an address that is not one, in the catalogue’s words', async () => {
    for (const body of [{ email: 'not-an-address' }, {}, { email: '' }]) {
      const res = await api.post(REQUEST, { body });
      expect(res.statusCode).toBe(400);
      expectDocumented('POST', REQUEST, 400, res.json());
      expect(Object.keys(res.json())).toEqual(['email']);
    }
  });

  it('writes the mail in the language of the user', async () => {
    await api.db.query("UPDATE users SET language = 'nl' WHERE username = 'user'");
    const before = outbox(dataDir).length;
    await api.post(REQUEST, { body: { email: 'user@example.com' } });
    const [message] = (await waitForOutbox(dataDir, before + 1)).slice(before);
    expect(message.headers.subject).toBe('Stel uw Switchboard-wachtwoord opnieuw in');
    expect(message.text).toContain('Hallo Umar User,');
    await api.db.query("UPDATE users SET language = 'en' WHERE username = 'user'");
  });

  it('validates a token, and a new request voids the older one', async () => {
    const first = await requestToken('user@example.com');
    const valid = await api.post(VALIDATE, { body: { token: first } });
    expect(valid.statusCode).toBe(200);
    expect(valid.json()).toEqual({ valid: true });
    expectDocumented('POST', VALIDATE, 200, valid.json());

    const second = await requestToken('user@example.com');
    const voided = await api.post(VALIDATE, { body: { token: first } });
    expect(voided.statusCode).toBe(400);
    expect(voided.json()).toEqual(invalidToken);
    expectDocumented('POST', VALIDATE, 400, voided.json());
    expect((await api.post(VALIDATE, { body: { token: second } })).statusCode).toBe(200);
    for (const token of ['', 'x'.repeat(43), `${second}x`, second.toUpperCase()]) {
      expect((await api.post(VALIDATE, { body: { token } })).statusCode, token).toBe(400);
    }
  });

  it('refuses a new password that breaks a rule, and keeps the token for another try', async () => {
    const token = await requestToken('user@example.com');
    const cases: [string, string, Record<string, string[]>][] = [
      ['Short-1', 'Short-1', { new_password: [serverText('password_too_short', { limit: 8 })] }],
      ['Harbour Lights 42', 'Harbour Lights 42', { new_password: [serverText('password_whitespace')] }],
      ['Password123', 'Password123', { new_password: [serverText('password_too_common')] }],
      ['harbour-lights-42', 'harbour-lights-42', { new_password: [serverText('password_no_upper')] }],
      [NEW_PASSWORD, `${NEW_PASSWORD}!`, { confirm_password: [serverText('password_mismatch')] }],
    ];
    for (const [password, confirmation, errors] of cases) {
      const res = await reset(token, password, confirmation);
      expect(res.statusCode, password).toBe(400);
      expect(res.json(), password).toEqual(errors);
      expectDocumented('POST', RESET, 400, res.json());
    }
    const missing = await api.post(RESET, { body: { token } });
    expect(missing.json()).toEqual({ new_password: [serverText('required')], confirm_password: [serverText('required')] });
    expect((await api.post(VALIDATE, { body: { token } })).statusCode).toBe(200);
  });

  it('sets the new password, signs the user out everywhere and uses the token up', async () => {
    const session = await api.signIn('user');
    const token = await requestToken('user@example.com');
    const res = await reset(token);
    expect(res.statusCode, res.body).toBe(204);
    expectDocumented('POST', RESET, 204, undefined);

    expect((await api.get(PROFILE, { token: session })).statusCode).toBe(401);
    expect((await api.post(SIGN_IN, { body: { username: 'user', password: DEMO_PASSWORD } })).statusCode).toBe(400);
    await api.signIn('user', NEW_PASSWORD);

    const again = await reset(token, 'Another-Harbour-43');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual(invalidToken);
    expect((await api.post(VALIDATE, { body: { token } })).json()).toEqual(invalidToken);
  });

  it('clears the initial-password flag, since the user chose the new password', async () => {
    await api.db.query("UPDATE users SET initial_password = true WHERE username = 'user'");
    const token = await requestToken('user@example.com');
    expect((await reset(token, DEMO_PASSWORD)).statusCode).toBe(204);
    const [row] = await api.db.query<{ initial_password: boolean }>("SELECT initial_password FROM users WHERE username = 'user'");
    expect(row.initial_password).toBe(false);
  });

  it('refuses an expired token', async () => {
    const token = await requestToken('user@example.com');
    await api.db.query("UPDATE password_reset_tokens SET expires_at = now() - interval '1 second' WHERE token_hash = $1", [hashToken(token)]);
    expect((await api.post(VALIDATE, { body: { token } })).json()).toEqual(invalidToken);
    const res = await reset(token);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(invalidToken);
    await api.signIn('user', DEMO_PASSWORD);
  });

  it('lets only one of two simultaneous resets with the same token through', async () => {
    const token = await requestToken('user@example.com');
    const answers = await Promise.all([reset(token, 'Harbour-Lights-44'), reset(token, 'Harbour-Lights-45')]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([204, 400]);
    const winner = answers[0].statusCode === 204 ? 'Harbour-Lights-44' : 'Harbour-Lights-45';
    await api.signIn('user', winner);
  });

  describe('rate limits', () => {
    async function expectThrottled(app: Api, body: object, remoteAddress: string) {
      const res = await app.post(REQUEST, { body, remoteAddress });
      expect(res.statusCode).toBe(429);
      expect(res.json()).toEqual({ detail: serverText('throttled') });
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
      expectDocumented('POST', REQUEST, 429, res.json());
    }

    it('limits requests per e-mail address, known or not, from any client address', async () => {
      const app = await api.newApp({ resetRequestsPerEmail: 2 });
      for (const email of ['admin@example.com', 'ghost@example.com']) {
        for (let i = 0; i < 2; i++) expect((await app.post(REQUEST, { body: { email }, remoteAddress: `10.9.${i}.1` })).statusCode).toBe(204);
        await expectThrottled(app, { email: email.toUpperCase() }, '10.9.9.9');
      }
      expect((await app.post(REQUEST, { body: { email: 'user@example.com' } })).statusCode).toBe(204);
    });

    it('limits requests per client address across e-mail addresses', async () => {
      const app = await api.newApp({ resetRequestsPerAddress: 3 });
      for (let i = 0; i < 3; i++) expect((await app.post(REQUEST, { body: { email: `guess-${i}@example.com` }, remoteAddress: '10.8.0.1' })).statusCode).toBe(204);
      await expectThrottled(app, { email: 'admin@example.com' }, '10.8.0.1');
      expect((await app.post(REQUEST, { body: { email: 'admin@example.com' }, remoteAddress: '10.8.0.2' })).statusCode).toBe(204);
    });

    it('limits wrong tokens per client address', async () => {
      const app = await api.newApp({ loginFailuresPerAddress: 3 });
      for (let i = 0; i < 3; i++) {
        expect((await app.post(VALIDATE, { body: { token: 'A'.repeat(43) }, remoteAddress: '10.7.0.1' })).statusCode).toBe(400);
      }
      const res = await app.post(VALIDATE, { body: { token: 'A'.repeat(43) }, remoteAddress: '10.7.0.1' });
      expect(res.statusCode).toBe(429);
      expectDocumented('POST', VALIDATE, 429, res.json());
    });
  });
});
