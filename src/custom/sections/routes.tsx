import { lazy } from 'react';
import { Route } from 'react-router';
import { SECTIONS } from '../../navigation/sections.ts';
import { AreaRoutes } from '../../engine/routes/AreaRoutes.tsx';
import { role, ROLES_ALSO_AT } from '../../resources/role/index.ts';

const SectionPage = lazy(() => import('./SectionPage.tsx'));

/**
 * The section pages of portal-overview §2, one per section of src/navigation/sections.ts, and the
 * roles area at its second address /users/roles (the spec lists both; one area, two routes).
 */
export const routes = [
  ...SECTIONS.map((section) => <Route key={section.route} path={section.route} element={<SectionPage route={section.route} />} />),
  <Route key="users-roles" path={`${ROLES_ALSO_AT}/*`} element={<AreaRoutes area={role} route={ROLES_ALSO_AT} />} />,
];
