import { lazy } from 'react';
import { Route } from 'react-router';

/** The dashboard and its widgets load with the page, not with the shell. */
const DashboardPage = lazy(() => import('./DashboardPage.tsx'));

export const routes = [<Route key="dashboard" path="/dashboard" element={<DashboardPage />} />];
