import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { LANGUAGES, type Language } from '../../../../src/domain/formats.ts';

interface CdrTexts {
  fields: Record<string, string>;
  direction: Record<string, string>;
  status: Record<string, string>;
  page: Record<string, string>;
}

const cache = new Map<Language, CdrTexts>();

/** The call history's texts in a language (locales/resources/cdr/), for the export's headers and values. */
export function cdrTexts(lang: string): CdrTexts {
  const language = (LANGUAGES as readonly string[]).includes(lang) ? (lang as Language) : 'en';
  let texts = cache.get(language);
  if (!texts) {
    const file = fileURLToPath(new URL(`../../../../locales/resources/cdr/${language}.json`, import.meta.url));
    texts = (JSON.parse(readFileSync(file, 'utf8')) as { resources: { cdr: CdrTexts } }).resources.cdr;
    cache.set(language, texts);
  }
  return texts;
}
