import type { Queryable } from '../../../db/index.ts';
import type { Session } from '../../../auth/session.ts';
import { HttpError } from '../../../http/errors.ts';
import type { ResourceModel } from '../../../resources/model.ts';
import { insertRecord } from '../../../resources/records.ts';
import type { ResourceService } from '../../../resources/service.ts';
import { withCreatorAsOwner, type Writer } from '../../../../src/domain/writeAccess.ts';
import { serverText } from '../../../../src/domain/errorCatalogue.ts';
import type { ContactInput, Reason } from './contactRow.ts';

type Data = Record<string, unknown>;

/** A record of the file after the schema's checks: the contact to write, or why it is skipped. */
export type CheckedRow = { row: number; data: Data } | { row: number; reasons: Reason[] };

export interface ImportContext {
  service: ResourceService;
  session: Session;
  phonebook: number;
}

export interface ImportOutcome {
  added: Data[];
  /** Rows identical in name and number to a contact of the phonebook (or to an earlier row). */
  duplicates: number;
  skipped: { row: number; reasons: Reason[] }[];
}

/** Why the CRUD refused a record, field by field, as it would answer the form. */
function reasonsOf(err: unknown): Reason[] {
  if (!(err instanceof HttpError) || err.statusCode !== 400) throw err;
  const body = err.body as Record<string, unknown> | string[];
  if (Array.isArray(body)) return body.map((message) => ({ field: 'non_field_errors', message }));
  return Object.entries(body).flatMap(([field, messages]) => [messages].flat().map((message) => ({ field, message: String(message) })));
}

/**
 * The schema's checks of every record, as the CRUD's create makes them (service.validate: the
 * fields, formats and E.164 numbers; the creator as owner where the area has owners). They do
 * not depend on the database, so the commit takes their result from the preview.
 */
export function validateRows(service: ResourceService, writer: Writer, rows: ContactInput[]): CheckedRow[] {
  const model = service.model('phonebook_contact');
  return rows.map(({ row, input, reasons }) => {
    if (reasons.length) return { row, reasons };
    try {
      return { row, data: withCreatorAsOwner(writer, model.schema, service.validate(model, input)) };
    } catch (err) {
      return { row, reasons: reasonsOf(err) };
    }
  });
}

const nameKey = (record: Data) => `${String(record.display_name).toLowerCase()}\u0000${String(record.number)}`;
const present = (value: unknown) => value !== null && value !== undefined;

/** The values a unique field already holds where it must be unique (the group, or everywhere). */
async function takenValues(tx: Queryable, model: ResourceModel, groupId: number): Promise<Map<string, Set<string>>> {
  const taken = new Map<string, Set<string>>();
  for (const [field, scope] of Object.entries(model.unique)) {
    const rows = await tx.query<{ value: string }>(
      `SELECT data ->> '${field}' AS value FROM ${model.table} WHERE data ->> '${field}' IS NOT NULL${scope === 'global' ? '' : ' AND group_id = $1'}`,
      scope === 'global' ? [] : [groupId],
    );
    taken.set(field, new Set(rows.map((r) => r.value)));
  }
  return taken;
}

/**
 * Writes the checked contacts into the phonebook in `tx` as the CRUD's create writes one: the
 * references and the area's rules with the dial plan (service.checkWrite) in the transaction,
 * then the row; a unique value already held is refused in the schema's words before the index
 * would. A refused row is skipped with its reasons instead of failing the file; rows written
 * earlier in `tx` are seen by the later ones' rules. A contact identical in name and number to
 * one in the phonebook is a duplicate: skipped, so the same file imported twice adds nothing twice.
 * The preview runs this in a transaction that is rolled back, the commit in one that is kept.
 */
export async function writeRows(tx: Queryable, { service, session, phonebook }: ImportContext, rows: CheckedRow[]): Promise<ImportOutcome> {
  const model = service.model('phonebook_contact');
  const existing = await tx.query<{ data: Data }>(
    `SELECT data FROM ${model.table} WHERE group_id = $1 AND data ->> 'phonebook' = $2`,
    [session.group.id, String(phonebook)],
  );
  const seen = new Set(existing.map((r) => nameKey(r.data)));
  const taken = await takenValues(tx, model, session.group.id);
  const outcome: ImportOutcome = { added: [], duplicates: 0, skipped: [] };
  for (const checked of rows) {
    const { row } = checked;
    if ('reasons' in checked) {
      outcome.skipped.push(checked);
      continue;
    }
    const { data } = checked;
    if (seen.has(nameKey(data))) {
      outcome.duplicates++;
      outcome.skipped.push({ row, reasons: [{ field: 'non_field_errors', message: serverText('import_duplicate') }] });
      continue;
    }
    const clash = [...taken].find(([field, values]) => present(data[field]) && values.has(String(data[field])));
    if (clash) {
      const [field] = clash;
      outcome.skipped.push({ row, reasons: [{ field, message: serverText(model.uniqueMessages[field] ?? 'unique', { field }) }] });
      continue;
    }
    try {
      await service.checkWrite(tx, session, model, data);
    } catch (err) {
      outcome.skipped.push({ row, reasons: reasonsOf(err) });
      continue;
    }
    const saved = await insertRecord(tx, model, session.group.id, data);
    seen.add(nameKey(data));
    for (const [field, values] of taken) if (present(data[field])) values.add(String(data[field]));
    outcome.added.push({ row, ...saved });
  }
  return outcome;
}
