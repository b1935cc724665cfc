import { LANGUAGES, type Language } from '../../src/domain/formats.ts';

/** The language asked for when the portal offers it, else English (the portal's default). */
export function offeredLanguage(value: string | null | undefined): Language {
  return (LANGUAGES as readonly string[]).includes(value ?? '') ? (value as Language) : 'en';
}
