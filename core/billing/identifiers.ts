import { electronicFormatIBAN, isValidBIC, isValidIBAN } from 'ibantools';
import { checkVAT, countries } from 'jsvat';

/**
 * The identifiers an invoice's parties carry, checked by their own rules: an EU (or GB, CH, NO)
 * VAT number by its country's check digits (jsvat), an IBAN by its length per country and
 * mod-97 check (ibantools), a BIC by its shape and country. Spaces and dots people type are
 * allowed; compact() gives the form invoices and e-invoices carry.
 */
export const compact = (value: string) => value.replace(/[\s.-]/g, '').toUpperCase();

export function isVatNumber(value: string): boolean {
  return checkVAT(compact(value), countries).isValid;
}

export function isIban(value: string): boolean {
  return isValidIBAN(electronicFormatIBAN(value) ?? '');
}

export function isBic(value: string): boolean {
  return isValidBIC(compact(value));
}
