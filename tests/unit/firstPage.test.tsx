import { QueryClient } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { CoreAdminContext, useGetList, type DataProvider } from 'ra-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { refetchUnlessSeeded, seedFirstPage } from '../../src/engine/list/firstPage.ts';
import { useReferenceLabels } from '../../src/engine/widgets/ReferenceWidget/useReferenceLabels.ts';
import { FIRST_PAGE } from '../../src/engine/list/firstPageSize.ts';
import { listRoutes } from '../../scripts/vite/listRoutes.ts';

const routes = listRoutes();

/** jsdom (a .tsx test): the seeding reads the page's address. */
describe('a bookmarked list’s first page in the cache before the shell draws', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  const rows = [{ id: 1, extension: 201 }, { id: 2, extension: 202 }];
  const key = ['extension', 'getList', { pagination: FIRST_PAGE, sort: { field: 'extension', order: 'ASC' }, filter: {}, meta: undefined }];

  function provider(page: Record<string, unknown>[] = rows) {
    const getList = vi.fn(async () => ({ data: page, total: 5000 }));
    // Site 9 is not answered: one the reader may not see.
    const getMany = vi.fn(async (_resource: string, { ids }: { ids: string[] }) => ({ data: ids.filter((id) => id !== '9').map((id) => ({ id: Number(id), name: `Site ${id}` })) }));
    return { dataProvider: { getList, getMany } as unknown as DataProvider, getList, getMany };
  }

  it('puts the list’s first page under the key react-admin’s list reads, and the list does not ask again', async () => {
    window.history.replaceState(null, '', '/users/extensions');
    const queryClient = new QueryClient();
    const { dataProvider, getList } = provider();
    await seedFirstPage(queryClient, dataProvider, routes);
    expect(getList).toHaveBeenCalledWith('extension', { pagination: FIRST_PAGE, sort: { field: 'extension', order: 'ASC' }, filter: {}, meta: undefined });
    expect(queryClient.getQueryData(key)).toEqual({ data: rows, total: 5000, pageInfo: undefined, meta: undefined });
    const query = queryClient.getQueryCache().find({ queryKey: key, exact: true })!;
    expect(refetchUnlessSeeded(query)).toBe(false);
    // A save elsewhere invalidates the list: then it asks.
    await queryClient.invalidateQueries({ queryKey: ['extension'], refetchType: 'none' });
    expect(refetchUnlessSeeded(query)).toBe(true);
  });

  // The key is react-admin's, written out in firstPage.ts: this proves it is the one useGetList
  // reads (an upgrade that changes it fails here, not silently in the list's speed).
  it('is what react-admin’s useGetList reads: a list mounted after it draws the rows without asking', async () => {
    window.history.replaceState(null, '', '/users/extensions');
    const queryClient = new QueryClient();
    const { dataProvider, getList } = provider();
    await seedFirstPage(queryClient, dataProvider, routes);
    function Extensions() {
      const { data } = useGetList('extension', { pagination: FIRST_PAGE, sort: { field: 'extension', order: 'ASC' } }, { refetchOnMount: refetchUnlessSeeded });
      return <p>{data?.map((row) => row.extension).join(', ')}</p>;
    }
    render(
      <CoreAdminContext dataProvider={dataProvider} queryClient={queryClient}>
        <Extensions />
      </CoreAdminContext>,
    );
    expect(await screen.findByText('201, 202')).toBeTruthy();
    expect(getList).toHaveBeenCalledTimes(1);
  });

  // The extensions' list shows each one's site (schemas/extension.ui.json): the sites come with
  // the page, one request for all, and the cells read them without asking (useReferenceLabels).
  it('puts the records the page references in the cache, where the reference cells read them without asking', async () => {
    window.history.replaceState(null, '', '/users/extensions');
    const queryClient = new QueryClient();
    const { dataProvider, getMany } = provider([{ id: 1, extension: 201, site: 2 }, { id: 2, extension: 202, site: 3 }, { id: 3, extension: 203, site: 2 }, { id: 4, extension: 204, site: null }, { id: 5, extension: 205, site: 9 }]);
    await seedFirstPage(queryClient, dataProvider, routes);
    expect(getMany).toHaveBeenCalledTimes(1);
    expect(getMany).toHaveBeenCalledWith('site', { ids: ['2', '3', '9'] });
    function Sites() {
      const two = useReferenceLabels('site', [2]);
      const three = useReferenceLabels('site', [3]);
      const hidden = useReferenceLabels('site', [9]);
      if (two.isPending || three.isPending || hidden.isPending) return <p>waiting</p>;
      return <p>{[two.labels.get('2'), three.labels.get('3'), hidden.labels.get('9') ?? 'not visible'].join(', ')}</p>;
    }
    render(
      <CoreAdminContext dataProvider={dataProvider} queryClient={queryClient}>
        <Sites />
      </CoreAdminContext>,
    );
    // Drawn at once with the labels, never waiting, and nothing asked for again.
    expect(screen.getByText('Site 2, Site 3, not visible')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(getMany).toHaveBeenCalledTimes(1);
  });

  it('asks again once the rows have changed in the cache', async () => {
    window.history.replaceState(null, '', '/users/extensions');
    const queryClient = new QueryClient();
    await seedFirstPage(queryClient, provider().dataProvider, routes);
    queryClient.setQueryData(key, { data: rows.slice(1), total: 4999 }, { updatedAt: Date.now() + 1 });
    expect(refetchUnlessSeeded(queryClient.getQueryCache().find({ queryKey: key, exact: true })!)).toBe(true);
  });

  it('leaves a page that is not an engine list, or a list with a query, to itself', async () => {
    for (const address of ['/dashboard', '/users/extensions?filter=%7B%22q%22%3A%22a%22%7D']) {
      window.history.replaceState(null, '', address);
      const { dataProvider, getList } = provider();
      await seedFirstPage(new QueryClient(), dataProvider, routes);
      expect(getList).not.toHaveBeenCalled();
    }
  });

  it('does not hold the shell back for an answer that is late, nor for one that failed', async () => {
    window.history.replaceState(null, '', '/users/extensions');
    const never = { getList: () => new Promise(() => undefined) } as unknown as DataProvider;
    const started = Date.now();
    await seedFirstPage(new QueryClient(), never, routes);
    expect(Date.now() - started).toBeLessThan(2000);
    const failing = { getList: async () => Promise.reject(new Error('down')) } as unknown as DataProvider;
    const queryClient = new QueryClient();
    await seedFirstPage(queryClient, failing, routes);
    expect(queryClient.getQueryData(key)).toBeUndefined();
  });
});
