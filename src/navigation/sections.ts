/**
 * The section pages of portal-overview §2 (/configuration, /users, /reports, /features,
 * /help_support): each lists what its section holds for the signed-in user. Nothing here is a
 * hand-kept list per page: a section holds the side-menu entries under its address (the
 * children of /configuration, /users/extensions…) and the pages that say they belong to it
 * without being side-menu entries: an area by `section` in its schema's x-resource menu, a
 * hand-built page by one line in its folder's section.ts (DECLARED_SECTION_PAGES below). The breadcrumbs name the same pages.
 */
import { SCHEMAS } from '../schema/bundled.ts';
import type { SchemaSet } from '../../core/schema/types.ts';
import { MENU, flattenMenu, pathOf, trailOf, visibleMenu, type CrumbPage, type Crumb, type MenuAccess, type MenuEntry, type MenuIcon } from './menu.ts';
import { roleMaySee, type Role } from '../../core/domain/roles.ts';
import { compareNames } from '../../core/text/compareNames.ts';

/** A section page: its address, its name, and the group permission it needs, if any. */
export interface Section {
  route: string;
  /** Locale key of the page's title (and of its crumb). */
  label: string;
  icon: MenuIcon;
  /** Group permission the group must hold for the page; without one, anyone may open it. */
  permission?: string;
}

export const SECTIONS: readonly Section[] = [
  { route: '/configuration', label: 'menu.configuration', icon: 'configuration', permission: 'configuration' },
  { route: '/users', label: 'sections.users.title', icon: 'users' },
  { route: '/reports', label: 'menu.reports', icon: 'reports', permission: 'reports' },
  { route: '/features', label: 'sections.features.title', icon: 'features' },
  { route: '/help_support', label: 'sections.help_support.title', icon: 'help' },
];

/** A page listed on a section page that is not a side-menu entry. */
export interface SectionPage {
  /** The section's route (one of SECTIONS). */
  section: string;
  /** The page's address; with `external`, a whole URL opened in a new tab. */
  route: string;
  external?: boolean;
  /** Locale key of the label. */
  label: string;
  /** Locale key of the one-line description; by default the label's with `menu.` → `sections.about.`. */
  description?: string;
  icon: MenuIcon;
  /** Group permission the group must hold; without one, whoever sees the section sees it. */
  permission?: string;
  /** Only these roles see it (an administrator's page); every role when left out. */
  roles?: readonly Role[];
  /** Place among the section's own pages: lower first, after the side-menu entries. */
  order: number;
}

/**
 * The hand-built pages of the sections (areas say it in their schema instead): each folder of
 * src/custom/ with such pages lists them in its `section.ts` (export `sectionPages`), collected
 * here. To add one: a line `{ section, route, label, icon, permission?, roles?, order }` there,
 * its label and `sections.about.<label's last part>` in your locale set (en, nl, fr), and the
 * icon in src/layout/menuIcons.tsx.
 */
export const DECLARED_SECTION_PAGES: readonly SectionPage[] = Object.entries(
  import.meta.glob<readonly SectionPage[]>('../custom/*/section.ts', { eager: true, import: 'sectionPages' }),
)
  .sort(([a], [b]) => compareNames(a, b))
  .flatMap(([, pages]) => pages);

/** The section pages the schemas declare: an x-resource menu with `section` (not in the side menu). */
export function schemaSectionPages(set: SchemaSet): SectionPage[] {
  return [...set.resources.values()].flatMap((schema) => {
    const { name, menu, route, permission } = schema['x-resource'];
    if (!menu?.section) return [];
    if (!route) throw new Error(`schemas/${name}.schema.json: a section page needs a route`);
    const { label = `menu.${name}`, icon, section, roles, order } = menu;
    return [{ section, route, label, icon, permission: permission ?? undefined, roles, order }];
  });
}

