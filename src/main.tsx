import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
// Latin and Latin Extended cover English, Dutch and French; other scripts are not shipped.
import '@fontsource/roboto/latin-400.css';
import '@fontsource/roboto/latin-500.css';
import '@fontsource/roboto/latin-700.css';
import '@fontsource/roboto/latin-ext-400.css';
import '@fontsource/roboto/latin-ext-500.css';
import '@fontsource/roboto/latin-ext-700.css';
import { App, opensOnSignInPage } from './App.tsx';
import { restoreSession } from './auth/authProvider.ts';
import { storedCredentials } from './auth/session.ts';
import { loadAppRouter, loadShell } from './chunks.ts';
import { createI18nProvider } from './i18n/i18nProvider.ts';

// The profile, the remembered language and the chunks the first page needs load side by
// side before the first render, rather than one after the other as each part asks for the next.
void restoreSession();
if (!opensOnSignInPage()) void loadAppRouter();
if (storedCredentials()) void loadShell();
const i18nProvider = await createI18nProvider();
// Past the sign-in page, the texts it leaves out load now too, beside the profile.
if (!opensOnSignInPage()) void i18nProvider.loadTexts('router');
if (storedCredentials()) void i18nProvider.loadShellTexts();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <App i18nProvider={i18nProvider} />
  </StrictMode>,
);
