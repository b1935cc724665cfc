/**
 * The side menu of portal-overview §2 and the visibility rules of §6, as data and pure
 * functions: the portal renders it, the tests check it against the spec, and nothing here
 * knows about React.
 */
import { roleMaySee, type Role } from './roles.ts';

/** Icons are named here and drawn by the layout, so this file stays free of React. */
export type MenuIcon =
  | 'dashboard'
  | 'clients'
  | 'overview'
  | 'invoice'
  | 'phonebook'
  | 'callFlow'
  | 'extension'
  | 'reports'
  | 'callHistory'
  | 'configuration'
  | 'device'
  | 'media'
  | 'phoneNumber'
  | 'queue'
  | 'role'
  | 'site'
  | 'schedule'
  | 'voicemail'
  | 'phone'
  | 'statistics'
  | 'liveStatistics';

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

export const MENU: readonly MenuEntry[] = [
  { label: 'menu.dashboard', route: '/dashboard', permission: 'dashboard', icon: 'dashboard' },
  {
    label: 'menu.clients',
    route: '/clients',
    permission: 'clients',
    icon: 'clients',
    children: [
      { label: 'menu.clients_overview', route: '/clients/overview', permission: 'clients', icon: 'overview' },
      { label: 'menu.reseller_invoices', route: '/clients/reseller-invoices', permission: 'reseller_invoices', icon: 'invoice' },
    ],
  },
  { label: 'menu.phonebooks', route: '/phonebooks', permission: 'phonebooks', icon: 'phonebook' },
  { label: 'menu.call_flow', route: '/call-flow', permission: 'call_flow', icon: 'callFlow' },
  { label: 'menu.extensions', route: '/users/extensions', permission: 'configuration_extension', icon: 'extension' },
  {
    label: 'menu.reports',
    route: '/reports',
    permission: 'reports',
    icon: 'reports',
    children: [
      { label: 'menu.cdr_viewer', route: '/reports/call-history', permission: 'cdr_viewer', icon: 'callHistory' },
      { label: 'menu.invoices', route: '/reports/invoices', permission: 'invoices', icon: 'invoice' },
    ],
  },
  {
    label: 'menu.configuration',
    route: '/configuration',
    permission: 'configuration',
    icon: 'configuration',
    children: [
      { label: 'menu.devices', route: '/configuration/devices', permission: 'configuration_devices', icon: 'device' },
      { label: 'menu.media_library', route: '/configuration/media-library', permission: 'configuration_media_library', icon: 'media' },
      { label: 'menu.phone_numbers', route: '/configuration/did-routing', permission: 'configuration_did_routing', icon: 'phoneNumber' },
      { label: 'menu.fifo_queue', route: '/configuration/fifo-queue', permission: 'configuration_fifo_queue', icon: 'queue' },
      { label: 'menu.roles', route: '/configuration/group', permission: 'configuration_group', icon: 'role' },
      { label: 'menu.sites', route: '/configuration/sites', permission: 'configuration_sites', icon: 'site' },
      { label: 'menu.time_schedule', route: '/configuration/time-schedule', permission: 'time_schedule', icon: 'schedule' },
      { label: 'menu.voicemail', route: '/configuration/voicemail', permission: 'voicemail', icon: 'voicemail' },
    ],
  },
  { label: 'menu.phone', route: '/phone', permission: 'phone', icon: 'phone' },
  { label: 'menu.statistics', route: '/statistics', permission: 'statistics', needsStatistic: true, icon: 'statistics' },
  { label: 'menu.live_statistic', route: '/live-statistic', permission: 'live_statistic', needsStatistic: true, icon: 'liveStatistics' },
];

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

/** Routes whose crumb is a link even when it is the page being shown (portal-overview §2). */
const ALWAYS_LINKED = new Set(['/call-flow']);

/**
 * Breadcrumbs built from the path segments. Segments named by a visible menu entry show its
 * label; segments below a known entry (ids, sub-pages) show as they are; a trail that reaches
 * an entry the user may not see, or never meets a known one, stops or stays empty, so that
 * nothing hidden in the menu shows up here. Groupings are not linked: they have no page.
 */
export function breadcrumbTrail(pathname: string, visible: readonly MenuEntry[]): Crumb[] {
  const known = new Map(flattenMenu(visible).map((entry) => [entry.route, entry]));
  const everyRoute = new Set(flattenMenu(MENU).map((entry) => entry.route));
  const segments = pathname.split('/').filter(Boolean);
  const trail: Crumb[] = [];
  for (const [index, segment] of segments.entries()) {
    const path = `/${segments.slice(0, index + 1).join('/')}`;
    const isLast = index === segments.length - 1;
    const entry = known.get(path);
    if (entry) {
      const isGrouping = Boolean(entry.children?.length);
      trail.push({ path, label: entry.label, linked: ALWAYS_LINKED.has(path) || (!isLast && !isGrouping) });
    } else if (everyRoute.has(path)) {
      break;
    } else if (trail.length > 0) {
      trail.push({ path, segment: decodeSegment(segment), linked: !isLast });
    }
  }
  return trail;
}
