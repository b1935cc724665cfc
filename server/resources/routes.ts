import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db, Queryable } from '../db/index.ts';
import { sessionOf } from '../auth/guard.ts';
import { HttpError, detail } from '../http/errors.ts';
import { serverText } from '../../src/domain/errorCatalogue.ts';
import { mayActOn } from '../auth/session.ts';
import type { SchemaSet } from './schemas.ts';
import { buildModels, labelOf, type ResourceModel } from './model.ts';
import { createAjv, normalise, serverOwnedValues, toFieldErrors, writableFields, type FieldErrors } from './validation.ts';
import { deleteRecord, getRecord, insertRecord, listRecords, sortable, updateRecord, type StoredRecord } from './records.ts';
import { listParams, recordId } from '../http/params.ts';
import { findUsage } from './usage.ts';
import { uniqueIndex } from './storageNames.ts';
import { checkReferences } from './references.ts';
import { inUseError } from './inUse.ts';
import { rulesOf } from './rules/index.ts';
import { text } from './rules/types.ts';
import type { Session } from '../auth/session.ts';
import { refuseForbiddenChanges, refuseUnlessMayWrite } from './writeAccess.ts';
import { withCreatorAsOwner } from '../../src/domain/writeAccess.ts';

/** v1 answers field errors as {field: [..]}; v3 as a plain list of texts. */
function invalid(model: ResourceModel, errors: FieldErrors): HttpError {
  if (model.meta.version === 'v3') {
    return new HttpError(400, Object.entries(errors).flatMap(([f, msgs]) => msgs.map((m) => (f === 'non_field_errors' ? m : `${f}: ${m}`))));
  }
  return new HttpError(400, errors);
}

