import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const LOCALES = fileURLToPath(new URL('../../locales', import.meta.url));

function flatten(value: unknown, prefix = ''): Record<string, string> {
  if (!value || typeof value !== 'object') return { [prefix]: String(value) };
  return Object.assign({}, ...Object.entries(value).map(([k, v]) => flatten(v, prefix ? `${prefix}.${k}` : k)));
}

function frenchTexts(): Record<string, string> {
  const files = [join(LOCALES, 'fr.json'), ...readdirSync(LOCALES, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => join(LOCALES, d.name, 'fr.json'))];
  return Object.assign({}, ...files.map((file) => flatten(JSON.parse(readFileSync(file, 'utf8')))));
}

/** Placeholders that always hold a number: "plus de 20 caractères" needs no elision. */
const NUMBERS = new Set(['limit', 'count', 'smart_count', 'status', 'offsetBegin', 'offsetEnd', 'total', 'deleted', 'seconds', 'minutes']);

describe('French texts', () => {
  // "de Acme Dental", "que admin": a name that starts with a vowel needs d’, qu’, l’, which a
  // template cannot know; texts are written so that no name follows such a word.
  it('put no word that elides (de, du, le, la, que, ne, se, je, au) right before a name', () => {
    const elidable = /(?:^|[\s’'(])(de|du|le|la|que|ne|se|je|me|te|au)\s+%\{(\w+)\}/gi;
    const found = Object.entries(frenchTexts()).flatMap(([key, text]) =>
      [...text.matchAll(elidable)].filter((m) => !NUMBERS.has(m[2])).map(() => `${key}: ${text}`),
    );
    expect(found).toEqual([]);
  });
});
