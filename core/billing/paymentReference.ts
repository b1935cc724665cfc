/**
 * The structured payment reference printed on an invoice and carried by its e-invoice (BT-83),
 * so that the payee's bank matches a payment to its invoice without reading free text.
 *
 * Why two forms: Belgian payers and banks expect the Belgian structured communication ("OGM",
 * +++123/4567/89012+++: ten digits and their mod-97 check), which every Belgian banking app
 * offers as a field of its own; elsewhere in SEPA the standard is the ISO 11649 creditor
 * reference (RF + two check digits + the reference). The form follows the account paid into:
 * a Belgian IBAN gets the OGM, any other the RF reference, both made of the same ten digits.
 */

/** The ten digits of an invoice: the kind (1 a group's invoice, 2 a reseller invoice), the period's YYMM and the group's five digits. */
export function referenceDigits(number: string): string {
  const digits = number.replace(/\D/g, '');
  const kind = number.startsWith('RI-') ? '2' : '1';
  return `${kind}${digits.slice(2, 6)}${digits.slice(6).padStart(5, '0').slice(-5)}`;
}

/** +++123/4567/89012+++: ten digits, then their remainder by 97 (97 when it is 0). */
export function belgianStructuredReference(tenDigits: string): string {
  const check = Number(BigInt(tenDigits) % 97n) || 97;
  const all = `${tenDigits}${String(check).padStart(2, '0')}`;
  return `+++${all.slice(0, 3)}/${all.slice(3, 7)}/${all.slice(7)}+++`;
}

/** ISO 11649: RF, then 98 less the remainder by 97 of the reference followed by "RF00" (letters as 10–35). */
export function creditorReference(reference: string): string {
  const numeric = `${reference}RF00`.toUpperCase().replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55));
  const check = 98 - Number(BigInt(numeric) % 97n);
  return `RF${String(check).padStart(2, '0')}${reference}`;
}

/** The reference of an invoice paid into an account of this IBAN (none yet: the supplier's country decides). */
export function paymentReference(number: string, payeeCountry: string | undefined): string {
  const digits = referenceDigits(number);
  return payeeCountry === 'BE' ? belgianStructuredReference(digits) : creditorReference(digits);
}
