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
  /** When the fingerprint was last found current (performance.now()). */
  checked: number;
}

/**
 * How long a flow is taken as current without asking the database: a call routed within this
 * time of a save made on another API server may still take the old route. A ##toggle switched
 * through this server forgets its group's flows at once (forgetFlows), so the next call here
 * takes the new route.
 */
const FRESH_MS = 1000;

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
  // Only the kinds the flow uses: PGlite plans every statement afresh, and each subquery costs planning time.
  const kinds = (['call_flow', 'time_schedule', 'phonebook_contact'] as const).map((resource, i) => ({ resource, ids: [deps.flows, deps.schedules, deps.contacts][i] })).filter((k) => k.ids.length);
  if (!kinds.length) return '';
  const parts = kinds.map(
    ({ resource }, i) => `(SELECT coalesce(string_agg(id || ':' || version, ',' ORDER BY id), '') FROM ${tableOf(resource)} WHERE group_id = $1 AND id = ANY($${i + 2}::int[]))`,
  );
  const [row] = await db.query<{ fp: string }>(`SELECT ${parts.join(` || '|' || `)} AS fp`, [group, ...kinds.map((k) => k.ids)]);
  return `${kinds.map((k) => k.resource).join(',')}=${row?.fp ?? ''}`;
}

/** A group's flow for a call, from the cache while nothing it was built from has changed. */
export async function loadFlow(db: Db, group: number, flow: number): Promise<LoadedFlow | undefined> {
  const key = `${group}:${flow}`;
  const cached = cache.get(key);
  if (cached && performance.now() - cached.checked < FRESH_MS) return cached;
  if (cached && (await fingerprintOf(db, group, cached.deps)) === cached.fingerprint) {
    cached.checked = performance.now();
    return cached;
  }
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
    return { diagram, ctx, deps, indexes: new Map(), fingerprint: await fingerprintOf(tx, group, deps), checked: performance.now() } satisfies Cached;
  });
  cache.delete(key);
  if (!loaded) return undefined;
  if (cache.size >= MAX_FLOWS) cache.delete(cache.keys().next().value!);
  cache.set(key, loaded);
  return loaded;
}

/** Forgets a group's cached flows: a toggle of one of them (or of a flow they jump to) was switched here. */
export function forgetFlows(group: number): void {
  for (const key of [...cache.keys()]) if (key.startsWith(`${group}:`)) cache.delete(key);
}
