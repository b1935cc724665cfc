import type { DiagramIndex } from '../../core/callFlow/graph.ts';
import type { Diagram, TraceContext } from '../../core/callFlow/types.ts';
import { traceContext } from '../areas/call_flow/traceContext.ts';
import type { Db, Queryable } from '../db/index.ts';
import { tableOf } from '../resources/storageNames.ts';
import { liveDiagram } from './directory.ts';

/** A flow as a call walks it: its live diagram, what its blocks read, and the indexes the walks build. */
export interface LoadedFlow {
  diagram: Diagram;
  ctx: TraceContext & { flowId: number };
  indexes: Map<number | null, DiagramIndex>;
}

interface Cached extends LoadedFlow {
  deps: { flows: number[]; schedules: number[]; contacts: number[] };
  fingerprint: string;
}

/** Flows kept per API server: far more than the flows taking calls at once. */
const MAX_FLOWS = 500;
const cache = new Map<string, Cached>();

/**
 * The versions of every record a loaded flow was built from (the flow, the flows it jumps to,
 * the schedules' closed dates, the contacts): a write to any of them (a save, a ##toggle)
 * raises its version, so a changed fingerprint means reload. One indexed query instead of
 * reading and indexing a 200-block diagram on every step of every call (the 5 ms budget).
 */
async function fingerprintOf(db: Queryable, group: number, deps: Cached['deps']): Promise<string> {
  const part = (resource: string, n: number) =>
    `(SELECT coalesce(string_agg(id || ':' || version, ',' ORDER BY id), '') FROM ${tableOf(resource)} WHERE group_id = $1 AND id = ANY($${n}::int[]))`;
  const [row] = await db.query<{ fp: string }>(`SELECT ${part('call_flow', 2)} || '|' || ${part('time_schedule', 3)} || '|' || ${part('phonebook_contact', 4)} AS fp`, [
    group,
    deps.flows,
    deps.schedules,
    deps.contacts,
  ]);
  return row?.fp ?? '';
}

/** A group's flow for a call, from the cache while nothing it was built from has changed. */
export async function loadFlow(db: Db, group: number, flow: number): Promise<LoadedFlow | undefined> {
  const key = `${group}:${flow}`;
  const cached = cache.get(key);
  if (cached && (await fingerprintOf(db, group, cached.deps)) === cached.fingerprint) return cached;
  // One snapshot for the diagram, its context and their fingerprint: a write between them cannot leave a stale flow cached as current.
  const loaded = await db.transaction(async (tx) => {
    await tx.query('SET TRANSACTION ISOLATION LEVEL REPEATABLE READ');
    const diagram = await liveDiagram(tx, group, flow);
    if (!diagram) return undefined;
    const ctx = { ...(await traceContext(tx, group, diagram, flow)), flowId: flow };
    const deps = {
      flows: Object.keys(ctx.flows ?? {}).map(Number),
      schedules: Object.keys(ctx.closedDates ?? {}).map(Number),
      contacts: Object.keys(ctx.contacts ?? {}).map(Number),
    };
    return { diagram, ctx, deps, indexes: new Map(), fingerprint: await fingerprintOf(tx, group, deps) } satisfies Cached;
  });
  cache.delete(key);
  if (!loaded) return undefined;
  if (cache.size >= MAX_FLOWS) cache.delete(cache.keys().next().value!);
  cache.set(key, loaded);
  return loaded;
}
