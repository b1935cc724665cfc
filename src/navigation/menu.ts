/**
 * The side menu of portal-overview §2 and the visibility rules of §6, as data and pure
 * functions: the portal renders it, the tests check it against the spec, and nothing here
 * knows about React. The areas' entries come from their schemas; only what has no schema is
 * declared here.
 */
import { roleMaySee, type Role } from '../../core/domain/roles.ts';
import { SCHEMAS } from '../schema/bundled.ts';
import type { SchemaSet } from '../../core/schema/types.ts';
import { compareNames } from '../../core/text/compareNames.ts';

/** An icon name: the schemas and the list below name icons, the layout draws them (src/layout/menuIcons.tsx). */
export type MenuIcon = string;

export interface MenuEntry {
  /** Locale key of the label. */
  label: string;
  route: string;
  /** Group permission key the group must hold; an entry without one is a pure grouping. */
  permission?: string;
  /** Also needs the group permission `statistic` (portal-overview §2). */
  needsStatistic?: boolean;
  icon: MenuIcon;
  children?: MenuEntry[];
}

/** The group permission that unlocks Statistics and Live Statistic. */
export const STATISTIC_PERMISSION = 'statistic';

/** An entry before it is put in its place: under `parent` (a grouping's route), by `order`. */
export interface PlacedEntry extends Omit<MenuEntry, 'children'> {
  parent?: string;
  order: number;
}

/**
 * What has no schema: the groupings and the hand-built pages. Every configuration area adds
 * its own entry from its schema (x-resource menu, route and permission), in its place here.
 */
export const DECLARED_ENTRIES: readonly PlacedEntry[] = [
  { label: 'menu.dashboard', route: '/dashboard', permission: 'dashboard', icon: 'dashboard', order: 10 },
  { label: 'menu.clients', route: '/clients', permission: 'clients', icon: 'clients', order: 20 },
  { label: 'menu.clients_overview', route: '/clients/overview', permission: 'clients', icon: 'overview', parent: '/clients', order: 10 },
  // Not in portal-overview §2's list: the everyday features (toggles, call forwarding, call
  // summaries) have their pages under it, so that the menu reaches them (issue 27). A grouping:
  // it shows only when the user may open one of them.
  { label: 'menu.features', route: '/features', icon: 'features', order: 55 },
  { label: 'menu.reports', route: '/reports', permission: 'reports', icon: 'reports', order: 60 },
  { label: 'menu.configuration', route: '/configuration', permission: 'configuration', icon: 'configuration', order: 70 },
  { label: 'menu.phone', route: '/phone', permission: 'phone', icon: 'phone', order: 80 },
  { label: 'menu.statistics', route: '/statistics', permission: 'statistics', needsStatistic: true, icon: 'statistics', order: 90 },
  { label: 'menu.live_statistic', route: '/live-statistic', permission: 'live_statistic', needsStatistic: true, icon: 'liveStatistics', order: 100 },
];

/** The entries the schemas declare: an x-resource with a menu, a route and a permission. */
export function schemaEntries(set: SchemaSet): PlacedEntry[] {
  return [...set.resources.values()].flatMap((schema) => {
    const { name, menu, route, permission } = schema['x-resource'];
    // An area listed on a section page only is no side-menu entry (src/navigation/sections.ts).
    if (!menu || menu.section) return [];
    if (!route || !permission) throw new Error(`schemas/${name}.schema.json: a menu entry needs a route and a permission`);
    const { label = `menu.${name}`, icon, parent, order } = menu;
    return [{ label, route, permission, icon, parent, order }];
  });
}

/** The menu tree: each entry under its parent, siblings by order. */
export function buildMenu(entries: readonly PlacedEntry[]): MenuEntry[] {
  const routes = new Set<string>();
  for (const entry of entries) {
    if (routes.has(entry.route)) throw new Error(`Two menu entries have the route ${entry.route}`);
    routes.add(entry.route);
  }
  const parents = new Set(entries.filter((e) => e.parent).map((e) => e.parent!));
  for (const parent of parents) if (!routes.has(parent)) throw new Error(`No menu entry has the route ${parent}`);
  const level = (parent: string | undefined): MenuEntry[] =>
    entries
      .filter((entry) => entry.parent === parent)
      .sort((a, b) => a.order - b.order)
      .map(({ parent: _parent, order: _order, ...entry }) => (parents.has(entry.route) ? { ...entry, children: level(entry.route) } : entry));
  return level(undefined);
}

/** The side menu of portal-overview §2 (tests/unit/menu.test.ts compares it with the spec). */
export const MENU: readonly MenuEntry[] = buildMenu([...DECLARED_ENTRIES, ...schemaEntries(SCHEMAS)]);

/** What the menu needs to know about the signed-in user. */
export interface MenuAccess {
  role: Role;
  /** Names of the group permissions the acting group holds. */
  groupPermissions: readonly string[];
}

