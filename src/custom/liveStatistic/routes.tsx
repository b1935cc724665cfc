import { lazy } from 'react';
import { Route } from 'react-router';
import { LIVE_STATISTIC_ROUTE } from './access.ts';

const LiveStatisticPage = lazy(() => import('./LiveStatisticPage.tsx'));

/** Live Statistic (portal-overview §2): the wallboard; the page checks live_statistic and statistic. */
export const routes = [<Route key="live-statistic" path={LIVE_STATISTIC_ROUTE} element={<LiveStatisticPage />} />];
