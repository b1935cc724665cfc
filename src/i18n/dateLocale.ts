import type { Locale } from 'date-fns';
import { enGB, fr, nlBE } from 'date-fns/locale';
import type { Language } from './language.ts';

/**
 * date-fns locales for the portal's languages (portal-overview §9: en → en-GB, nl → nl-BE,
 * fr → fr-FR); each brings its own first day of the week.
 */
export const DATE_LOCALES: Record<Language, Locale> = { en: enGB, nl: nlBE, fr };

/** The portal's date-time format, Y-m-d H:i in the spec's PHP-style notation. */
export const DATE_TIME_FORMAT = 'yyyy-MM-dd HH:mm';
