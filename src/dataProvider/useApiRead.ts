import { useState } from 'react';
import { hashKey, useQuery, type QueryKey } from '@tanstack/react-query';
import { useLogoutIfAccessDenied } from 'ra-core';

export interface ApiQuery<T> {
  /** The latest answer, kept while it is read again. */
  data: T | undefined;
  /** Why the latest read failed, kept while it is read again, until an answer replaces it. */
  error: unknown;
  /** Whether a read is under way (the first one or a read again). */
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
  // A read again (retry, refresh, a page's poll) keeps the last failure on screen until it answers:
  // hiding it meanwhile made a message that is still true blink at every poll (the phonebook import).
  // The query cache itself forgets a failure when a read starts and no answer ever came, so the
  // failure of this key is kept here, from the render that showed it.
  const hash = hashKey(key);
  const [failed, setFailed] = useState<{ hash: string; error: unknown }>();
  if (query.error && (failed?.error !== query.error || failed.hash !== hash)) setFailed({ hash, error: query.error });
  const kept = query.isPending && query.isFetching && failed?.hash === hash ? failed.error : undefined;
  return { data: query.data, error: query.error ?? kept, isPending: query.isPending || query.isFetching, retry: () => void query.refetch() };
}
