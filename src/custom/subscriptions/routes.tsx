import { lazy } from 'react';
import { Route } from 'react-router';

const SubscriptionsPage = lazy(() => import('./SubscriptionsPage.tsx'));

/** /users/subscriptions (portal-overview §2): the group's licences per product. */
export const routes = [<Route key="subscriptions" path="/users/subscriptions" element={<SubscriptionsPage />} />];
