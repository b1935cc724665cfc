import type { SectionPage } from '../../navigation/sections.ts';

/** On the Configuration section page (src/navigation/sections.ts collects every folder's section.ts). */
export const sectionPages: readonly SectionPage[] = [
  { section: '/configuration', route: '/configuration/group-settings', label: 'menu.group_settings', icon: 'configuration', permission: 'configuration', order: 90 },
];
