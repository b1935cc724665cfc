import { useMemo } from 'react';
import { useLocaleTag } from '../../engine/i18n/useLocaleTag.ts';

/** Dates and times of the widgets, short, in the user's language (24-hour, as portal-overview §9). */
export function useDateTime(): Intl.DateTimeFormat {
  const locale = useLocaleTag();
  return useMemo(() => new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'short', hourCycle: 'h23' }), [locale]);
}
