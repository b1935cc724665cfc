import type { ReactNode } from 'react';
import { ResourceContextProvider } from 'ra-core';
import { Route, Routes, useParams } from 'react-router';
import { NotFoundPage } from '../../shell/notFound/NotFoundPage.tsx';
import { areaPaths, type AreaPaths } from '../form/paths.ts';
import { ResourceList } from '../list/ResourceList.tsx';
import { definitionOf } from '../schema/catalogue.ts';
import type { Area } from './area.ts';
import { CreateRecordPage, EditRecordPage, FormSuspense } from './EnginePages.tsx';
import { RequirePermission } from './RequirePermission.tsx';

/**
 * The pages of one record: the id in the address must be a number, anything else is not found;
 * `<view>-<id>` draws the area's page of that view (Area `views`) when it has one.
 */
function RecordRoute({ children, views, resource, paths }: { children(id: string): ReactNode; views?: Area['views']; resource?: string; paths?: AreaPaths }) {
  const { id } = useParams();
  const view = id?.match(/^([a-z][a-z_]*)-(\d+)$/);
  const View = view && views && Object.hasOwn(views, view[1]) ? views[view[1]] : undefined;
  if (View && resource && paths) return page(<View key={id} resource={resource} paths={paths} id={view![2]} />);
  if (!id || !/^\d+$/.test(id)) return <NotFoundPage />;
  return children(id);
}

function page(element: ReactNode) {
  return <FormSuspense>{element}</FormSuspense>;
}

/**
 * An area's pages at the spec's addresses: the list at its route, <route>/create and
 * <route>/<id>, each the engine's unless the area brings its own, a read-only
 * <route>/<id>/show when the area has one, and the area's further routes. `route` draws the
 * same pages at a second address the spec gives them (roles also at /users/roles).
 */
export function AreaRoutes({ area, route }: { area: Area; route?: string }) {
  const definition = definitionOf(area.resource);
  const paths = areaPaths(route ?? definition.meta.route ?? `/${area.resource}`);
  const { list: List, create: Create, edit: Edit, show: Show } = area.pages ?? {};
  const resource = area.resource;
  return (
    <RequirePermission permission={definition.meta.permission}>
      <ResourceContextProvider value={resource}>
        <Routes>
          <Route index element={List ? page(<List resource={resource} paths={paths} />) : <ResourceList resource={resource} paths={paths} />} />
          <Route
            path="create"
            element={Create ? page(<Create resource={resource} paths={paths} />) : <CreateRecordPage resource={resource} paths={paths} afterCreate={area.afterCreate} />}
          />
          <Route
            path=":id"
            element={
              <RecordRoute views={area.views} resource={resource} paths={paths}>
                {(id) =>
                  Edit ? page(<Edit key={id} resource={resource} paths={paths} id={id} />) : <EditRecordPage resource={resource} id={id} paths={paths} Below={area.EditBelow} Actions={area.EditActions} afterSave={area.afterSave} />
                }
              </RecordRoute>
            }
          />
          {Show && <Route path=":id/show" element={<RecordRoute>{(id) => page(<Show key={id} resource={resource} paths={paths} id={id} />)}</RecordRoute>} />}
          {area.routes?.(paths)}
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </ResourceContextProvider>
    </RequirePermission>
  );
}
