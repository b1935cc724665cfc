import { usePermissions } from 'ra-core';
import type { Permissions } from '../auth/profile.ts';

/** The signed-in user's role, group permissions and flags, once the auth provider has them. */
export function usePortalPermissions(): Permissions | undefined {
  return usePermissions<Permissions>().permissions;
}
