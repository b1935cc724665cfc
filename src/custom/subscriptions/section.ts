import type { SectionPage } from '../../navigation/sections.ts';

/** On the Users section page (src/navigation/sections.ts collects every folder's section.ts). */
export const sectionPages: readonly SectionPage[] = [
  { section: '/users', route: '/users/subscriptions', label: 'menu.subscriptions', icon: 'subscriptions', permission: 'configuration_extension', order: 30 },
];
