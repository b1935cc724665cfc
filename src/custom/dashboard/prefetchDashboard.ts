import { apiBaseUrl } from '../../dataProvider/apiBase.ts';
import { prefetch, sessionHeaders } from '../../dataProvider/prefetch.ts';

/** The dashboard's address (routes.tsx draws it there). */
export const DASHBOARD_PATH = '/dashboard';

/** The latest calls widget's query: six calls, newest first. */
export const LATEST_CALLS_QUERY = { page_size: 6, ordering: '-call_start' } as const;
const latestCallsSearch = Object.entries(LATEST_CALLS_QUERY)
  .map(([name, value]) => `${name}=${encodeURIComponent(value)}`)
  .join('&');

/** The addresses of the dashboard's first reads (firstReads.ts), as the client writes them. */
const FIRST_READS = ['/v3/dashboard/summary/', '/v1/settings/', `/v1/cdr/?${latestCallsSearch}`];

/**
 * The dashboard opened directly: its first reads, asked for by boot.ts while React and the shell
 * load, as a bookmarked list's first page is (prefetchList.ts); the first screen puts the answers
 * in the cache before it draws (firstReads.ts: seedDashboard). No React here.
 */
export function prefetchDashboard(credentials: { token: string; groupId: number | null }, language: string): void {
  if (window.location.pathname !== DASHBOARD_PATH) return;
  const headers = sessionHeaders(credentials, language);
  for (const path of FIRST_READS) prefetch(`${apiBaseUrl()}${path}`, headers);
}

/**
 * The dashboard's chunk when the portal opens on it, asked for beside the shell's (App.tsx)
 * rather than once the shell has arrived (shell/firstScreen.ts). A chunk that fails is the
 * page's to show.
 */
export function loadDashboardCode(): Promise<unknown> {
  return window.location.pathname === DASHBOARD_PATH ? import('./DashboardPage.tsx').catch(() => undefined) : Promise.resolve();
}
