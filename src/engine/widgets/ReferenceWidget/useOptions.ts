import { useEffect, useState } from 'react';
import type { LookupPage } from '../../../dataProvider/lookups.ts';
import { lookups } from '../../data/lookups.ts';

export interface OptionsRequest {
  resource: string;
  search: string;
  exclude?: number | string;
  filters?: Record<string, string>;
  /** Only asked while the list is open. */
  enabled: boolean;
}

/** A page of options for a selector, from the shared cache (per resource, search and page). */
export function useOptions({ resource, search, exclude, filters, enabled }: OptionsRequest): { page?: LookupPage; loading: boolean } {
  const [state, setState] = useState<{ key: string; page: LookupPage }>();
  const key = JSON.stringify([resource, search, exclude ?? null, filters ?? {}]);
  useEffect(() => {
    if (!enabled) return;
    let current = true;
    void lookups.options(resource, { search, page: 1, exclude, filters }).then((page) => {
      if (current) setState({ key, page });
    });
    return () => {
      current = false;
    };
    // `key` covers resource, search, exclude and filters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, enabled]);
  const page = state?.key === key ? state.page : undefined;
  return { page: page ?? state?.page, loading: enabled && !page };
}
