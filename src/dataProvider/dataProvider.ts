import { HttpError, type DataProvider, type Identifier } from 'react-admin';
import { send, type ApiClient, type Method } from './client.ts';
import { mapError, type MappedError } from './apiError.ts';
import { collectionPath, itemPath, resourceMeta } from './resources.ts';

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

/** A call on a path built from the resource's schema; failures become react-admin errors. */
async function call<T>(client: ApiClient, method: Method, path: string, options: { query?: Query; body?: unknown; signal?: AbortSignal; ifMatch?: string } = {}): Promise<T> {
  let result;
  try {
    result = await send(client, method, path, {
      query: options.query,
      body: options.body,
      signal: options.signal,
      headers: options.ifMatch ? { 'If-Match': options.ifMatch } : undefined,
    });
  } catch (err) {
    if ((err as Error).name === 'AbortError' || options.signal?.aborted) throw new CanceledRequest('canceled');
    throw apiHttpError({ status: 0, message: { key: 'errors.unknown' }, fields: {} });
  }
  if (!result.response.ok) {
    throw apiHttpError(mapError(result.response.status, result.error, result.response.headers.get('Retry-After')));
  }
  return result.data as T;
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

interface Page<T> {
  count: number;
  results: T[];
}

/** react-admin's DataProvider over the API: each resource at the endpoint its schema declares. */
export function createDataProvider(client: ApiClient): DataProvider {
  // Records are whatever the resource's schema says; react-admin's generic types cannot know.
  const list = async (resource: string, query: Query, signal?: AbortSignal) => {
    const meta = resourceMeta(resource);
    const answer = await call<Page<never> | never[]>(client, 'GET', collectionPath(meta), { query, signal });
    return Array.isArray(answer) ? { data: answer, total: answer.length } : { data: answer.results, total: answer.count };
  };
  const versionOf = (record: unknown) => {
    const version = (record as { version?: unknown } | undefined)?.version;
    return typeof version === 'number' ? `"${version}"` : undefined;
  };

  return {
    supportAbortSignal: true,
    getList: (resource, params) => list(resource, listQuery(params), params.signal),
    getManyReference: (resource, params) =>
      list(resource, { ...listQuery(params), [params.target]: String(params.id) }, params.signal),
    getOne: async (resource, params) => ({
      data: await call(client, 'GET', itemPath(resourceMeta(resource), params.id), { signal: params.signal }),
    }),
    getMany: async (resource, params) => {
      const meta = resourceMeta(resource);
      const data = await Promise.all(params.ids.map((id: Identifier) => call<never>(client, 'GET', itemPath(meta, id), { signal: params.signal })));
      return { data };
    },
    create: async (resource, params) => ({
      data: await call(client, 'POST', collectionPath(resourceMeta(resource)), { body: params.data }),
    }),
    // A form that sends the whole record asks for PUT (meta.replace): a field it cleared is
    // then cleared, where PATCH would keep the stored value of a field left out.
    update: async (resource, params) => ({
      data: await call(client, (params.meta as { replace?: boolean } | undefined)?.replace ? 'PUT' : 'PATCH', itemPath(resourceMeta(resource), params.id), {
        body: params.data,
        ifMatch: versionOf(params.previousData),
      }),
    }),
    updateMany: async (resource, params) => {
      const meta = resourceMeta(resource);
      await Promise.all(params.ids.map((id: Identifier) => call(client, 'PATCH', itemPath(meta, id), { body: params.data })));
      return { data: params.ids };
    },
    delete: async (resource, params) => {
      await call(client, 'DELETE', itemPath(resourceMeta(resource), params.id), { ifMatch: versionOf(params.previousData) });
      return { data: params.previousData as never };
    },
    deleteMany: async (resource, params) => {
      const meta = resourceMeta(resource);
      await Promise.all(params.ids.map((id: Identifier) => call(client, 'DELETE', itemPath(meta, id))));
      return { data: params.ids };
    },
  };
}
