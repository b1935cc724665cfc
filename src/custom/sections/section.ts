import type { SectionPage } from '../../navigation/sections.ts';
import { ROLES_ALSO_AT } from '../../resources/role/index.ts';

/** The roles area at its second address, routed by this folder (routes.tsx), on the Users section page. */
export const sectionPages: readonly SectionPage[] = [
  { section: '/users', route: ROLES_ALSO_AT, label: 'menu.roles', icon: 'role', permission: 'configuration_group', order: 20 },
];