function entryAllowed(entry: MenuEntry, access: MenuAccess, held: ReadonlySet<string>): boolean {
  if (entry.needsStatistic && !held.has(STATISTIC_PERMISSION)) return false;
  if (entry.permission === undefined) return true;
  return held.has(entry.permission) && roleMaySee(access.role, entry.permission);
}

function filterEntries(entries: readonly MenuEntry[], access: MenuAccess, held: ReadonlySet<string>): MenuEntry[] {
  const visible: MenuEntry[] = [];
  for (const entry of entries) {
    if (!entryAllowed(entry, access, held)) continue;
    if (!entry.children) {
      visible.push(entry);
      continue;
    }
    const children = filterEntries(entry.children, access, held);
    // A grouping without a key of its own only exists to hold its children.
    if (children.length === 0 && entry.permission === undefined) continue;
    visible.push({ ...entry, children });
  }
  return visible;
}

/** The menu as the user may see it: same order and nesting, hidden entries left out. */
export function visibleMenu(access: MenuAccess, menu: readonly MenuEntry[] = MENU): MenuEntry[] {
  return filterEntries(menu, access, new Set(access.groupPermissions));
}

/** Every entry, parents before their children. */
export function flattenMenu(menu: readonly MenuEntry[]): MenuEntry[] {
  return menu.flatMap((entry) => [entry, ...flattenMenu(entry.children ?? [])]);
}

/** One step of the breadcrumb trail: a menu label (locale key) or a raw path segment (an id). */
export interface Crumb {
  path: string;
  label?: string;
  segment?: string;
  linked: boolean;
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * What a folder of hand-built pages tells the breadcrumbs about its own pages: its `crumbs.ts`
 * (export `crumbs`), collected below, so that no rule here names an area.
 */
export interface CrumbRules {
  /** Routes whose crumb is a link even when it is the page being shown (portal-overview §2). */
  alwaysLinked?: readonly string[];
  /**
   * Pages whose address is no child of the page they belong to: the first group of `pattern`
   * gives the parent's path, under which the page's crumb (`label`, a locale key) is drawn.
   */
  below?: readonly { pattern: RegExp; parent(id: string): string; label: string }[];
}

const FOLDER_CRUMBS: CrumbRules[] = Object.entries(import.meta.glob<CrumbRules>('../custom/*/crumbs.ts', { eager: true, import: 'crumbs' }))
  .sort(([a], [b]) => compareNames(a, b))
  .map(([, rules]) => rules);
const ALWAYS_LINKED = new Set(FOLDER_CRUMBS.flatMap((rules) => rules.alwaysLinked ?? []));
const CRUMBS_BELOW = FOLDER_CRUMBS.flatMap((rules) => rules.below ?? []);

/** A page the breadcrumbs can name: a menu entry, or a page outside the menu (src/navigation/sections.ts). */
export interface CrumbPage {
  label: string;
  /** A grouping has no page of its own, so its crumb is never a link. */
  grouping: boolean;
}

/**
 * Breadcrumbs built from the path segments. Segments named by a visible menu entry show its
 * label; segments below a known entry (ids, sub-pages) show as they are; a trail that reaches
 * an entry the user may not see, or never meets a known one, stops or stays empty, so that
 * nothing hidden in the menu shows up here. Groupings are not linked: they have no page.
 */
export function breadcrumbTrail(pathname: string, visible: readonly MenuEntry[]): Crumb[] {
  const known = new Map(flattenMenu(visible).map((entry) => [pathOf(entry.route), { label: entry.label, grouping: Boolean(entry.children?.length) }]));
  return trailOf(pathname, known, new Set(flattenMenu(MENU).map((entry) => pathOf(entry.route))));
}

/** A route as the trail's paths write it: without a closing slash (/call-forwarding/ → /call-forwarding). */
export function pathOf(route: string): string {
  return route.replace(/(.)\/+$/, '$1');
}

/**
 * The trail over any set of pages: `known` are those the user may see, `everyRoute` every
 * page there is, so that one the user may not see ends the trail instead of showing as a segment.
 */
export function trailOf(pathname: string, known: ReadonlyMap<string, CrumbPage>, everyRoute: ReadonlySet<string>): Crumb[] {
  for (const below of CRUMBS_BELOW) {
    const match = below.pattern.exec(pathname);
    if (!match) continue;
    const parent = trailOf(below.parent(match[1]), known, everyRoute);
    return parent.length ? [...parent.map((crumb) => ({ ...crumb, linked: true })), { path: pathname, label: below.label, linked: false }] : [];
  }
  const segments = pathname.split('/').filter(Boolean);
  const trail: Crumb[] = [];
  for (const [index, segment] of segments.entries()) {
    const path = `/${segments.slice(0, index + 1).join('/')}`;
    const isLast = index === segments.length - 1;
    const page = known.get(path);
    if (page) {
      trail.push({ path, label: page.label, linked: ALWAYS_LINKED.has(path) || (!isLast && !page.grouping) });
    } else if (everyRoute.has(path)) {
      break;
    } else if (trail.length > 0) {
      trail.push({ path, segment: decodeSegment(segment), linked: !isLast });
    }
  }
  return trail;
}
