import type { Db } from '../db/index.ts';
import type { Session } from '../auth/session.ts';
import { HttpError, detail } from '../http/errors.ts';
import { serverText } from '../../core/domain/errorCatalogue.ts';
import { mayWriteAny } from '../../core/domain/writeAccess.ts';
import type { SchemaSet } from './schemas.ts';
import type { ResourceModel } from './model.ts';
import type { ResourceService } from './service.ts';
import type { StoredRecord } from './records.ts';
import type { FieldErrors } from './validation.ts';
import { writerOf } from './writeAccess.ts';

/** At most this many records in one bulk change: a few pages of a list, one transaction. */
export const BULK_LIMIT = 500;

/** Ids are PostgreSQL integers: a larger one is no id, refused before any query. */
const MAX_ID = 2147483647;

/** One record to change, with the version the client saw (none: the current one). */
export interface BulkRecord {
  id: number;
  version?: number;
}

export interface BulkUpdateRequest {
  records: BulkRecord[];
  field: string;
  value: unknown;
}

/** How one record fared: refused with the status and body its own update would have answered, or not. */
export type BulkOutcome = { id: number; refused: false } | { id: number; refused: true; status: number; error: unknown };

/**
 * The fields an area lets a list change on several records at once: its UI schema's
 * `list.bulkEdit`. A field that is not a writable property of the schema is a mistake in the
 * area's files and stops the server at start, rather than offering a change nobody can save.
 */
export function bulkEditFields(set: SchemaSet, resource: string): string[] {
  const fields = set.ui.get(resource)?.list?.bulkEdit ?? [];
  const properties = set.resources.get(resource)?.properties ?? {};
  for (const field of fields) {
    if (!properties[field] || properties[field].readOnly) {
      throw new Error(`schemas/${resource}.ui.json: list.bulkEdit names "${field}", which is no writable field`);
    }
  }
  return fields;
}

const isObject = (value: unknown): value is Record<string, unknown> => Boolean(value) && typeof value === 'object' && !Array.isArray(value);
const isId = (value: unknown) => Number.isInteger(value) && (value as number) >= 1 && (value as number) <= MAX_ID;

/** The request as sent, checked for its shape; its value is checked later as each record's field. */
function readRequest(input: unknown, fields: string[]): { request?: BulkUpdateRequest; errors: FieldErrors } {
  const errors: FieldErrors = {};
  if (!isObject(input)) return { errors: { non_field_errors: [serverText('invalid')] } };
  for (const key of Object.keys(input)) if (!['records', 'field', 'value'].includes(key)) errors[key] = [serverText('unknown_field')];
  const { records, field } = input;
  if (records === undefined) errors.records = [serverText('required')];
  else if (!Array.isArray(records)) errors.records = [serverText('invalid')];
  else if (records.length < 1) errors.records = [serverText('min_items', { limit: 1 })];
  else if (records.length > BULK_LIMIT) errors.records = [serverText('max_value', { limit: BULK_LIMIT })];
  else if (!records.every((r) => isObject(r) && isId(r.id) && (r.version === undefined || (Number.isInteger(r.version) && (r.version as number) >= 0)) && Object.keys(r).every((k) => k === 'id' || k === 'version'))) {
    errors.records = [serverText('invalid')];
  } else if (new Set(records.map((r) => (r as BulkRecord).id)).size !== records.length) errors.records = [serverText('duplicate_items')];
  if (field === undefined) errors.field = [serverText('required')];
  else if (typeof field !== 'string' || !fields.includes(field)) errors.field = [serverText('bulk_field')];
  if (!('value' in input)) errors.value = [serverText('required')];
  if (Object.keys(errors).length) return { errors };
  return { request: input as unknown as BulkUpdateRequest, errors };
}

/** What a refused record's own update would have answered; anything else is a fault, not a refusal. */
function refusalOf(service: ResourceService, model: ResourceModel, err: unknown): HttpError {
  try {
    service.translate(model, err);
  } catch (translated) {
    if (translated instanceof HttpError) return translated;
    throw translated;
  }
  throw err;
}

/**
 * Sets one field to one value on several records of the group, all or nothing: each record goes
 * through exactly the checks of its own update (service.updateIn: tenancy, write access, its
 * version, the schema, references and the area's rules), all inside one transaction. When any
 * record is refused the transaction is rolled back, nothing is changed, and the answer (409)
 * says for every record whether it was refused and why, as its own update would have said.
 * Each record runs under a savepoint, so that a database refusal of one (a unique value) still
 * lets the others be checked and reported.
 */
export async function bulkUpdate(db: Db, service: ResourceService, set: SchemaSet, session: Session, model: ResourceModel, input: unknown): Promise<StoredRecord[]> {
  service.allow(session, model);
  // A user who may change no record of the area at all is refused outright, as by the single update.
  if (!mayWriteAny(await writerOf(db, session), model.schema, 'update')) throw detail(403, serverText('permission_denied'));
  const { request, errors } = readRequest(input, bulkEditFields(set, model.name));
  if (!request) throw service.invalid(model, errors);
  const { records, field, value } = request;

  const outcome = await db
    .transaction(async (tx) => {
      const saved: StoredRecord[] = [];
      const outcomes: BulkOutcome[] = [];
      for (const { id, version } of records) {
        await tx.query('SAVEPOINT bulk_record');
        try {
          saved.push(await service.updateIn(tx, session, model, id, { [field]: value }, { partial: true, expectedVersion: version }));
          await tx.query('RELEASE SAVEPOINT bulk_record');
          outcomes.push({ id, refused: false });
        } catch (err) {
          await tx.query('ROLLBACK TO SAVEPOINT bulk_record');
          const refusal = refusalOf(service, model, err);
          outcomes.push({ id, refused: true, status: refusal.statusCode, error: refusal.body });
        }
      }
      // Thrown, so that the transaction ends in a rollback: nothing of a refused change stays.
      if (outcomes.some((o) => o.refused)) throw new BulkRefused(outcomes);
      return saved;
    })
    .catch((err) => {
      if (err instanceof BulkRefused) return err;
      throw err;
    });
  if (outcome instanceof BulkRefused) {
    const refused = outcome.outcomes.filter((o) => o.refused).length;
    throw new HttpError(409, {
      detail: serverText('bulk_refused', { refused, total: records.length }),
      code: 'bulk_refused',
      results: outcome.outcomes,
    });
  }
  return outcome;
}

class BulkRefused extends Error {
  constructor(readonly outcomes: BulkOutcome[]) {
    super('bulk update refused');
  }
}
