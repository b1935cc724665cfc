import type { Queryable } from '../db/index.ts';

/** The demo's groups, by the key the areas' seeds name them with. */
export type DemoGroupKey = 'northwind' | 'acme' | 'blue_harbor';

export interface DemoGroup {
  key: DemoGroupKey;
  id: number;
  /** The group's country: where its sites are and its people call from. */
  country: string;
}

/** What an area's seed is given: the write's transaction, the groups, and what the seeds before it wrote. */
export interface SeedContext {
  tx: Queryable;
  groups: readonly DemoGroup[];
  /** Writes a record through its resource's schema (the seed stops on an invalid one); its id. */
  insert(resource: string, groupId: number | null, data: object): Promise<number>;
  /** The ids of the records of `resource` the seeds wrote for a group, in the order written. */
  ids(resource: string, group: DemoGroupKey): number[];
}

/**
 * An area's demo records (server/areas/<resource>/seed.ts, export `seed`). The seeds run one
 * area after another, each after the areas its schema references, so that ids() has them.
 */
export type AreaSeed = (ctx: SeedContext) => Promise<void>;
