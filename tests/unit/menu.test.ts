import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import english from '../../locales/en.json';
import { MENU_ICONS } from '../../src/layout/menuIcons.tsx';
import {
  MENU,
  breadcrumbTrail,
  flattenMenu,
  visibleMenu,
  type MenuAccess,
  type MenuEntry,
} from '../../src/navigation/menu.ts';
import type { Role } from '../../core/domain/roles.ts';

/** Every menu key of portal-overview §2, plus the group permission `statistic`. */
const EVERY_KEY = [
  'dashboard', 'clients', 'reseller_invoices', 'phonebooks', 'call_flow', 'configuration_extension',
  'reports', 'cdr_viewer', 'invoices', 'configuration', 'configuration_devices',
  'configuration_media_library', 'configuration_did_routing', 'configuration_fifo_queue',
  'configuration_group', 'configuration_sites', 'time_schedule', 'voicemail', 'phone',
  'statistics', 'live_statistic', 'statistic',
];

/** The groups of the demo data (server/seed/demo.ts). */
const CLIENT_KEYS = EVERY_KEY.filter((k) => !['clients', 'reseller_invoices', 'statistics', 'live_statistic', 'statistic'].includes(k));
const NORTHWIND = ['dashboard', 'clients', 'reseller_invoices', ...CLIENT_KEYS];
const ACME_DENTAL = [...CLIENT_KEYS, 'statistic', 'statistics', 'live_statistic', 'mondago'];
const BLUE_HARBOR = CLIENT_KEYS;

const CONFIGURATION = [
  'menu.devices', 'menu.media_library', 'menu.phone_numbers', 'menu.fifo_queue', 'menu.roles',
  'menu.sites', 'menu.time_schedule', 'menu.voicemail',
];

/** The visible menu as `label` or `label > child, child`, easy to compare with the spec. */
function outline(role: Role, groupPermissions: readonly string[]): string[] {
  return visibleMenu({ role, groupPermissions }).map((entry) =>
    entry.children ? `${entry.label} > ${entry.children.map((c) => c.label).join(', ')}` : entry.label,
  );
}

/**
 * What the portal adds to the spec's list: the Features grouping (issue 27: toggles, call
 * forwarding and call summaries had no way in from the menu). The spec's own entries stay as listed.
 */
const ADDED_TO_SPEC = new Set(['/features']);
const SPEC_ENTRIES = MENU.filter((entry) => !ADDED_TO_SPEC.has(entry.route));
const FEATURES = 'menu.features > menu.call_flow_toggles, menu.call_forwarding, menu.call_summary';

const labels = (entries: MenuEntry[]) => flattenMenu(entries).map((e) => e.label);

/**
 * portal-overview §2, "Side menu (label, route)", as the spec writes it. The excerpt is kept in
 * tests/fixtures so that the test runs on any clone; where the workspace holds the spec, the
 * excerpt must still be its text.
 */
const SPEC = new URL('../../../shared/spec/portal-overview.md', import.meta.url);
const EXCERPT = readFileSync(new URL('../fixtures/portal-overview-side-menu.md', import.meta.url), 'utf8');

/** The spec's side menu as `Label /route` lines, children indented under their parent. */
function specMenu(): string[] {
  return EXCERPT.split('\n')
    .filter((line) => line.startsWith('- '))
    .flatMap((line) => {
      const [top, ...children] = [...line.matchAll(/([A-Z][^/,]*?) (\/[a-z/-]*)/g)].map(([, label, route]) => `${label.trim()} ${route}`);
      return [top, ...children.map((child) => `  ${child}`)];
    });
}

/** The derived menu the same way, labels in English. */
function portalMenu(): string[] {
  const label = (entry: MenuEntry) => (english.menu as Record<string, string>)[entry.label.replace(/^menu\./, '')];
  return SPEC_ENTRIES.flatMap((entry) => [`${label(entry)} ${entry.route}`, ...(entry.children ?? []).map((child) => `  ${label(child)} ${child.route}`)]);
}

