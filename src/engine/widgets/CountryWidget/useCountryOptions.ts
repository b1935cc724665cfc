import { useMemo } from 'react';
import { getCountries } from 'libphonenumber-js';
import { useTranslate } from 'ra-core';
import { NON_GEOGRAPHIC } from '../../../domain/formats.ts';
import { useLocaleTag } from '../../i18n/useLocaleTag.ts';

export interface CountryOption {
  code: string;
  name: string;
}

/**
 * Every country code the country-code format accepts, named in the user's language by the
 * browser (Intl.DisplayNames), sorted by that name; 001 (non-geographic numbers) first, named
 * by the locales.
 */
export function useCountryOptions(): { options: CountryOption[]; nameOf(code: string): string } {
  const tag = useLocaleTag();
  const translate = useTranslate();
  return useMemo(() => {
    const names = new Intl.DisplayNames([tag], { type: 'region', fallback: 'code' });
    const nonGeographic = translate('engine.countries.non_geographic');
    const nameOf = (code: string) => {
      if (code === NON_GEOGRAPHIC) return nonGeographic;
      // A code the browser does not know as a region (a stored value gone wrong) shows as it is.
      try {
        return names.of(code) ?? code;
      } catch {
        return String(code ?? '');
      }
    };
    const collator = new Intl.Collator(tag);
    const countries = getCountries()
      .map((code) => ({ code, name: nameOf(code) }))
      .sort((a, b) => collator.compare(a.name, b.name));
    return { options: [{ code: NON_GEOGRAPHIC, name: nonGeographic }, ...countries], nameOf };
  }, [tag, translate]);
}

/** Finds a country by its name or its code, whatever the case and accents. */
export function matchesCountry(option: CountryOption, text: string): boolean {
  const fold = (s: string) => s.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase();
  const query = fold(text.trim());
  return !query || fold(option.name).includes(query) || option.code.toLowerCase() === query;
}
