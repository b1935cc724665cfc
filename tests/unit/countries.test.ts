import { getCountries } from 'libphonenumber-js';
import { describe, expect, it } from 'vitest';
import { CONTINENT_BY_COUNTRY, CONTINENTS, countryCatalogue } from '../../core/domain/countries.ts';
import { groupCountries, isCountrySearch } from '../../core/domain/countrySearch.ts';
import { COUNTRY_CODES, isCountryCode, isGeographicCountryCode, NON_GEOGRAPHIC } from '../../core/domain/formats.ts';

const catalogue = countryCatalogue();
const codes = (query: string, language: 'en' | 'nl' | 'fr' = 'en') =>
  groupCountries(catalogue, query, language, new Intl.Collator(language)).groups.flatMap((g) => g.countries.map((c) => c.code));

describe('the country catalogue', () => {
  it('has the seven continents of the spec', () => {
    expect(catalogue.continents.map((c) => c.code)).toEqual(['AF', 'AN', 'AS', 'OC', 'EU', 'NA', 'SA']);
    expect(CONTINENTS).toHaveLength(7);
  });

  it('places every country libphonenumber knows, and Antarctica\'s, on exactly one continent, and nothing else', () => {
    const known = new Set(COUNTRY_CODES);
    expect(getCountries().every((code) => known.has(code))).toBe(true);
    expect([...known].filter((code) => !CONTINENT_BY_COUNTRY.has(code))).toEqual([]);
    expect([...CONTINENT_BY_COUNTRY.keys()].filter((code) => !known.has(code))).toEqual([]);
    expect(catalogue.countries).toHaveLength(known.size);
  });

  it('lists Antarctica among the continents shown, with its countries and their dial codes', () => {
    const all = groupCountries(catalogue, '', 'en', new Intl.Collator('en')).groups;
    expect(all.map((g) => g.continent)).toEqual(['AF', 'AN', 'AS', 'OC', 'EU', 'NA', 'SA']);
    expect(all.find((g) => g.continent === 'AN')?.countries.map((c) => c.code)).toEqual(['AQ', 'BV', 'TF', 'HM', 'GS']);
    expect(catalogue.countries.find((c) => c.code === 'AQ')).toEqual({
      code: 'AQ', dial_code: '+672', continent: 'AN', names: { en: 'Antarctica', nl: 'Antarctica', fr: 'Antarctique' },
    });
    expect(codes('antarct', 'fr')).toEqual(['AQ']);
    expect(isCountryCode('AQ')).toBe(true);
  });

  it('offers 001 only where destination countries are listed: a place is never non-geographic', () => {
    expect(isCountryCode(NON_GEOGRAPHIC)).toBe(true);
    expect(isGeographicCountryCode(NON_GEOGRAPHIC)).toBe(false);
    expect(COUNTRY_CODES.every(isGeographicCountryCode)).toBe(true);
    expect(isGeographicCountryCode('be')).toBe(false);
  });

  it('offers only codes the server accepts', () => {
    expect(catalogue.countries.every((c) => isCountryCode(c.code))).toBe(true);
  });

  it('gives each country its dial code and names in en, nl and fr', () => {
    const belgium = catalogue.countries.find((c) => c.code === 'BE');
    expect(belgium).toEqual({ code: 'BE', dial_code: '+32', continent: 'EU', names: { en: 'Belgium', nl: 'België', fr: 'Belgique' } });
    expect(catalogue.countries.find((c) => c.code === 'US')?.continent).toBe('NA');
    expect(catalogue.countries.every((c) => /^\+\d{1,4}$/.test(c.dial_code))).toBe(true);
  });
});

describe('the country search', () => {
  it('filters from 3 characters up to 20', () => {
    expect(isCountrySearch('be')).toBe(false);
    expect(isCountrySearch('bel')).toBe(true);
    expect(isCountrySearch('x'.repeat(20))).toBe(true);
    expect(isCountrySearch('x'.repeat(21))).toBe(false);
    expect(codes('be')).toHaveLength(catalogue.countries.length);
  });

  it('finds countries by name in the user’s language, ignoring case and accents', () => {
    expect(codes('bel')).toEqual(['BY', 'BE', 'BZ']);
    expect(codes('belgie', 'nl')).toEqual(['BE']);
    expect(codes('ETATS-UNIS', 'fr')).toEqual(['US', 'VI']);
  });

  it('finds countries by code and dial code', () => {
    expect(codes('+32')).toContain('BE');
    expect(codes('+44').sort()).toEqual(['GB', 'GG', 'IM', 'JE']);
    expect(codes('JPN')).toEqual([]);
    expect(codes('+31')).toEqual(['NL']);
  });

  it('expands only continents with a match, and finds nothing for nonsense', () => {
    const result = groupCountries(catalogue, 'bel', 'en', new Intl.Collator('en'));
    expect(result.searching).toBe(true);
    expect(result.groups.map((g) => g.continent)).toEqual(['EU', 'NA']);
    expect(codes('zzzz')).toEqual([]);
  });
});
