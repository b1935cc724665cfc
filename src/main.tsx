// First, before React and MUI are evaluated: boot.ts starts the requests the first page needs.
import { opensOnSignInPage } from './boot.ts';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './fonts.css';
import { App } from './App.tsx';
import { storedCredentials } from './auth/session.ts';
import { createI18nProvider } from './i18n/i18nProvider.ts';
import { RootErrorBoundary } from './layout/LoadFailure.tsx';

const i18nProvider = await createI18nProvider();
// The texts the sign-in page leaves out, which boot.ts started loading, reach the translator.
if (!opensOnSignInPage()) void i18nProvider.loadTexts('router');
if (storedCredentials()) void i18nProvider.loadShellTexts();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
const reactRoot = createRoot(root);
// In a transition: React draws the first screen (the sign-in page, the page's frame) in slices of
// a few milliseconds, yielding to the browser between them, not in one long task on a slow phone
// (issue 19). The logo in index.html stays until it is drawn.
startTransition(() =>
  reactRoot.render(
    <StrictMode>
      <RootErrorBoundary translate={(key) => i18nProvider.translate(key)}>
        <App i18nProvider={i18nProvider} />
      </RootErrorBoundary>
    </StrictMode>,
  ),
);
