import type { Area } from '../engine/index.ts';
import { SCHEMAS } from '../schema/bundled.ts';
import { areaRoute, areaRouteOf } from '../shell/areaFiles.ts';

/**
 * The configuration areas with screens: every resource whose schema says `screens` (x-resource),
 * drawn by the engine at its route. What an area adds to the engine lives in its own folder,
 * src/resources/<resource>/index.ts, exporting its Area (its sub-pages, what shows under its
 * form…); an area the schemas say all about has no folder.
 *
 * The folders are not in the shell's chunk: each is a chunk of its own, loaded when one of the
 * area's pages opens (shell/AreaPage.tsx), so that the first signed-in screen does not parse
 * every area's pages and what they import (issue 19, "Signed-in speed").
 */
const folders = import.meta.glob<Record<string, unknown>>('./*/index.ts');

const isArea = (value: unknown): value is Area => Boolean(value && typeof value === 'object' && 'resource' in value);

export interface AreaEntry {
  resource: string;
  /** The spec's address of the area's list (its schema's x-resource route). */
  route: string;
  /** The area's additions from its folder, loaded once; absent when it has no folder. */
  additions?: () => Promise<Area>;
}

function additionsOf(resource: string): AreaEntry['additions'] {
  const load = folders[`./${resource}/index.ts`];
  if (!load) return undefined;
  return () =>
    load().then((module) => {
      const area = Object.values(module).find((value): value is Area => isArea(value) && value.resource === resource);
      if (!area) throw new Error(`src/resources/${resource}/index.ts exports no Area of ${resource}`);
      return area;
    });
}

const withScreens = [...SCHEMAS.resources.values()].filter((schema) => schema['x-resource'].screens).map((schema) => schema['x-resource']);

for (const path of Object.keys(folders)) {
  const resource = path.split('/')[1];
  if (!withScreens.some((meta) => meta.name === resource)) throw new Error(`src/resources/${resource}/ belongs to no schema with screens (x-resource screens)`);
}

export const AREAS: readonly AreaEntry[] = withScreens.map((meta) => ({
  resource: meta.name,
  route: areaRoute(meta),
  additions: additionsOf(meta.name),
}));

const routes = AREAS.map((area) => area.route);

/** The area whose pages are at `pathname` (its list's route or below), if any: under another's address (/users/roles), the longer route's. */
export function areaAt(pathname: string): AreaEntry | undefined {
  const route = areaRouteOf(routes, pathname);
  return AREAS.find((area) => area.route === route);
}
