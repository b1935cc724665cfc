import { serverText } from '../../../../core/domain/errorCatalogue.ts';
import type { ContactInput } from './contactRow.ts';
import type { CheckedRow, ImportOutcome } from './importRows.ts';
import { PREVIEW_ROWS } from './limits.ts';

const SHOWN = ['display_name', 'company', 'number', 'mobile', 'shortcode'] as const;

/**
 * What the user sees before anything is written: the counts, the first new contacts, every
 * skipped row and why, and the refusal the commit would answer (invalid numbers).
 */
export function previewOf(name: string, rows: ContactInput[], outcome: ImportOutcome) {
  return {
    error: invalidNumbers(rows, outcome) ?? null,
    file: name,
    records: rows.length,
    to_add: outcome.added.length,
    duplicates: outcome.duplicates,
    skipped: outcome.skipped.length,
    rows: outcome.added.slice(0, PREVIEW_ROWS).map((contact) => ({ row: contact.row as number, ...Object.fromEntries(SHOWN.map((f) => [f, contact[f] ?? null])) })),
    skipped_rows: outcome.skipped,
  };
}

export type ImportPreview = ReturnType<typeof previewOf>;

/** The job's result: the preview, and the checked records the commit writes (which the preview does not show). */
export type ImportResult = ImportPreview & { checked: CheckedRow[] };

/** The preview of a file refused whole (no header of names and numbers, no records, too many): the commit answers its error. */
export function refusedPreview(name: string, error: string): ImportResult {
  return { error, file: name, records: 0, to_add: 0, duplicates: 0, skipped: 0, rows: [], skipped_rows: [], checked: [] };
}

const NUMBER_FIELDS = new Set(['number', 'mobile']);

/**
 * configuration-areas §8, "phonebook import failed for invalid numbers": when not one record
 * can be imported and invalid numbers are among the reasons, the import fails naming them (the first five).
 */
export function invalidNumbers(rows: ContactInput[], outcome: ImportOutcome): string | undefined {
  if (outcome.added.length || outcome.duplicates) return undefined;
  const byRow = new Map(rows.map((r) => [r.row, r.input]));
  const numbers = outcome.skipped.flatMap(({ row, reasons }) =>
    reasons.filter((r) => NUMBER_FIELDS.has(r.field)).map((r) => String(byRow.get(row)?.[r.field] ?? '')),
  );
  if (!numbers.length) return undefined;
  const distinct = [...new Set(numbers)];
  return serverText('import_invalid_numbers', { numbers: `${distinct.slice(0, 5).join(', ')}${distinct.length > 5 ? ', …' : ''}` });
}
