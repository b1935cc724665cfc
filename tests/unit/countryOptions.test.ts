import { describe, expect, it } from 'vitest';
import { allowsNonGeographic, rankCountries } from '../../src/engine/widgets/CountryWidget/countryOptions.ts';

const OPTIONS = [
  { code: '001', name: 'Non-geographic numbers' },
  { code: 'BY', name: 'Belarus' },
  { code: 'BE', name: 'Belgium' },
  { code: 'BZ', name: 'Belize' },
  { code: 'BJ', name: 'Benin' },
  { code: 'DE', name: 'Germany' },
  { code: 'LB', name: 'Lebanon' },
];
const codes = (text: string) => rankCountries(OPTIONS, text).map((o) => o.code);

describe('the country selector', () => {
  it('puts the country whose code was typed first, then names that start with the text, then names that contain it', () => {
    expect(codes('BE')).toEqual(['BE', 'BY', 'BZ', 'BJ', '001']);
    expect(codes('be')[0]).toBe('BE');
    expect(codes('de')).toEqual(['DE']);
    expect(codes('bel')).toEqual(['BY', 'BE', 'BZ']);
    expect(codes('001')).toEqual(['001']);
    expect(codes('')).toHaveLength(OPTIONS.length);
    expect(codes('zz')).toEqual([]);
  });

  it('offers 001 only for fields whose format is country-code (destination countries), never for a site’s country', () => {
    expect(allowsNonGeographic({ type: 'string', format: 'country-code' })).toBe(true);
    expect(allowsNonGeographic({ type: 'array', items: { type: 'string', format: 'country-code' } })).toBe(true);
    expect(allowsNonGeographic({ anyOf: [{ type: 'string', format: 'country-code' }, { type: 'null' }] })).toBe(true);
    expect(allowsNonGeographic({ type: 'string', format: 'geographic-country-code' })).toBe(false);
    expect(allowsNonGeographic(undefined)).toBe(false);
  });
});
