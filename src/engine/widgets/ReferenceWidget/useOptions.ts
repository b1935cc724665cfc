import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../dataProvider/apiClient.ts';
import { lookupQuery, type LookupPage } from '../../../dataProvider/lookups.ts';

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

/**
 * A page of options for a selector, from the portal's one query cache (per resource, search
 * and page): a save of a record of the resource anywhere refreshes it. While a new search is
 * asked, the options of the last one stay.
 */
export function useOptions({ resource, search, exclude, filters, path, enabled }: OptionsRequest): { page?: LookupPage; loading: boolean } {
  const { data, isPlaceholderData, isFetched } = useQuery({
    ...lookupQuery(apiClient, resource, { search, page: 1, exclude, filters, path }),
    enabled,
    placeholderData: keepPreviousData,
  });
  return { page: data, loading: enabled && (!isFetched || isPlaceholderData) };
}
