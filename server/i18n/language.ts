import { LANGUAGES, type Language } from '../../core/domain/formats.ts';

/** The language asked for when the portal offers it, else English (the portal's default). */
export function offeredLanguage(value: string | null | undefined): Language {
  return (LANGUAGES as readonly string[]).includes(value ?? '') ? (value as Language) : 'en';
}

/** The first language of an Accept-Language header that the portal offers, else English. */
export function languageOf(header: string | undefined): Language {
  const wanted = (header ?? '').toLowerCase().split(',').map((part) => part.trim().slice(0, 2));
  return wanted.find((l): l is Language => (LANGUAGES as readonly string[]).includes(l)) ?? 'en';
}
