import { useMemo } from 'react';
import { useLocale } from 'ra-core';
import { sharedFormatter } from './formatterCache.ts';
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGE_TAGS } from './language.ts';

/** Formats numbers the way the user's language writes them (en-GB, nl-BE, fr-FR). */
export function useFormatNumber(options?: Intl.NumberFormatOptions): (value: number) => string {
  const locale = useLocale();
  const tag = LANGUAGE_TAGS[isLanguage(locale) ? locale : DEFAULT_LANGUAGE];
  return useMemo(() => {
    const format = sharedFormatter(`number ${tag} ${JSON.stringify(options ?? {})}`, () => new Intl.NumberFormat(tag, options));
    return (value: number) => format.format(value);
    // The options object is expected to be a constant of the caller.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [tag]);
}
