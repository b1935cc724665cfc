import { useMemo } from 'react';
import { visibleMenu, type MenuEntry } from '../navigation/menu.ts';
import { usePortalPermissions } from './usePortalPermissions.ts';

/** The side menu as this user may see it; empty until the permissions are known. */
export function useVisibleMenu(): MenuEntry[] {
  const permissions = usePortalPermissions();
  return useMemo(() => (permissions ? visibleMenu(permissions) : []), [permissions]);
}
