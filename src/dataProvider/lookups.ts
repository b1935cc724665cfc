import { send, type ApiClient } from './client.ts';
import { collectionPath, resourceMeta } from './resources.ts';

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

interface LookupRequest {
  search?: string;
  page?: number;
  /** The record being edited: left out of its own options, so one extra row is asked for. */
  exclude?: number | string;
  filters?: Record<string, string>;
  /** A lookup of its own rather than the resource's list, e.g. /v3/role/grantable/ for the roles one may hand out. */
  path?: string;
}

/**
 * Paged option lookups for selectors, cached per resource, search text and page. Failures
 * are logged and answer an empty page: a selector without options is not worth an error.
 */
export function createLookups(client: ApiClient) {
  const cache = new Map<string, Promise<LookupPage>>();

  async function fetchPage(resource: string, request: LookupRequest): Promise<LookupPage> {
    const meta = resourceMeta(resource);
    const query = {
      page: request.page ?? 1,
      page_size: LOOKUP_PAGE_SIZE + (request.exclude !== undefined ? 1 : 0),
      search: request.search || undefined,
      label_only: true,
      ...request.filters,
    };
    const { data, response } = await send(client, 'GET', request.path ?? collectionPath(meta), { query });
    if (!response.ok) throw new Error(`lookup ${resource} answered ${response.status}`);
    const answer = Array.isArray(data) ? { results: data as OptionItem[], count: (data as unknown[]).length } : (data as LookupPage);
    const results = answer.results
      .map((r) => ({ id: r.id, label: r.label ?? (r as unknown as { name?: string; description?: string }).name ?? (r as unknown as { description?: string }).description ?? String(r.id) }))
      .filter((r) => request.exclude === undefined || String(r.id) !== String(request.exclude));
    return { results: results.slice(0, LOOKUP_PAGE_SIZE), count: answer.count };
  }

  return {
    options(resource: string, request: LookupRequest = {}): Promise<LookupPage> {
      const key = JSON.stringify([resource, request.search ?? '', request.page ?? 1, request.exclude ?? null, request.filters ?? {}, request.path ?? null]);
      let page = cache.get(key);
      if (!page) {
        page = fetchPage(resource, request).catch((err) => {
          cache.delete(key);
          console.warn('Option lookup failed', err);
          return { results: [], count: 0 };
        });
        cache.set(key, page);
      }
      return page;
    },
    /** After a save the options may have changed. */
    forget(resource?: string) {
      for (const key of cache.keys()) if (!resource || key.startsWith(`["${resource}"`)) cache.delete(key);
    },
  };
}
