import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sessionOf } from '../auth/guard.ts';
import { expectedVersionOf } from '../http/ifMatch.ts';
import { listParams, recordId } from '../http/params.ts';
import { operationsOf } from '../../core/schema/read.ts';
import { labelOf, type ResourceModel } from './model.ts';
import { sortable } from './records.ts';
import { invalid, type WriteOptions } from './service.ts';
import { bulkUpdate } from './bulkUpdate.ts';

/** The version the client based its write on (http/ifMatch.ts), as the CRUD service takes it. */
function versionOf(request: FastifyRequest): WriteOptions {
  const expectedVersion = expectedVersionOf(request);
  return expectedVersion === undefined ? {} : { expectedVersion };
}

/** A path id that cannot name a record (not digits, past the integer range) finds none: 404. */
const idOf = (request: FastifyRequest<{ Params: { id: string } }>) => recordId(request.params.id) ?? 0;

/**
 * The REST routes of every resource stored in its own table, from its schema alone: each reads
 * the request and answers in the API's shapes; what a call does is the CRUD service's
 * (app.resources, service.ts), which custom routes call too.
 */
export function resourceRoutes(app: FastifyInstance) {
  const service = app.resources;

  function listRoute(model: ResourceModel, base: string) {
    app.get<{ Querystring: Record<string, string> }>(base, async (request) => {
      const session = sessionOf(request);
      // Permission first: a group without the area's key learns nothing from its parameters.
      service.allow(session, model);
      const { page: _page, page_size: _size, search: _search, ordering: _ordering, ids: _ids, label_only, description_only, ...filters } = request.query;
      // A selector's options (a lookup of labels, not of chosen ids) leave out inactive records (configuration-areas §4).
      if (label_only === 'true' && _ids === undefined && model.meta.filters?.active === 'active' && filters.active === undefined) filters.active = 'true';
      const { page, pageSize, search, ordering, ids } = listParams(request.query, { sortable: (f) => sortable(model, f), refuse: (errors) => invalid(model, errors) });
      // A filter declared on the pseudo-field `group` (phonebook_contacts' phonebook__group) names the group too.
      const groupAlias = Object.entries(model.meta.filters ?? {}).find(([param, field]) => field === 'group' && filters[param]);
      const group = request.query.group || (groupAlias ? filters[groupAlias[0]] : undefined);
      delete filters.group;
      const result = await service.list(session, model, {
        group: group !== undefined && group !== '' ? (recordId(group) ?? 0) : undefined,
        page,
        pageSize,
        search,
        ordering,
        filters,
        ids,
      });
      const results =
        label_only === 'true' ? result.results.map((r) => ({ id: r.id, label: labelOf(model, r) }))
        : description_only === 'true' ? result.results.map((r) => ({ id: r.id, description: r.description }))
        : result.results;
      return model.meta.list === 'plain' ? results : { count: result.count, results };
    });
  }

  for (const model of service.models.values()) {
    const ops = operationsOf(model.meta);
    const base = `/${model.meta.version}/${model.meta.endpoint}`;

    if (ops.has('list')) listRoute(model, base);

    if (ops.has('get')) {
      app.get<{ Params: { id: string } }>(`${base}:id/`, async (request, reply) => {
        const record = await service.get(sessionOf(request), model, idOf(request));
        return reply.header('ETag', `"${record.version}"`).send(record);
      });
    }

    if (ops.has('create')) {
      app.post(base, async (request, reply) => {
        const record = await service.create(sessionOf(request), model, request.body);
        return reply.code(201).header('ETag', `"${record.version}"`).send(record);
      });
    }

    if (ops.has('update')) {
      for (const method of ['put', 'patch'] as const) {
        app[method]<{ Params: { id: string } }>(`${base}:id/`, async (request, reply) => {
          const record = await service.update(sessionOf(request), model, idOf(request), request.body, { ...versionOf(request), partial: method === 'patch' });
          return reply.header('ETag', `"${record.version}"`).send(record);
        });
      }
    }

    // Every area with screens: its list changes one field of several records at once (bulkUpdate.ts).
    if (ops.has('update') && model.meta.screens) {
      app.post(`${base}bulk_update/`, async (request) => {
        const results = await bulkUpdate(app.db, service, app.schemas, sessionOf(request), model, request.body);
        return { count: results.length, results };
      });
    }

    if (ops.has('delete')) {
      app.delete<{ Params: { id: string } }>(`${base}:id/`, async (request, reply) => {
        await service.remove(sessionOf(request), model, idOf(request), versionOf(request));
        return reply.code(204).send();
      });
    }
  }
}
