import type { Queryable } from '../../db/index.ts';
import type { Language } from '../../../core/domain/formats.ts';
import { paymentReference } from '../../../core/billing/paymentReference.ts';
import { gapsOf, partiesOf, type Gap, type InvoiceKind, type Parties } from './parties.ts';
import { invoicePdf, type PrintedInvoice } from './pdf.ts';
import { invoiceUbl } from './ubl.ts';

export type StoredInvoice = PrintedInvoice & { id: number; period_start: string; period_end: string };

/** Everything an invoice is printed and sent with beyond its figures: parties, payment reference, buyer reference, gaps. */
export interface InvoiceDocument {
  parties: Parties;
  paymentReference: string;
  buyerReference: string;
  gaps: Gap[];
}

/**
 * The document of an invoice held by `groupId` (its group's, or the reseller's for a reseller
 * invoice): the parties as issued and completed (parties.ts), the structured reference for the
 * account paid into, and the customer's own billing reference (else the invoice's number).
 */
export async function documentOf(db: Queryable, kind: InvoiceKind, groupId: number, invoice: StoredInvoice): Promise<InvoiceDocument> {
  const parties = await partiesOf(db, kind, groupId, invoice);
  const payee = parties.supplier.iban?.slice(0, 2) ?? parties.supplier.address_country;
  const [row] = await db.query<{ reference: string | null }>(`SELECT settings ->> 'billing_reference' AS reference FROM groups WHERE id = $1`, [groupId]);
  return { parties, paymentReference: paymentReference(invoice.number, payee), buyerReference: row?.reference?.trim() || invoice.number, gaps: gapsOf(parties) };
}

/** The invoice as the API answers it: its figures, its parties (a supplier nobody named yet left out), the reference and what is missing. */
export function invoiceView(invoice: StoredInvoice, document: InvoiceDocument) {
  const { supplier, customer } = document.parties;
  return { ...invoice, ...(supplier.name ? { supplier } : { supplier: undefined }), customer, payment_reference: document.paymentReference, gaps: document.gaps };
}

export const ublOf = (invoice: StoredInvoice, document: InvoiceDocument, lang: Language) => invoiceUbl({ invoice, ...document }, lang);

export const pdfOf = (invoice: StoredInvoice, document: InvoiceDocument, lang: Language) =>
  invoicePdf(invoice, lang, { parties: document.parties, paymentReference: document.paymentReference, ubl: ublOf(invoice, document, lang) });

/** A downloaded file's name: letters, digits and dashes of the invoice number, then the extension. */
export const fileName = (number: string, extension: 'pdf' | 'xml') => `${number.replace(/[^A-Za-z0-9-]/g, '_')}.${extension}`;
