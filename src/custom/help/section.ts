import { EXTERNAL_LINKS } from '../../config.ts';
import type { SectionPage } from '../../navigation/sections.ts';

/** Help & Support's section page: the help centre (another site) and this folder's pages. */
export const sectionPages: readonly SectionPage[] = [
  { section: '/help_support', route: EXTERNAL_LINKS.help, external: true, label: 'menu.help_centre', icon: 'helpCentre', order: 10 },
  { section: '/help_support', route: '/help_support/cheat_sheet', label: 'menu.cheat_sheet', icon: 'cheatSheet', order: 20 },
  { section: '/help_support', route: '/help_support/pricing', label: 'menu.pricing', icon: 'pricing', order: 30 },
];
