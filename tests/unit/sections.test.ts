import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { deepMerge, type Messages } from '../../src/i18n/deepMerge.ts';
import { localeFiles } from './localeFiles.ts';
import { MENU_ICONS } from '../../src/layout/menuIcons.tsx';
import { MENU, schemaEntries } from '../../src/navigation/menu.ts';
import {
  SECTIONS,
  SECTION_PAGES,
  descriptionOf,
  schemaSectionPages,
  sectionBreadcrumbTrail,
  sectionItems,
  sectionPageAllowed,
  sectionPages,
  type SectionPage,
} from '../../src/navigation/sections.ts';
import { SCHEMAS } from '../../src/schema/bundled.ts';
import { schemaSet } from '../../core/schema/set.ts';
import type { JsonSchema } from '../../core/schema/types.ts';
import type { MenuKeyword } from '../../core/schema/keywords.ts';
import type { Role } from '../../core/domain/roles.ts';

/** The demo group Acme Dental's permissions (server/seed/demo.ts). */
const ACME_DENTAL = [
  'dashboard', 'phonebooks', 'call_flow', 'configuration_extension', 'reports', 'cdr_viewer', 'invoices', 'configuration',
  'configuration_devices', 'configuration_media_library', 'configuration_did_routing', 'configuration_fifo_queue',
  'configuration_group', 'configuration_sites', 'time_schedule', 'voicemail', 'phone', 'statistic', 'statistics', 'live_statistic',
];

const routes = (route: string, role: Role, held: readonly string[] = ACME_DENTAL, pages?: readonly SectionPage[]) =>
  sectionItems(route, { role, groupPermissions: held }, pages).map((item) => item.route);

describe('a section page lists its menu entries and its own pages', () => {
  it('Configuration: the side menu children, then the pages that declare the section', () => {
    const configuration = routes('/configuration', 'ADMIN');
    expect(configuration.slice(0, 8)).toEqual([
      '/configuration/devices',
      '/configuration/media-library',
      '/configuration/did-routing',
      '/configuration/fifo-queue',
      '/configuration/group',
      '/configuration/sites',
      '/configuration/time-schedule',
      '/configuration/voicemail',
    ]);
    const own = SECTION_PAGES.filter((p) => p.section === '/configuration' && (!p.roles || p.roles.includes('ADMIN')) && (!p.permission || ACME_DENTAL.includes(p.permission)));
    expect(configuration.slice(8)).toEqual([...own].sort((a, b) => a.order - b.order).map((p) => p.route));
  });

  it('Users: extensions from the side menu and roles at /users/roles', () => {
    expect(routes('/users', 'ADMIN').slice(0, 2)).toEqual(['/users/extensions', '/users/roles']);
  });

  it('Reports follows the role rules of the menu: no invoices for a reseller', () => {
    expect(routes('/reports', 'ADMIN')).toEqual(['/reports/call-history', '/reports/invoices']);
    expect(routes('/reports', 'RESELLER')).toEqual(['/reports/call-history']);
  });

  it('Help & Support: the cheat sheet and pricing for every role, with or without permissions', () => {
    for (const role of ['ADMIN', 'RESELLER', 'USER'] as const) {
      expect(routes('/help_support', role, [])).toEqual(expect.arrayContaining(['/help_support/cheat_sheet', '/help_support/pricing']));
    }
  });

  it('drops what the group does not hold, and a whole section without its permission', () => {
    const held = ACME_DENTAL.filter((key) => key !== 'configuration_devices' && key !== 'configuration_group');
    expect(routes('/configuration', 'ADMIN', held)).not.toContain('/configuration/devices');
    expect(routes('/users', 'ADMIN', held)).not.toContain('/users/roles');
    expect(routes('/configuration', 'ADMIN', ACME_DENTAL.filter((key) => key !== 'configuration'))).toEqual([]);
    expect(routes('/nowhere', 'ADMIN')).toEqual([]);
  });

  it('hides a page kept for some roles from the others', () => {
    const pages: SectionPage[] = [
      { section: '/users', route: '/users/licences', label: 'menu.licences', icon: 'subscriptions', roles: ['ADMIN', 'RESELLER'], order: 1 },
      { section: '/users', route: '/users/own', label: 'menu.own', icon: 'users', order: 2 },
    ];
    expect(routes('/users', 'ADMIN', ACME_DENTAL, pages)).toEqual(['/users/extensions', '/users/licences', '/users/own']);
    expect(routes('/users', 'USER', ACME_DENTAL, pages)).toEqual(['/users/extensions', '/users/own']);
    expect(sectionPageAllowed('/users/licences', { role: 'USER', groupPermissions: ACME_DENTAL }, pages)).toBe(false);
    expect(sectionPageAllowed('/users/licences', { role: 'RESELLER', groupPermissions: ACME_DENTAL }, pages)).toBe(true);
  });

  it('gives every item a label, a one-line description and an icon that exist, in en, nl and fr', () => {
    for (const language of ['en', 'nl', 'fr']) {
      // Every set of texts of the language merged, as the portal does: each area brings its own.
      const texts = localeFiles(language).map((file) => JSON.parse(readFileSync(file, 'utf8')) as Messages).reduce(deepMerge, {});
      const has = (key: string) => typeof key.split('.').reduce<unknown>((node, part) => (node as Messages | undefined)?.[part], texts) === 'string';
      for (const section of SECTIONS) {
        expect(has(section.label), `${language} ${section.label}`).toBe(true);
        expect(MENU_ICONS[section.icon], section.route).toBeDefined();
        for (const role of ['ADMIN', 'RESELLER', 'USER'] as const) {
          for (const item of sectionItems(section.route, { role, groupPermissions: [...ACME_DENTAL, 'clients', 'reseller_invoices'] })) {
            expect(MENU_ICONS[item.icon], item.route).toBeDefined();
            expect(item.description).toBe(descriptionOf(item.label));
            expect(has(item.label), `${language} ${item.label}`).toBe(true);
            expect(has(item.description), `${language} ${item.description}`).toBe(true);
          }
        }
      }
    }
  });
});

