import { lazy } from 'react';
import { Route } from 'react-router';
import { chunk } from '../../chunks.ts';
import { DASHBOARD_PATH } from './prefetchDashboard.ts';

/**
 * The dashboard and its widgets load with the page, not with the shell. Opened on the dashboard
 * (a bookmark, a reload, the home page after sign-in), the first screen loads it beside the
 * shell's data (shell/firstScreen.ts), so that the first commit draws the page, not a spinner
 * that the page then replaces.
 */
export const dashboardChunk = chunk(() => import('./DashboardPage.tsx'));
const DashboardPage = lazy(dashboardChunk.forLazy);

export { DASHBOARD_PATH };

export const routes = [<Route key="dashboard" path={DASHBOARD_PATH} element={<DashboardPage />} />];
