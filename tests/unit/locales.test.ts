import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const LOCALES = fileURLToPath(new URL('../../locales', import.meta.url));
const LANGUAGES = ['en', 'nl', 'fr'];

/** Every locale set: locales/<lang>.json and each folder of locales/<set>/<lang>.json. */
function sets(): { name: string; file: (lang: string) => string }[] {
  const folders = readdirSync(LOCALES, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name);
  return [
    { name: 'locales', file: (lang) => join(LOCALES, `${lang}.json`) },
    ...folders.map((folder) => ({ name: `locales/${folder}`, file: (lang: string) => join(LOCALES, folder, `${lang}.json`) })),
  ];
}

function flatten(value: unknown, prefix = ''): Record<string, unknown> {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return { [prefix]: value };
  return Object.assign({}, ...Object.entries(value).map(([k, v]) => flatten(v, prefix ? `${prefix}.${k}` : k)));
}

const placeholders = (text: unknown) => new Set(String(text).match(/%\{\w+\}/g) ?? []);

describe.each(sets())('$name', ({ file }) => {
  const messages = Object.fromEntries(LANGUAGES.map((lang) => [lang, flatten(JSON.parse(readFileSync(file(lang), 'utf8')))]));

  it('has the same keys in en, nl and fr', () => {
    const english = Object.keys(messages.en).sort();
    for (const lang of ['nl', 'fr']) expect(Object.keys(messages[lang]).sort(), lang).toEqual(english);
  });

  it('leaves no text empty', () => {
    for (const lang of LANGUAGES) {
      const empty = Object.entries(messages[lang]).filter(([, v]) => typeof v !== 'string' || v === '');
      expect(empty, lang).toEqual([]);
    }
  });

  it('keeps the placeholders of the English text in every translation', () => {
    for (const [key, text] of Object.entries(messages.en)) {
      for (const lang of ['nl', 'fr']) expect(placeholders(messages[lang][key]), `${lang} ${key}`).toEqual(placeholders(text));
    }
  });
});
