import { describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { databases, SIGN_IN, useSeededApp, type Api } from './helpers/harness.ts';
import { SERVER_TEXT } from '../../core/domain/errorCodes.ts';

const LIMITS = { loginFailuresPerAccount: 3, loginFailuresPerAddress: 5, loginWindowSeconds: 600 };

function attempt(api: Api, username: string, from: string, password = 'wrong-password', headers?: Record<string, string>) {
  return api.post(SIGN_IN, { body: { username, password }, remoteAddress: from, headers });
}

function expectThrottled(res: LightMyRequestResponse) {
  expect(res.statusCode).toBe(429);
  expect(res.json()).toEqual({ detail: SERVER_TEXT.throttled });
  const retryAfter = Number(res.headers['retry-after']);
  expect(Number.isInteger(retryAfter)).toBe(true);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(LIMITS.loginWindowSeconds);
}

describe.each(databases())('sign-in rate limits on $name', (kind) => {
  // Each test takes a new app and its own addresses; the counters live in the database.
  const harness = useSeededApp(kind, LIMITS);

  it('throttles an account from the address that failed, even for the right password, but not from another', async () => {
    const api = await harness.newApp();
    for (let i = 0; i < LIMITS.loginFailuresPerAccount; i++) {
      expect((await attempt(api, 'admin', '10.0.0.1')).statusCode).toBe(400);
    }
    expectThrottled(await attempt(api, 'admin', '10.0.0.1', 'Switchboard-2026'));
    expectThrottled(await attempt(api, 'ADMIN ', '10.0.0.1'));
    // The owner elsewhere, and other accounts, are not affected (issue 12: no lockout for strangers to hand out).
    expect((await attempt(api, 'admin', '10.0.0.99', 'Switchboard-2026')).statusCode).toBe(200);
    expect((await attempt(api, 'user', '10.0.0.1', 'Switchboard-2026')).statusCode).toBe(200);
  });

  it('limits failures per client address across accounts, and a forwarded-for header does not escape it', async () => {
    const api = await harness.newApp();
    for (let i = 0; i < LIMITS.loginFailuresPerAddress; i++) {
      expect((await attempt(api, `guess-${i}`, '10.1.0.1')).statusCode).toBe(400);
    }
    expectThrottled(await attempt(api, 'guess-new', '10.1.0.1'));
    expectThrottled(await attempt(api, 'user', '10.1.0.1', 'Switchboard-2026'));
    expectThrottled(await attempt(api, 'user', '10.1.0.1', 'Switchboard-2026', { 'x-forwarded-for': '203.0.113.7' }));
    expect((await attempt(api, 'user', '10.1.0.2', 'Switchboard-2026')).statusCode).toBe(200);
  });

  it('forgets an account’s failures after a successful sign-in', async () => {
    const api = await harness.newApp();
    for (let i = 0; i < LIMITS.loginFailuresPerAccount - 1; i++) await attempt(api, 'user', `10.2.0.${i}`);
    expect((await attempt(api, 'user', '10.2.1.0', 'Switchboard-2026')).statusCode).toBe(200);
    for (let i = 0; i < LIMITS.loginFailuresPerAccount - 1; i++) {
      expect((await attempt(api, 'user', `10.2.2.${i}`)).statusCode).toBe(400);
    }
  });

  it('does not count successful sign-ins', async () => {
    const api = await harness.newApp();
    for (let i = 0; i < LIMITS.loginFailuresPerAddress + 2; i++) {
      expect((await attempt(api, 'reseller', '10.3.0.1', 'Switchboard-2026')).statusCode).toBe(200);
    }
  });
});
