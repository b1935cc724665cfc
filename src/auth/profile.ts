import { roleOf, type Role } from '../domain/roles.ts';

/** The profile of portal-overview §3, as GET v3 user/profile/ answers it. */
export interface Profile {
  id: number;
  username: string;
  email: string;
  name: string;
  language: string;
  group_id: number;
  account_id: number | null;
  group_data: { id: number; label: string };
  group_name: string;
  group_permissions: { name: string }[];
  can_impersonate: boolean;
  reseller: boolean;
  admin: boolean;
  initial_password: boolean;
  avatar: string | null;
  extension: { id: number; label: string } | null;
  integrations: number[];
  entitlements: { integrations: boolean };
  /** Present while the session acts on another group through impersonation. */
  impersonating?: { by: string; group_id: number };
}

/** What menus, links and pages ask about the signed-in user (react-admin's permissions). */
export interface Permissions {
  role: Role;
  groupPermissions: string[];
  canImpersonate: boolean;
  reseller: boolean;
}

export function permissionsOf(profile: Profile): Permissions {
  return {
    role: roleOf({ reseller: profile.reseller, admin: profile.admin }),
    groupPermissions: profile.group_permissions.map((permission) => permission.name),
    canImpersonate: profile.can_impersonate,
    reseller: profile.reseller,
  };
}

/** The group overview link of the top bar (portal-overview §2, §6). */
export function maySeeGroupOverview(permissions: Permissions): boolean {
  return permissions.canImpersonate || permissions.reseller;
}
