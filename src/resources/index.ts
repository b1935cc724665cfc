import type { Area } from '../engine/index.ts';
import { SCHEMAS } from '../schema/bundled.ts';

/**
 * The configuration areas with screens: every resource whose schema says `screens` (x-resource),
 * drawn by the engine at its route. What an area adds to the engine lives in its own folder,
 * src/resources/<resource>/index.ts, exporting its Area (its sub-pages, what shows under its
 * form…); an area the schemas say all about has no folder.
 */
const folders = import.meta.glob<Record<string, unknown>>('./*/index.ts', { eager: true });

const isArea = (value: unknown): value is Area => Boolean(value && typeof value === 'object' && 'resource' in value);

function additionsOf(resource: string): Area | undefined {
  const module = folders[`./${resource}/index.ts`];
  return module ? Object.values(module).find((value): value is Area => isArea(value) && value.resource === resource) : undefined;
}

const withScreens = [...SCHEMAS.resources.values()].filter((schema) => schema['x-resource'].screens).map((schema) => schema['x-resource'].name);

for (const path of Object.keys(folders)) {
  const resource = path.split('/')[1];
  if (!withScreens.includes(resource)) throw new Error(`src/resources/${resource}/ belongs to no schema with screens (x-resource screens)`);
}

export const AREAS: readonly Area[] = withScreens.map((resource) => additionsOf(resource) ?? { resource });
