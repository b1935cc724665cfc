import { useMemo } from 'react';
import { useLocale } from 'ra-core';
import { countryCatalogue, type CatalogueLanguage, type CountryCatalogue } from '../../../../core/domain/countries.ts';
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGE_TAGS } from '../../../i18n/language.ts';

export interface LocalCatalogue {
  catalogue: CountryCatalogue;
  language: CatalogueLanguage;
  collator: Intl.Collator;
  /** A country's (or continent's) name in the user's language, by code. */
  nameOf: (code: string) => string;
}

/** The country catalogue with names and sorting in the user's language. */
export function useCountryCatalogue(): LocalCatalogue {
  const locale = useLocale();
  const language = isLanguage(locale) ? locale : DEFAULT_LANGUAGE;
  return useMemo(() => {
    const catalogue = countryCatalogue();
    const names = new Map(catalogue.countries.map((c) => [c.code, c.names[language]]));
    return {
      catalogue,
      language,
      collator: new Intl.Collator(LANGUAGE_TAGS[language], { sensitivity: 'base' }),
      nameOf: (code: string) => names.get(code) ?? code,
    };
  }, [language]);
}
