import { QueryClient, type QueryKey } from '@tanstack/react-query';
import type { ApiClient } from './client.ts';
import { isLookupPath, resourceMeta, resourcePaths, type LookupPath } from './resources.ts';

/** portal-overview §9: selectors ask for 10 at a time and show up to 9. */
export const LOOKUP_PAGE_SIZE = 10;
/** Up to the page size minus one options are shown (portal-overview §9). */
export const SELECTOR_VISIBLE_OPTIONS = LOOKUP_PAGE_SIZE - 1;
/** A selector searches once typing has paused this long (portal-overview §9). */
export const SELECTOR_SEARCH_DELAY_MS = 300;

export interface OptionItem {
  id: number | string;
  label: string;
}

export interface LookupPage {
  results: OptionItem[];
  count: number;
}

export interface LookupRequest {
  search?: string;
  page?: number;
  /** The record being edited: left out of its own options, so one extra row is asked for. */
  exclude?: number | string;
  filters?: Record<string, string>;
  /** A lookup of its own rather than the resource's list, e.g. /v3/role/grantable/ for the roles one may hand out. */
  path?: string;
}

/**
 * The cache key of a resource's options. They sit under the resource's name beside
 * react-admin's own queries ([resource, 'getList', …]), so that one invalidation of
 * [resource, 'lookup'] after a save refreshes every selector that lists its records.
 */
export function lookupKey(resource: string, request?: LookupRequest): QueryKey {
  if (!request) return [resource, 'lookup'];
  return [resource, 'lookup', { search: request.search ?? '', page: request.page ?? 1, exclude: request.exclude ?? null, filters: request.filters ?? {}, path: request.path ?? null }];
}

function lookupPathOf(path: string): LookupPath {
  if (!isLookupPath(path)) throw new Error(`No lookup at ${path}`);
  return path;
}

type Row = Partial<OptionItem> & { name?: string; description?: string };

async function fetchPage(client: ApiClient, resource: string, request: LookupRequest, signal?: AbortSignal): Promise<LookupPage> {
  const query = {
    page: request.page ?? 1,
    page_size: LOOKUP_PAGE_SIZE + (request.exclude !== undefined ? 1 : 0),
    search: request.search || undefined,
    label_only: true,
    ...request.filters,
  };
  const path = request.path === undefined ? resourcePaths(resourceMeta(resource)).collection : lookupPathOf(request.path);
  const { data, response } = await client.GET(path, { params: { query }, signal });
  if (!response.ok) throw new Error(`lookup ${resource} answered ${response.status}`);
  const answer = (Array.isArray(data) ? { results: data, count: data.length } : data) as { results: Row[]; count: number };
  const results = answer.results
    .map((r) => ({ id: r.id!, label: r.label ?? r.name ?? r.description ?? String(r.id) }))
    .filter((r) => request.exclude === undefined || String(r.id) !== String(request.exclude));
  return { results: results.slice(0, LOOKUP_PAGE_SIZE), count: answer.count };
}

/**
 * How react-query reads a page of options: cached until a save invalidates it (the options
 * of portal-overview §4 are kept per search and page). A failure is logged and answers an
 * empty page: a selector without options is not worth an error.
 */
export function lookupQuery(client: ApiClient, resource: string, request: LookupRequest = {}) {
  return {
    queryKey: lookupKey(resource, request),
    queryFn: ({ signal }: { signal?: AbortSignal }) =>
      fetchPage(client, resource, request, signal).catch((err: unknown) => {
        if (signal?.aborted) throw err;
        console.warn('Option lookup failed', err);
        return { results: [], count: 0 } as LookupPage;
      }),
    staleTime: Infinity,
  };
}

/** The option lookups outside React, in the same cache as the selectors' (the portal's one QueryClient). */
export function createLookups(client: ApiClient, queryClient = new QueryClient()) {
  return {
    options: (resource: string, request: LookupRequest = {}): Promise<LookupPage> => queryClient.fetchQuery(lookupQuery(client, resource, request)),
    /** After a save the options may have changed. */
    forget: (resource?: string) => queryClient.invalidateQueries({ queryKey: resource ? lookupKey(resource) : undefined, predicate: resource ? undefined : (q) => q.queryKey[1] === 'lookup' }),
  };
}
