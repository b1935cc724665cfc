import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AdminContext } from 'react-admin';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { DataProvider } from 'ra-core';
import { AREA_TEXTS_EN } from './localeFiles.ts';
import { deepMerge, type Messages } from '../../src/i18n/deepMerge.ts';
import { loadSchemas } from '../../server/schema/files.ts';
import type { Operation } from '../../core/schema/keywords.ts';
import type { Writer } from '../../core/domain/writeAccess.ts';
import { writeAccessOf } from '../../src/engine/form/useWriteAccess.ts';
import { defineResource } from '../../src/engine/schema/definition.ts';
import { areaPaths } from '../../src/engine/form/paths.ts';
import { ResourceList } from '../../src/engine/list/ResourceList.tsx';

/**
 * An area's list offers only what its schema's x-resource `operations` declares (the server
 * has no route for the rest): no add button without `create`, no selection or bulk delete
 * without `delete`, no bulk edit or changeable field without `update`, no link to a record's
 * page without `get`; an area that declares none offers plain CRUD.
 */
const SCHEMAS = loadSchemas();
const site = SCHEMAS.resources.get('site')!;
const admin: Writer = { role: 'ADMIN', extension: 1 };
const offering = (operations: Operation[]) => ({ ...site, 'x-resource': { ...site['x-resource'], operations } });

describe('what an area offers from its operations (writeAccessOf, defineResource)', () => {
  it('offers every write of plain CRUD where the schema names no operations', () => {
    const access = writeAccessOf(admin, site);
    expect([access.mayCreate, access.mayDeleteSome, access.mayDelete({ id: 1 }), access.mayUpdateSome]).toEqual([true, true, true, true]);
    expect(access.changeable({ id: 1 })).toBe('all');
    expect(defineResource(site, SCHEMAS.ui.get('site'), SCHEMAS.common).operations.has('get')).toBe(true);
  });

  it('offers no add and no (bulk) delete, even to an administrator, where create and delete are not declared', () => {
    const access = writeAccessOf(admin, offering(['list', 'get', 'update']));
    expect(access.mayCreate).toBe(false);
    expect(access.mayDeleteSome).toBe(false);
    expect(access.mayDelete({ id: 1 })).toBe(false);
    expect(access.changeable({ id: 1 })).toBe('all');
  });

  it('changes nothing and opens no record where update and get are not declared', () => {
    const schema = offering(['list']);
    const access = writeAccessOf(admin, schema);
    expect(access.mayUpdateSome).toBe(false);
    expect(access.changeable({ id: 1 })).toEqual(new Set());
    expect(defineResource(schema, SCHEMAS.ui.get('site'), SCHEMAS.common).operations.has('get')).toBe(false);
  });
});

const read = (path: string) => JSON.parse(readFileSync(path, 'utf8'));
const messages = ['locales/react-admin/en.json', 'locales/errors/en.json', ...AREA_TEXTS_EN, 'locales/en.json'].reduce<Messages>((all, path) => deepMerge(all, read(path)), {});
const i18nProvider = polyglotI18nProvider(() => messages as never, 'en', [{ locale: 'en', name: 'English' }], { allowMissing: true });

function renderList(resource: string, route: string, record: Record<string, unknown>) {
  const getList = vi.fn(async () => ({ data: [{ id: 1, version: 1, ...record }], total: 1 }));
  const router = createMemoryRouter([{ path: '*', element: <ResourceList resource={resource} paths={areaPaths(route)} /> }], { initialEntries: [route] });
  return render(
    <AdminContext dataProvider={{ getList } as unknown as DataProvider} i18nProvider={i18nProvider}>
      <RouterProvider router={router} />
    </AdminContext>,
  );
}

afterEach(cleanup);

describe('the engine list of an area by its operations', { timeout: 30_000 }, () => {
  it('draws the add button, the selection and the link to the record where the area offers plain CRUD', async () => {
    const { container } = renderList('site', '/configuration/sites', { name: 'Head office', country_code: 'BE' });
    const row = (await screen.findByText('Head office', {}, { timeout: 10_000 })).closest('tr') as HTMLElement;
    expect(container.querySelector('a[href="/configuration/sites/create"]')).not.toBeNull();
    expect(within(row).getByRole('checkbox')).toBeTruthy();
    expect(within(row).getByRole('link', { name: 'Head office' })).toBeTruthy();
  });

  it('draws no add button, no selection for a bulk delete and no link where the schema declares no operations (call summaries)', async () => {
    const { container } = renderList('call_summary', '/features/summaries', { quick_summary: 'Asked about an invoice', state: 'complete' });
    const row = (await screen.findByText('Asked about an invoice', {}, { timeout: 10_000 })).closest('tr') as HTMLElement;
    expect(container.querySelector('a[href$="/create"]')).toBeNull();
    expect(within(row).queryByRole('checkbox')).toBeNull();
    expect(within(row).queryByRole('link')).toBeNull();
  });
});
