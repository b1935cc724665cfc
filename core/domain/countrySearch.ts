import type { CatalogueLanguage, Continent, CountryCatalogue, CountryEntry } from './countries.ts';

/** portal-overview §5 and §9: the country search filters from 3 characters, up to 20. */
export const COUNTRY_SEARCH_MIN = 3;
export const COUNTRY_SEARCH_MAX = 20;

/** Case and accents do not matter: "belgie" finds België, "equateur" finds Équateur. */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();
}

/** Whether a query filters at all: shorter or longer ones show the whole catalogue. */
export function isCountrySearch(query: string): boolean {
  const length = [...query.trim()].length;
  return length >= COUNTRY_SEARCH_MIN && length <= COUNTRY_SEARCH_MAX;
}

/** The name in the user's language, the ISO code or the dial code ("+32", "32"). */
function matches(country: CountryEntry, folded: string, language: CatalogueLanguage): boolean {
  if (foldText(country.names[language]).includes(folded)) return true;
  if (country.code.toLowerCase() === folded) return true;
  const digits = folded.replace(/^\+/, '');
  return /^\d+$/.test(digits) && country.dial_code.slice(1).startsWith(digits);
}

export interface CountryGroups {
  /** True while the query filters; every continent with a match is then expanded. */
  searching: boolean;
  /** Countries per continent, sorted by name in the user's language; continents without any are left out. */
  groups: { continent: Continent; countries: CountryEntry[] }[];
}

export function groupCountries(catalogue: CountryCatalogue, query: string, language: CatalogueLanguage, collator: Intl.Collator): CountryGroups {
  const searching = isCountrySearch(query);
  const folded = foldText(query);
  const groups = catalogue.continents
    .map(({ code }) => ({
      continent: code,
      countries: catalogue.countries
        .filter((c) => c.continent === code && (!searching || matches(c, folded, language)))
        .sort((a, b) => collator.compare(a.names[language], b.names[language])),
    }))
    .filter((group) => group.countries.length > 0);
  return { searching, groups };
}
