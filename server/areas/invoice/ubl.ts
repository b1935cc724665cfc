import type { Language } from '../../../core/domain/formats.ts';
import type { InvoiceLine } from './arithmetic.ts';
import type { Parties, Party } from './parties.ts';
import { lineLabel, type PrintedInvoice } from './pdf.ts';
import { invoiceTranslator } from './texts.ts';
import { categoryOf, EXEMPTION_CODE, type VatCategory } from './vat.ts';

/**
 * An invoice as a Peppol BIS Billing 3.0 e-invoice: a UBL 2.1 Invoice document
 * (https://docs.peppol.eu/poacc/billing/3.0/syntax/ubl-invoice/), the business terms of EN 16931
 * named beside each element (BT-n). Validated in tests/api/invoiceEInvoice.test.ts with the
 * official Schematron rules of EN 16931 and Peppol (tests/fixtures/peppol/).
 */

const CUSTOMIZATION = 'urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0';
const PROFILE = 'urn:fdc:peppol.eu:2017:poacc:billing:01:1.0';

/**
 * The Peppol electronic address (BT-34, BT-49) a VAT number gives, by the EAS code list: in
 * Belgium the enterprise number (0208, the VAT number's digits), elsewhere the country's VAT
 * scheme. A country without one here has no address, and the e-invoice says it is missing.
 */
const VAT_SCHEMES: Record<string, string> = {
  AT: '9914', DE: '9930', EE: '9931', ES: '9920', FR: '9957', GR: '9933', HR: '9934', IE: '9935', LT: '9937', LU: '9938',
  LV: '9939', MT: '9943', NL: '9944', PL: '9945', PT: '9946', RO: '9947', SI: '9949', SK: '9950',
};
export function endpointOf(vat: string | undefined): { scheme: string; id: string } | undefined {
  if (!vat) return undefined;
  const country = vat.slice(0, 2);
  if (country === 'BE') return { scheme: '0208', id: vat.slice(2) };
  const scheme = VAT_SCHEMES[country];
  return scheme ? { scheme, id: vat } : undefined;
}

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot', "'": 'apos' }[c]};`);
/** An element with text, or nothing when there is no value. */
const el = (name: string, value: string | number | undefined, attrs = '') => (value === undefined || value === '' ? '' : `<${name}${attrs}>${escape(String(value))}</${name}>`);
const money = (name: string, amount: number) => `<${name} currencyID="EUR">${amount.toFixed(2)}</${name}>`;

function party(p: Party, withVatNumber: boolean): string {
  const endpoint = endpointOf(p.vat_number);
  return [
    '<cac:Party>',
    endpoint ? el('cbc:EndpointID', endpoint.id, ` schemeID="${endpoint.scheme}"`) : '',
    `<cac:PartyName>${el('cbc:Name', p.name)}</cac:PartyName>`,
    '<cac:PostalAddress>',
    el('cbc:StreetName', p.address_street),
    el('cbc:CityName', p.address_city),
    el('cbc:PostalZone', p.address_postal_code),
    `<cac:Country>${el('cbc:IdentificationCode', p.address_country ?? p.vat_number?.slice(0, 2))}</cac:Country>`,
    '</cac:PostalAddress>',
    // A VAT identifier is not allowed on an invoice not subject to VAT (BR-O-02); reverse charge needs both (BR-AE-02).
    p.vat_number && withVatNumber ? `<cac:PartyTaxScheme>${el('cbc:CompanyID', p.vat_number)}<cac:TaxScheme><cbc:ID>VAT</cbc:ID></cac:TaxScheme></cac:PartyTaxScheme>` : '',
    '<cac:PartyLegalEntity>',
    el('cbc:RegistrationName', p.name),
    endpoint?.scheme === '0208' ? el('cbc:CompanyID', endpoint.id, ' schemeID="0208"') : '',
    '</cac:PartyLegalEntity>',
    '</cac:Party>',
  ].join('');
}

/** The tax category (vat.ts): its code and rate; not subject to VAT (O) has no rate (BR-O-05), reverse charge 0 % (BR-AE-05). */
function category(code: VatCategory, vatRate: number) {
  return code === 'O' ? '<cbc:ID>O</cbc:ID>' : `<cbc:ID>${code}</cbc:ID><cbc:Percent>${vatRate}</cbc:Percent>`;
}

/** Why no VAT is charged (BT-121 code, BT-120 text in the reader's language; BR-AE-10, BR-O-10); nothing for the standard rate. */
function exemption(code: VatCategory, t: (key: string) => string) {
  if (code === 'S') return '';
  return el('cbc:TaxExemptionReasonCode', EXEMPTION_CODE[code]) + el('cbc:TaxExemptionReason', t(code === 'AE' ? 'pdf.reverse_charge' : 'pdf.not_subject'));
}

const cents = (n: number) => Math.round(n * 100);

/**
 * A line as the e-invoice carries it: licences as quantity × the monthly price, since the rules
 * hold the line's amount to that product (PEPPOL-EN16931-R120); a line with no such price (the
 * calls of a destination and the setup costs, each call costing its own) or whose amount is not
 * that product (a reseller's line, its commission taken off) as one unit at its amount, what it
 * counts in the item's description.
 */
