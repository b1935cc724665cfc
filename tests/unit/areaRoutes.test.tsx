import { readFileSync } from 'node:fs';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route } from 'react-router';
import { AdminContext } from 'react-admin';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { Profile } from '../../src/auth/profile.ts';
import type { Area, RecordPageProps } from '../../src/engine/routes/area.ts';

/**
 * The seams of an area (issue 8, item 5): its own list, edit and read-only show pages in
 * place of the engine's, and routes of its own, at the area's address (Sites: /configuration/sites).
 */
let AreaRoutes: typeof import('../../src/engine/routes/AreaRoutes.tsx').AreaRoutes;

beforeAll(async () => {
  // The 404 page asks for its quote; the fake API has none to give.
  vi.stubGlobal('fetch', async () => new Response(JSON.stringify({ detail: 'Not found.' }), { status: 404, headers: { 'content-type': 'application/json' } }));
  const { startSession } = await import('../../src/auth/session.ts');
  startSession({ group_id: 1, group_permissions: [{ name: 'configuration_sites' }] } as Profile);
  ({ AreaRoutes } = await import('../../src/engine/routes/AreaRoutes.tsx'));
});

afterEach(cleanup);
afterAll(() => new Promise((resolve) => setTimeout(resolve, 50)));

const messages = JSON.parse(readFileSync('locales/en.json', 'utf8')) as object;
const i18nProvider = polyglotI18nProvider(() => messages as never, 'en', [{ locale: 'en', name: 'English' }], { allowMissing: true });

const ShowSite = ({ id, paths }: RecordPageProps) => <p>Site {id}, read only; edit at {paths.edit(id)}</p>;
const EditSite = ({ id }: RecordPageProps) => <p>Our own form for site {id}</p>;

const own: Area = {
  resource: 'site',
  pages: { list: ({ paths }) => <p>Our own list at {paths.list}</p>, edit: EditSite, show: ShowSite },
  routes: (paths) => <Route path="map" element={<p>The sites on a map, back to {paths.list}</p>} />,
};

function visit(area: Area, path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <AdminContext i18nProvider={i18nProvider}>
        <AreaRoutes area={area} />
      </AdminContext>
    </MemoryRouter>,
  );
}

describe("an area's pages", { timeout: 30_000 }, () => {
  it('replace the engine’s list and edit page with its own', async () => {
    visit(own, '/');
    expect(await screen.findByText('Our own list at /configuration/sites')).toBeTruthy();
    cleanup();
    visit(own, '/12');
    expect(await screen.findByText('Our own form for site 12')).toBeTruthy();
  });

  it('add a read-only show page at <route>/<id>/show', async () => {
    visit(own, '/7/show');
    expect(await screen.findByText('Site 7, read only; edit at /configuration/sites/7')).toBeTruthy();
  });

  it('add routes of their own under the area', async () => {
    visit(own, '/map');
    expect(await screen.findByText('The sites on a map, back to /configuration/sites')).toBeTruthy();
  });

  it('have no show page unless the area brings one, and no record page for an id that is not a number', async () => {
    visit({ resource: 'site' }, '/7/show');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
    cleanup();
    visit(own, '/seven/show');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
  });
});
