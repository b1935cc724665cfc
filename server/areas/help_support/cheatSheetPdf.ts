import { readFileSync } from 'node:fs';
import PDFDocument from 'pdfkit';
import { CHEAT_SHEET_BLOCKS, CHEAT_SHEET_DIAGRAM_RULES } from '../../../src/custom/help/cheatSheet.ts';

export const CHEAT_SHEET_LANGUAGES = ['en', 'nl', 'fr'] as const;
export type CheatSheetLanguage = (typeof CHEAT_SHEET_LANGUAGES)[number];

type Texts = Record<string, unknown>;

/** The portal's own texts of the cheat sheet (locales/resources/sections/), so that page and PDF say the same. */
const texts = Object.fromEntries(
  CHEAT_SHEET_LANGUAGES.map((lang) => [lang, JSON.parse(readFileSync(new URL(`../../../locales/resources/sections/${lang}.json`, import.meta.url), 'utf8')) as Texts]),
) as Record<CheatSheetLanguage, Texts>;

function text(lang: CheatSheetLanguage, key: string): string {
  const value = key.split('.').reduce<unknown>((node, part) => (node as Texts | undefined)?.[part], texts[lang]);
  if (typeof value !== 'string') throw new Error(`locales/resources/sections/${lang}.json has no ${key}`);
  return value;
}

const MARGIN = 50;
const ACCENT = '#1565c0';

/**
 * The cheat sheet as an A4 PDF in one language, with the standard Helvetica fonts (their
 * WinAnsi encoding holds every letter of English, Dutch and French). Written whole into memory:
 * it is a few kilobytes.
 */
export function cheatSheetPdf(lang: CheatSheetLanguage): Promise<Buffer> {
  const t = (key: string) => text(lang, key);
  const doc = new PDFDocument({ size: 'A4', margin: MARGIN, info: { Title: t('menu.cheat_sheet'), Author: 'Switchboard' }, lang });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const bullet = (line: string) => doc.font('Helvetica').fontSize(10).fillColor('black').text(`•  ${line}`, { indent: 12 });
  const heading = (line: string) => doc.moveDown(0.8).font('Helvetica-Bold').fontSize(14).fillColor(ACCENT).text(line).moveDown(0.3);

  doc.font('Helvetica-Bold').fontSize(20).fillColor(ACCENT).text(t('menu.cheat_sheet'));
  doc.font('Helvetica').fontSize(11).fillColor('#555555').text(t('cheat_sheet.pdf_subtitle'));

  heading(t('cheat_sheet.diagram_title'));
  for (const rule of CHEAT_SHEET_DIAGRAM_RULES) bullet(t(`cheat_sheet.diagram.${rule}`));

  heading(t('cheat_sheet.blocks_title'));
  for (const { block, rules } of CHEAT_SHEET_BLOCKS) {
    // A block's name, text and rules stay together on one page.
    if (doc.y > doc.page.height - MARGIN - 90) doc.addPage();
    doc.moveDown(0.5).font('Helvetica-Bold').fontSize(12).fillColor('black').text(t(`cheat_sheet.blocks.${block}.name`));
    doc.font('Helvetica').fontSize(10).fillColor('#333333').text(t(`cheat_sheet.blocks.${block}.does`));
    if (rules.length === 0) doc.font('Helvetica-Oblique').fontSize(10).fillColor('#555555').text(t('cheat_sheet.no_rules'));
    for (const rule of rules) bullet(t(`cheat_sheet.blocks.${block}.rules.${rule}`));
  }
  doc.end();
  return done;
}
