import { dataOf, type DiagramIndex } from './graph.ts';
import { list, obj, text, idOf } from './read.ts';
import { traceCall, type TraceOptions } from './trace.ts';
import type { Block, BlockData, CallScenario, Diagram, TraceEnd } from './types.ts';

/**
 * A real call through a call flow (issue 18): the test call's module (traceCall) walks the
 * blocks that decide by themselves (schedule, calendar, toggle, caller-ID routing, distribute,
 * jump, active calls) and stops before a block that needs the SIP engine (dial) or a media
 * server (announcements, menus, voicemail, queue, fax). The server turns that block into one
 * step of the call; when the step ends unanswered the engine comes back, and the call resumes
 * at the same block with what happened there (`resumeScenario`).
 */

/** What a stop asks of the engine. */
export type EngineStep = 'dial' | 'media';

const MEDIA_KINDS = new Set(['play_media', 'speak', 'option_menu', 'voicemail', 'queue', 'fax']);

export const engineStepOf = (type: string): EngineStep | undefined => (type === 'dial' ? 'dial' : MEDIA_KINDS.has(type) ? 'media' : undefined);

/** How a step Kamailio took ended without an answer (the contract's resume.outcome). */
export const OUTCOMES = ['no_answer', 'busy', 'unreachable', 'declined', 'media_done'] as const;
export type Outcome = (typeof OUTCOMES)[number];

/** Where a call stands in a flow: the block it stopped before, and for a Dial the tier that rang. */
export interface FlowPosition {
  flow: number | null;
  block: string;
  tier?: number;
}

export type FlowWalk =
  | { kind: 'step'; step: EngineStep; position: FlowPosition; type: string; data: BlockData }
  | { kind: 'end'; end: TraceEnd; type: string | null };

/**
 * The scenario that makes a block the call resumes at leave the way the engine's outcome
 * says: a Dial nobody answered (whatever the reason) by no_answer, a queue that gave up by
 * full, a menu that heard no key by timeout (the engine reports no key presses), an
 * announcement by next (its route's only way).
 */
export function resumeScenario(base: CallScenario, position: FlowPosition, type: string): CallScenario {
  if (type === 'dial') return { ...base, no_answer: { [position.block]: true } };
  if (type === 'queue') return { ...base, queue_full: { [position.block]: true } };
  return { ...base, keys: [] };
}

/** The targets of a Dial's tiers, read as the block's schema stores them. */
export function dialTiers(data: BlockData): { type: string; value: unknown }[][] {
  return list(data.tiers).map((tier) => list(tier).map((t) => ({ type: text(obj(t).type), value: obj(t).value })));
}

/** Seconds each tier of a Dial rings (its ring_time; 30 when unset). */
export const dialRingTime = (data: BlockData): number => {
  const n = data.ring_time;
  return typeof n === 'number' && Number.isInteger(n) && n > 0 ? n : 30;
};

/** The ring group a Dial rings along with its tiers' targets (its `ring_group`), or null. */
export const dialRingGroup = (data: BlockData): number | null => idOf(data.ring_group);

/**
 * Walks a call from the flow's start (or, resumed, from the block it stopped at, with the
 * outcome applied) to the next block the engine must take, or to the end of the flow.
 */
export function walkFlow(
  diagram: Diagram,
  scenario: CallScenario,
  ctx: TraceOptions,
  resume?: { position: FlowPosition; type: string },
  indexes = new Map<number | null, DiagramIndex>(),
): FlowWalk {
  const from = resume?.position;
  let first = true;
  const stopAt = (block: Block) => {
    const resumed = first && from !== undefined && block.id === from.block;
    first = false;
    return !resumed && engineStepOf(block.type) !== undefined;
  };
  const walked = resume ? resumeScenario(scenario, resume.position, resume.type) : scenario;
  const trace = traceCall(diagram, walked, ctx, { from: from ? { flow: from.flow, block: from.block } : undefined, stopAt, indexes });
  if (trace.stopped) {
    const { flow, block: id } = trace.stopped;
    // The walk indexed the flow it stopped in.
    const block = indexes.get(flow)!.byId.get(id)!;
    return { kind: 'step', step: engineStepOf(block.type)!, position: { flow, block: id }, type: block.type, data: dataOf(block) };
  }
  return { kind: 'end', end: trace.end, type: trace.steps.at(-1)?.type ?? null };
}
