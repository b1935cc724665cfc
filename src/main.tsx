// First, before React and MUI are evaluated: boot.ts starts the requests the first page needs.
import { opensOnSignInPage } from './boot.ts';
// The first screen's code is evaluated in a few tasks, not one (src/evaluation/): on a phone it
// kept the main thread for about 500 ms at once (issue 19). The bundler keeps this order.
import './evaluation/react.ts';
import './evaluation/theme.ts';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './fonts.css';
import { App } from './App.tsx';
import { storedCredentials } from './auth/session.ts';
import { nextTask } from './evaluation/nextTask.ts';
import { createI18nProvider } from './i18n/i18nProvider.ts';
import { RootErrorBoundary } from './layout/LoadFailure.tsx';

await nextTask();
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
