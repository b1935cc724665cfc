import { mayCallOutside, outboundCallerIdOf } from '../../core/callFlow/permissions.ts';
import { forwardingCaseOf, outboundNumber, ringGroupRings, type dialledKind } from '../../core/callFlow/routeRules.ts';
import type { Outcome } from '../../core/callFlow/route.ts';
import { idOf } from '../../core/callFlow/read.ts';
import { REPLIES, ringExtension, ringNumber, type Answer } from './answers.ts';
import { stepAnswer, type Call } from './call.ts';
import { extensionById, extensionByNumber, groupSettings, ringGroupByNumber, roleGrants, type ExtensionRow } from './directory.ts';
import { featureCall } from './features.ts';
import { targetsOf } from './targets.ts';
import { switchToggle } from './toggles.ts';

/** Seconds a call to an extension rings when neither its forwarding nor the group's call timeout says. */
const DEFAULT_RING = 30;

const internalCallerId = (caller: ExtensionRow, settings: Record<string, unknown>) => {
  const prefix = typeof settings.internal_caller_prefix === 'string' ? settings.internal_caller_prefix : '';
  return { number: caller.extension, name: `${prefix}${caller.name}` };
};

/**
 * Where an extension's forwarding sends a call for one case, as a last step: another extension
 * or a number rings, a voicemail box is a media server's (the contract's media, block
 * `forwarding`). Undefined when that case is not forwarded.
 */
async function forwardStep(call: Call, forwarding: Record<string, unknown> | undefined, which: string, timeout: number): Promise<Answer | undefined> {
  const where = forwarding?.[which];
  const to = forwarding?.[`${which}_${where}`];
  if (where === 'number' && typeof to === 'string') return stepAnswer(call, { action: 'dial', timeout, targets: [ringNumber(to, timeout)] }, { at: 'last' });
  if (where === 'voicemail' && idOf(to) !== null) return stepAnswer(call, { action: 'media', media: { block: 'forwarding', kind: 'voicemail', box: idOf(to)! } }, { at: 'last' });
  if (where === 'extension' && idOf(to) !== null) {
    const ext = await extensionById(call.db, idOf(to)!, call.state.group);
    if (ext?.registered) return stepAnswer(call, { action: 'dial', timeout, targets: [ringExtension(ext, timeout)] }, { at: 'extension', extension: ext.id, forwarded: true });
    return REPLIES.unavailable;
  }
  return undefined;
}

/** A call to one extension: its forwarding always, unavailable when no phone is registered, else it rings for its no-answer time. */
export async function callExtension(call: Call, ext: ExtensionRow, callerId?: { number: string; name?: string }): Promise<Answer> {
  const forwarding = ext.forwarding ?? undefined;
  const settings = await groupSettings(call.db, ext.group_id);
  const timeout = typeof settings.call_timeout === 'number' ? Math.min(settings.call_timeout, 600) : DEFAULT_RING;
  const always = await forwardStep(call, forwarding, 'always', timeout);
  if (always) return always;
  if (!ext.registered) return (await forwardStep(call, forwarding, 'unavailable', timeout)) ?? REPLIES.unavailable;
  const ring = forwarding?.no_answer ? Number(forwarding.no_answer_after ?? 20) : timeout;
  return stepAnswer(call, { action: 'dial', timeout: ring, targets: [ringExtension(ext, ring)], ...(callerId ? { caller_id: callerId } : {}) }, { at: 'extension', extension: ext.id });
}

/** An extension's call ended unanswered: the forwarding of that case (once), else the engine answers the reason. */
export async function resumeExtension(call: Call, extension: number, forwarded: boolean, outcome: Outcome): Promise<Answer> {
  const which = forwardingCaseOf(outcome);
  const refusal = outcome === 'busy' ? REPLIES.busy : outcome === 'declined' ? REPLIES.decline : REPLIES.unavailable;
  if (forwarded || !which) return refusal;
  const forwarding = (await extensionById(call.db, extension, call.state.group))?.forwarding ?? undefined;
  return (await forwardStep(call, forwarding, which, DEFAULT_RING)) ?? refusal;
}

/**
 * An outside number: refused (403) unless the caller's destination countries and role allow it
 * (block external calls); the caller ID is chosen by the role's dynamic caller ID rule from the
 * number the phone presented.
 */
async function outbound(call: Call, caller: ExtensionRow, called: string, presented?: string): Promise<Answer> {
  const found = outboundNumber(called, caller.country_code, caller.destination_countries);
  if (!found) return REPLIES.notFound;
  const grants = await roleGrants(call.db, caller.role);
  if (!found.allowed || !mayCallOutside(grants)) return REPLIES.forbidden;
  const number = outboundCallerIdOf(caller, grants, presented);
  const settings = await groupSettings(call.db, caller.group_id);
  const timeout = typeof settings.call_timeout === 'number' ? Math.min(settings.call_timeout, 600) : 60;
  return stepAnswer(call, { action: 'dial', timeout, targets: [ringNumber(found.number, timeout)], caller_id: { number } }, { at: 'last' });
}

/**
 * A call from one of the group's phones: `##shortcode` switches a toggle (the reply is the
 * answer; the next call takes the new route), a feature code (pickup, intercept, eavesdrop),
 * another extension or a ring group of the group, else an outside number.
 */
export async function phoneCall(call: Call, caller: ExtensionRow, called: string, kind: ReturnType<typeof dialledKind>, presented?: string): Promise<Answer> {
  if (kind.kind === 'toggle') return (await switchToggle(call.db, caller.group_id, kind.shortcode)) ? REPLIES.ok : REPLIES.notFound;
  if (kind.kind === 'star') return featureCall(call, caller, kind.code);
  const number = called.trim();
  const settings = await groupSettings(call.db, caller.group_id);
  const ext = await extensionByNumber(call.db, caller.group_id, number);
  if (ext) return callExtension(call, ext, internalCallerId(caller, settings));
  const group = await ringGroupByNumber(call.db, caller.group_id, number);
  if (group) {
    const timeout = typeof settings.call_timeout === 'number' ? Math.min(settings.call_timeout, 600) : DEFAULT_RING;
    const rings = ringGroupRings(group.members, call.state.at.slice(0, 10));
    const targets = await targetsOf(call.db, caller.group_id, rings.map((m) => ({ type: 'extension', id: m.extension, delay: m.delay, mobile: m.mobile })), timeout);
    if (!targets.length) return REPLIES.unavailable;
    return stepAnswer(call, { action: 'dial', timeout, targets, caller_id: internalCallerId(caller, settings) }, { at: 'last' });
  }
  return outbound(call, caller, number, presented);
}
