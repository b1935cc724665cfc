import { PROFILE_PATH, restoreSession } from './auth/authProvider.ts';
import { storedCredentials } from './auth/session.ts';
import { appRouterChunk } from './chunks.ts';
import { currentLanguage } from './i18n/language.ts';
import { loadLaterMessages, loadMessages } from './i18n/messages.ts';
import { apiBaseUrl } from './dataProvider/apiBase.ts';
import { nextTask } from './evaluation/nextTask.ts';
import { prefetch, sessionHeaders } from './dataProvider/prefetch.ts';
import { prefetchList } from './dataProvider/prefetchList.ts';
import { prefetchDashboard } from './custom/dashboard/prefetchDashboard.ts';

/**
 * The first thing the portal runs (main.tsx imports it before React): it starts every request
 * the first page needs at once, while the browser still evaluates React and MUI, instead of
 * each part asking for the next when it renders. No React here, nor anything that imports it.
 */

/** A visitor without a session who opens the portal's root sees the sign-in page first (App.tsx). */
export function opensOnSignInPage(): boolean {
  return window.location.pathname === '/' && !storedCredentials();
}

const credentials = storedCredentials();
// The profile of a stored session, and the language remembered in this browser. The profile's
// request is sent now: the client sends its own only after its middleware, once the rest of this
// chunk is evaluated, and the page's frame (its heading, the dashboard's welcome) waits for it.
if (credentials) prefetch(`${apiBaseUrl()}${PROFILE_PATH}`, sessionHeaders(credentials, currentLanguage()));
void restoreSession();
void loadMessages(currentLanguage());
// Past the sign-in page: the router's texts, and without a session its code (a reset link); with
// a session the code comes once the page's frame is drawn (App.tsx).
if (!opensOnSignInPage()) {
  if (!storedCredentials()) void appRouterChunk.load();
  void loadLaterMessages('router');
}
/**
 * The shell's text is Roboto in three weights, and the browser asks for a weight only when text
 * in it is first laid out: the shell's buttons and titles (500) and the dashboard's figures (700)
 * were drawn in the fallback font, then again in Roboto, wider, so that the dashboard's toolbar
 * wrapped and its cards moved down (Lighthouse's layout shift, issue 19). Asked for now, they
 * are there before the shell draws. The sign-in page (no session) does not wait for them.
 */
const SHELL_FONTS = ['400 1em Roboto', '500 1em Roboto', '700 1em Roboto'];

// The profile's request is out; the page's other requests in a task of their own, each a few
// milliseconds of a phone's main thread (issue 19).
await nextTask();
if (credentials) {
  for (const font of SHELL_FONTS) void document.fonts?.load(font).catch(() => undefined);
  // The shell's code is asked for once the page's frame is drawn (App.tsx); its texts now.
  void loadLaterMessages('shell');
  // A list opened directly: its first page, asked for now, while all that loads. Part of this
  // chunk (about 700 bytes): a chunk of its own waited behind the shell's download.
  prefetchList(credentials, currentLanguage());
  prefetchDashboard(credentials, currentLanguage());
}

// The requests are out: React and the rest of the first screen's code run in tasks of their own
// (main.tsx, src/evaluation/).
await nextTask();
