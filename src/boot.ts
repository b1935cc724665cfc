import { restoreSession } from './auth/authProvider.ts';
import { storedCredentials } from './auth/session.ts';
import { appRouterChunk, shellChunk } from './chunks.ts';
import { currentLanguage } from './i18n/language.ts';
import { loadLaterMessages, loadMessages } from './i18n/messages.ts';
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

// The profile of a stored session, and the language remembered in this browser.
void restoreSession();
void loadMessages(currentLanguage());
// Past the sign-in page: the router and its texts; with a session, the shell and its texts.
if (!opensOnSignInPage()) {
  void appRouterChunk.load();
  void loadLaterMessages('router');
}
const credentials = storedCredentials();
if (credentials) {
  void shellChunk.load();
  void loadLaterMessages('shell');
  // A list opened directly: its first page, asked for now, while all that loads. Part of this
  // chunk (about 700 bytes): a chunk of its own waited behind the shell's download.
  prefetchList(credentials, currentLanguage());
  prefetchDashboard(credentials, currentLanguage());
}