describe('the menu is the side menu of portal-overview §2', () => {
  it.runIf(existsSync(SPEC))('keeps the excerpt of the spec verbatim', () => {
    expect(readFileSync(SPEC, 'utf8')).toContain(EXCERPT.trim());
  });

  it('has the labels, routes, order and nesting the spec lists', () => {
    expect(specMenu()).toHaveLength(22);
    expect(portalMenu()).toEqual(specMenu());
  });

  it('holds exactly the permission keys the spec lists, and an icon for every entry', () => {
    const keys = /Menu permission keys: ([^.]+)\./.exec(EXCERPT)![1].split(', ');
    const used = new Set(flattenMenu(SPEC_ENTRIES).map((entry) => entry.permission));
    // Reseller Invoices has its own key in the spec's routes but not in this list (§6 names it).
    expect([...used].filter((key) => key !== 'reseller_invoices').sort()).toEqual([...keys].sort());
    expect(flattenMenu(MENU).filter((entry) => !MENU_ICONS[entry.icon]).map((entry) => entry.icon)).toEqual([]);
  });
});

describe('the menu declaration (portal-overview §2)', () => {
  it('has the labels, routes and nesting of the spec', () => {
    const shape = SPEC_ENTRIES.map((e) => [e.label, e.route, e.children?.map((c) => [c.label, c.route]) ?? []]);
    expect(shape).toEqual([
      ['menu.dashboard', '/dashboard', []],
      ['menu.clients', '/clients', [['menu.clients_overview', '/clients/overview'], ['menu.reseller_invoices', '/clients/reseller-invoices']]],
      ['menu.phonebooks', '/phonebooks', []],
      ['menu.call_flow', '/call-flow', []],
      ['menu.extensions', '/users/extensions', []],
      ['menu.reports', '/reports', [['menu.cdr_viewer', '/reports/call-history'], ['menu.invoices', '/reports/invoices']]],
      [
        'menu.configuration',
        '/configuration',
        [
          ['menu.devices', '/configuration/devices'],
          ['menu.media_library', '/configuration/media-library'],
          ['menu.phone_numbers', '/configuration/did-routing'],
          ['menu.fifo_queue', '/configuration/fifo-queue'],
          ['menu.roles', '/configuration/group'],
          ['menu.sites', '/configuration/sites'],
          ['menu.time_schedule', '/configuration/time-schedule'],
          ['menu.voicemail', '/configuration/voicemail'],
        ],
      ],
      ['menu.phone', '/phone', []],
      ['menu.statistics', '/statistics', []],
      ['menu.live_statistic', '/live-statistic', []],
    ]);
  });

  it('uses the permission keys of the spec', () => {
    const keys = Object.fromEntries(flattenMenu(SPEC_ENTRIES).map((e) => [e.route, e.permission]));
    expect(keys).toEqual({
      '/dashboard': 'dashboard',
      '/clients': 'clients',
      '/clients/overview': 'clients',
      '/clients/reseller-invoices': 'reseller_invoices',
      '/phonebooks': 'phonebooks',
      '/call-flow': 'call_flow',
      '/users/extensions': 'configuration_extension',
      '/reports': 'reports',
      '/reports/call-history': 'cdr_viewer',
      '/reports/invoices': 'invoices',
      '/configuration': 'configuration',
      '/configuration/devices': 'configuration_devices',
      '/configuration/media-library': 'configuration_media_library',
      '/configuration/did-routing': 'configuration_did_routing',
      '/configuration/fifo-queue': 'configuration_fifo_queue',
      '/configuration/group': 'configuration_group',
      '/configuration/sites': 'configuration_sites',
      '/configuration/time-schedule': 'time_schedule',
      '/configuration/voicemail': 'voicemail',
      '/phone': 'phone',
      '/statistics': 'statistics',
      '/live-statistic': 'live_statistic',
    });
  });

  it('holds the everyday features under Features, after Extensions, each with its own key (issue 27)', () => {
    const features = MENU.find((entry) => entry.route === '/features')!;
    expect(features.permission).toBeUndefined();
    expect(features.children!.map((e) => [e.route, e.permission])).toEqual([
      ['/call-flow-toggles/', 'call_flow'],
      ['/call-forwarding/', 'configuration_extension'],
      ['/features/summaries', 'reports'],
    ]);
    expect(MENU.map((e) => e.route).indexOf('/features')).toBe(MENU.map((e) => e.route).indexOf('/users/extensions') + 1);
    expect(outline('USER', ['configuration_extension'])).toEqual(['menu.extensions', 'menu.features > menu.call_forwarding']);
  });

  it('has a locale key for every label and a unique route for every entry', () => {
    const all = flattenMenu(MENU);
    expect(all.every((e) => e.label.startsWith('menu.'))).toBe(true);
    expect(new Set(all.map((e) => e.route)).size).toBe(all.length);
  });
});

