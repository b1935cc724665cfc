import type { SectionPage } from '../../domain/sections.ts';

/** On the Configuration section page (src/domain/sections.ts collects every folder's section.ts). */
export const sectionPages: readonly SectionPage[] = [
  { section: '/configuration', route: '/configuration/group-settings', label: 'menu.group_settings', icon: 'configuration', permission: 'configuration', order: 90 },
];
