import { kindOf } from './blocks/index.ts';
import { dataOf, indexDiagram, type DiagramIndex } from './graph.ts';
import { normaliseNumber } from './phone.ts';
import { sharedReason } from './read.ts';
import { momentOf } from './time.ts';
import type { Block, CallScenario, Diagram, Trace, TraceContext, TraceEnd, TraceStep } from './types.ts';

/** A trace never takes more steps than this, whatever the diagram and the key presses. */
export const STEP_LIMIT = 1000;

export type TraceOptions = TraceContext & { flowId?: number };

/**
 * How a real call walks (core/callFlow/route.ts): it may start at a block of a flow other than
 * the start (a call resumed after a step Kamailio took), and it stops before a block that needs
 * Kamailio or a media server (`stopAt`), which the trace then names in `stopped`.
 */
export interface WalkOptions {
  from?: { flow: number | null; block: string };
  stopAt?: (block: Block, flow: number | null) => boolean;
  /** The flows' indexes by flow id, kept by a caller that walks the same diagrams again (the server's flow cache); filled as they are built. */
  indexes?: Map<number | null, DiagramIndex>;
}

/**
 * The test call: follows the diagram block by block for a scenario, with each block's reason
 * (its kind's `route`). The same module routes in the browser and on the server. A block seen
 * again in the same state (flow, block, key presses used) is a loop: reported, not followed.
 */
export function traceCall(diagram: Diagram, scenario: CallScenario, ctx: TraceOptions = {}, walk: WalkOptions = {}): Trace {
  const steps: TraceStep[] = [];
  const at = momentOf(scenario?.at);
  if (!at) return { steps, end: 'dead_end' };
  const caller = normaliseNumber(String(scenario.caller ?? ''));
  const keys = Array.isArray(scenario.keys) ? scenario.keys.map(String) : [];
  const indexes = walk.indexes ?? new Map<number | null, DiagramIndex>();
  const indexOf = (flow: number | null, d: Diagram) => {
    let index = indexes.get(flow);
    if (!index) indexes.set(flow, (index = indexDiagram(d)));
    return index;
  };

  let flow: number | null = walk.from ? walk.from.flow : (ctx.flowId ?? null);
  const fromDiagram = walk.from && walk.from.flow !== (ctx.flowId ?? null) ? ctx.flows?.[walk.from.flow ?? NaN] : diagram;
  if (!fromDiagram) return { steps, end: 'dead_end' };
  let index = indexOf(flow, fromDiagram);
  let block: Block | undefined = walk.from ? index.byId.get(walk.from.block) : index.starts[0];
  let used = 0;
  const visited = new Set<string>();
  let end: TraceEnd = 'dead_end';

  while (block) {
    if (steps.length >= STEP_LIMIT) return { steps, end: 'step_limit' };
    const state = `${flow}\u0000${block.id}\u0000${used}`;
    if (visited.has(state)) {
      steps.push({ flow, block: block.id, type: block.type, port: null, reason: sharedReason('loop') });
      return { steps, end: 'loop' };
    }
    visited.add(state);
    if (walk.stopAt?.(block, flow)) return { steps, end: 'ended', stopped: { flow, block: block.id } };
    const kind = kindOf(block.type);
    if (!kind) {
      steps.push({ flow, block: block.id, type: block.type, port: null, reason: sharedReason('unknown_type') });
      return { steps, end: 'dead_end' };
    }
    const step = kind.route(dataOf(block), { scenario, at, caller, keys: keys.slice(used), block: block.id }, ctx);
    used += step.keysUsed ?? 0;
    const record: TraceStep = { flow, block: block.id, type: block.type, port: step.port, reason: step.reason, ...(step.params ? { params: step.params } : {}) };
    steps.push(record);
    if (step.jump !== undefined) {
      const target = ctx.flows?.[step.jump];
      if (!target) {
        record.reason = sharedReason('flow_unavailable');
        return { steps, end: 'dead_end' };
      }
      flow = step.jump;
      index = indexOf(flow, target);
      block = index.starts[0];
      if (!block) return { steps, end: 'dead_end' };
      continue;
    }
    if (step.port === null) {
      end = step.end ?? 'ended';
      return { steps, end };
    }
    const next: string | undefined = index.out.get(block.id)?.get(step.port)?.[0];
    block = next === undefined ? undefined : index.byId.get(next);
    if (!block) {
      // The port leads nowhere: the diagram is unfinished there.
      record.params = { ...record.params, unlinked: step.port };
      return { steps, end: 'dead_end' };
    }
  }
  return { steps, end };
}
