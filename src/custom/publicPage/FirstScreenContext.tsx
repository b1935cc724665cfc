import type { ReactNode } from 'react';
import { CssBaseline } from '@mui/material';
import { ThemeProvider } from '@mui/material/styles';
import { AuthContext, I18nContextProvider, NotificationContextProvider, StoreContextProvider, type I18nProvider, type Store } from 'ra-core';
import { authProvider } from '../../auth/authProvider.ts';
import { muiTheme } from '../../evaluation/theme.ts';

/**
 * What the first screen (the sign-in page, or the splash while the rest loads) needs of
 * react-admin's contexts: the translator and its store, the auth provider, the theme. The full
 * AdminContext (react-query, the data provider, resources, react-admin's UI) comes with the
 * router (AppRouter.tsx), so that the sign-in page does not download it.
 */
export function FirstScreenContext({ i18nProvider, store, children }: { i18nProvider: I18nProvider; store: Store; children: ReactNode }) {
  return (
    <AuthContext.Provider value={authProvider}>
      <StoreContextProvider value={store}>
        <NotificationContextProvider>
          <I18nContextProvider value={i18nProvider}>
            <ThemeProvider theme={muiTheme}>
              <CssBaseline enableColorScheme />
              {children}
            </ThemeProvider>
          </I18nContextProvider>
        </NotificationContextProvider>
      </StoreContextProvider>
    </AuthContext.Provider>
  );
}
