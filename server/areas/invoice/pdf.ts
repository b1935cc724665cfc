import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import type { Language } from '../../../core/domain/formats.ts';
import type { InvoiceLine } from './arithmetic.ts';
import type { Parties, Party } from './parties.ts';
import { invoiceTranslator } from './texts.ts';
import { categoryOf, type VatCategory } from './vat.ts';

export interface PrintedInvoice {
  number: string;
  period: string;
  date: string;
  due_date: string;
  status: string;
  vat_rate: number;
  /** Absent on invoices issued before reverse charge: S or O by the rate (vat.ts). */
  vat_category?: VatCategory;
  subtotal: number;
  vat: number;
  total: number;
  lines: InvoiceLine[];
  client_name?: string;
  commission?: number;
  supplier?: Party;
  customer?: Party;
}

/** What the PDF prints beside the invoice's figures: its parties, the payment reference and the e-invoice it carries. */
export interface PdfExtras {
  parties: Parties;
  paymentReference: string;
  /** The UBL e-invoice, attached to the PDF/A-3 as its alternative representation (as Factur-X/ZUGFeRD do). */
  ubl?: string;
}

const MARGIN = 50;
const ACCENT = '#1565c0';

/**
 * Roboto from @fontsource/roboto (Apache 2.0, embedding allowed), a dependency of the portal
 * already: its Latin files hold every letter of English, Dutch and French and the euro sign,
 * and pdfkit embeds the glyphs used, as PDF/A requires (no standard font left unembedded).
 */
const require = createRequire(import.meta.url);
const FONTS = {
  regular: require.resolve('@fontsource/roboto/files/roboto-latin-400-normal.woff'),
  bold: require.resolve('@fontsource/roboto/files/roboto-latin-700-normal.woff'),
};

/** How a line is named in a language: its product, its destination type, or the setup costs. */
export function lineLabel(t: (key: string) => string, line: InvoiceLine): string {
  if (line.kind === 'subscription') return t(`products.${line.product}`);
  if (line.kind === 'calls') return t(`destinations.${line.destination}`);
  return t('lines.setup');
}

/** A party's lines as printed: name, street, postal code and city, country, VAT number. */
function partyLines(party: Party, lang: Language, t: (key: string) => string): string[] {
  const country = party.address_country ? new Intl.DisplayNames([lang], { type: 'region' }).of(party.address_country) : undefined;
  const place = [party.address_postal_code, party.address_city].filter(Boolean).join(' ');
  return [party.name, party.address_street, place, country, party.vat_number && `${t('pdf.vat_number')}: ${party.vat_number}`].filter((l): l is string => Boolean(l));
}

/**
 * An invoice as an A4 PDF/A-3 in the reader's language, tagged (headings, paragraphs and tables
 * in its structure tree) with its fonts embedded: both parties, the invoice's number and dates,
 * the lines, the totals with the VAT per rate (base and amount), the payment terms and the
 * account with the structured reference; the UBL e-invoice attached. Written whole into memory.
 */
