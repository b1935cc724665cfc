import { lazy } from 'react';
import { Navigate, Route } from 'react-router';

const ClientsPage = lazy(() => import('./ClientsPage.tsx'));

/**
 * /clients and /clients/overview (portal-overview §2), resellers only. The section holds the
 * overview (and, once built, the reseller invoices of the side menu): /clients opens the overview.
 */
export const routes = [
  <Route key="clients" path="/clients" element={<Navigate replace to="/clients/overview" />} />,
  <Route key="clients-overview" path="/clients/overview" element={<ClientsPage />} />,
];
