import { useMemo } from 'react';
import { useTranslate } from 'ra-core';
import { COUNTRY_CODES, NON_GEOGRAPHIC } from '../../../../core/domain/formats.ts';
import { useLocaleTag } from '../../i18n/useLocaleTag.ts';
import { sharedFormatter } from '../../../i18n/formatterCache.ts';
import type { CountryOption } from './countryOptions.ts';

/**
 * Every country code the country formats accept, named in the user's language by the browser
 * (Intl.DisplayNames), sorted by that name; with `nonGeographic`, 001 (non-geographic numbers,
 * named by the locales) first, for the fields that take it (countryOptions.ts).
 */
export function useCountryOptions(nonGeographic: boolean): { options: CountryOption[]; nameOf(code: string): string } {
  const tag = useLocaleTag();
  const translate = useTranslate();
  return useMemo(() => {
    const names = sharedFormatter(`regions ${tag}`, () => new Intl.DisplayNames([tag], { type: 'region', fallback: 'code' }));
    const nonGeographicName = translate('engine.countries.non_geographic');
    const nameOf = (code: string) => {
      if (code === NON_GEOGRAPHIC) return nonGeographicName;
      // A code the browser does not know as a region (a stored value gone wrong) shows as it is.
      try {
        return names.of(code) ?? code;
      } catch {
        return String(code ?? '');
      }
    };
    const collator = new Intl.Collator(tag);
    const countries = COUNTRY_CODES.map((code) => ({ code, name: nameOf(code) })).sort((a, b) => collator.compare(a.name, b.name));
    return { options: nonGeographic ? [{ code: NON_GEOGRAPHIC, name: nonGeographicName }, ...countries] : countries, nameOf };
  }, [tag, translate, nonGeographic]);
}
