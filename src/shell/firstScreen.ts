import routes from 'virtual:list-routes';
import { authProvider } from '../auth/authProvider.ts';
import { dataProvider } from '../engine/index.ts';
import { seedFirstPage } from '../engine/list/firstPage.ts';
import { queryClient } from '../dataProvider/queryClient.ts';

/**
 * What the shell's first commit shows, put in the query cache before it draws (the shell
 * chunk is handed over once this is done, chunks.ts): the user's permissions and identity,
 * which the menu and the top bar read (react-admin's usePermissions and useGetIdentity keys),
 * from the profile the session has already loaded, and a bookmarked list's first page.
 * Otherwise each arrives a microtask after the first commit and is drawn in a commit of its own.
 */
export async function seedFirstScreen(): Promise<void> {
  const [permissions, identity] = await Promise.all([authProvider.getPermissions?.({}), authProvider.getIdentity?.()]).catch(() => []);
  if (permissions !== undefined) queryClient.setQueryData(['auth', 'getPermissions', {}], permissions);
  if (identity !== undefined) queryClient.setQueryData(['auth', 'getIdentity'], identity);
  await seedFirstPage(queryClient, dataProvider, routes);
}
