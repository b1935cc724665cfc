import { useLocale } from 'ra-core';
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGE_TAGS } from '../../i18n/language.ts';

/** The regional variant dates, numbers and country names follow: en-GB, nl-BE or fr-FR (portal-overview §9). */
export function useLocaleTag(): string {
  const locale = useLocale();
  return LANGUAGE_TAGS[isLanguage(locale) ? locale : DEFAULT_LANGUAGE];
}
