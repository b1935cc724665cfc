import { readdirSync, readFileSync } from 'node:fs';
import type { APIRequestContext } from '@playwright/test';

/**
 * Every page of the portal (portal-overview §2), read from the portal's own registries so that a
 * new page is walked without editing this file: each area's schema (x-resource route, and its
 * edit page `{route}/{id}`), and the page addresses the hand-built folders register (their
 * `routes.tsx`, `section.ts`, `access.ts`), the areas' own folders and the menu and section lists
 * (`src/navigation/`).
 * A route with a record in it gets one the signed-in user can see, found through the API.
 */
const ROOT = new URL('../../../', import.meta.url);
const read = (path: string) => readFileSync(new URL(path, ROOT), 'utf8');

/** A route to visit: `path` may hold `{id}`, filled from the first record `lookup` answers. */
export interface PortalRoute {
  path: string;
  /** API path (under /api/) whose first result's id fills `{id}`. */
  lookup?: string;
}

interface XResource {
  name: string;
  route?: string;
  endpoint?: string;
  screens?: boolean;
}

function schemaRoutes(): PortalRoute[] {
  return readdirSync(new URL('schemas/', ROOT))
    .filter((file) => file.endsWith('.schema.json'))
    .flatMap((file) => {
      const resource = (JSON.parse(read(`schemas/${file}`)) as { 'x-resource'?: XResource })['x-resource'];
      if (!resource?.route) return [];
      const list = { path: resource.route };
      // The engine's edit page of an area with screens: /{route}/{id}.
      return resource.screens && resource.endpoint ? [list, { path: `${resource.route.replace(/\/$/, '')}/{id}`, lookup: `v1/${resource.endpoint}` }] : [list];
    });
}

/** The page addresses written in the hand-built folders' registries and the navigation lists. */
function registeredRoutes(): PortalRoute[] {
  const custom = readdirSync(new URL('src/custom/', ROOT)).flatMap((folder) =>
    ['routes.tsx', 'section.ts', 'access.ts'].map((file) => `src/custom/${folder}/${file}`),
  );
  // An area's folder may place its pages at a second address too (roles under /users).
  const areas = readdirSync(new URL('src/resources/', ROOT)).map((folder) => `src/resources/${folder}/index.ts`);
  const files = [...custom, ...areas, 'src/navigation/menu.ts', 'src/navigation/sections.ts'];
  const paths = new Set<string>();
  for (const file of files) {
    let text: string;
    try {
      text = read(file);
    } catch {
      continue;
    }
    for (const [, path] of text.matchAll(/['"`](\/[a-z][a-z0-9_\-/]*)['"`]/g)) paths.add(path);
  }
  return [...paths].map((path) => ({ path }));
}

/**
 * The pages with a record in their address whose registry writes the address in code (a
 * parameter, a prefix): the page and the list the API gives its records from. portal-overview §2
 * names them; `/impersonate/{group}/{token}` is left out, as it signs in instead of showing a page.
 */
const RECORD_PAGES: readonly PortalRoute[] = [
  { path: '/call-flow/{id}', lookup: 'v1/call_flow/' },
  { path: '/call-flow-gui/{id}', lookup: 'v1/call_flow/' },
  { path: '/reports/invoices/detail_{id}', lookup: 'v1/invoices/' },
  { path: '/reports/invoices/cdr_{id}', lookup: 'v1/invoices/' },
  { path: '/clients/reseller-invoices/{id}', lookup: 'v1/reseller_invoices/' },
  { path: '/reports/call-history/summary/{id}', lookup: 'v1/call_summaries/' },
  { path: '/configuration/voicemail/messages-{id}', lookup: 'v1/voicemail/box/' },
  { path: '/configuration/voicemail/settings-{id}', lookup: 'v1/voicemail/box/' },
];

/** Every route, once each, record routes after the lists they belong to. */
export function portalRoutes(): PortalRoute[] {
  const byPath = new Map<string, PortalRoute>();
  for (const route of [...registeredRoutes(), ...schemaRoutes(), ...RECORD_PAGES]) {
    const path = route.path.length > 1 ? route.path.replace(/\/$/, '') : route.path;
    // Public pages outside the shell are not for a signed-in walk.
    if (path === '/' || path.startsWith('/reset_password') || path.startsWith('/api')) continue;
    if (!byPath.has(path) || route.lookup) byPath.set(path, { ...route, path });
  }
  return [...byPath.values()].sort((a, b) => a.path.localeCompare(b.path));
}

/**
 * The routes as addresses for one signed-in user: `{id}` filled with a record they may see; a
 * route whose list is empty or closed to them is left out (their role may not see it).
 */
export async function addressesFor(request: APIRequestContext, headers: Record<string, string>, routes: readonly PortalRoute[] = portalRoutes()): Promise<string[]> {
  const ids = new Map<string, string | undefined>();
  const idFrom = async (lookup: string) => {
    if (!ids.has(lookup)) {
      const answer = await request.get(`/api/${lookup}${lookup.includes('?') ? '&' : '?'}page_size=1`, { headers });
      const body = answer.ok() ? ((await answer.json()) as { results?: { id?: unknown }[] }) : undefined;
      const id = body?.results?.[0]?.id;
      ids.set(lookup, id === undefined ? undefined : String(id));
    }
    return ids.get(lookup);
  };
  const addresses: string[] = [];
  for (const route of routes) {
    if (!route.lookup) {
      addresses.push(route.path);
      continue;
    }
    const id = await idFrom(route.lookup);
    if (id !== undefined) addresses.push(route.path.replace('{id}', id));
  }
  return addresses;
}
