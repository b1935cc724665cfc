import { lazy, Suspense, useState } from 'react';
import { createBrowserRouter, Route, RouterProvider, Routes } from 'react-router';
import { CssBaseline } from '@mui/material';
import { AdminContext } from 'react-admin';
import type { I18nProvider } from 'ra-core';
import { authProvider } from './auth/authProvider.ts';
import { PublicOnly, RequireSignIn } from './auth/RouteGuards.tsx';
import { LoginPage } from './custom/login/LoginPage.tsx';
import { PublicNotFoundPage } from './custom/notFound/PublicNotFoundPage.tsx';
import { AppNotification } from './layout/AppNotification.tsx';
import { SplashScreen } from './shell/SplashScreen.tsx';
import { theme } from './theme.ts';

/** The shell (react-admin's UI, menu, dashboard) loads after sign-in, never on the sign-in page. */
const Shell = lazy(() => import('./shell/Shell.tsx'));

/**
 * Public pages live outside the shell at the root (portal-overview §2); every other path is
 * a shell page behind sign-in. Signed-in pages outside the shell (integration activation)
 * get their own route here, wrapped in RequireSignIn without the shell.
 */
function AppRoutes({ i18nProvider }: { i18nProvider: I18nProvider }) {
  return (
    <AdminContext authProvider={authProvider} i18nProvider={i18nProvider} theme={theme} darkTheme={null}>
      <CssBaseline enableColorScheme />
      <Routes>
        <Route element={<PublicOnly />}>
          <Route path="/" element={<LoginPage />} />
          {/* The forgot-password and reset pages come here; until then they show the 404 page. */}
          <Route path="/reset_password/forgot" element={<PublicNotFoundPage />} />
          <Route path="/reset_password" element={<PublicNotFoundPage />} />
        </Route>
        <Route
          path="/*"
          element={
            <RequireSignIn>
              <Suspense fallback={<SplashScreen />}>
                <Shell />
              </Suspense>
            </RequireSignIn>
          }
        />
      </Routes>
      <AppNotification />
    </AdminContext>
  );
}

/**
 * A data router rather than <BrowserRouter>: only a data router can block a navigation, which
 * the leave-page warning of portal-overview §2 needs (react-router's useBlocker). Every path
 * goes to the one element that holds the routes above.
 */
export function App({ i18nProvider }: { i18nProvider: I18nProvider }) {
  const [router] = useState(() => createBrowserRouter([{ path: '*', element: <AppRoutes i18nProvider={i18nProvider} /> }]));
  return <RouterProvider router={router} />;
}
