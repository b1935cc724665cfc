import { walkFlow, dialTiers, dialRingTime, dialRingGroup, type FlowPosition, type FlowWalk, type Outcome } from '../../core/callFlow/route.ts';
import { failoverReached, ringGroupRings } from '../../core/callFlow/routeRules.ts';
import { idOf, idsOf, text } from '../../core/callFlow/read.ts';
import type { BlockData, CallScenario } from '../../core/callFlow/types.ts';
import { REPLIES, type Answer } from './answers.ts';
import { stepAnswer, type Call } from './call.ts';
import { contactNumbers, didById, extensionsByIds, extensionsOf, ringGroupById, type DidRow } from './directory.ts';
import { loadFlow, type LoadedFlow } from './flowCache.ts';
import { targetsOf, type Want } from './targets.ts';
import { callerHash } from './distribute.ts';

/**
 * The scenario a real call gives the routing module: its caller and moment, and each
 * Distribute block's route (of the flow and those it jumps to) from the call id.
 */
function scenarioOf(call: Call, loaded: LoadedFlow): CallScenario {
  const distribute: Record<string, number> = {};
  for (const diagram of [loaded.diagram, ...Object.values(loaded.ctx.flows ?? {})]) {
    for (const node of diagram.nodes) {
      const routes = node.type === 'distribute' ? Number(node.data?.routes) : 0;
      if (Number.isInteger(routes) && routes > 0) distribute[node.id] = callerHash(call.callId, node.id) % routes;
    }
  }
  return { caller: call.caller, dialled: '', at: call.state.at, distribute };
}

const today = (at: string) => at.slice(0, 10);

/** The DID the call came in on: read with the call, or again on resume. */
async function didOf(call: Call): Promise<DidRow | undefined> {
  if (call.did === undefined && call.state.did !== undefined) call.did = (await didById(call.db, call.state.did, call.state.group)) ?? null;
  return call.did ?? undefined;
}

/** A Dial's tier as targets: its extensions, contacts and numbers, and on the first tier its ring group's members. */
async function dialStep(call: Call, data: BlockData, position: FlowPosition): Promise<Answer | undefined> {
  const group = call.state.group;
  const tiers = dialTiers(data);
  const tier = position.tier ?? 0;
  const timeout = dialRingTime(data);
  const wants: Want[] = [];
  const contacts = await contactNumbers(call.db, group, (tiers[tier] ?? []).flatMap((t) => (t.type === 'contact' && idOf(t.value) !== null ? [idOf(t.value)!] : [])));
  for (const t of tiers[tier] ?? []) {
    if (t.type === 'extension' && idOf(t.value) !== null) wants.push({ type: 'extension', id: idOf(t.value)! });
    else if (t.type === 'number' && typeof t.value === 'string') wants.push({ type: 'number', number: t.value });
    else if (t.type === 'contact' && contacts.has(idOf(t.value) ?? 0)) wants.push({ type: 'number', number: contacts.get(idOf(t.value)!)! });
  }
  const ringGroup = tier === 0 ? dialRingGroup(data) : null;
  if (ringGroup !== null) {
    const found = await ringGroupById(call.db, group, ringGroup);
    for (const m of ringGroupRings(found?.members, today(call.state.at))) wants.push({ type: 'extension', id: m.extension, delay: m.delay, mobile: m.mobile });
  }
  const targets = await targetsOf(call.db, group, wants, timeout);
  if (!targets.length) return undefined;
  const did = await didOf(call);
  const prefix = text(did?.data.caller_id_prefix);
  return stepAnswer(call, { action: 'dial', timeout, targets, caller_id: { number: call.caller, ...(prefix ? { name: prefix } : {}) } }, { at: 'flow', pos: { ...position, tier } });
}

async function mediaStep(call: Call, type: string, data: BlockData, position: FlowPosition): Promise<Answer> {
  const did = await didOf(call);
  const language = text(data.language) || text(did?.data.language) || undefined;
  const media = {
    block: position.block,
    kind: type,
    ...(language ? { language } : {}),
    ...(type === 'play_media' ? { files: idsOf(data.files) } : {}),
    ...(type === 'speak' ? { text: text(data.text) } : {}),
    ...(type === 'voicemail' && idOf(data.box) !== null ? { box: idOf(data.box)! } : {}),
  };
  return stepAnswer(call, { action: 'media', media }, { at: 'flow', pos: position });
}

