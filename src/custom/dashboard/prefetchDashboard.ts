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
