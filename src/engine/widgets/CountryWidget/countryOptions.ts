import { foldText } from '../../../../core/domain/countrySearch.ts';

export interface CountryOption {
  code: string;
  name: string;
}

/**
 * The options that match the typed text, best first: the country whose code it is ("BE":
 * Belgium), then names that start with it, then names that contain it. The order of the
 * list (by name) is kept within each of these.
 */
export function rankCountries(options: readonly CountryOption[], text: string): CountryOption[] {
  const query = foldText(text);
  if (!query) return [...options];
  const rank = (option: CountryOption): number => {
    if (option.code.toLowerCase() === query) return 0;
    const name = foldText(option.name);
    if (name.startsWith(query)) return 1;
    return name.includes(query) ? 2 : 3;
  };
  return options
    .map((option, index) => ({ option, index, rank: rank(option) }))
    .filter((entry) => entry.rank < 3)
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map((entry) => entry.option);
}

/**
 * Whether the field takes 001 (non-geographic numbers): only where the schema says
 * country-code, the format of destination countries; a place (a site's country) says
 * geographic-country-code (formats.ts), and the server refuses 001 there.
 */
export function allowsNonGeographic(schema: unknown): boolean {
  if (!schema || typeof schema !== 'object') return false;
  const { format, items, anyOf } = schema as { format?: unknown; items?: unknown; anyOf?: unknown };
  if (format === 'country-code') return true;
  return [items, ...(Array.isArray(anyOf) ? anyOf : [])].some(allowsNonGeographic);
}
