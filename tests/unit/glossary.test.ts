import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const root = new URL('../../', import.meta.url);
const read = (path: string) => readFileSync(new URL(path, root), 'utf8');

/** The glossary's table: area, then its word in en, nl and fr. */
function glossary(): { area: string; words: Record<string, string> }[] {
  return read('docs/glossary.md')
    .split('\n')
    .filter((line) => /^\| [a-z_]+ \|/.test(line) && !line.startsWith('| area '))
    .map((line) => line.split('|').map((cell) => cell.trim()))
    .map(([, area, en, nl, fr]) => ({ area, words: { en, nl, fr } }));
}

/**
 * Issue 27: one glossary per language, kept in the repository (docs/glossary.md), and the
 * portal's texts use its words: each area's own name is the glossary's word.
 */
describe('the glossary', () => {
  it('names every area as its locale texts do, in each language', () => {
    const rows = glossary();
    expect(rows.length).toBeGreaterThan(10);
    for (const { area, words } of rows) {
      for (const [language, word] of Object.entries(words)) {
        const texts = JSON.parse(read(`locales/resources/${area}/${language}.json`)) as { resources: Record<string, { name: string }> };
        expect(texts.resources[area].name.split(' |||| ')[0], `${area} in ${language}`).toBe(word);
      }
    }
  });

  it('keeps the handset word for devices only in Dutch, and "poste" for extensions in French', () => {
    const nl = JSON.parse(read('locales/nl.json')) as { menu: Record<string, string> };
    const fr = JSON.parse(read('locales/fr.json')) as { menu: Record<string, string> };
    expect(nl.menu.extensions).toBe('Extensies');
    expect(nl.menu.devices).toBe('Toestellen');
    expect(fr.menu.extensions).toBe('Postes');
  });
});
