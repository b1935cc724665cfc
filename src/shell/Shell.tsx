import { Navigate, Route, useParams } from 'react-router';
import { AdminUI, CustomRoutes, Resource } from 'react-admin';
import { use, type ReactElement } from 'react';
import { DataProviderContext, ResourceDefinitionContext, useI18nProvider } from 'ra-core';
import { NotFoundPage } from './notFound/NotFoundPage.tsx';
import { areaPaths, dataProvider, definitionOf, registerScreen } from '../engine/index.ts';
import type { SwitchboardI18nProvider } from '../i18n/i18nProvider.ts';
import { Layout } from '../layout/Layout.tsx';
import { AREAS } from '../resources/index.ts';
import { seedFirstScreen } from './firstScreen.ts';
import { SplashScreen } from './SplashScreen.tsx';
import { areaPage } from './AreaPage.tsx';
import { compareNames } from '../../core/text/compareNames.ts';

/** Started as the shell's code arrives; chunks.ts hands the shell over once it is done. */
export const firstScreen = seedFirstScreen();

/**
 * The hand-built pages: each folder of src/custom that has shell pages exports their `routes`
 * from its routes.tsx (lazy pages, so each loads when it is opened). Nothing is listed by hand.
 */
const customRoutes = Object.entries(import.meta.glob<{ routes: ReactElement[] }>('../custom/*/routes.tsx', { eager: true }))
  .sort(([a], [b]) => compareNames(a, b))
  .flatMap(([, module]) => module.routes);

/** Notifications are drawn once for the whole app (App.tsx), the public pages included. */
const NoNotification = () => null;

// Each area's route from its schema; its definition (the schema read whole) is made when one
// of its pages or records is first shown, and its own pages load with it (AreaPage.tsx), not
// for every area before the first page draws.
const areas = AREAS.map((area) => {
  registerScreen(area.resource, area.route);
  return { area, route: area.route, Page: areaPage(area) };
});

/**
 * react-admin addresses a resource's pages as /<resource>/<id>; the spec's are the area's
 * route. Should any react-admin default lead to the former, it lands on the latter.
 */
function ToAreaRoute({ route }: { route: string }) {
  const rest = useParams()['*'] ?? '';
  const paths = areaPaths(route);
  return <Navigate replace to={rest === 'create' ? paths.create : /^\d+/.test(rest) ? paths.edit(rest.split('/')[0]) : paths.list} />;
}

const resources = areas.map(({ area, route }) => (
  <Resource key={area.resource} name={area.resource} hasCreate hasEdit recordRepresentation={(record) => definitionOf(area.resource).labelOf(record)}>
    <Route path="*" element={<ToAreaRoute route={route} />} />
  </Resource>
));

/**
 * AdminUI's children, made once: react-admin reads its routes and resources from them again
 * whenever they change identity.
 */
const adminChildren = (
  <>
    {resources}
    <CustomRoutes>
      {customRoutes}
      {areas.map(({ area, route, Page }) => (
        <Route key={area.resource} path={`${route}/*`} element={<Page />} />
      ))}
    </CustomRoutes>
  </>
);

/**
 * The areas' resource definitions, made from those elements as react-admin makes them. React-admin
 * registers each <Resource> in an effect after the shell's first commit, and again once it has
 * read its children again; each time the whole shell drew again, outside any transition (two
 * long tasks on the first screen, issue 19). The areas are known before the shell draws: react-admin
 * reads them here, and its registrations, of the same areas, have nothing to change.
 */
const resourceDefinitions = {
  definitions: Object.fromEntries(
    resources.map((element) => {
      const definition = Resource.registerResource(element.props);
      return [definition.name, definition];
    }),
  ),
  register: () => undefined,
  unregister: () => undefined,
};

/**
 * Everything behind sign-in: react-admin's UI inside the Switchboard layout. The sign-in
 * page is not react-admin's (it lives at the root), so the shell has no login route.
 * Configuration areas (src/resources) are drawn by the engine (src/engine) at their spec
 * routes; hand-built pages are custom routes. The data provider is given here, not in
 * App.tsx, so that the sign-in page does not load the schemas.
 */
export default function Shell() {
  // The areas' texts come with the shell, not with the sign-in page (i18n/messages.ts).
  use((useI18nProvider() as SwitchboardI18nProvider).loadShellTexts());
  return (
    <DataProviderContext.Provider value={dataProvider}>
      <ResourceDefinitionContext.Provider value={resourceDefinitions}>
        <AdminUI layout={Layout} catchAll={NotFoundPage} loading={SplashScreen} loginPage={false} authCallbackPage={false} notification={NoNotification} disableTelemetry>
          {adminChildren}
        </AdminUI>
      </ResourceDefinitionContext.Provider>
    </DataProviderContext.Provider>
  );
}
