import { vatBasisPoints } from './prices.ts';

/**
 * Which VAT an invoice carries, from where its two parties are (EU VAT directive 2006/112/EC),
 * as an EN 16931 VAT category (UNCL 5305 as Peppol BIS 3.0 subsets it):
 * - **S**, standard rate: supplier and customer in one country (its domestic rate), or a
 *   customer in another EU country without a VAT number, a consumer, for whom telecommunication
 *   services are taxed where they live (Art. 58) at that country's rate (declared through OSS);
 * - **AE**, reverse charge: a customer with a VAT number in another EU country accounts for the
 *   VAT itself (Art. 44 and 196): 0 % on the invoice, reason code VATEX-EU-AE, and both parties'
 *   VAT numbers on it (rule BR-AE-02);
 * - **O**, not subject to VAT: one party outside the EU, so the service is supplied where the
 *   customer is, outside the supplier's VAT (Art. 44, 59): VATEX-EU-O, and no VAT number on the
 *   e-invoice (BR-O-02). Not G, which is for goods exported (VATEX-EU-G, Art. 146).
 * A country with no VAT known here charges none (O), as before.
 */
export type VatCategory = 'S' | 'AE' | 'O';
export interface VatTreatment {
  category: VatCategory;
  /** Hundredths of a percent: 2100 = 21 %. */
  basisPoints: number;
}

/** The member states (VAT numbers of Greece start EL, its country code is GR). */
const EU = new Set(['AT', 'BE', 'BG', 'CY', 'CZ', 'DE', 'DK', 'EE', 'ES', 'FI', 'FR', 'GR', 'HR', 'HU', 'IE', 'IT', 'LT', 'LU', 'LV', 'MT', 'NL', 'PL', 'PT', 'RO', 'SE', 'SI', 'SK']);

/** The exemption reason code (BT-121) of each category that charges no VAT. */
export const EXEMPTION_CODE: Record<Exclude<VatCategory, 'S'>, string> = { AE: 'VATEX-EU-AE', O: 'VATEX-EU-O' };

/** A party as far as VAT goes: its country and whether it gave a VAT number. */
export interface VatParty {
  country?: string | null;
  vat_number?: string;
}

const rateOf = (country: string | null | undefined): VatTreatment => {
  const basisPoints = vatBasisPoints(country);
  return basisPoints > 0 ? { category: 'S', basisPoints } : { category: 'O', basisPoints: 0 };
};

/**
 * The VAT of an invoice from `supplier` to `customer`. A supplier whose country nobody filled in
 * yet: the customer's country's rate, as invoices were made before reverse charge.
 */
export function vatTreatment(supplier: VatParty, customer: VatParty): VatTreatment {
  const from = supplier.country;
  const to = customer.country;
  if (!from || !to || from === to) return rateOf(to || from);
  if (!EU.has(from) || !EU.has(to)) return { category: 'O', basisPoints: 0 };
  return customer.vat_number ? { category: 'AE', basisPoints: 0 } : rateOf(to);
}

/** The category of an invoice as stored: invoices issued before it was kept are S when they charge VAT, else O. */
export const categoryOf = (invoice: { vat_category?: VatCategory; vat_rate: number }): VatCategory => invoice.vat_category ?? (invoice.vat_rate > 0 ? 'S' : 'O');
