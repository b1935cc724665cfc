import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { AREA_TEXTS_EN } from './localeFiles.ts';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AdminContext } from 'react-admin';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { DataProvider } from 'ra-core';
import { loadSchemas, SCHEMAS_DIR } from '../../server/resources/schemas.ts';
import { createAjv, toFieldErrors } from '../../server/resources/validation.ts';
import { desiredStorage, storageMigration } from '../../scripts/generate/storage.ts';
import { deepMerge, type Messages } from '../../src/i18n/deepMerge.ts';
import { defineResource } from '../../src/engine/schema/definition.ts';
import type { JsonSchema, UiFile } from '../../src/engine/schema/types.ts';
import { areaPaths } from '../../src/engine/form/paths.ts';
import CreatePage from '../../src/engine/form/CreatePage.tsx';
import { ResourceList } from '../../src/engine/list/ResourceList.tsx';

/**
 * configuration-areas through the product owner's eyes: a field is added to a COPY of the site
 * schema (and its UI schema lists it), with one locale line, and nothing else changes. The
 * form shows it with its label, refuses a wrong value at the field in the user's words, sends
 * a right one; the list shows its column; the server's validator (reading the copy from disk)
 * judges it the same way, and the database needs no migration for it.
 */
const read = (path: string) => JSON.parse(readFileSync(path, 'utf8'));
const common = read(join(SCHEMAS_DIR, 'common.schema.json')) as JsonSchema;
const schema = read(join(SCHEMAS_DIR, 'site.schema.json')) as JsonSchema;
const ui = read(join(SCHEMAS_DIR, 'site.ui.json')) as UiFile;

const FLOOR = { type: 'integer', minimum: 0, maximum: 200 };
const copy: JsonSchema = { ...schema, properties: { ...schema.properties, floor: FLOOR } };
const uiCopy: UiFile = {
  ...ui,
  'ui:order': [...(ui['ui:order'] as string[]), 'floor'],
  list: { ...ui.list!, columns: [...ui.list!.columns, 'floor'] },
};
const definition = defineResource(copy, uiCopy, common);

// The English texts as the portal merges them, plus the one line the product owner adds.
const messages = [
  'locales/react-admin/en.json',
  'locales/errors/en.json',
  ...AREA_TEXTS_EN,
  'locales/en.json',
].reduce<Messages>((all, path) => deepMerge(all, read(path)), {});
const withFloor = deepMerge(messages, { resources: { site: { fields: { floor: 'Floor' } } } });
const i18nProvider = polyglotI18nProvider(() => withFloor as never, 'en', [{ locale: 'en', name: 'English' }], { allowMissing: true });

function renderPage(element: React.ReactNode, dataProvider: Partial<DataProvider>) {
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: ['/configuration/sites/create'] });
  return render(
    <AdminContext dataProvider={dataProvider as DataProvider} i18nProvider={i18nProvider}>
      <RouterProvider router={router} />
    </AdminContext>,
  );
}

afterAll(cleanup);

describe('a field added to a copy of the site schema', { timeout: 30_000 }, () => {
  it('shows in the form with its label, is validated at the field, and is sent', async () => {
    const create = vi.fn(async (_resource: string, params: { data: Record<string, unknown> }) => ({ data: { ...params.data, id: 9, version: 1 } }));
    renderPage(
      <CreatePage resource="site" definition={definition} paths={areaPaths('/configuration/sites')} initial={{ name: 'Head office', country_code: 'BE' }} />,
      { create: create as never },
    );
    const floor = await screen.findByLabelText('Floor', {}, { timeout: 10_000 });
    fireEvent.change(floor, { target: { value: '500' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const field = floor.closest('[data-field="floor"]') as HTMLElement;
    expect(await within(field).findByText('Ensure this value is less than or equal to 200.')).toBeTruthy();
    expect(create).not.toHaveBeenCalled();

    fireEvent.change(floor, { target: { value: '3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(create).toHaveBeenCalled());
    expect(create.mock.calls[0][1].data).toMatchObject({ name: 'Head office', country_code: 'BE', floor: 3 });
    cleanup();
  });

  it('shows as a column of the list', async () => {
    const getList = vi.fn(async () => ({ data: [{ id: 1, version: 1, name: 'Head office', country_code: 'BE', floor: 3 }], total: 1 }));
    renderPage(<ResourceList resource="site" definition={definition} paths={areaPaths('/configuration/sites')} />, { getList: getList as never });
    expect(await screen.findByRole('columnheader', { name: /Floor/ }, { timeout: 10_000 })).toBeTruthy();
    const row = (await screen.findByText('Head office')).closest('tr') as HTMLElement;
    expect(within(row).getByText('3')).toBeTruthy();
    cleanup();
  });

  it('is validated by the server from the same copy, and stored without a migration', () => {
    const dir = mkdtempSync(join(tmpdir(), 'switchboard-schemas-'));
    try {
      cpSync(SCHEMAS_DIR, dir, { recursive: true });
      writeFileSync(join(dir, 'site.schema.json'), JSON.stringify(copy));
      const set = loadSchemas(dir);
      const check = createAjv(set).getSchema(copy.$id as string)!;
      expect(check({ name: 'Head office', country_code: 'BE', floor: 500 })).toBe(false);
      expect(toFieldErrors(check.errors ?? [])).toEqual({ floor: ['Ensure this value is less than or equal to 200.'] });
      expect(check({ name: 'Head office', country_code: 'BE', floor: 3 })).toBe(true);
      // Records keep their fields in jsonb: only references and unique values are columns.
      expect(storageMigration(desiredStorage(loadSchemas()), desiredStorage(set))).toBe('');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