describe('the menu per role, when the group holds every key (portal-overview §6)', () => {
  it('shows a reseller Clients and Reseller Invoices, but not Invoices nor Phone', () => {
    expect(outline('RESELLER', EVERY_KEY)).toEqual([
      'menu.dashboard',
      'menu.clients > menu.clients_overview, menu.reseller_invoices',
      'menu.phonebooks',
      'menu.call_flow',
      'menu.extensions',
      FEATURES,
      'menu.reports > menu.cdr_viewer',
      `menu.configuration > ${CONFIGURATION.join(', ')}`,
      'menu.statistics',
      'menu.live_statistic',
    ]);
  });

  it.each<Role>(['ADMIN', 'USER'])('shows %s Invoices, but not Clients, Reseller Invoices nor Phone', (role) => {
    expect(outline(role, EVERY_KEY)).toEqual([
      'menu.dashboard',
      'menu.phonebooks',
      'menu.call_flow',
      'menu.extensions',
      FEATURES,
      'menu.reports > menu.cdr_viewer, menu.invoices',
      `menu.configuration > ${CONFIGURATION.join(', ')}`,
      'menu.statistics',
      'menu.live_statistic',
    ]);
  });

  it.each<Role>(['ADMIN', 'RESELLER', 'USER'])('never shows Phone to %s', (role) => {
    expect(labels(visibleMenu({ role, groupPermissions: EVERY_KEY }))).not.toContain('menu.phone');
  });
});

describe('the menu of the demo sign-ins', () => {
  it('reseller (Northwind Telecom, no statistic)', () => {
    expect(outline('RESELLER', NORTHWIND)).toEqual([
      'menu.dashboard',
      'menu.clients > menu.clients_overview, menu.reseller_invoices',
      'menu.phonebooks',
      'menu.call_flow',
      'menu.extensions',
      FEATURES,
      'menu.reports > menu.cdr_viewer',
      `menu.configuration > ${CONFIGURATION.join(', ')}`,
    ]);
  });

  it.each<Role>(['ADMIN', 'USER'])('%s of Acme Dental (with statistic)', (role) => {
    expect(outline(role, ACME_DENTAL)).toEqual([
      'menu.dashboard',
      'menu.phonebooks',
      'menu.call_flow',
      'menu.extensions',
      FEATURES,
      'menu.reports > menu.cdr_viewer, menu.invoices',
      `menu.configuration > ${CONFIGURATION.join(', ')}`,
      'menu.statistics',
      'menu.live_statistic',
    ]);
  });

  it('a reseller acting on Blue Harbor Logistics (no clients key, no statistic)', () => {
    expect(outline('RESELLER', BLUE_HARBOR)).toEqual([
      'menu.dashboard',
      'menu.phonebooks',
      'menu.call_flow',
      'menu.extensions',
      FEATURES,
      'menu.reports > menu.cdr_viewer',
      `menu.configuration > ${CONFIGURATION.join(', ')}`,
    ]);
  });
});

