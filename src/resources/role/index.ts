import type { Area } from '../../engine/index.ts';

/** Roles: a unique name and the six permission toggles. */
export const role: Area = { resource: 'role' };
