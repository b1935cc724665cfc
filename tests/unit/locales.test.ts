import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const LOCALES = fileURLToPath(new URL('../../locales', import.meta.url));
const LANGUAGES = ['en', 'nl', 'fr'];

/** Every locale set: each folder under locales/ that holds <lang>.json (locales/, locales/<set>/, locales/resources/<area>/). */
function sets(folder = LOCALES, name = 'locales'): { name: string; file: (lang: string) => string }[] {
  const entries = readdirSync(folder, { withFileTypes: true });
  const own = entries.some((e) => e.name === 'en.json') ? [{ name, file: (lang: string) => join(folder, `${lang}.json`) }] : [];
  return [...own, ...entries.filter((e) => e.isDirectory()).flatMap((e) => sets(join(folder, e.name), `${name}/${e.name}`))];
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
