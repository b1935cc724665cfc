import type { Area } from '../../engine/index.ts';

/**
 * Roles. The spec lists their pages at two addresses, /configuration/group (the side menu's
 * Roles) and /users/roles (on the Users section page): one area, drawn at both by the engine
 * (src/custom/sections/routes.tsx adds the second), so that neither is a copy of the other.
 */
export const role: Area = { resource: 'role' };

/** The second address of the roles' pages. */
export const ROLES_ALSO_AT = '/users/roles';
