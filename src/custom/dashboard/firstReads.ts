import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { DashboardSummary } from '../../../generated/types.ts';
import type { paths } from '../../../generated/openapi.ts';
import { apiClient } from '../../dataProvider/apiClient.ts';
import { resultOf } from '../../dataProvider/client.ts';
import type { DashboardLayout } from './layout.ts';
import { LATEST_CALLS_QUERY } from './prefetchDashboard.ts';

/** GET v1 settings/: the user's settings record, which holds the dashboard's layout. */
export interface Settings {
  dashboard: DashboardLayout | null;
  version: number;
}
export type LatestCallsPage = paths['/v1/cdr/']['get']['responses'][200]['content']['application/json'];

/**
 * The reads the dashboard's first screen draws from: the summary (the page's title and the
 * three summary widgets), the settings (the layout) and the latest calls (the fourth default
 * widget). Named once, so that the page's hooks, the first screen's seed (seedDashboard) and
 * boot.ts's early requests (DASHBOARD_PREFETCH) ask for exactly the same thing.
 */
export const SUMMARY_READ = {
  key: ['dashboard', 'summary'] as QueryKey,
  read: (signal?: AbortSignal) => resultOf(apiClient.GET('/v3/dashboard/summary/', { signal }), signal) as Promise<DashboardSummary>,
};
export const SETTINGS_READ = {
  key: ['settings'] as QueryKey,
  read: (signal?: AbortSignal) => resultOf(apiClient.GET('/v1/settings/', { signal }), signal) as Promise<Settings>,
};
export const LATEST_CALLS_READ = {
  key: ['cdr', 'dashboard'] as QueryKey,
  read: (signal?: AbortSignal) => resultOf(apiClient.GET('/v1/cdr/', { params: { query: LATEST_CALLS_QUERY }, signal }), signal) as Promise<LatestCallsPage>,
};

const FIRST_READS = [SUMMARY_READ, SETTINGS_READ, LATEST_CALLS_READ];

/** Waits no longer than this for a late answer: the page is then drawn without it and asks itself. */
const WAIT_MS = 500;
/** A seeded answer counts as just read this long: the page mounting does not ask for it again. */
const FRESH_MS = 5_000;

/**
 * The dashboard opened directly (a bookmark, a reload, the home page after sign-in): its first
 * reads, which boot.ts has sent while the code loaded, put in the query cache before the shell
 * draws (shell/firstScreen.ts). The first commit then draws the title, the layout and its widgets
 * with their data, where it drew skeletons that each answer replaced by a card of another height
 * (Lighthouse's layout shifts, and its largest paint, the title, waiting for the summary: issue 19).
 * A read that fails or is late is left to the page, which asks as usual.
 */
export async function seedDashboard(queryClient: QueryClient): Promise<void> {
  const seededAt = Date.now();
  for (const { key } of FIRST_READS) {
    // Only the mount that follows the seed is spared: later mounts ask as react-query's default.
    queryClient.setQueryDefaults(key, { refetchOnMount: (query) => query.state.dataUpdatedAt !== seededAt || Date.now() - seededAt > FRESH_MS });
  }
  const answers = FIRST_READS.map(({ key, read }) =>
    read().then(
      (data) => void queryClient.setQueryData(key, data, { updatedAt: seededAt }),
      // A refusal (a user without the call history) or a failure is the widget's to show.
      () => undefined,
    ),
  );
  await Promise.race([Promise.all(answers), new Promise((resolve) => setTimeout(resolve, WAIT_MS))]);
}
