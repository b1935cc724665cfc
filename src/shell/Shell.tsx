import { Route } from 'react-router';
import { AdminUI, CustomRoutes } from 'react-admin';
import { Dashboard } from '../custom/dashboard/Dashboard.tsx';
import { NotFoundPage } from '../custom/notFound/NotFoundPage.tsx';
import { accountRoutes } from '../custom/account/accountRoutes.tsx';
import { Layout } from '../layout/Layout.tsx';
import { SplashScreen } from './SplashScreen.tsx';

/** Notifications are drawn once for the whole app (App.tsx), the public pages included. */
const NoNotification = () => null;

/**
 * Everything behind sign-in: react-admin's UI inside the Switchboard layout. The sign-in
 * page is not react-admin's (it lives at the root), so the shell has no login route.
 * Configuration areas join as <Resource> children; hand-built pages as custom routes.
 */
export default function Shell() {
  return (
    <AdminUI
      layout={Layout}
      catchAll={NotFoundPage}
      loading={SplashScreen}
      loginPage={false}
      authCallbackPage={false}
      notification={NoNotification}
      disableTelemetry
    >
      <CustomRoutes>
        <Route path="/dashboard" element={<Dashboard />} />
        {accountRoutes}
      </CustomRoutes>
    </AdminUI>
  );
}