/** A schema set with one area that sits on a section page. */
function setWith(menu: MenuKeyword): ReturnType<typeof schemaSet> {
  const extra: JsonSchema = {
    $id: 'https://switchboard.example/schemas/ring_thing.schema.json',
    type: 'object',
    'x-resource': { name: 'ring_thing', endpoint: 'ring_thing/', version: 'v1', permission: 'configuration', route: '/configuration/ring-things', label: 'name', menu },
    properties: { name: { type: 'string' } },
  };
  return schemaSet([['common', SCHEMAS.common], ...SCHEMAS.all, ['ring_thing', extra]]);
}

describe('an area says "I belong in section X" in its schema', () => {
  const set = setWith({ icon: 'queue', section: '/configuration', order: 5 });

  it('is listed on the section page and not in the side menu', () => {
    expect(schemaSectionPages(set).filter((page) => page.route === '/configuration/ring-things')).toEqual([
      { section: '/configuration', route: '/configuration/ring-things', label: 'menu.ring_thing', icon: 'queue', permission: 'configuration', roles: undefined, order: 5 },
    ]);
    expect(schemaSectionPages(SCHEMAS).map((page) => page.route)).not.toContain('/configuration/ring-things');
    expect(schemaEntries(set).map((e) => e.route)).not.toContain('/configuration/ring-things');
    expect(routes('/configuration', 'USER', ACME_DENTAL, sectionPages(set))).toContain('/configuration/ring-things');
  });

  it('refuses a section that does not exist and a route that is also a menu entry', () => {
    expect(() => sectionPages(setWith({ icon: 'queue', section: '/nowhere', order: 5 }))).toThrow(/no section page has the route \/nowhere/);
    expect(() => sectionPages(SCHEMAS, [{ section: '/configuration', route: '/configuration/sites', label: 'menu.sites', icon: 'site', order: 1 }])).toThrow(
      /Two pages have the route/,
    );
  });

  it('keeps the side menu of the spec, with Features added (issue 27)', () => {
    expect(MENU.map((e) => e.route)).toEqual(['/dashboard', '/clients', '/phonebooks', '/call-flow', '/users/extensions', '/features', '/reports', '/configuration', '/phone', '/statistics', '/live-statistic']);
  });
});

describe('the breadcrumbs name the section pages', () => {
  const admin = { role: 'ADMIN' as const, groupPermissions: ACME_DENTAL };
  const user = { role: 'USER' as const, groupPermissions: ACME_DENTAL };

  it('links a section from its pages', () => {
    expect(sectionBreadcrumbTrail('/configuration/sites', admin)).toEqual([
      { path: '/configuration', label: 'menu.configuration', linked: true },
      { path: '/configuration/sites', label: 'menu.sites', linked: false },
    ]);
    expect(sectionBreadcrumbTrail('/users/extensions', admin)).toEqual([
      { path: '/users', label: 'sections.users.title', linked: true },
      { path: '/users/extensions', label: 'menu.extensions', linked: false },
    ]);
    expect(sectionBreadcrumbTrail('/users/roles/4', admin)).toEqual([
      { path: '/users', label: 'sections.users.title', linked: true },
      { path: '/users/roles', label: 'menu.roles', linked: true },
      { path: '/users/roles/4', segment: '4', linked: false },
    ]);
    expect(sectionBreadcrumbTrail('/help_support/pricing', user)).toEqual([
      { path: '/help_support', label: 'sections.help_support.title', linked: true },
      { path: '/help_support/pricing', label: 'menu.pricing', linked: false },
    ]);
  });

  it('names a page whose route ends in a slash, and lists it on its section', () => {
    expect(sectionBreadcrumbTrail('/call-forwarding/12', user)).toEqual([
      { path: '/call-forwarding', label: 'menu.call_forwarding', linked: true },
      { path: '/call-forwarding/12', segment: '12', linked: false },
    ]);
    expect(routes('/features', 'USER')).toEqual(['/call-flow-toggles/', '/call-forwarding/', '/features/summaries']);
  });

  it('names nothing the user may not open', () => {
    const noGroup = { role: 'ADMIN' as const, groupPermissions: ['configuration'] };
    expect(sectionBreadcrumbTrail('/users/roles', noGroup)).toEqual([{ path: '/users', label: 'sections.users.title', linked: true }]);
    expect(sectionBreadcrumbTrail('/configuration/sites', { role: 'ADMIN', groupPermissions: [] })).toEqual([]);
  });
});
