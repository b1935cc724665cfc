import { useMemo } from 'react';
import { useLocale } from 'ra-core';
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGE_TAGS } from './language.ts';

/** Formats dates the way the user's language writes them (en-GB, nl-BE, fr-FR; portal-overview §9). */
export function useFormatDate(options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' }): (value: Date | string | number) => string {
  const locale = useLocale();
  const tag = LANGUAGE_TAGS[isLanguage(locale) ? locale : DEFAULT_LANGUAGE];
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(tag, options);
    return (value: Date | string | number) => format.format(value instanceof Date ? value : new Date(value));
    // The options object is expected to be a constant of the caller.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [tag]);
}
