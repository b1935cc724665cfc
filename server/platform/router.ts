import { normaliseNumber } from '../../core/callFlow/phone.ts';
import type { Outcome } from '../../core/callFlow/route.ts';
import { dialledKind } from '../../core/callFlow/routeRules.ts';
import type { Db } from '../db/index.ts';
import { extensionOfAuthName } from '../sip/accounts.ts';
import { REPLIES, type Answer } from './answers.ts';
import type { Call } from './call.ts';
import { didByNumber, extensionById } from './directory.ts';
import { enterFlow, failoverOf, resumeFlow } from './flowCalls.ts';
import { phoneCall, resumeExtension } from './phoneCalls.ts';
import { MAX_STEPS, readState, type RouteState } from './token.ts';

export interface RouteRequest {
  call_id: string;
  called: string;
  caller: string;
  from_account?: string;
  at?: string;
  resume?: { token: string; outcome: Outcome };
}

/** A resume token that is not this server's, this call's or this scope's. */
export class BadToken extends Error {}

/** The forms a carrier may send a DID in: E.164, or its digits with or without +. */
function didForms(called: string): string[] {
  const n = normaliseNumber(called);
  const digits = n.replace(/^\+/, '');
  return [...new Set([n, `+${digits}`])];
}

/** A call from the carrier to one of our numbers: its failover when reached, else its call flow. */
async function inbound(db: Db, request: RouteRequest, scope: number | null, at: string): Promise<Answer> {
  const did = await didByNumber(db, didForms(request.called), scope);
  if (!did) return REPLIES.notFound;
  const flow = did.data.override_call_flow ?? did.data.call_flow;
  const call: Call = { db, callId: request.call_id, caller: normaliseNumber(request.caller), state: { group: did.group_id, at, steps: 0, did: did.id }, did };
  const failover = await failoverOf(call, did);
  if (failover) return failover;
  // A number whose routing is off takes its calls through no flow at all (as the test call says).
  if (did.data.routing_active === false || typeof flow !== 'number') return REPLIES.unavailable;
  call.state.flow = flow;
  return enterFlow(call, flow);
}

/**
 * One step of a call (issue 18): a new call from a phone (from_account) or from the carrier,
 * or a call resumed after a step ended unanswered. `scope` is the group a platform token
 * routes (null: the registrar, every group); another group's number answers as unknown.
 */
export async function route(db: Db, request: RouteRequest, scope: number | null, now = new Date()): Promise<Answer> {
  if (request.resume) {
    const state = readState(request.resume.token, request.call_id);
    if (!state || (scope !== null && state.group !== scope)) throw new BadToken();
    return resume(db, request, state, request.resume.outcome);
  }
  const at = request.at ? new Date(request.at).toISOString() : now.toISOString();
  if (request.from_account !== undefined) {
    const id = extensionOfAuthName(request.from_account);
    const caller = id === undefined ? undefined : await extensionById(db, id, scope);
    if (!caller) return REPLIES.forbidden;
    const call: Call = { db, callId: request.call_id, caller: caller.extension, state: { group: caller.group_id, at, steps: 0 } };
    return phoneCall(call, caller, request.called, dialledKind(request.called.trim()), request.caller);
  }
  return inbound(db, request, scope, at);
}

async function resume(db: Db, request: RouteRequest, state: RouteState, outcome: Outcome): Promise<Answer> {
  if (state.steps >= MAX_STEPS) return REPLIES.unavailable;
  const call: Call = { db, callId: request.call_id, caller: normaliseNumber(request.caller), state: { ...state } };
  const { position } = state;
  if (position.at === 'flow') return resumeFlow(call, position.pos, outcome);
  if (position.at === 'extension') return resumeExtension(call, position.extension, position.forwarded === true, outcome);
  return outcome === 'busy' ? REPLIES.busy : outcome === 'declined' ? REPLIES.decline : REPLIES.unavailable;
}
