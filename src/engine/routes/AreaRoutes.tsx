import { lazy, Suspense, type ReactNode } from 'react';
import { Box, CircularProgress } from '@mui/material';
import { ResourceContextProvider } from 'ra-core';
import { Route, Routes, useParams } from 'react-router';
import { NotFoundPage } from '../../custom/notFound/NotFoundPage.tsx';
import { areaPaths, type AreaPaths } from '../form/paths.ts';
import { ResourceList } from '../list/ResourceList.tsx';
import { definitionOf } from '../schema/catalogue.ts';
import type { Area } from './area.ts';
import { RequirePermission } from './RequirePermission.tsx';

// The forms (RJSF and the compiled validators) load when a form is opened, not with the list.
const CreatePage = lazy(() => import('../form/CreatePage.tsx'));
const EditPage = lazy(() => import('../form/EditPage.tsx'));

export function FormSuspense({ children }: { children: ReactNode }) {
  return (
    <Suspense
      fallback={
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
          <CircularProgress size={32} />
        </Box>
      }
    >
      {children}
    </Suspense>
  );
}

/** An area's pages at the spec's addresses: the list at its route, <route>/create and <route>/<id>. */
export function AreaRoutes({ area }: { area: Area }) {
  const definition = definitionOf(area.resource);
  const paths = areaPaths(definition.meta.route ?? `/${area.resource}`);
  return (
    <RequirePermission permission={definition.meta.permission}>
      <ResourceContextProvider value={area.resource}>
        <Routes>
          <Route index element={<ResourceList resource={area.resource} paths={paths} />} />
          <Route
            path="create"
            element={
              <FormSuspense>
                <CreatePage resource={area.resource} paths={paths} afterCreate={area.afterCreate} />
              </FormSuspense>
            }
          />
          <Route path=":id" element={<EditRoute area={area} paths={paths} />} />
          {area.routes?.(paths)}
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </ResourceContextProvider>
    </RequirePermission>
  );
}

function EditRoute({ area, paths }: { area: Area; paths: AreaPaths }) {
  const { id } = useParams();
  if (!id || !/^\d+$/.test(id)) return <NotFoundPage />;
  return (
    <FormSuspense>
      <EditPage key={id} resource={area.resource} id={id} paths={paths} Below={area.EditBelow} />
    </FormSuspense>
  );
}
