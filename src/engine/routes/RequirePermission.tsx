import type { ReactNode } from 'react';
import { NotFoundPage } from '../../shell/notFound/NotFoundPage.tsx';
import { useSession } from '../../auth/useSession.ts';

/**
 * An area's pages only for a group that holds the area's menu permission: others get the
 * 404 page, as for a menu entry they cannot see, rather than a screen of refusals. The
 * permissions are read from the session the shell already holds, so the list's request
 * starts on the first render.
 */
export function RequirePermission({ permission, children }: { permission: string | null; children: ReactNode }) {
  const session = useSession();
  if (session.status !== 'signed-in') return null;
  const held = session.profile.group_permissions.some((p) => p.name === permission);
  if (permission && !held) return <NotFoundPage />;
  return <>{children}</>;
}
