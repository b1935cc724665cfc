import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BLOCK_KINDS } from '../../core/callFlow/blocks/index.ts';
import { CHEAT_SHEET_DIAGRAM_RULES, CHEAT_SHEET_TYPES, kindPicture } from '../../core/help/cheatSheet.ts';
import { cheatSheetTranslator } from '../../server/areas/help_support/texts.ts';
import { databases, useSeededApp } from './helpers/harness.ts';

const CHEAT_SHEET = '/api/v1/help_support/cheat_sheet/';

/** The PDF's text as pdftotext (poppler-utils) reads it, in reading order: what a reader would copy out of it. */
function pdfText(pdf: Buffer): string {
  const folder = mkdtempSync(join(tmpdir(), 'cheat-sheet-'));
  try {
    const file = join(folder, 'sheet.pdf');
    writeFileSync(file, pdf);
    // pdftotext may break a line anywhere: compare with the spaces folded.
    return execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

/** The texts a reader of `lang` must find, read from the locale files themselves. */
const t = (lang: 'en' | 'nl' | 'fr') => cheatSheetTranslator(lang);

describe.each(databases())('the call-flow cheat sheet as a PDF on %s', (kind) => {
  const api = useSeededApp(kind);

  it('refuses anonymous callers', async () => {
    expect((await api.get(CHEAT_SHEET)).statusCode).toBe(401);
  });

  it.each([
    ['nl', 'Spiekbrief call flows', 'Keuzemenu', 'Geen twee opties gebruiken dezelfde toets.'],
    ['fr', 'Aide-mémoire des flux d\'appels', 'Menu d’options', 'Deux options ne partagent jamais une touche.'],
  ] as const)('is written in %s: every kind, what it does, its rules, and its picture’s port names', async (lang, title, menu, rule) => {
    const token = await api.signIn('user');
    const res = await api.get(CHEAT_SHEET, { token, headers: { 'accept-language': `${lang},en;q=0.5` } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('attachment; filename="call-flow-cheat-sheet.pdf"');
    expect(res.headers['content-language']).toBe(lang);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(res.rawPayload);
    // Known words, so that the test does not only compare the files with themselves.
    for (const known of [title, menu, rule]) expect(text).toContain(known);
    const tr = t(lang);
    for (const type of CHEAT_SHEET_TYPES) {
      expect(text, type).toContain(tr(`blocks.kinds.${type}.name`));
      expect(text, type).toContain(tr(`blocks.kinds.${type}.description`));
      for (const key of BLOCK_KINDS[type].ruleKeys) {
        expect(text, `${type} ${key}`).toContain(tr(`cheat_sheet.rules.${type}.${key}`, { _: tr(`blocks.kinds.${type}.rules.${key}`) }));
      }
      // The picture is drawn with its texts: the kind's name and its outputs' names, as on the page.
      const drawn = kindPicture(type, tr).shapes.flatMap((shape) => (shape.kind === 'text' ? [shape.text] : []));
      expect(drawn.length, type).toBeGreaterThan(BLOCK_KINDS[type].ports(BLOCK_KINDS[type].defaults()).length);
      for (const label of drawn) expect(text, type).toContain(label);
    }
    for (const key of CHEAT_SHEET_DIAGRAM_RULES) expect(text).toContain(tr(`cheat_sheet.diagram.${key}`));
    // No English left in a Dutch or French sheet.
    expect(text).not.toContain('Option Menu');
    expect(text).not.toContain('Add at least one option.');
  });

  it('falls back to English for a language it has no texts in', async () => {
    const token = await api.signIn('user');
    const res = await api.get(CHEAT_SHEET, { token, headers: { 'accept-language': 'de' } });
    expect(res.headers['content-language']).toBe('en');
    expect(pdfText(res.rawPayload)).toContain('Option Menu');
  });
});