export function invoicePdf(invoice: PrintedInvoice, lang: Language, extras: PdfExtras): Promise<Buffer> {
  const t = invoiceTranslator(lang);
  const money = new Intl.NumberFormat(lang, { style: 'currency', currency: 'EUR' });
  const eur = (n: number) => money.format(n);
  const date = (iso: string) => new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`));
  const month = new Intl.DateTimeFormat(lang, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${invoice.period}-01T00:00:00Z`));
  const title = `${t('pdf.title')} ${invoice.number}`;
  const doc = new PDFDocument({
    size: 'A4', margin: MARGIN, lang, pdfVersion: '1.7', subset: 'PDF/A-3a', tagged: true, displayTitle: true, font: FONTS.regular,
    info: { Title: title, Author: extras.parties.supplier.name || 'Switchboard', Subject: title },
  });
  doc.registerFont('regular', FONTS.regular);
  doc.registerFont('bold', FONTS.bold);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  if (extras.ubl) {
    // AFRelationship Alternative: the XML is the same invoice in another form (pdfkit's types lack the option it reads).
    doc.file(Buffer.from(extras.ubl, 'utf8'), {
      name: `${invoice.number}.xml`, type: 'application/xml', relationship: 'Alternative', description: t('pdf.attachment'), creationDate: new Date(`${invoice.date}T00:00:00Z`),
    } as PDFKit.Mixins.PDFAttachmentOptions);
  }
  const root = doc.struct('Document');
  doc.addStructure(root);
  const para = (text: string, type = 'P', options: PDFKit.Mixins.TextOptions = {}) => doc.text(text, { ...options, structParent: root, structType: type } as PDFKit.Mixins.TextOptions);

  doc.font('bold').fontSize(20).fillColor(ACCENT);
  para(title, 'H1');
  doc.moveDown(0.8).fillColor('black');

  // The two parties side by side: who bills on the left, who is billed on the right.
  const width = doc.page.width - 2 * MARGIN;
  const top = doc.y;
  let bottom = top;
  for (const [i, role] of (['supplier', 'customer'] as const).entries()) {
    const x = MARGIN + i * (width / 2);
    doc.font('bold').fontSize(10).text(t(`pdf.${role}`), x, top, { width: width / 2 - 10, structParent: root, structType: 'H2' } as PDFKit.Mixins.TextOptions);
    doc.font('regular');
    for (const line of partyLines(extras.parties[role], lang, t)) doc.text(line, x, doc.y, { width: width / 2 - 10, structParent: root, structType: 'P' } as PDFKit.Mixins.TextOptions);
    bottom = Math.max(bottom, doc.y);
  }
  doc.x = MARGIN;
  doc.y = bottom;
  doc.moveDown(1);

  const facts: [string, string][] = [
    ...(invoice.client_name ? [[t('fields.client'), invoice.client_name] as [string, string]] : []),
    [t('fields.number'), invoice.number],
    [t('fields.period'), month],
    [t('fields.date'), date(invoice.date)],
    [t('fields.due_date'), date(invoice.due_date)],
    [t('fields.status'), t(`status.${invoice.status}`)],
  ];
  doc.font('regular').fontSize(10);
  for (const [label, value] of facts) para(`${label}: ${value}`);

  const table = (columns: { share: number; align: 'left' | 'right' }[], header: string[], rows: string[][], bold: (i: number) => boolean = () => false) => {
    const node = doc.struct('Table');
    root.add(node);
    let x = MARGIN;
    const cols = columns.map((c) => ({ ...c, x: (x += width * c.share) - width * c.share, w: width * c.share }));
    const row = (cells: string[], strong: boolean, cellType: 'TH' | 'TD') => {
      if (doc.y > doc.page.height - MARGIN - 40) doc.addPage();
      const y = doc.y;
      const tr = doc.struct('TR');
      node.add(tr);
      doc.font(strong ? 'bold' : 'regular').fontSize(10);
      cells.forEach((cell, i) => doc.text(cell, cols[i].x, y, { width: cols[i].w, align: cols[i].align, lineBreak: false, structParent: tr, structType: cellType } as PDFKit.Mixins.TextOptions));
      doc.x = MARGIN;
      doc.y = y + 16;
    };
    row(header, true, 'TH');
    rows.forEach((cells, i) => row(cells, bold(i), 'TD'));
    node.end();
  };
  const money4 = [{ share: 0.46, align: 'left' as const }, { share: 0.14, align: 'right' as const }, { share: 0.2, align: 'right' as const }, { share: 0.2, align: 'right' as const }];

  doc.moveDown(1.5);
  const totals: string[][] = [
    ...(invoice.commission !== undefined ? [[t('fields.commission'), '', '', eur(invoice.commission)]] : []),
    [t('fields.subtotal'), '', '', eur(invoice.subtotal)],
    [`${t('fields.vat')} (${new Intl.NumberFormat(lang, { maximumFractionDigits: 2 }).format(invoice.vat_rate)} %)`, '', '', eur(invoice.vat)],
    [t('fields.total'), '', '', eur(invoice.total)],
  ];
  const lines = invoice.lines.map((line) => {
    const detail = line.kind === 'calls' ? ` (${Math.round((line.duration ?? 0) / 60)} min)` : '';
    return [`${lineLabel(t, line)}${detail}`, String(line.quantity), line.unit_price === undefined ? '' : eur(line.unit_price), eur(line.amount)];
  });
  table(money4, [t('fields.description'), t('fields.quantity'), t('fields.unit_price'), t('fields.amount')], [...lines, ...totals], (i) => i === lines.length + totals.length - 1);
  // A reseller invoice says that its amounts are net of the reseller's commission (issue 27 item 15).
  if (invoice.commission !== undefined) para(t('pdf.commission_deducted'));

  // The VAT per rate (EU VAT directive Art. 226 (8), (10)): one rate per invoice today; with no
  // VAT charged, why (Art. 226 (11), (11a)): reverse charge, or not subject to VAT.
  doc.moveDown(1);
  const code = categoryOf(invoice);
  const rate = `${new Intl.NumberFormat(lang, { maximumFractionDigits: 2 }).format(invoice.vat_rate)} %`;
  const reason = { S: '', AE: t('pdf.reverse_charge'), O: t('pdf.not_subject') }[code];
  table(money4, [t('fields.vat_rate'), '', t('pdf.vat_base'), t('pdf.vat_amount')], [[reason ? `${rate} (${reason})` : rate, '', eur(invoice.subtotal), eur(invoice.vat)]]);
  if (code === 'AE') para(t('pdf.reverse_charge_note'));

  doc.moveDown(1);
  doc.font('bold');
  para(t('pdf.payment'), 'H2');
  doc.font('regular');
  const supplier = extras.parties.supplier;
  para(t('pdf.payment_terms').replace('%{days}', String(Math.round((Date.parse(invoice.due_date) - Date.parse(invoice.date)) / 86_400_000))));
  if (supplier.iban) {
    para(`${t('pdf.iban')}: ${supplier.iban.replace(/(.{4})(?=.)/g, '$1 ')}${supplier.bic ? ` · ${t('pdf.bic')}: ${supplier.bic}` : ''}`);
  }
  para(`${t('pdf.payment_reference')}: ${extras.paymentReference}`);
  root.end();
  doc.end();
  return done;
}
