import PDFDocument from 'pdfkit';
import { CHEAT_SHEET_DIAGRAM_RULES, cheatSheetBlocks } from '../../../core/help/cheatSheet.ts';
import { PICTURE_MARGIN } from '../../../core/help/blockPicture.ts';
import { drawPicture } from './pdfPicture.ts';
import { cheatSheetTranslator, type CheatSheetLanguage } from './texts.ts';

export { CHEAT_SHEET_LANGUAGES, type CheatSheetLanguage } from './texts.ts';

const MARGIN = 50;
const ACCENT = '#1565c0';
/** The pictures at three quarters of the page's size: 165 pt wide beside the text. */
const SCALE = 0.75;
const GAP = 24;

/**
 * The cheat sheet as an A4 PDF in one language, with the standard Helvetica fonts (their
 * WinAnsi encoding holds every letter of English, Dutch and French): the whole diagram's rules,
 * then each block kind with its picture (drawn as vectors, as on the page) on the left and its
 * name, what it does and its rules on the right. Written whole into memory: a few kilobytes.
 */
export function cheatSheetPdf(lang: CheatSheetLanguage): Promise<Buffer> {
  const t = cheatSheetTranslator(lang);
  const doc = new PDFDocument({ size: 'A4', margin: MARGIN, info: { Title: t('menu.cheat_sheet'), Author: 'Switchboard' }, lang });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const heading = (line: string) => doc.moveDown(0.8).font('Helvetica-Bold').fontSize(14).fillColor(ACCENT).text(line, MARGIN).moveDown(0.3);

  doc.font('Helvetica-Bold').fontSize(20).fillColor(ACCENT).text(t('menu.cheat_sheet'));
  doc.font('Helvetica').fontSize(11).fillColor('#555555').text(t('cheat_sheet.pdf_subtitle'));

  heading(t('cheat_sheet.diagram_title'));
  for (const rule of CHEAT_SHEET_DIAGRAM_RULES) doc.font('Helvetica').fontSize(10).fillColor('black').text(`•  ${t(`cheat_sheet.diagram.${rule}`)}`, { indent: 12 });

  heading(t('cheat_sheet.blocks_title'));
  const pictureWidth = (220 + 2 * PICTURE_MARGIN) * SCALE;
  const textX = MARGIN + pictureWidth + GAP;
  const textWidth = doc.page.width - MARGIN - textX;
  for (const block of cheatSheetBlocks(t)) {
    const pictureHeight = (block.picture.height + 2 * PICTURE_MARGIN) * SCALE;
    const lines = [block.description, ...(block.rules.length ? block.rules.map((rule) => `•  ${rule}`) : [t('cheat_sheet.no_rules')])];
    doc.font('Helvetica').fontSize(10);
    const textHeight = 18 + lines.reduce((sum, line) => sum + doc.heightOfString(line, { width: textWidth }) + 2, 0);
    // A block's picture, name, text and rules stay together on one page.
    if (doc.y + Math.max(pictureHeight, textHeight) > doc.page.height - MARGIN) doc.addPage();
    const top = doc.y + 6;
    drawPicture(doc, block.picture, MARGIN + PICTURE_MARGIN * SCALE, top + PICTURE_MARGIN * SCALE, SCALE);
    doc.font('Helvetica-Bold').fontSize(12).fillColor('black').text(block.name, textX, top, { width: textWidth });
    doc.font('Helvetica').fontSize(10).fillColor('#333333').text(block.description, { width: textWidth });
    if (!block.rules.length) doc.font('Helvetica-Oblique').fontSize(10).fillColor('#555555').text(t('cheat_sheet.no_rules'), { width: textWidth });
    for (const rule of block.rules) doc.font('Helvetica').fontSize(10).fillColor('black').text(`•  ${rule}`, { width: textWidth, indent: 0 });
    doc.x = MARGIN;
    doc.y = Math.max(doc.y, top + pictureHeight) + 10;
  }
  doc.end();
  return done;
}
