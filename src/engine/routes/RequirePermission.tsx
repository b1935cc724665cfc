import type { ReactNode } from 'react';
import { NotFoundPage } from '../../custom/notFound/NotFoundPage.tsx';
import { usePortalPermissions } from '../../layout/usePortalPermissions.ts';

/**
 * An area's pages only for a group that holds the area's menu permission: others get the
 * 404 page, as for a menu entry they cannot see, rather than a screen of refusals.
 */
export function RequirePermission({ permission, children }: { permission: string | null; children: ReactNode }) {
  const permissions = usePortalPermissions();
  if (!permissions) return null;
  if (permission && !permissions.groupPermissions.includes(permission)) return <NotFoundPage />;
  return <>{children}</>;
}