const flowOf = (call: Call, flow: number) => loadFlow(call.db, call.state.group, flow);

/**
 * Follows the flow from where the walk stopped to an answer: a Dial tier with no target that
 * can ring (nobody registered) is skipped as unanswered at once, a Dial's next tier rings
 * before its no_answer port is taken, and a flow that ends answers the INVITE itself.
 */
async function answerWalk(call: Call, walk: FlowWalk, loaded: LoadedFlow): Promise<Answer> {
  for (let hops = 0; hops < 20; hops++) {
    if (walk.kind === 'end') return walk.type === 'end_call' ? REPLIES.decline : REPLIES.unavailable;
    if (walk.step === 'media') return mediaStep(call, walk.type, walk.data, walk.position);
    const answer = await dialStep(call, walk.data, walk.position);
    if (answer) return answer;
    const next = nextTier(walk.data, walk.position);
    if (next) {
      walk = { ...walk, position: next };
      continue;
    }
    walk = walkFlow(loaded.diagram, scenarioOf(call, loaded), loaded.ctx, { position: walk.position, type: walk.type }, loaded.indexes);
  }
  return REPLIES.unavailable;
}

const nextTier = (data: BlockData, position: FlowPosition): FlowPosition | undefined =>
  (position.tier ?? 0) + 1 < dialTiers(data).length ? { ...position, tier: (position.tier ?? 0) + 1 } : undefined;

/** A call entering a flow at its start. */
export async function enterFlow(call: Call, flow: number): Promise<Answer> {
  const loaded = await flowOf(call, flow);
  if (!loaded) return REPLIES.unavailable;
  return answerWalk(call, walkFlow(loaded.diagram, scenarioOf(call, loaded), loaded.ctx, undefined, loaded.indexes), loaded);
}

/** A flow's step ended unanswered: its Dial's next tier, or on from the block as the outcome says. */
export async function resumeFlow(call: Call, position: FlowPosition, _outcome: Outcome): Promise<Answer> {
  const root = call.state.flow;
  if (root === undefined) return REPLIES.unavailable;
  const loaded = await flowOf(call, root);
  if (!loaded) return REPLIES.unavailable;
  const diagram = position.flow === root ? loaded.diagram : loaded.ctx.flows?.[position.flow ?? NaN];
  const block = diagram?.nodes.find((n) => n.id === position.block);
  if (!block) return REPLIES.unavailable;
  const data = (block.data ?? {}) as BlockData;
  const tier = block.type === 'dial' ? nextTier(data, position) : undefined;
  if (tier) return answerWalk(call, { kind: 'step', step: 'dial', position: tier, type: 'dial', data }, loaded);
  return answerWalk(call, walkFlow(loaded.diagram, scenarioOf(call, loaded), loaded.ctx, { position, type: block.type }, loaded.indexes), loaded);
}

/** A phone number's failover: reached when enough of its allowed extensions have no phone registered. */
export async function failoverOf(call: Call, did: DidRow): Promise<Answer | undefined> {
  const d = did.data;
  const allowed = idsOf(d.allowed_extensions);
  if (d.failover_enabled !== true || !allowed.length) return undefined;
  const extensions = await extensionsByIds(call.db, allowed, did.group_id);
  const unreachable = allowed.filter((id) => !extensions.get(id)?.registered).length;
  if (!failoverReached(d.failover_ratio, allowed.length, unreachable)) return undefined;
  const timeout = 30;
  let wants: Want[] = [];
  if (d.failover_strategy === 'extension' && idOf(d.failover_extension) !== null) wants = [{ type: 'extension', id: idOf(d.failover_extension)! }];
  else if (d.failover_strategy === 'site' && idOf(d.failover_site) !== null) {
    wants = (await extensionsOf(call.db, did.group_id, idOf(d.failover_site))).map((e) => ({ type: 'extension', id: e.id }));
  } else if (d.failover_strategy === 'number' && typeof d.failover_number === 'string') wants = [{ type: 'number', number: d.failover_number }];
  const targets = await targetsOf(call.db, did.group_id, wants, timeout);
  if (!targets.length) return REPLIES.unavailable;
  return stepAnswer(call, { action: 'dial', timeout, targets, caller_id: { number: call.caller } }, { at: 'last' });
}
