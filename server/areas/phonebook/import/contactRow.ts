import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';
import { serverText } from '../../../../core/domain/errorCatalogue.ts';
import type { ImportField } from './columns.ts';
import type { SheetRow } from './read.ts';

/** A field's refusal, in the catalogue's words, as the CRUD answers it. */
export interface Reason {
  field: string;
  message: string;
}

/**
 * "No special characters" (configuration-areas §5): names and companies hold letters of any
 * language, digits, spaces and the punctuation of names (. , ' ’ - & ( ) / + @ _). Anything
 * else (< > ; = " | { } \ * $ % …, control characters) is refused in the catalogue's words.
 */
const SPECIAL = /[^\p{L}\p{M}\p{N} .,'’&()/+@_-]/gu;

/** A cell as text: numbers as the digits they hold (a spreadsheet stores 3225880100 as a number). */
function textOf(cell: unknown): string {
  if (cell === null || cell === undefined) return '';
  if (typeof cell === 'number') return Number.isInteger(cell) ? cell.toFixed(0) : String(cell);
  return String(cell).replace(/\s+/g, ' ').trim();
}

/**
 * A number as stored (E.164). Numbers are accepted without a plus (configuration-areas §5):
 * 0032… and 32… are international, 02… and 475… national numbers of the group's country.
 * What cannot be read as a number is left as typed, for the schema's phone-number format to refuse.
 */
export function importNumber(text: string, country: CountryCode | undefined): string {
  const compact = text.replace(/[\s().\-/]/g, '');
  if (!/^\+?\d+$/.test(compact)) return text;
  const international = compact.startsWith('+') ? compact : compact.startsWith('00') ? `+${compact.slice(2)}` : undefined;
  const candidates = international ? [international] : [compact, `+${compact}`];
  for (const candidate of candidates) {
    const parsed = candidate.startsWith('+') ? parsePhoneNumberFromString(candidate) : country ? parsePhoneNumberFromString(candidate, country) : undefined;
    if (parsed?.isValid()) return parsed.number;
  }
  return text;
}

export interface ContactInput {
  row: number;
  input: Record<string, unknown>;
  /** Refusals found before the record's own checks: special characters. */
  reasons: Reason[];
}

/** One sheet row as the contact a person would have typed into the form, for the CRUD's checks. */
export function contactInput(
  sheetRow: SheetRow,
  columns: Partial<Record<ImportField, number>>,
  phonebook: number,
  country: CountryCode | undefined,
): ContactInput {
  const cell = (field: ImportField) => (columns[field] === undefined ? '' : textOf(sheetRow.cells[columns[field]]));
  const reasons: Reason[] = [];
  for (const field of ['display_name', 'company'] as const) {
    const special = [...new Set(cell(field).match(SPECIAL) ?? [])];
    if (special.length) reasons.push({ field, message: serverText('import_special_characters', { characters: special.join(' ') }) });
  }
  const number = (field: ImportField) => (cell(field) ? importNumber(cell(field), country) : null);
  const shortcode = cell('shortcode');
  return {
    row: sheetRow.row,
    reasons,
    input: {
      phonebook,
      display_name: cell('display_name'),
      company: cell('company') || null,
      number: number('number') ?? '',
      mobile: number('mobile'),
      shortcode: shortcode === '' ? null : /^\d{1,9}$/.test(shortcode) ? Number(shortcode) : shortcode,
    },
  };
}
