import routes from 'virtual:list-routes';
import { authProvider } from '../auth/authProvider.ts';
import { dataProvider } from '../engine/index.ts';
import { seedFirstPage } from '../engine/list/firstPage.ts';
import { queryClient } from '../dataProvider/queryClient.ts';
import { areaAt } from '../resources/index.ts';
import { DASHBOARD_PATH, dashboardChunk } from '../custom/dashboard/routes.tsx';
import { seedDashboard } from '../custom/dashboard/firstReads.ts';
import { areaChunk } from './AreaPage.tsx';

/**
 * What the shell's first commit shows, put in the query cache before it draws (the shell
 * chunk is handed over once this is done, chunks.ts): the user's permissions and identity,
 * which the menu and the top bar read (react-admin's usePermissions and useGetIdentity keys),
 * from the profile the session has already loaded, and a bookmarked list's first page.
 * Otherwise each arrives a microtask after the first commit and is drawn in a commit of its own.
 * The area of a bookmarked page has its own chunk (AreaPage.tsx), loaded beside the rest, so that
 * the first commit draws the page and not its spinner; so has the dashboard (custom/dashboard/routes.tsx),
 * whose first reads are seeded as a list's first page is (custom/dashboard/firstReads.ts).
 */
export async function seedFirstScreen(): Promise<void> {
  const area = areaAt(window.location.pathname);
  const additions = area?.additions;
  const areaLoaded = area && additions ? areaChunk({ ...area, additions }).load().catch(() => undefined) : undefined;
  // A chunk that fails is the page's to show (its error boundary), not the first screen's.
  const onDashboard = window.location.pathname === DASHBOARD_PATH;
  const dashboardLoaded = onDashboard ? dashboardChunk.load().catch(() => undefined) : undefined;
  // The dashboard's reads too (boot.ts asked for them), so that its first commit draws its cards' contents.
  const dashboardSeeded = onDashboard ? seedDashboard(queryClient) : undefined;
  const [permissions, identity] = await Promise.all([authProvider.getPermissions?.({}), authProvider.getIdentity?.()]).catch(() => []);
  if (permissions !== undefined) queryClient.setQueryData(['auth', 'getPermissions', {}], permissions);
  if (identity !== undefined) queryClient.setQueryData(['auth', 'getIdentity'], identity);
  await Promise.all([seedFirstPage(queryClient, dataProvider, routes), areaLoaded, dashboardLoaded, dashboardSeeded]);
}
