import type { Db, Queryable } from '../db/index.ts';
import { HttpError, detail } from '../http/errors.ts';
import { serverText } from '../../core/domain/errorCatalogue.ts';
import { maySee, readLimit, withCreatorAsOwner, type Writer } from '../../core/domain/writeAccess.ts';
import { namesOwnExtension, readScope } from '../../core/domain/readAccess.ts';
import type { Session } from '../auth/session.ts';
import { listedGroup } from '../auth/guard.ts';
import type { SchemaSet } from './schemas.ts';
import { buildModels, type ResourceModel } from './model.ts';
import { createAjv, normalise, serverOwnedValues, toFieldErrors, writableFields, type FieldErrors } from './validation.ts';
import { deleteRecord, getRecord, insertRecord, listRecords, updateRecord, type StoredRecord } from './records.ts';
import { findUsage } from './usage.ts';
import { uniqueIndex } from './storageNames.ts';
import { checkReferences } from './references.ts';
import { inUseError } from './inUse.ts';
import { rulesOf } from './rules/index.ts';
import { text } from './rules/types.ts';
import { refuseForbiddenChanges, refuseUnlessMayWrite, writerOf } from './writeAccess.ts';

type Data = Record<string, unknown>;

/** A list as the service takes it: paging and search already read from the request (http/params.ts). */
export interface ListRequest {
  /** Another group the caller may act on (a reseller's client); the session's group otherwise. */
  group?: number;
  page: number;
  pageSize: number;
  search?: string;
  ordering?: string;
  /** Query parameters named in the resource's x-resource filters; others are ignored. */
  filters: Record<string, string>;
  /** Only these records, of those the caller may read (a page's references, read at once). */
  ids?: number[];
}

/** The version a write was based on (If-Match, or the body's version); none: the current one. */
export interface WriteOptions {
  expectedVersion?: number;
}

/** v1 answers field errors as {field: [..]}; v3 as a plain list of texts. */
export function invalid(model: ResourceModel, errors: FieldErrors): HttpError {
  if (model.meta.version === 'v3') {
    return new HttpError(400, Object.entries(errors).flatMap(([f, msgs]) => msgs.map((m) => (f === 'non_field_errors' ? m : `${f}: ${m}`))));
  }
  return new HttpError(400, errors);
}

const conflict = () => detail(412, serverText('version_conflict'));
const notFound = () => detail(404, serverText('not_found'));

/**
 * The CRUD of every resource stored in its own table, as calls that take who asks (the session),
 * which resource (its model) and the input: the routes (routes.ts) are one caller, and custom
 * routes (designer validation, bulk actions, exports) call the same checks, rules and in-use
 * refusals rather than repeating them. Every refusal is an HttpError in the catalogue's words.
 */
