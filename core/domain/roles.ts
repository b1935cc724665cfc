/** Roles and feature visibility of portal-overview §6, shared by the portal and the server. */
export type Role = 'ADMIN' | 'RESELLER' | 'USER';

export interface RoleFlags {
  reseller: boolean;
  admin: boolean;
}

/** Reseller takes precedence, then admin, otherwise a plain user. */
export function roleOf(flags: RoleFlags): Role {
  if (flags.reseller) return 'RESELLER';
  if (flags.admin) return 'ADMIN';
  return 'USER';
}

const FEATURE_VISIBILITY: Record<string, Record<Role, boolean>> = {
  group_overview: { ADMIN: true, RESELLER: true, USER: false },
  clients: { ADMIN: false, RESELLER: true, USER: false },
  invoices: { ADMIN: true, RESELLER: false, USER: true },
  reseller_invoices: { ADMIN: false, RESELLER: true, USER: false },
  phone: { ADMIN: false, RESELLER: false, USER: false },
};

/** Any key the table does not name is visible to every role. */
export function roleMaySee(role: Role, key: string): boolean {
  return FEATURE_VISIBILITY[key]?.[role] ?? true;
}
