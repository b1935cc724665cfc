import { lazy } from 'react';
import { Route } from 'react-router';

const CallHistoryPage = lazy(() => import('./CallHistoryPage.tsx'));
const SummaryPage = lazy(() => import('./SummaryPage.tsx'));

/** Reports > CDR Viewer (portal-overview §2): the call history and a call's summary; each page checks cdr_viewer. */
export const routes = [
  <Route key="call-history" path="/reports/call-history" element={<CallHistoryPage />} />,
  <Route key="call-summary" path="/reports/call-history/summary/:id" element={<SummaryPage />} />,
];
