import { useQuery, type QueryKey } from '@tanstack/react-query';
import { useLogoutIfAccessDenied } from 'ra-core';

export interface ApiQuery<T> {
  /** The latest answer, kept while it is read again. */
  data: T | undefined;
  error: unknown;
  isPending: boolean;
  retry: () => void;
}

/**
 * Reads the API for a hand-built page through the portal's one query cache, e.g.
 * `useApiRead(['dashboard', 'summary'], (signal) => resultOf(apiClient.GET('/v3/dashboard/summary/', { signal })))`.
 * The key starts with the resource read, so that a save of it refreshes the page too, and
 * react-admin's refresh button reads it again. A 401 ends the session through the auth
 * provider; other failures are returned for the page to show. Leaving the page cancels the call.
 */
export function useApiRead<T>(key: QueryKey, read: (signal: AbortSignal) => Promise<T>): ApiQuery<T> {
  const logoutIfAccessDenied = useLogoutIfAccessDenied();
  const query = useQuery({
    queryKey: key,
    queryFn: async ({ signal }) => {
      try {
        return await read(signal);
      } catch (error) {
        if (!signal.aborted) void logoutIfAccessDenied(error);
        throw error;
      }
    },
    // A page shows what failed and offers to try again; it does not ask three times on its own.
    retry: false,
    refetchOnWindowFocus: false,
  });
  // As before a read answers, a read again (retry, refresh) is pending and has no error yet.
  return { data: query.data, error: query.isFetching ? undefined : (query.error ?? undefined), isPending: query.isPending || query.isFetching, retry: () => void query.refetch() };
}
