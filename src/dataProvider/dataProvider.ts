import { HttpError, type DataProvider, type Identifier } from 'react-admin';
import { isApiError, resultOf, type ApiClient } from './client.ts';
import { mapError, type MappedError } from './apiError.ts';
import { recordBody, resourceMeta, resourcePaths } from './resources.ts';
import { operationsOf } from '../../core/schema/read.ts';

/** As many ids as the API reads in one list call (server/http/params.ts MAX_IDS). */
const MAX_IDS = 100;

/** Whether the resource's list takes `ids`: the generic list of a resource stored in its own table. */
function byIds(resource: string): boolean {
  const meta = resourceMeta(resource);
  return operationsOf(meta).has('list') && meta.storage !== 'custom';
}

/** A request the user or react-admin abandoned: never shown as an error. */
export class CanceledRequest extends Error {
  readonly canceled = true;
}

/**
 * The error react-admin receives: fields in body.errors land at the form's inputs, and
 * body.mapped keeps the whole reading for the notification. (HttpError resets its prototype,
 * so it cannot be subclassed.)
 */
export function apiHttpError(mapped: MappedError): HttpError {
  return new HttpError(mapped.message.key, mapped.status, {
    errors: Object.fromEntries(Object.entries(mapped.fields).map(([f, m]) => [f, { message: m.key, args: m.args ?? {} }])),
    mapped,
  });
}

export function mappedErrorOf(error: unknown): MappedError | undefined {
  return (error as { body?: { mapped?: MappedError } } | null)?.body?.mapped;
}

type Query = Record<string, string | number | boolean | undefined>;

/** The answer of a typed call; failures become react-admin errors, cancellations CanceledRequest. */
async function call<T>(answer: Promise<{ data?: T; error?: unknown; response: Response }>, signal?: AbortSignal): Promise<T> {
  try {
    return await resultOf(answer, signal);
  } catch (err) {
    if (isApiError(err) && err.status > 0) throw apiHttpError(mapError(err.status, err.body, err.retryAfter));
    if ((err as Error).name === 'AbortError' || signal?.aborted) throw new CanceledRequest('canceled');
    throw apiHttpError({ status: 0, message: { key: 'errors.unknown' }, fields: {} });
  }
}

const ordering = (sort?: { field: string; order: string }) =>
  sort?.field ? `${sort.order === 'DESC' ? '-' : ''}${sort.field}` : undefined;

function listQuery(params: { pagination?: { page: number; perPage: number }; sort?: { field: string; order: string }; filter?: Record<string, unknown> }): Query {
  const { q, ...filters } = params.filter ?? {};
  return {
    page: params.pagination?.page ?? 1,
    page_size: params.pagination?.perPage ?? 25,
    ordering: ordering(params.sort),
    search: typeof q === 'string' && q ? q : undefined,
    ...Object.fromEntries(Object.entries(filters).map(([k, v]) => [k, v === undefined || v === null ? undefined : String(v)])),
  };
}

export interface DataProviderOptions {
  /** Told after every write, so that caches of the resource (the selectors' options) are refreshed. */
  changed?(resource: string): void;
}

/** react-admin's DataProvider over the API: each resource at the endpoint its schema declares. */
export function createDataProvider(client: ApiClient, options: DataProviderOptions = {}): DataProvider {
  const paths = (resource: string) => resourcePaths(resourceMeta(resource));
  const one = (id: Identifier) => ({ path: { id: id as number } });
  // Records are whatever the resource's schema says; react-admin's generic types cannot know.
  const list = async (resource: string, query: Query, signal?: AbortSignal) => {
    const answer: unknown = await call(client.GET(paths(resource).collection, { params: { query }, signal }), signal);
    return Array.isArray(answer) ? { data: answer as never[], total: answer.length } : { data: (answer as { results: never[] }).results, total: (answer as { count: number }).count };
  };
  const read = (resource: string, id: Identifier, signal?: AbortSignal) =>
    call(client.GET(paths(resource).item, { params: one(id), signal }), signal) as Promise<never>;
  const versionOf = (record: unknown) => {
    const version = (record as { version?: unknown } | undefined)?.version;
    return typeof version === 'number' ? { 'If-Match': `"${version}"` } : undefined;
  };
  const changing = async <T,>(resource: string, write: Promise<T>): Promise<T> => {
    try {
      return await write;
    } finally {
      options.changed?.(resource);
    }
  };
  const remove = (resource: string, id: Identifier, previous?: unknown) =>
    call(client.DELETE(paths(resource).remove, { params: one(id), headers: versionOf(previous) }));

  return {
    supportAbortSignal: true,
    getList: (resource, params) => list(resource, listQuery(params), params.signal),
    getManyReference: (resource, params) =>
      list(resource, { ...listQuery(params), [params.target]: String(params.id) }, params.signal),
    getOne: async (resource, params) => ({ data: await read(resource, params.id, params.signal) }),
    // A page's references in one list call (ids=…): it answers the records the reader may read,
    // so that one they may not is missing instead of a request that must fail (issue 27).
    getMany: async (resource, params) =>
      byIds(resource) && params.ids.length <= MAX_IDS
        ? list(resource, { ids: params.ids.map(String).join(','), page_size: Math.max(params.ids.length, 1) }, params.signal)
        : { data: await Promise.all(params.ids.map((id: Identifier) => read(resource, id, params.signal))) },
    create: async (resource, params) => ({
      data: (await changing(resource, call(client.POST(paths(resource).create, { body: recordBody(params.data) })))) as never,
    }),
    // A form that sends the whole record asks for PUT (meta.replace): a field it cleared is
    // then cleared, where PATCH would keep the stored value of a field left out.
    update: async (resource, params) => {
      const init = { params: one(params.id), body: recordBody(params.data), headers: versionOf(params.previousData) };
      const replace = (params.meta as { replace?: boolean } | undefined)?.replace;
      const item = paths(resource).update;
      return { data: (await changing(resource, call(replace ? client.PUT(item, init) : client.PATCH(item, init)))) as never };
    },
    updateMany: async (resource, params) => {
      const item = paths(resource).update;
      await changing(resource, Promise.all(params.ids.map((id: Identifier) => call(client.PATCH(item, { params: one(id), body: recordBody(params.data) })))));
      return { data: params.ids };
    },
    delete: async (resource, params) => {
      await changing(resource, remove(resource, params.id, params.previousData));
      return { data: params.previousData as never };
    },
    deleteMany: async (resource, params) => {
      await changing(resource, Promise.all(params.ids.map((id: Identifier) => remove(resource, id))));
      return { data: params.ids };
    },
  };
}
