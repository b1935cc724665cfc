import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { FlowPosition } from '../../core/callFlow/route.ts';
import { sipKey } from '../sip/secretKey.ts';

/**
 * Where a call stands between two steps, carried by the engine in the answer's `token`.
 *
 * Why a signed, self-contained token and not a row: every step of every call would otherwise be
 * a database write on the routing path (a 5 ms budget), rows of calls that simply got answered
 * would need sweeping, and any API server that holds the same SIP key (which the registrar
 * token already requires of them all) can check it, so several servers may serve one Kamailio.
 * The HMAC stops a caller forging a position in another group's flow; the call id and the
 * expiry stop a token being replayed on another call or days later. What may change between
 * two steps (a toggle, a registration) is read again on resume.
 */
export type CallPosition =
  /** Stopped before a flow's Dial or media block (a Dial with the tier that rang). */
  | { at: 'flow'; pos: FlowPosition }
  /** Rang an extension dialled directly (or a forwarding's); `forwarded` once its forwarding was taken. */
  | { at: 'extension'; extension: number; forwarded?: boolean }
  /** A last step: whatever its outcome, the call goes no further (a forwarding's target, a failover, an outbound call). */
  | { at: 'last' };

export interface RouteState {
  group: number;
  /** The moment the call came in: schedules keep deciding by it on every step. */
  at: string;
  /** Steps taken so far: a flow whose no-answer ports lead back in a circle stops at MAX_STEPS. */
  steps: number;
  /** The DID the call came in on, when it did (its language and caller-ID prefix). */
  did?: number;
  /** The call flow the call entered (jumps are followed from it again on resume). */
  flow?: number;
  position: CallPosition;
}

/** A call taking more steps than this is refused (a circle of unanswered Dials, or a loop of announcements). */
export const MAX_STEPS = 50;
/** A token is good for the longest call we expect to still be ringing or in a menu. */
const LIFETIME_MS = 6 * 60 * 60 * 1000;

/** The tokens' key, derived from the SIP key (remembered per key: the SIP key is set once at start, tests set their own). */
let derived: { from: Buffer; key: Buffer } | undefined;
function keyOf(): Buffer {
  const from = sipKey();
  if (derived?.from !== from) derived = { from, key: createHmac('sha256', from).update('switchboard route token').digest() };
  return derived.key;
}
const callTag = (callId: string) => createHash('sha256').update(callId).digest('base64url').slice(0, 16);
const mac = (payload: string) => createHmac('sha256', keyOf()).update(payload).digest();

export function signState(state: RouteState, callId: string, now = Date.now()): string {
  const payload = Buffer.from(JSON.stringify({ ...state, c: callTag(callId), e: now + LIFETIME_MS })).toString('base64url');
  return `${payload}.${mac(payload).toString('base64url')}`;
}

/** The state a token carries, or undefined when it is forged, expired, malformed or another call's. */
export function readState(token: string, callId: string, now = Date.now()): RouteState | undefined {
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined) return undefined;
  const given = Buffer.from(signature, 'base64url');
  const wanted = mac(payload);
  if (given.length !== wanted.length || !timingSafeEqual(given, wanted)) return undefined;
  try {
    const { c, e, ...state } = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as RouteState & { c: string; e: number };
    return c === callTag(callId) && typeof e === 'number' && e > now ? state : undefined;
  } catch {
    return undefined;
  }
}
