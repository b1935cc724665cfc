import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ResourceRules } from './rules/types.ts';
import type { AreaSeed } from '../seed/types.ts';
import type { FastifyInstance } from 'fastify';
import type { RouteContract } from '../routes/contract/route.ts';

/**
 * What an area adds on the server beyond its schema, collected from its own folder
 * server/areas/<resource>/ rather than registered by hand: `rules.ts` (export `rules`, the
 * rules of configuration-areas §5 a schema cannot say, run in their order), `seed.ts`
 * (export `seed`, its demo records), `routes.ts` (export `routes`, the area's calls beyond its
 * CRUD, registered under /api after the guard) and `contract.ts` (export `contract`, those
 * calls' route contracts, from which the API description is written). An area whose schema
 * says it all has no folder.
 */
export interface AreaServer {
  rules: ResourceRules[];
  seed?: AreaSeed;
  routes?: (app: FastifyInstance) => void;
  contract?: Record<string, RouteContract>;
}

export const AREAS_DIR = fileURLToPath(new URL('../areas', import.meta.url));

const PARTS = ['rules', 'seed', 'routes', 'contract'] as const;

async function importArea(name: string): Promise<AreaServer> {
  const area: AreaServer = { rules: [] };
  for (const part of PARTS) {
    const file = join(AREAS_DIR, name, `${part}.ts`);
    if (!existsSync(file)) continue;
    // A path relative to this module, written out: a bundler (scripts/lib/serverBundle.mjs)
    // finds every area's parts by it, where a computed file URL would be left for run time.
    const module = (await import(`../areas/${name}/${part}.ts`)) as Partial<AreaServer>;
    if (!module[part]) throw new Error(`${file} exports no "${part}"`);
    Object.assign(area, { [part]: module[part] });
  }
  return area;
}

let loading: Promise<Map<string, AreaServer>> | undefined;
let loaded: Map<string, AreaServer> | undefined;

/** Reads server/areas/ once per process (at start: buildApp, the seed). */
export function loadAreas(): Promise<Map<string, AreaServer>> {
  loading ??= (async () => {
    const areas = new Map<string, AreaServer>();
    for (const name of readdirSync(AREAS_DIR, { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => e.name).sort()) {
      areas.set(name, await importArea(name));
    }
    loaded = areas;
    return areas;
  })();
  return loading;
}

/** The rules of one resource, in their order; empty when its folder has none. */
export function rulesOf(resource: string): ResourceRules[] {
  if (!loaded) throw new Error('server/areas/ has not been loaded: await loadAreas() first');
  return loaded.get(resource)?.rules ?? [];
}

/** Every area's route contracts once server/areas/ is loaded: their routes' input is checked like the central ones' (routes/contract/plugin.ts). */
export function loadedAreaContracts(): RouteContract[] {
  if (!loaded) throw new Error('server/areas/ has not been loaded: await loadAreas() first');
  return [...loaded.values()].flatMap((area) => Object.values(area.contract ?? {}));
}

/** Every area's route contracts (contract.ts), for the API description. */
export async function areaContracts(): Promise<RouteContract[]> {
  return [...(await loadAreas()).values()].flatMap((area) => Object.values(area.contract ?? {}));
}
