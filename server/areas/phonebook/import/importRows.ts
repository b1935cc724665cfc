import type { Queryable } from '../../../db/index.ts';
import type { Session } from '../../../auth/session.ts';
import { HttpError } from '../../../http/errors.ts';
import type { ResourceModel } from '../../../resources/model.ts';
import type { ResourceService } from '../../../resources/service.ts';
import { withCreatorAsOwner, type Writer } from '../../../../core/domain/writeAccess.ts';
import { serverText } from '../../../../core/domain/errorCatalogue.ts';
import type { ContactInput, Reason } from './contactRow.ts';
import { holdingLocks } from './heldLocks.ts';

type Data = Record<string, unknown>;

/** A record of the file after the schema's checks: the contact to write, or why it is skipped. */
export type CheckedRow = { row: number; data: Data } | { row: number; reasons: Reason[] };

export interface ImportContext {
  service: ResourceService;
  session: Session;
  phonebook: number;
}

export interface ImportOutcome {
  /** The contacts written, with their row numbers. */
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

/** Rows written together: one statement for many records instead of a round trip each. */
const BATCH = 1000;

/** Writes rows as the CRUD's insertRecord writes one (the group and the record's data), many in one statement. */
async function insertAll(tx: Queryable, model: ResourceModel, groupId: number, records: Data[]): Promise<void> {
  for (let i = 0; i < records.length; i += BATCH) {
    await tx.query(
      `INSERT INTO ${model.table} (group_id, data) SELECT $1, r.data FROM jsonb_array_elements($2::jsonb) WITH ORDINALITY AS r(data, n) ORDER BY r.n`,
      [groupId, JSON.stringify(records.slice(i, i + BATCH))],
    );
  }
}

/**
 * Writes the checked contacts into the phonebook in `tx` as the CRUD's create writes one: the
 * references and the area's rules with the dial plan (service.checkWrite) in the transaction,
 * then the row; a unique value already held is refused in the schema's words before the index
 * would. A refused row is skipped with its reasons instead of failing the file. A contact
 * identical in name and number to one in the phonebook is a duplicate: skipped, so the same
 * file imported twice adds nothing twice. The preview runs this in a transaction that is
 * rolled back, the commit in one that is kept.
 *
 * Rows are written in batches. The rules read the database only for a shortcode (the dial
 * plan), so the rows waiting are written before such a row is checked: every check sees every
 * row of the file before it, as when the contacts are saved one by one.
 */
export async function writeRows(transaction: Queryable, { service, session, phonebook }: ImportContext, rows: CheckedRow[]): Promise<ImportOutcome> {
  const tx = holdingLocks(transaction);
  const model = service.model('phonebook_contact');
  const existing = await tx.query<{ data: Data }>(
    `SELECT data FROM ${model.table} WHERE group_id = $1 AND data ->> 'phonebook' = $2`,
    [session.group.id, String(phonebook)],
  );
  const seen = new Set(existing.map((r) => nameKey(r.data)));
  const taken = await takenValues(tx, model, session.group.id);
  const outcome: ImportOutcome = { added: [], duplicates: 0, skipped: [] };
  let waiting: Data[] = [];
  const flush = async () => {
    await insertAll(tx, model, session.group.id, waiting);
    waiting = [];
  };
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
    if (present(data.shortcode)) await flush();
    try {
      await service.checkWrite(tx, session, model, data);
    } catch (err) {
      outcome.skipped.push({ row, reasons: reasonsOf(err) });
      continue;
    }
    waiting.push(data);
    seen.add(nameKey(data));
    for (const [field, values] of taken) if (present(data[field])) values.add(String(data[field]));
    outcome.added.push({ row, ...data });
  }
  await flush();
  return outcome;
}
