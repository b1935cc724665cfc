/** The portal's language: en (default), nl or fr, remembered per browser (portal-overview §9). */
export const LANGUAGES = ['en', 'nl', 'fr'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** Number and date formatting follow these regional variants (portal-overview §9). */
export const LANGUAGE_TAGS: Record<Language, string> = { en: 'en-GB', nl: 'nl-BE', fr: 'fr-FR' };

const STORAGE_KEY = 'switchboard.language';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

function storedLanguage(): Language {
  try {
    const value = globalThis.localStorage?.getItem(STORAGE_KEY);
    return isLanguage(value) ? value : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

let current: Language = storedLanguage();

/** The language every request announces in Accept-Language. */
export function currentLanguage(): Language {
  return current;
}

export function rememberLanguage(language: Language): void {
  current = language;
  try {
    globalThis.localStorage?.setItem(STORAGE_KEY, language);
  } catch {
    // Private browsing may refuse storage; the choice then lasts until the page closes.
  }
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}
