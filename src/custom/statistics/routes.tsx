import { lazy } from 'react';
import { Route } from 'react-router';
import { STATISTICS_ROUTE } from './access.ts';

const StatisticsPage = lazy(() => import('./StatisticsPage.tsx'));

/** Statistics (portal-overview §2): the group's call figures; the page checks statistics and statistic. */
export const routes = [<Route key="statistics" path={STATISTICS_ROUTE} element={<StatisticsPage />} />];