export function createResourceService(db: Db, set: SchemaSet) {
  const ajv = createAjv(set);
  const models = buildModels(set);

  /** The model of a resource stored in a table; an unknown name is a programming error. */
  function model(resource: string): ResourceModel {
    const found = models.get(resource);
    if (!found) throw new Error(`No resource "${resource}" is stored in a table of its own`);
    return found;
  }

  /** The group must hold the resource's menu permission key. */
  function allow(session: Session, model: ResourceModel): void {
    const key = model.meta.permission;
    if (key && !session.group.permissions.includes(key)) throw detail(403, serverText('permission_denied'));
  }

  /** A record as a client may send it, checked against the resource's schema: the record to store. */
  function validate(model: ResourceModel, input: unknown): Data {
    if (!input || typeof input !== 'object' || Array.isArray(input)) {
      throw invalid(model, { non_field_errors: [serverText('invalid')] });
    }
    const writable = writableFields(model.schema);
    // Server-kept fields sent back by a client (id, version, read-only values) are ignored.
    const record = Object.fromEntries(
      Object.entries(input).filter(([f]) => writable.has(f) || !(f in (model.schema.properties ?? {})) && !['group', 'version'].includes(f)),
    );
    normalise(model.schema, set.common, record);
    const check = ajv.getSchema(model.schema.$id as string)!;
    if (!check(record)) throw invalid(model, toFieldErrors(check.errors ?? []));
    return record;
  }

  /**
   * What every write checks in its transaction before it writes: the references, then the
   * area's own rules (server/areas/<resource>/rules.ts). All of a rule's findings are answered
   * at once, as field errors.
   */
  async function checkWrite(tx: Queryable, session: Session, model: ResourceModel, data: Data, previous?: StoredRecord) {
    const references = await checkReferences(tx, model, session.group.id, data);
    if (Object.keys(references).length) throw invalid(model, references);
    const errors: FieldErrors = {};
    for (const rules of rulesOf(model.name)) {
      const found = (await rules.beforeWrite?.({ tx, session, model, models }, data, previous)) ?? {};
      for (const [field, messages] of Object.entries(found)) (errors[field] ??= []).push(...messages);
    }
    if (Object.keys(errors).length) throw invalid(model, errors);
  }

  /** Turns the database's refusals into the catalogue's messages. */
  function translate(model: ResourceModel, err: unknown): never {
    const pg = err as { code?: string; constraint?: string };
    if (pg.code === '23505') {
      const field = Object.keys(model.unique).find((f) => uniqueIndex(model.name, f) === pg.constraint);
      const worded = field && model.uniqueMessages[field] ? { code: model.uniqueMessages[field] } : undefined;
      const message = rulesOf(model.name).map((r) => field && r.unique?.[field]).find(Boolean) || worded || { code: 'unique', params: { field: field ?? '' } };
      throw invalid(model, { [field ?? 'non_field_errors']: [text(message)] });
    }
    // A reference removed by a concurrent delete, or a delete racing a new reference.
    if (pg.code === '23503') throw new HttpError(409, { detail: serverText('in_use', { used_by: '' }), code: 'in_use' });
    throw err;
  }

  function checkVersion(current: StoredRecord, options: WriteOptions) {
    if ((options.expectedVersion ?? current.version) !== current.version) throw conflict();
  }

  /** The stored record the write is about, locked FOR UPDATE; catalogue records are not the group's to change. */
  async function lockOwn(tx: Queryable, session: Session, model: ResourceModel, id: number): Promise<StoredRecord> {
    const current = await getRecord(tx, model, session.group.id, id, true);
    if (!current || current.group === null) throw notFound();
    return current;
  }

  /**
   * An update's every check and its write, in a transaction the caller holds: `update` opens
   * one per record, a bulk update (bulkUpdate.ts) one for all of its records.
   */
  async function updateIn(tx: Queryable, session: Session, model: ResourceModel, id: number, input: unknown, options: WriteOptions & { partial?: boolean } = {}): Promise<StoredRecord> {
    const current = await lockOwn(tx, session, model, id);
    const writer = await refuseUnlessMayWrite(tx, session, model.schema, 'update', current);
    checkVersion(current, options);
    const { id: _id, group: _group, version, ...stored } = current;
    const data = validate(model, options.partial ? { ...stored, ...(input as object) } : input);
    Object.assign(data, serverOwnedValues(model.schema, stored));
    refuseForbiddenChanges(writer, model.schema, current, data);
    await checkWrite(tx, session, model, data, current);
    const saved = await updateRecord(tx, model, session.group.id, id, version, data);
    if (!saved) throw conflict();
    return saved;
  }

  /** A plain user's limit on an area with x-user-read (readAccess.ts), with the table its parents are in. */
  function scopeOf(writer: Writer, model: ResourceModel) {
    const scope = readScope(writer, model.schema);
    if (!scope) return undefined;
    return { ...scope, parentTable: scope.parent ? models.get(scope.parent.resource)?.table : undefined };
  }

  /** Whether a plain user reads this record of an x-user-read area: theirs, or of a parent that is theirs. */
  async function seesOwn(session: Session, writer: Writer, model: ResourceModel, record: StoredRecord): Promise<boolean> {
    const scope = readScope(writer, model.schema);
    if (!scope) return true;
    const parentModel = scope.parent && models.get(scope.parent.resource);
    if (!scope.parent) return namesOwnExtension(scope, record);
    const parentId = record[scope.parent.field];
    const parent = parentModel && typeof parentId === 'number' ? await getRecord(db, parentModel, session.group.id, parentId) : undefined;
    return namesOwnExtension(scope, parent);
  }

  return {
    models,
    model,
    allow,
    validate,
    invalid,
    checkWrite,

    /** A page of the group's records (or of a group the caller may act on), with the total count. */
    async list(session: Session, model: ResourceModel, request: ListRequest) {
      allow(session, model);
      const groupId = await listedGroup(db, session, request.group);
      const writer = await writerOf(db, session);
      const visible = readLimit(writer, model.schema) ?? undefined;
      return listRecords(db, model, { ...request, groupId, visible, ofExtension: scopeOf(writer, model) });
    },

    /** A record of the group; one a plain user may not see (not theirs, not shared) is not found. */
    async get(session: Session, model: ResourceModel, id: number): Promise<StoredRecord> {
      allow(session, model);
      const record = await getRecord(db, model, session.group.id, id);
      const writer = await writerOf(db, session);
      if (!record || !maySee(writer, model.schema, record) || !(await seesOwn(session, writer, model, record))) throw notFound();
      return record;
    },

    async create(session: Session, model: ResourceModel, input: unknown): Promise<StoredRecord> {
      allow(session, model);
      const writer = await refuseUnlessMayWrite(db, session, model.schema, 'create');
      const data = withCreatorAsOwner(writer, model.schema, validate(model, input));
      return db
        .transaction(async (tx) => {
          await checkWrite(tx, session, model, data);
          return insertRecord(tx, model, session.group.id, data);
        })
        .catch((err) => translate(model, err));
    },

    /** A whole record (PUT) or the fields to change (PATCH, `partial`). */
    async update(session: Session, model: ResourceModel, id: number, input: unknown, options: WriteOptions & { partial?: boolean } = {}): Promise<StoredRecord> {
      allow(session, model);
      return db.transaction((tx) => updateIn(tx, session, model, id, input, options)).catch((err) => translate(model, err));
    },

    updateIn,
    translate,

    /** Deletes a record nothing uses any more; a record in use is refused naming what uses it. */
    async remove(session: Session, model: ResourceModel, id: number, options: WriteOptions = {}): Promise<void> {
      allow(session, model);
      await db
        .transaction(async (tx) => {
          const current = await lockOwn(tx, session, model, id);
          await refuseUnlessMayWrite(tx, session, model.schema, 'delete', current);
          checkVersion(current, options);
          for (const rules of rulesOf(model.name)) await rules.beforeDelete?.({ tx, session, model, models }, current);
          // The record is locked FOR UPDATE: a write that references it waits, or has committed and is seen here.
          const usage = await findUsage(tx, models, model.name, id, session.group.id);
          if (usage.length) throw inUseError(model, usage, models);
          if (!(await deleteRecord(tx, model, session.group.id, id, current.version))) throw conflict();
        })
        .catch((err) => translate(model, err));
    },
  };
}

export type ResourceService = ReturnType<typeof createResourceService>;
