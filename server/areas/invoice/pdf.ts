import PDFDocument from 'pdfkit';
import type { Language } from '../../../core/domain/formats.ts';
import type { InvoiceLine } from './arithmetic.ts';
import { invoiceTranslator } from './texts.ts';

export interface PrintedInvoice {
  number: string;
  period: string;
  date: string;
  due_date: string;
  status: string;
  vat_rate: number;
  subtotal: number;
  vat: number;
  total: number;
  lines: InvoiceLine[];
  client_name?: string;
  commission?: number;
}

const MARGIN = 50;
const ACCENT = '#1565c0';
/** Intl's narrow and no-break spaces are not in Helvetica's WinAnsi encoding: plain spaces print the same. */
const printable = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ');

/** How a line is named in a language: its product, its destination type, or the setup costs. */
export function lineLabel(t: (key: string) => string, line: InvoiceLine): string {
  if (line.kind === 'subscription') return t(`products.${line.product}`);
  if (line.kind === 'calls') return t(`destinations.${line.destination}`);
  return t('lines.setup');
}

/**
 * An invoice as an A4 PDF in the reader's language, with the standard Helvetica fonts (their
 * WinAnsi encoding holds every letter of English, Dutch and French): heading, dates, the lines
 * with quantity, unit price and amount, then subtotal, VAT and total. Written whole into memory.
 */
export function invoicePdf(invoice: PrintedInvoice, lang: Language): Promise<Buffer> {
  const t = invoiceTranslator(lang);
  const money = new Intl.NumberFormat(lang, { style: 'currency', currency: 'EUR' });
  const eur = (n: number) => printable(money.format(n));
  const date = (iso: string) => printable(new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`)));
  const month = printable(new Intl.DateTimeFormat(lang, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${invoice.period}-01T00:00:00Z`)));
  const doc = new PDFDocument({ size: 'A4', margin: MARGIN, info: { Title: `${t('pdf.title')} ${invoice.number}`, Author: 'Switchboard' }, lang });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.font('Helvetica-Bold').fontSize(20).fillColor(ACCENT).text(`${t('pdf.title')} ${invoice.number}`);
  doc.moveDown(0.5).font('Helvetica').fontSize(10).fillColor('black');
  const facts: [string, string][] = [
    ...(invoice.client_name ? [[t('fields.client'), invoice.client_name] as [string, string]] : []),
    [t('fields.period'), month],
    [t('fields.date'), date(invoice.date)],
    [t('fields.due_date'), date(invoice.due_date)],
    [t('fields.status'), t(`status.${invoice.status}`)],
  ];
  for (const [label, value] of facts) doc.text(`${label}: ${value}`);

  const width = doc.page.width - 2 * MARGIN;
  const columns = [
    { x: MARGIN, w: width * 0.46, align: 'left' as const },
    { x: MARGIN + width * 0.46, w: width * 0.14, align: 'right' as const },
    { x: MARGIN + width * 0.6, w: width * 0.2, align: 'right' as const },
    { x: MARGIN + width * 0.8, w: width * 0.2, align: 'right' as const },
  ];
  const row = (cells: string[], bold = false) => {
    if (doc.y > doc.page.height - MARGIN - 40) doc.addPage();
    const y = doc.y;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(10);
    cells.forEach((cell, i) => doc.text(cell, columns[i].x, y, { width: columns[i].w, align: columns[i].align, lineBreak: false }));
    doc.x = MARGIN;
    doc.y = y + 16;
  };
  doc.moveDown(1.5);
  row([t('fields.description'), t('fields.quantity'), t('fields.unit_price'), t('fields.amount')], true);
  for (const line of invoice.lines) {
    const detail = line.kind === 'calls' ? ` (${Math.round((line.duration ?? 0) / 60)} min)` : '';
    row([`${lineLabel(t, line)}${detail}`, String(line.quantity), line.unit_price === undefined ? '' : eur(line.unit_price), eur(line.amount)]);
  }
  doc.moveDown(0.5);
  if (invoice.commission !== undefined) row([t('fields.commission'), '', '', eur(invoice.commission)]);
  row([t('fields.subtotal'), '', '', eur(invoice.subtotal)]);
  row([`${t('fields.vat')} (${printable(new Intl.NumberFormat(lang, { maximumFractionDigits: 2 }).format(invoice.vat_rate))} %)`, '', '', eur(invoice.vat)]);
  row([t('fields.total'), '', '', eur(invoice.total)], true);
  doc.end();
  return done;
}
