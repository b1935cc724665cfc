import { lazy, Suspense, useState } from 'react';
import { createBrowserRouter, Route, RouterProvider, Routes } from 'react-router';
import { CssBaseline } from '@mui/material';
import { AdminContext } from 'react-admin';
import type { I18nProvider } from 'ra-core';
import { authProvider } from './auth/authProvider.ts';
import { PublicOnly, RequireSignIn } from './auth/RouteGuards.tsx';
import { LoginPage } from './custom/login/LoginPage.tsx';
import { AppNotification } from './layout/AppNotification.tsx';
import { SplashScreen } from './shell/SplashScreen.tsx';
import { theme } from './theme.ts';

/** The shell (react-admin's UI, menu, dashboard) loads after sign-in, never on the sign-in page. */
const Shell = lazy(() => import('./shell/Shell.tsx'));
// The pages beside the sign-in page load when visited, so that its first load stays small.
const ForgotPasswordPage = lazy(() => import('./custom/account/reset/ForgotPasswordPage.tsx'));
const ResetPasswordPage = lazy(() => import('./custom/account/reset/ResetPasswordPage.tsx'));
const TokenSignInPage = lazy(() => import('./custom/account/impersonation/TokenSignInPage.tsx'));
const IntegrationActivationPage = lazy(() => import('./custom/account/integrations/IntegrationActivationPage.tsx'));

/**
 * Public pages live outside the shell at the root (portal-overview §2); every other path is
 * a shell page behind sign-in. Signed-in pages outside the shell (integration activation)
 * get their own route here, wrapped in RequireSignIn without the shell. The token sign-in of
 * an impersonation works with or without a session, so it has no guard.
 */
function AppRoutes({ i18nProvider }: { i18nProvider: I18nProvider }) {
  return (
    <AdminContext authProvider={authProvider} i18nProvider={i18nProvider} theme={theme} darkTheme={null}>
      <CssBaseline enableColorScheme />
      <Suspense fallback={<SplashScreen />}>
        <Routes>
          <Route element={<PublicOnly />}>
            <Route path="/" element={<LoginPage />} />
            <Route path="/reset_password/forgot" element={<ForgotPasswordPage />} />
            <Route path="/reset_password" element={<ResetPasswordPage />} />
          </Route>
          <Route path="/impersonate/:group/:token" element={<TokenSignInPage />} />
          <Route
            path="/integrations/:kind/activate"
            element={
              <RequireSignIn>
                <IntegrationActivationPage />
              </RequireSignIn>
            }
          />
          <Route
            path="/*"
            element={
              <RequireSignIn>
                <Shell />
              </RequireSignIn>
            }
          />
        </Routes>
      </Suspense>
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
