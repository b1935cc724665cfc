import { lazy } from 'react';
import { Route } from 'react-router';

const InvoicesPage = lazy(() => import('./InvoicesPage.tsx'));
const InvoicePage = lazy(() => import('./InvoicePage.tsx'));
const ResellerInvoicesPage = lazy(() => import('./ResellerInvoicesPage.tsx'));
const ResellerInvoicePage = lazy(() => import('./ResellerInvoicesPage.tsx').then((m) => ({ default: m.ResellerInvoicePage })));

/**
 * Reports > Invoices (portal-overview §2): the list, and /reports/invoices/detail_{id} and
 * cdr_{id} through one route, since a path parameter is a whole segment in react-router; and
 * Clients > Reseller Invoices, /clients/reseller-invoices and /clients/reseller-invoices/{id}.
 */
export const routes = [
  <Route key="invoices" path="/reports/invoices" element={<InvoicesPage />} />,
  <Route key="invoice" path="/reports/invoices/:page" element={<InvoicePage />} />,
  <Route key="reseller-invoices" path="/clients/reseller-invoices" element={<ResellerInvoicesPage />} />,
  <Route key="reseller-invoice" path="/clients/reseller-invoices/:id" element={<ResellerInvoicePage />} />,
];