describe('the visibility rules', () => {
  it('shows nothing to a group without permissions', () => {
    expect(visibleMenu({ role: 'ADMIN', groupPermissions: [] })).toEqual([]);
  });

  it('shows only the entries whose key the group holds', () => {
    expect(outline('USER', ['dashboard', 'phonebooks'])).toEqual(['menu.dashboard', 'menu.phonebooks']);
  });

  it('needs both the statistic permission and the entry key for Statistics and Live Statistic', () => {
    expect(labels(visibleMenu({ role: 'ADMIN', groupPermissions: ['statistics', 'live_statistic'] }))).toEqual([]);
    expect(labels(visibleMenu({ role: 'ADMIN', groupPermissions: ['statistic'] }))).toEqual([]);
    expect(labels(visibleMenu({ role: 'ADMIN', groupPermissions: ['statistic', 'statistics'] }))).toEqual(['menu.statistics']);
    expect(labels(visibleMenu({ role: 'ADMIN', groupPermissions: ['statistic', 'live_statistic'] }))).toEqual([
      'menu.live_statistic',
    ]);
  });

  it('hides a parent whose key is not held, children included', () => {
    const access: MenuAccess = { role: 'ADMIN', groupPermissions: ['cdr_viewer', 'invoices', 'configuration_sites'] };
    expect(visibleMenu(access)).toEqual([]);
  });

  it('keeps a parent with its own key when none of its children is visible', () => {
    expect(visibleMenu({ role: 'RESELLER', groupPermissions: ['reports', 'invoices'] })).toEqual([
      expect.objectContaining({ label: 'menu.features', children: [expect.objectContaining({ label: 'menu.call_summary' })] }),
      expect.objectContaining({ label: 'menu.reports', route: '/reports', children: [] }),
    ]);
  });

  it('hides a grouping without a key of its own when none of its children is visible', () => {
    const grouping: MenuEntry[] = [
      { label: 'menu.reports', route: '/reports', icon: 'reports', children: [{ label: 'menu.invoices', route: '/reports/invoices', permission: 'invoices', icon: 'invoice' }] },
    ];
    expect(visibleMenu({ role: 'RESELLER', groupPermissions: ['invoices'] }, grouping)).toEqual([]);
    expect(visibleMenu({ role: 'ADMIN', groupPermissions: ['invoices'] }, grouping)).toEqual([
      expect.objectContaining({ label: 'menu.reports', children: [expect.objectContaining({ label: 'menu.invoices' })] }),
    ]);
  });

  it('hides Clients from a reseller whose group lacks the key, and from everyone else even with it', () => {
    expect(labels(visibleMenu({ role: 'RESELLER', groupPermissions: ['reseller_invoices'] }))).toEqual([]);
    expect(labels(visibleMenu({ role: 'ADMIN', groupPermissions: ['clients', 'reseller_invoices'] }))).toEqual([]);
    expect(labels(visibleMenu({ role: 'USER', groupPermissions: ['clients', 'reseller_invoices'] }))).toEqual([]);
  });

  it('does not change the declaration it filters', () => {
    const before = JSON.stringify(MENU);
    visibleMenu({ role: 'USER', groupPermissions: ['reports'] });
    expect(JSON.stringify(MENU)).toBe(before);
  });
});

describe('breadcrumbTrail', () => {
  const admin = visibleMenu({ role: 'ADMIN', groupPermissions: ACME_DENTAL });
  const reseller = visibleMenu({ role: 'RESELLER', groupPermissions: NORTHWIND });

  it('names the segments with the menu labels; groupings and the current page are not links', () => {
    expect(breadcrumbTrail('/configuration/sites', admin)).toEqual([
      { path: '/configuration', label: 'menu.configuration', linked: false },
      { path: '/configuration/sites', label: 'menu.sites', linked: false },
    ]);
  });

  it('links the pages above the current one and shows ids as they are', () => {
    expect(breadcrumbTrail('/configuration/sites/12', admin)).toEqual([
      { path: '/configuration', label: 'menu.configuration', linked: false },
      { path: '/configuration/sites', label: 'menu.sites', linked: true },
      { path: '/configuration/sites/12', segment: '12', linked: false },
    ]);
  });

  it('always links the call-flow segment', () => {
    expect(breadcrumbTrail('/call-flow', admin)).toEqual([{ path: '/call-flow', label: 'menu.call_flow', linked: true }]);
    expect(breadcrumbTrail('/call-flow/7', admin)).toEqual([
      { path: '/call-flow', label: 'menu.call_flow', linked: true },
      { path: '/call-flow/7', segment: '7', linked: false },
    ]);
  });

  it('skips leading segments that are no menu entry', () => {
    expect(breadcrumbTrail('/users/extensions', admin)).toEqual([
      { path: '/users/extensions', label: 'menu.extensions', linked: false },
    ]);
  });

  it('shows nothing the user may not see', () => {
    expect(breadcrumbTrail('/clients/overview', admin)).toEqual([]);
    expect(breadcrumbTrail('/reports/invoices', reseller)).toEqual([
      { path: '/reports', label: 'menu.reports', linked: false },
    ]);
    expect(breadcrumbTrail('/clients/overview', reseller)).toEqual([
      { path: '/clients', label: 'menu.clients', linked: false },
      { path: '/clients/overview', label: 'menu.clients_overview', linked: false },
    ]);
  });

  it('has no trail for unknown paths', () => {
    expect(breadcrumbTrail('/no/such/page', admin)).toEqual([]);
    expect(breadcrumbTrail('/', admin)).toEqual([]);
  });

  it('decodes segments and survives malformed ones', () => {
    expect(breadcrumbTrail('/phonebooks/a%20b', admin)[1]).toEqual({ path: '/phonebooks/a%20b', segment: 'a b', linked: false });
    expect(breadcrumbTrail('/phonebooks/%E0', admin)[1]).toEqual({ path: '/phonebooks/%E0', segment: '%E0', linked: false });
  });
});
