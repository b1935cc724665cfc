import { describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { databases, SIGN_IN, useSeededApp, type Api } from './helpers/harness.ts';
import { DEMO_PASSWORD } from '../../server/seed/demo.ts';
import { ACCOUNT_WIDE_FACTOR } from '../../server/auth/signInThrottle.ts';
import { addressKey } from '../../server/auth/rateLimit.ts';
import { SERVER_TEXT } from '../../core/domain/errorCodes.ts';

const LIMITS = { loginFailuresPerAccount: 3, loginFailuresPerAddress: 1000, loginWindowSeconds: 600 };

function attempt(api: Api, username: string, from: string, password = 'wrong-password') {
  return api.post(SIGN_IN, { body: { username, password }, remoteAddress: from });
}

function expectThrottled(res: LightMyRequestResponse, windowSeconds: number) {
  expect(res.statusCode, res.body).toBe(429);
  expect(res.json()).toEqual({ detail: SERVER_TEXT.throttled });
  const retryAfter = Number(res.headers['retry-after']);
  expect(Number.isInteger(retryAfter)).toBe(true);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
}

describe.each(databases())('sign-in throttling without a lockout on $name (issue 12)', (kind) => {
  const harness = useSeededApp(kind, LIMITS);

  it('throttles the attacker with 429 and Retry-After while the owner signs in from another address', async () => {
    const api = await harness.newApp();
    const attacker = '198.51.100.7';
    for (let i = 0; i < 20; i++) {
      const res = await attempt(api, 'admin', attacker);
      if (i < LIMITS.loginFailuresPerAccount) expect(res.statusCode).toBe(400);
      else expectThrottled(res, LIMITS.loginWindowSeconds);
    }
    // The right password from the attacker's address is refused too: it says nothing.
    expectThrottled(await attempt(api, 'admin', attacker, DEMO_PASSWORD), LIMITS.loginWindowSeconds);
    const owner = await attempt(api, 'admin', '192.0.2.10', DEMO_PASSWORD);
    expect(owner.statusCode, owner.body).toBe(200);
    expect(owner.json()).toHaveProperty('token');
  });

  it('shares one budget between two API servers on one database', async () => {
    const [one, two] = [await harness.newApp(), await harness.newApp()];
    const from = '198.51.100.8';
    expect((await attempt(one, 'user', from)).statusCode).toBe(400);
    expect((await attempt(two, 'user', from)).statusCode).toBe(400);
    expect((await attempt(one, 'user', from)).statusCode).toBe(400);
    expectThrottled(await attempt(two, 'user', from, DEMO_PASSWORD), LIMITS.loginWindowSeconds);
    expectThrottled(await attempt(one, 'user', from, DEMO_PASSWORD), LIMITS.loginWindowSeconds);
    expect((await attempt(two, 'user', '192.0.2.11', DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('counts the addresses of one IPv6 /64 as one client', async () => {
    const api = await harness.newApp();
    for (let i = 0; i < LIMITS.loginFailuresPerAccount; i++) {
      expect((await attempt(api, 'reseller', `2001:db8:5:7::${i + 1}`)).statusCode).toBe(400);
    }
    expectThrottled(await attempt(api, 'reseller', '2001:db8:5:7:ffff::9', DEMO_PASSWORD), LIMITS.loginWindowSeconds);
    expect((await attempt(api, 'reseller', '2001:db8:5:8::1', DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('stops a guesser spread over many addresses only at a far higher account-wide limit', async () => {
    const api = await harness.newApp({ loginFailuresPerAccount: 2 });
    const wide = 2 * ACCOUNT_WIDE_FACTOR;
    // Each address stays under its own limit; the account as a whole reaches its limit.
    for (let i = 0; i < wide; i++) expect((await attempt(api, 'admin', `203.0.113.${i + 1}`)).statusCode).toBe(400);
    expectThrottled(await attempt(api, 'admin', '203.0.113.200', DEMO_PASSWORD), 2 * LIMITS.loginWindowSeconds);
  });
});

describe('client address keys', () => {
  it('folds IPv6 addresses into their /64 and IPv4-mapped ones into IPv4', () => {
    expect(addressKey('10.1.2.3')).toBe('10.1.2.3');
    expect(addressKey('::ffff:10.1.2.3')).toBe('10.1.2.3');
    expect(addressKey('2001:db8:0:1::5')).toBe(addressKey('2001:0db8:0000:0001:ffff:1:2:3'));
    expect(addressKey('2001:db8:0:1::5')).not.toBe(addressKey('2001:db8:0:2::5'));
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
  });
});