/** CRUD routes for every resource stored in its own table, from its schema alone. */
export function resourceRoutes(app: FastifyInstance, db: Db, set: SchemaSet) {
  const ajv = createAjv(set);
  const models = buildModels(set);

  function allowed(request: FastifyRequest, model: ResourceModel) {
    const session = sessionOf(request);
    const key = model.meta.permission;
    if (key && !session.group.permissions.includes(key)) throw detail(403, serverText('permission_denied'));
    return session;
  }

  /**
   * What every write checks in its transaction before it writes: the references, then the
   * area's own rules (rules/). All of a rule's findings are answered at once, as field errors.
   */
  async function checkWrite(tx: Queryable, session: Session, model: ResourceModel, data: Record<string, unknown>, previous?: StoredRecord) {
    const references = await checkReferences(tx, model, session.group.id, data);
    if (Object.keys(references).length) throw invalid(model, references);
    const errors: FieldErrors = {};
    for (const rules of rulesOf(model.name)) {
      const found = (await rules.beforeWrite?.({ tx, session, model, models }, data, previous)) ?? {};
      for (const [field, messages] of Object.entries(found)) (errors[field] ??= []).push(...messages);
    }
    if (Object.keys(errors).length) throw invalid(model, errors);
  }

  function validate(model: ResourceModel, input: unknown): Record<string, unknown> {
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

  function versionWanted(request: FastifyRequest, current: StoredRecord): number {
    const header = request.headers['if-match'];
    const value = (Array.isArray(header) ? header[0] : header)?.replace(/^W\//, '').replace(/"/g, '');
    const body = request.body as { version?: unknown } | undefined;
    if (value) return Number(value);
    if (body && typeof body.version === 'number') return body.version;
    return current.version;
  }

  const conflict = () => detail(412, serverText('version_conflict'));

  for (const model of models.values()) {
    const ops = new Set(model.meta.operations ?? ['list', 'get', 'create', 'update', 'delete']);
    const base = `/${model.meta.version}/${model.meta.endpoint}`;

    if (ops.has('list')) {
      app.get<{ Querystring: Record<string, string> }>(base, async (request) => {
        const session = allowed(request, model);
        const { page: _page, page_size: _size, search: _search, ordering: _ordering, label_only, description_only, ...filters } = request.query;
        const { page, pageSize, search, ordering } = listParams(request.query, { sortable: (f) => sortable(model, f), refuse: (errors) => invalid(model, errors) });
        // A filter declared on the pseudo-field `group` (phonebook_contacts' phonebook__group) names the group too.
        const groupAlias = Object.entries(model.meta.filters ?? {}).find(([param, field]) => field === 'group' && filters[param]);
        const group = request.query.group || (groupAlias ? filters[groupAlias[0]] : undefined);
        delete filters.group;
        let groupId = session.group.id;
        if (group !== undefined && group !== '') {
          const asked = recordId(group) ?? 0;
          if (!(await mayActOn(db, session.home, asked))) throw detail(403, serverText('group_forbidden'));
          groupId = asked;
        }
        const result = await listRecords(db, model, {
          groupId,
          page,
          pageSize,
          search,
          ordering,
          filters,
        });
        const results =
          label_only === 'true' ? result.results.map((r) => ({ id: r.id, label: labelOf(model, r) }))
          : description_only === 'true' ? result.results.map((r) => ({ id: r.id, description: r.description }))
          : result.results;
        return model.meta.list === 'plain' ? results : { count: result.count, results };
      });
    }

    if (ops.has('get')) {
      app.get<{ Params: { id: string } }>(`${base}:id/`, async (request, reply) => {
        const session = allowed(request, model);
        const record = await getRecord(db, model, session.group.id, recordId(request.params.id) ?? 0);
        if (!record) throw detail(404, serverText('not_found'));
        return reply.header('ETag', `"${record.version}"`).send(record);
      });
    }

    if (ops.has('create')) {
      app.post(base, async (request, reply) => {
        const session = allowed(request, model);
        const writer = await refuseUnlessMayWrite(db, session, model.schema, 'create');
        const data = withCreatorAsOwner(writer, model.schema, validate(model, request.body));
        const record = await db
          .transaction(async (tx) => {
            await checkWrite(tx, session, model, data);
            return insertRecord(tx, model, session.group.id, data);
          })
          .catch((err) => translate(model, err));
        return reply.code(201).header('ETag', `"${record.version}"`).send(record);
      });
    }

    if (ops.has('update')) {
      for (const method of ['put', 'patch'] as const) {
        app[method]<{ Params: { id: string } }>(`${base}:id/`, async (request, reply) => {
          const session = allowed(request, model);
          const id = recordId(request.params.id) ?? 0;
          const record = await db
            .transaction(async (tx) => {
              const current = await getRecord(tx, model, session.group.id, id, true);
              if (!current || current.group === null) throw detail(404, serverText('not_found'));
              const writer = await refuseUnlessMayWrite(tx, session, model.schema, 'update', current);
              if (versionWanted(request, current) !== current.version) throw conflict();
              const { id: _id, group: _group, version, ...stored } = current;
              const data = validate(model, method === 'patch' ? { ...stored, ...(request.body as object) } : request.body);
              Object.assign(data, serverOwnedValues(model.schema, stored));
              refuseForbiddenChanges(writer, model.schema, current, data);
              await checkWrite(tx, session, model, data, current);
              const saved = await updateRecord(tx, model, session.group.id, id, version, data);
              if (!saved) throw conflict();
              return saved;
            })
            .catch((err) => translate(model, err));
          return reply.header('ETag', `"${record.version}"`).send(record);
        });
      }
    }

    if (ops.has('delete')) {
      app.delete<{ Params: { id: string } }>(`${base}:id/`, async (request, reply) => {
        const session = allowed(request, model);
        const id = recordId(request.params.id) ?? 0;
        await db.transaction(async (tx) => {
          const current = await getRecord(tx, model, session.group.id, id, true);
          if (!current || current.group === null) throw detail(404, serverText('not_found'));
          await refuseUnlessMayWrite(tx, session, model.schema, 'delete', current);
          if (versionWanted(request, current) !== current.version) throw conflict();
          for (const rules of rulesOf(model.name)) await rules.beforeDelete?.({ tx, session, model, models }, current);
          // The record is locked FOR UPDATE: a write that references it waits, or has committed and is seen here.
          const usage = await findUsage(tx, models, model.name, id, session.group.id);
          if (usage.length) throw inUseError(model, usage, models);
          if (!(await deleteRecord(tx, model, session.group.id, id, current.version))) throw conflict();
        }).catch((err) => translate(model, err));
        return reply.code(204).send();
      });
    }
  }
  return models;
}
