import { getCountries, isValidPhoneNumber, parsePhoneNumberWithError } from 'libphonenumber-js';
import { isBic, isIban, isVatNumber } from '../billing/identifiers.ts';

/**
 * The project's string formats, written once and registered in the portal's and the server's
 * Ajv alike (see schemaKeywords.ts), so that both sides accept exactly the same values.
 */

/** Code for non-geographic numbers in the destination-country lists. */
export const NON_GEOGRAPHIC = '001';

/**
 * The ISO 3166 codes of Antarctica (the continent AN of portal-overview §3) that
 * libphonenumber has no numbering plan for, with the calling code their stations use.
 */
export const ANTARCTIC_DIAL_CODES: Readonly<Record<string, string>> = { AQ: '+672', BV: '+47', GS: '+500', HM: '+672', TF: '+262' };

export const LANGUAGES = ['en', 'nl', 'fr'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Every country a country code may name: libphonenumber's, and Antarctica's. */
export const COUNTRY_CODES: readonly string[] = [...getCountries(), ...Object.keys(ANTARCTIC_DIAL_CODES)];
const COUNTRIES = new Set<string>(COUNTRY_CODES);

/** An international number, with its leading plus, that is valid for its country. */
export function isPhoneNumber(value: string): boolean {
  return /^\+[\d\s().-]{4,24}$/.test(value) && isValidPhoneNumber(value);
}

/** How phone numbers are stored: E.164, e.g. +3225880100. */
export function toE164(value: string): string {
  return parsePhoneNumberWithError(value).number;
}

/** How phone numbers are shown: internationally, with a leading plus. */
export function formatPhoneNumber(value: string | null | undefined): string {
  if (!value) return '';
  try {
    return parsePhoneNumberWithError(value).formatInternational();
  } catch {
    return value;
  }
}

/**
 * A call's party as every page shows it: an international number grouped as formatPhoneNumber
 * does, an extension or a short code as it is; empty when there is none (the page says who).
 */
export function formatParty(value: string | null | undefined): string {
  if (!value) return '';
  return value.startsWith('+') ? formatPhoneNumber(value) : value;
}

export function isEmail(value: string): boolean {
  // One @, a dotted domain, no spaces: what mail servers accept in practice.
  return value.length <= 254 && /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(value);
}

/** hh:mm or hh:mm:ss, 24-hour. */
export function isTime(value: string): boolean {
  return /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/.test(value);
}

export function isMacAddress(value: string): boolean {
  return /^[0-9A-Fa-f]{2}([:-]?)[0-9A-Fa-f]{2}(\1[0-9A-Fa-f]{2}){4}$/.test(value);
}

/** A country, or 001: where destination countries are listed (portal-overview §3). */
export function isCountryCode(value: string): boolean {
  return value === NON_GEOGRAPHIC || COUNTRIES.has(value);
}

/** A country and never 001: a place, such as a site's country. */
export function isGeographicCountryCode(value: string): boolean {
  return COUNTRIES.has(value);
}

export function isLanguage(value: string): boolean {
  return (LANGUAGES as readonly string[]).includes(value);
}

/** Days in a month of a year of the Gregorian calendar (month 1–12). */
function daysIn(year: number, month: number): number {
  if (month === 2) return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/**
 * A date that exists: yyyy-mm-dd read field by field, since Date.parse rolls 2027-02-30 over
 * into March instead of refusing it.
 */
function isCalendarDate(year: string, month: string, day: string): boolean {
  const m = Number(month);
  const d = Number(day);
  return m >= 1 && m <= 12 && d >= 1 && d <= daysIn(Number(year), m);
}

/** ISO 8601 date and time with a zone, as the API sends timestamps: every part within its range. */
export function isDateTime(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})T([01]\d|2[0-3]):[0-5]\d(:[0-5]\d(\.\d+)?)?(Z|[+-]([01]\d|2[0-3]):[0-5]\d)$/.exec(value);
  return match !== null && isCalendarDate(match[1], match[2], match[3]);
}

/** A calendar date, yyyy-mm-dd, that exists (no 2027-02-30, no month 13). */
export function isDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return match !== null && isCalendarDate(match[1], match[2], match[3]);
}

export const FORMATS: Record<string, (value: string) => boolean> = {
  'vat-number': isVatNumber,
  iban: isIban,
  bic: isBic,
  'phone-number': isPhoneNumber,
  email: isEmail,
  time: isTime,
  'mac-address': isMacAddress,
  'country-code': isCountryCode,
  'geographic-country-code': isGeographicCountryCode,
  language: isLanguage,
  'date-time': isDateTime,
  date: isDate,
};
