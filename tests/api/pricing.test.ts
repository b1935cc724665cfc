import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES } from '../../core/domain/formats.ts';
import { rateOf } from '../../server/areas/help_support/rates.ts';
import { callCost } from '../../core/help/callCost.ts';
import { expectDocumented } from './helpers/document.ts';
import { databases, useSeededApp } from './helpers/harness.ts';

const PRICING = '/api/v1/pricing/';
// The cheat sheet's PDF, the other call of Help and Support, is tests/api/cheatSheet.test.ts.

describe('the rate table', () => {
  it('prices every destination of the country catalogue and 001, believably', () => {
    for (const country of [...COUNTRY_CODES, '001']) {
      const rate = rateOf(country)!;
      expect(rate, country).toBeDefined();
      expect(rate.landline, country).toBeGreaterThan(0);
      // A mobile never costs less than a landline, and no destination more than a few euro a minute.
      expect(rate.mobile, country).toBeGreaterThanOrEqual(rate.landline);
      expect(rate.mobile, country).toBeLessThan(5);
      expect(rate.setup, country).toBeGreaterThan(0);
    }
    expect(rateOf('ZZ')).toBeUndefined();
    // Home market cheaper than far islands.
    expect(rateOf('BE')!.mobile).toBeLessThan(rateOf('TV')!.mobile);
  });

  it('bills per second from the first second with the setup once (configuration-areas §9)', () => {
    expect(callCost(0.015, 0.06, 1)).toBe(0.016);
    expect(callCost(0.015, 0.06, 61)).toBe(0.076);
    expect(callCost(0.015, 0.06, 0)).toBe(0.015);
  });
});

describe.each(databases())('Help and Support on $name', (kind) => {
  const api = useSeededApp(kind);

  it.each(['admin', 'user', 'reseller'])('answers %s the rates of a country', async (username) => {
    const token = await api.signIn(username);
    const res = await api.get(`${PRICING}?country=BE`, { token });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toEqual({
      country: 'BE',
      currency: 'EUR',
      landline_per_minute: rateOf('BE')!.landline,
      mobile_per_minute: rateOf('BE')!.mobile,
      setup_cost: rateOf('BE')!.setup,
      billing_increment_seconds: 1,
    });
    expectDocumented('GET', PRICING, 200, body);
  });

  it('prices international networks (001) and a country priced by its continent', async () => {
    const token = await api.signIn('user');
    expect((await api.get(`${PRICING}?country=001`, { token })).json().mobile_per_minute).toBe(rateOf('001')!.mobile);
    expect((await api.get(`${PRICING}?country=KE`, { token })).json().landline_per_minute).toBe(rateOf('KE')!.landline);
  });

  it.each([
    ['no country', '', 'This field is required.'],
    ['an unknown code', '?country=ZZ', 'Select a valid country.'],
    ['a lower-case code', '?country=be', 'Select a valid country.'],
    ['a name', '?country=Belgium', 'Select a valid country.'],
  ])('refuses %s at the field', async (_case, query, message) => {
    const token = await api.signIn('user');
    const res = await api.get(`${PRICING}${query}`, { token });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ country: [message] });
  });

  it('refuses anonymous callers', async () => {
    expect((await api.get(`${PRICING}?country=BE`)).statusCode).toBe(401);
  });
});
