import { useEffect, useState } from 'react';
import type { LookupPage } from '../../../dataProvider/lookups.ts';
import { lookups } from '../../data/lookups.ts';

export interface OptionsRequest {
  resource: string;
  search: string;
  exclude?: number | string;
  filters?: Record<string, string>;
  /** A lookup of its own instead of the resource's list (ui:options.lookup). */
  path?: string;
  /** Only asked while the list is open. */
  enabled: boolean;
}

/** A page of options for a selector, from the shared cache (per resource, search and page). */
export function useOptions({ resource, search, exclude, filters, path, enabled }: OptionsRequest): { page?: LookupPage; loading: boolean } {
  const [state, setState] = useState<{ key: string; page: LookupPage }>();
  const key = JSON.stringify([resource, search, exclude ?? null, filters ?? {}, path ?? null]);
  useEffect(() => {
    if (!enabled) return;
    let current = true;
    void lookups.options(resource, { search, page: 1, exclude, filters, path }).then((page) => {
      if (current) setState({ key, page });
    });
    return () => {
      current = false;
    };
    // `key` covers resource, search, exclude, filters and path.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, enabled]);
  const page = state?.key === key ? state.page : undefined;
  return { page: page ?? state?.page, loading: enabled && !page };
}
