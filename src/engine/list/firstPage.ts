import type { Query, QueryClient, QueryKey } from '@tanstack/react-query';
import type { DataProvider, RaRecord } from 'ra-core';
import { definitionOf } from '../schema/catalogue.ts';
import { listColumns } from './columns.ts';
import { FIRST_PAGE } from './firstPageSize.ts';

/**
 * A bookmarked or reloaded list drawn with its rows in the shell's first commit. boot.ts has
 * asked for the list's first page while the code loaded (dataProvider/prefetchList.ts); here,
 * before the shell draws, that answer goes through the data provider into the query cache
 * under the key react-admin's list reads (useGetList: resource, 'getList', its params).
 * Without it the list mounts empty, asks, and draws its rows in a later commit, after the
 * menu's: on the 5,000-extension list that was the last 200 ms before the first rows. The key
 * is written out here; tests/unit/firstPage.test.tsx proves useGetList reads it.
 * The records its columns reference (an extension's site) come with it (seedReferences), so that
 * the rows are drawn with their labels, not with placeholders that each cell redraws once the
 * labels arrive (25 updates, on a phone a long task of its own after the rows).
 */

/** Waits no longer than this for an answer that is late: the shell is then drawn without it, the list asks as usual. */
const WAIT_MS = 500;

/** The seeded queries, and when their data was put in: what refetchUnlessSeeded spares. */
const seeded = new Map<string, number>();
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
  const answer = dataProvider.getList(route.resource, params).then(async ({ data, total, pageInfo, meta }) => {
    seed(queryClient, key, { data, total, pageInfo, meta });
    await seedReferences(queryClient, dataProvider, route.resource, data);
  });
  // A failure is the list's to show: it asks again when it mounts.
  await Promise.race([answer.catch(() => undefined), new Promise((resolve) => setTimeout(resolve, WAIT_MS))]);
}

/** Puts `data` under `key`, to be spared by refetchUnlessSeeded unless a mounted reader asked for it already. */
function seed(queryClient: QueryClient, key: QueryKey, data: unknown): void {
  const mounted = Boolean(queryClient.getQueryCache().find({ queryKey: key, exact: true })?.getObserversCount());
  queryClient.setQueryData(key, data);
  // Late, after the reader mounted and asked itself: nothing to spare on a later mount.
  const query = queryClient.getQueryCache().find({ queryKey: key, exact: true });
  if (!mounted && query) seeded.set(query.queryHash, query.state.dataUpdatedAt);
}

/**
 * The records the page's reference columns name, asked for together (one request per area),
 * under the keys the cells read: react-admin's useGetManyAggregate keys each cell's ids
 * (as strings) and holds the records answered among them; a record not answered is one the
 * reader may not see (ReferenceCell says so), as when the cells ask themselves.
 */
async function seedReferences(queryClient: QueryClient, dataProvider: DataProvider, resource: string, rows: RaRecord[]): Promise<void> {
  const definition = definitionOf(resource);
  const cells: { reference: string; ids: string[] }[] = [];
  for (const name of listColumns(definition).columns) {
    const field = definition.fields[name];
    if (!field.reference || (field.kind !== 'reference' && field.kind !== 'references')) continue;
    for (const row of rows) {
      const value: unknown = row[name];
      const ids = (Array.isArray(value) ? value : [value]).filter((id) => id !== null && id !== undefined && id !== '').map(String);
      if (ids.length) cells.push({ reference: field.reference, ids });
    }
  }
  const references = [...new Set(cells.map((cell) => cell.reference))];
  await Promise.all(
    references.map(async (reference) => {
      const ids = [...new Set(cells.filter((cell) => cell.reference === reference).flatMap((cell) => cell.ids))];
      const { data } = await dataProvider.getMany(reference, { ids });
      for (const cell of cells.filter((c) => c.reference === reference)) {
        seed(queryClient, [reference, 'getMany', { ids: cell.ids, meta: undefined }], data.filter((record) => cell.ids.includes(String(record.id))));
      }
    }),
  );
}

/**
 * The lists' and their reference cells' refetchOnMount: the seeded page and its references were
 * asked for at navigation, so they are not asked for again while untouched (not changed, not
 * invalidated by a save) and a few seconds old at most; any other mount follows react-query's
 * default (refetch when stale).
 */
export function refetchUnlessSeeded(query: Pick<Query, 'queryHash' | 'state'>): boolean {
  const at = seeded.get(query.queryHash);
  const spared = at !== undefined && query.state.dataUpdatedAt === at && !query.state.isInvalidated && Date.now() - at < FRESH_MS;
  return !spared;
}
