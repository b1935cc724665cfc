import { lazy, Suspense, useState, type ReactNode } from 'react';
import { createBrowserRouter, Route, RouterProvider, Routes, useNavigate } from 'react-router';
import { CssBaseline } from '@mui/material';
import { AdminContext } from 'react-admin';
import type { I18nProvider, Store } from 'ra-core';
import { authProvider } from './auth/authProvider.ts';
import { queryClient } from './dataProvider/queryClient.ts';
import { PublicOnly, RequireSignIn } from './auth/RouteGuards.tsx';
import { LoginPage } from './custom/login/LoginPage.tsx';
import { PageNavigation } from './custom/publicPage/PageLink.tsx';
import { AppNotification } from './layout/AppNotification.tsx';
import { shellChunk } from './chunks.ts';
import { SplashScreen } from './shell/SplashScreen.tsx';
import { theme } from './theme.ts';

/** The shell (react-admin's UI, menu, dashboard) loads after sign-in, never on the sign-in page. */
const Shell = lazy(shellChunk.forLazy);
// The pages beside the sign-in page load when visited, so that its first load stays small.
const ForgotPasswordPage = lazy(() => import('./custom/account/reset/ForgotPasswordPage.tsx'));
const ResetPasswordPage = lazy(() => import('./custom/account/reset/ResetPasswordPage.tsx'));
const TokenSignInPage = lazy(() => import('./custom/account/impersonation/TokenSignInPage.tsx'));
const IntegrationActivationPage = lazy(() => import('./custom/account/integrations/IntegrationActivationPage.tsx'));

export interface AppRouterProps {
  i18nProvider: I18nProvider;
  /** The store of the first screen (App.tsx), so that a language chosen there stays chosen. */
  store: Store;
}

/** The public pages' links (custom/publicPage/PageLink.tsx) navigate through the router here. */
function RouterNavigation({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  return <PageNavigation value={navigate}>{children}</PageNavigation>;
}

/**
 * Public pages live outside the shell at the root (portal-overview §2); every other path is
 * a shell page behind sign-in. Signed-in pages outside the shell (integration activation)
 * get their own route here, wrapped in RequireSignIn without the shell. The token sign-in of
 * an impersonation works with or without a session, so it has no guard.
 */
function AppRoutes({ i18nProvider, store }: AppRouterProps) {
  return (
    <AdminContext authProvider={authProvider} i18nProvider={i18nProvider} queryClient={queryClient} store={store} theme={theme} darkTheme={null}>
      <CssBaseline enableColorScheme />
      <RouterNavigation>
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
      </RouterNavigation>
      <AppNotification />
    </AdminContext>
  );
}

/**
 * The whole portal but its first screen (App.tsx loads this module when it is needed).
 * A data router rather than <BrowserRouter>: only a data router can block a navigation, which
 * the leave-page warning of portal-overview §2 needs (react-router's useBlocker). Every path
 * goes to the one element that holds the routes above; the router starts at the address the
 * browser shows, wherever the first screen left it.
 */
export function AppRouter(props: AppRouterProps) {
  const [router] = useState(() => createBrowserRouter([{ path: '*', element: <AppRoutes {...props} /> }]));
  return <RouterProvider router={router} />;
}
