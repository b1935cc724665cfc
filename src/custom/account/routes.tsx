import { lazy } from 'react';
import { Route } from 'react-router';

const GroupOverviewPage = lazy(() => import('./groupOverview/GroupOverviewPage.tsx'));

/** The shell pages of the account area (portal-overview §2), as custom routes of the shell. */
export const routes = [<Route key="group-overview" path="/group-overview" element={<GroupOverviewPage />} />];
