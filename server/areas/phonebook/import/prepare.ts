import type { CountryCode } from 'libphonenumber-js';
import type { Queryable } from '../../../db/index.ts';
import { isGeographicCountryCode } from '../../../../core/domain/formats.ts';
import { mapColumns } from './columns.ts';
import { contactInput, type ContactInput } from './contactRow.ts';
import { FileRefused, fileKind, readSheet } from './read.ts';

/** The uploaded file as the job keeps it (in its payload, so that any server can take the job). */
export interface ImportFile {
  phonebook: number;
  name: string;
  /** The bytes, base64. */
  file: string;
}

/**
 * The group's country, for numbers written without their country code: the first country the
 * group calls from (group settings' allowed origination countries).
 */
export async function groupCountry(db: Queryable, groupId: number): Promise<CountryCode | undefined> {
  const [row] = await db.query<{ countries: string[] }>('SELECT allowed_origination_countries AS countries FROM groups WHERE id = $1', [groupId]);
  return originationCountry(row?.countries);
}

/** The country a group's numbers written without country code belong to: its first origination country. */
export function originationCountry(countries: readonly string[] | null | undefined): CountryCode | undefined {
  const first = countries?.[0];
  return first && isGeographicCountryCode(first) ? (first as CountryCode) : undefined;
}

/**
 * The file's records as the contacts a person would type: its first sheet (or the CSV), the
 * columns found by their header names, numbers normalised for the group's country. A file
 * without a column of names or of numbers is refused whole (FileRefused), at the upload.
 */
export function contactsOf(upload: ImportFile, country: CountryCode | undefined): ContactInput[] {
  const bytes = Buffer.from(upload.file, 'base64');
  const kind = fileKind(upload.name, bytes);
  if (!kind) throw new FileRefused('import_file_type');
  const sheet = readSheet(kind, bytes);
  const columns = mapColumns(sheet.header);
  if (columns.display_name === undefined || columns.number === undefined) throw new FileRefused('import_columns_missing');
  return sheet.rows.map((row) => contactInput(row, columns, upload.phonebook, country));
}