function invoiceLine(line: InvoiceLine, index: number, t: (key: string) => string, code: VatCategory, vatRate: number): string {
  const priced = line.unit_price !== undefined && cents(line.quantity * line.unit_price) === cents(line.amount);
  const quantity = priced ? line.quantity : 1;
  const price = priced ? line.unit_price! : line.amount;
  const minutes = line.kind === 'calls' ? ` (${Math.round((line.duration ?? 0) / 60)} min)` : '';
  const description = priced ? undefined : `${line.quantity}${line.unit_price === undefined ? '' : ` × ${line.unit_price.toFixed(2)} EUR`}${minutes}${line.commission ? `, − ${line.commission.toFixed(2)} EUR` : ''}`;
  return [
    '<cac:InvoiceLine>',
    el('cbc:ID', index + 1),
    el('cbc:InvoicedQuantity', quantity, ' unitCode="C62"'),
    money('cbc:LineExtensionAmount', line.amount),
    '<cac:Item>',
    el('cbc:Description', description),
    el('cbc:Name', lineLabel(t, line)),
    `<cac:ClassifiedTaxCategory>${category(code, vatRate)}<cac:TaxScheme><cbc:ID>VAT</cbc:ID></cac:TaxScheme></cac:ClassifiedTaxCategory>`,
    '</cac:Item>',
    `<cac:Price>${money('cbc:PriceAmount', price)}</cac:Price>`,
    '</cac:InvoiceLine>',
  ].join('');
}

export interface EInvoiceInput {
  invoice: PrintedInvoice & { period_start: string; period_end: string };
  parties: Parties;
  paymentReference: string;
  /** The customer's own reference (BT-10): its billing reference, else its group's number. */
  buyerReference: string;
}

/** The UBL 2.1 Invoice of an invoice, in a language (item names, payment terms). */
export function invoiceUbl({ invoice, parties, paymentReference, buyerReference }: EInvoiceInput, lang: Language): string {
  const t = invoiceTranslator(lang);
  const code = categoryOf(invoice);
  const withVatNumbers = code !== 'O';
  const { supplier, customer } = parties;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<Invoice xmlns="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2"',
    ' xmlns:cac="urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2"',
    ' xmlns:cbc="urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2">',
    el('cbc:CustomizationID', CUSTOMIZATION),
    el('cbc:ProfileID', PROFILE),
    el('cbc:ID', invoice.number),
    el('cbc:IssueDate', invoice.date),
    el('cbc:DueDate', invoice.due_date),
    el('cbc:InvoiceTypeCode', 380),
    el('cbc:DocumentCurrencyCode', 'EUR'),
    el('cbc:BuyerReference', buyerReference),
    `<cac:InvoicePeriod>${el('cbc:StartDate', invoice.period_start)}${el('cbc:EndDate', invoice.period_end)}</cac:InvoicePeriod>`,
    `<cac:AccountingSupplierParty>${party(supplier, withVatNumbers)}</cac:AccountingSupplierParty>`,
    `<cac:AccountingCustomerParty>${party(customer, withVatNumbers)}</cac:AccountingCustomerParty>`,
    // SEPA credit transfer (58) into the supplier's account with the structured reference; without an account, no payment means.
    supplier.iban
      ? [
          '<cac:PaymentMeans>',
          el('cbc:PaymentMeansCode', 58),
          el('cbc:PaymentID', paymentReference.replace(/\s/g, '')),
          '<cac:PayeeFinancialAccount>',
          el('cbc:ID', supplier.iban),
          el('cbc:Name', supplier.name),
          supplier.bic ? `<cac:FinancialInstitutionBranch>${el('cbc:ID', supplier.bic)}</cac:FinancialInstitutionBranch>` : '',
          '</cac:PayeeFinancialAccount>',
          '</cac:PaymentMeans>',
        ].join('')
      : '',
    `<cac:PaymentTerms>${el('cbc:Note', t('pdf.payment_terms').replace('%{days}', String(daysBetween(invoice.date, invoice.due_date))))}</cac:PaymentTerms>`,
    '<cac:TaxTotal>',
    money('cbc:TaxAmount', invoice.vat),
    '<cac:TaxSubtotal>',
    money('cbc:TaxableAmount', invoice.subtotal),
    money('cbc:TaxAmount', invoice.vat),
    `<cac:TaxCategory>${category(code, invoice.vat_rate)}${exemption(code, t)}<cac:TaxScheme><cbc:ID>VAT</cbc:ID></cac:TaxScheme></cac:TaxCategory>`,
    '</cac:TaxSubtotal>',
    '</cac:TaxTotal>',
    '<cac:LegalMonetaryTotal>',
    money('cbc:LineExtensionAmount', invoice.subtotal),
    money('cbc:TaxExclusiveAmount', invoice.subtotal),
    money('cbc:TaxInclusiveAmount', invoice.total),
    money('cbc:PayableAmount', invoice.total),
    '</cac:LegalMonetaryTotal>',
    ...invoice.lines.map((line, i) => invoiceLine(line, i, t, code, invoice.vat_rate)),
    '</Invoice>',
    '',
  ].join('\n');
}

export const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);
