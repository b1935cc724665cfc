import type { Query, QueryClient } from '@tanstack/react-query';
import type { DataProvider } from 'ra-core';
import { FIRST_PAGE } from './firstPageSize.ts';

/**
 * A bookmarked or reloaded list drawn with its rows in the shell's first commit. boot.ts has
 * asked for the list's first page while the code loaded (dataProvider/prefetchList.ts); here,
 * before the shell draws, that answer goes through the data provider into the query cache
 * under the key react-admin's list reads (useGetList: resource, 'getList', its params).
 * Without it the list mounts empty, asks, and draws its rows in a later commit, after the
 * menu's: on the 5,000-extension list that was the last 200 ms before the first rows. The key
 * is written out here; tests/unit/firstPage.test.tsx proves useGetList reads it.
 */

/** Waits no longer than this for an answer that is late: the shell is then drawn without it, the list asks as usual. */
const WAIT_MS = 500;

/** The seeded query, and when its data was put in: what refetchUnlessSeeded spares. */
let seeded: { hash: string; at: number } | undefined;
/** The seeded rows count as just asked for this long (the list may mount more than once as the shell settles). */
const FRESH_MS = 5_000;

/** An engine list's page and its first request (scripts/vite/listRoutes.ts, virtual:list-routes). */
export interface ListRoute {
  route: string;
  resource: string;
  sort: { field: string; order: 'ASC' | 'DESC' };
}

export async function seedFirstPage(queryClient: QueryClient, dataProvider: DataProvider, routes: readonly ListRoute[]): Promise<void> {
  const { pathname, search } = window.location;
  const route = routes.find((r) => r.route === pathname);
  if (!route || search) return;
  const params = { pagination: FIRST_PAGE, sort: route.sort, filter: {}, meta: undefined };
  const key = [route.resource, 'getList', params];
  const answer = dataProvider.getList(route.resource, params).then(({ data, total, pageInfo, meta }) => {
    const mounted = Boolean(queryClient.getQueryCache().find({ queryKey: key, exact: true })?.getObserversCount());
    queryClient.setQueryData(key, { data, total, pageInfo, meta });
    // Late, after the list mounted and asked itself: nothing to spare on a later mount.
    const query = queryClient.getQueryCache().find({ queryKey: key, exact: true });
    if (!mounted && query) seeded = { hash: query.queryHash, at: query.state.dataUpdatedAt };
  });
  // A failure is the list's to show: it asks again when it mounts.
  await Promise.race([answer.catch(() => undefined), new Promise((resolve) => setTimeout(resolve, WAIT_MS))]);
}

/**
 * The lists' refetchOnMount: the seeded page was asked for at navigation, so the list does not
 * ask again while those rows are untouched (not changed, not invalidated by a save) and a few
 * seconds old at most; any other mount follows react-query's default (refetch when stale).
 */
export function refetchUnlessSeeded(query: Pick<Query, 'queryHash' | 'state'>): boolean {
  const spared = seeded !== undefined && query.queryHash === seeded.hash && query.state.dataUpdatedAt === seeded.at && !query.state.isInvalidated && Date.now() - seeded.at < FRESH_MS;
  return !spared;
}