/** Every page that sits on a section page without being in the side menu. */
export function sectionPages(set: SchemaSet = SCHEMAS, declared: readonly SectionPage[] = DECLARED_SECTION_PAGES): SectionPage[] {
  const pages = [...declared, ...schemaSectionPages(set)];
  const sections = new Set(SECTIONS.map((s) => s.route));
  const menuRoutes = new Set(flattenMenu(MENU).map((e) => e.route));
  const seen = new Set<string>();
  for (const page of pages) {
    if (!sections.has(page.section)) throw new Error(`${page.route}: no section page has the route ${page.section}`);
    if (menuRoutes.has(page.route) || seen.has(page.route)) throw new Error(`Two pages have the route ${page.route}`);
    seen.add(page.route);
  }
  return pages;
}

export const SECTION_PAGES: readonly SectionPage[] = sectionPages();

/** One card of a section page. */
export interface SectionItem {
  route: string;
  external?: boolean;
  label: string;
  description: string;
  icon: MenuIcon;
}

/** The description key of a label key: `menu.devices` → `sections.about.devices`. */
export function descriptionOf(label: string): string {
  return `sections.about.${label.split('.').pop()}`;
}

function mayOpen(permission: string | undefined, roles: readonly Role[] | undefined, access: MenuAccess): boolean {
  if (roles && !roles.includes(access.role)) return false;
  if (permission === undefined) return true;
  return access.groupPermissions.includes(permission) && roleMaySee(access.role, permission);
}

/** Whether the user may open a section page at all. */
export function sectionAllowed(section: Section, access: MenuAccess): boolean {
  return mayOpen(section.permission, undefined, access);
}

/**
 * What a section page lists for this user: the visible side-menu entries under its address,
 * in menu order (groupings are left out, their children count), then its own visible pages by order.
 */
export function sectionItems(route: string, access: MenuAccess, pages: readonly SectionPage[] = SECTION_PAGES, menu: readonly MenuEntry[] = MENU): SectionItem[] {
  const section = SECTIONS.find((s) => s.route === route);
  if (!section || !sectionAllowed(section, access)) return [];
  const visible = visibleMenu(access, menu);
  // The entries under its address (/configuration/sites), or under its own menu entry when it
  // has one (Features holds /call-forwarding/).
  const held = flattenMenu(visible).find((entry) => entry.route === route)?.children ?? [];
  const fromMenu = [...new Set([...flattenMenu(held), ...flattenMenu(visible).filter((entry) => entry.route.startsWith(`${route}/`))])]
    .filter((entry) => !entry.children)
    .map(({ route: to, label, icon }) => ({ route: to, label, icon, description: descriptionOf(label) }));
  const own = pages
    .filter((page) => page.section === route && mayOpen(page.permission, page.roles, access))
    .sort((a, b) => a.order - b.order)
    .map(({ route: to, external, label, icon, description }) => ({ route: to, external, label, icon, description: description ?? descriptionOf(label) }));
  return [...fromMenu, ...own];
}

/** Whether the user may open this section page's entry at `route` (for the pages' own guards). */
export function sectionPageAllowed(route: string, access: MenuAccess, pages: readonly SectionPage[] = SECTION_PAGES): boolean {
  const page = pages.find((p) => p.route === route);
  if (!page) return false;
  const section = SECTIONS.find((s) => s.route === page.section)!;
  return sectionAllowed(section, access) && mayOpen(page.permission, page.roles, access);
}

/**
 * The breadcrumbs with the section pages and their own pages named too: a section is a page,
 * so its crumb links back to it (the side menu's Configuration and Reports included).
 */
export function sectionBreadcrumbTrail(pathname: string, access: MenuAccess, pages: readonly SectionPage[] = SECTION_PAGES): Crumb[] {
  const known = new Map<string, CrumbPage>(
    flattenMenu(visibleMenu(access)).map((entry) => [pathOf(entry.route), { label: entry.label, grouping: Boolean(entry.children?.length) }]),
  );
  for (const section of SECTIONS) if (sectionAllowed(section, access)) known.set(section.route, { label: section.label, grouping: false });
  for (const page of pages) if (sectionPageAllowed(page.route, access, pages)) known.set(pathOf(page.route), { label: page.label, grouping: false });
  const everyRoute = new Set([...flattenMenu(MENU).map((e) => pathOf(e.route)), ...SECTIONS.map((s) => s.route), ...pages.map((p) => pathOf(p.route))]);
  return trailOf(pathname, known, everyRoute);
}
