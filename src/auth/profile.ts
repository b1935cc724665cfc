import { roleMaySee, roleOf, type Role } from '../../core/domain/roles.ts';

/** The profile of portal-overview §3, as GET v3 user/profile/ answers it (schemas/profile.schema.json). */
export type { Profile } from '../../generated/types.ts';
import type { Profile } from '../../generated/types.ts';

/** What menus, links and pages ask about the signed-in user (react-admin's permissions). */
export interface Permissions {
  role: Role;
  groupPermissions: string[];
  canImpersonate: boolean;
  reseller: boolean;
  /** Their own extension's id, when acting on their own group (core/domain/writeAccess.ts). */
  extension: number | null;
}

export function permissionsOf(profile: Profile): Permissions {
  return {
    role: roleOf({ reseller: profile.reseller, admin: profile.admin }),
    groupPermissions: profile.group_permissions.map((permission) => permission.name),
    canImpersonate: profile.can_impersonate,
    reseller: profile.reseller,
    extension: profile.extension ? Number(profile.extension.id) : null,
  };
}

/** The group overview link of the top bar: users who can impersonate, and resellers (portal-overview §2). */
export function maySeeGroupOverview(permissions: Permissions): boolean {
  return permissions.canImpersonate || permissions.reseller;
}

/**
 * The group overview page itself: §6's visibility (administrators and resellers, not plain
 * users), and whoever has the link. An administrator without the impersonate right sees the
 * groups they hold and is offered no "Act as".
 */
export function mayOpenGroupOverview(permissions: Permissions): boolean {
  return maySeeGroupOverview(permissions) || roleMaySee(permissions.role, 'group_overview');
}
