import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';
import { NON_GEOGRAPHIC } from '../domain/formats.ts';
import type { Outcome } from './route.ts';

/**
 * The rules a real call follows outside the diagram (issue 18), pure so that they are tested
 * alone and shared: which forwarding an unanswered step takes, whether a phone number fails
 * over, which ring-group members ring and when.
 */

/** Call forwarding's four cases (schemas/call_forwarding.schema.json). */
export type ForwardingCase = 'always' | 'busy' | 'no_answer' | 'unavailable';

/** The forwarding case an outcome of ringing an extension leads to (a declined call counts as busy, as phones send 486/603 for it). */
export function forwardingCaseOf(outcome: Outcome): ForwardingCase | undefined {
  if (outcome === 'busy' || outcome === 'declined') return 'busy';
  if (outcome === 'no_answer') return 'no_answer';
  if (outcome === 'unreachable') return 'unavailable';
  return undefined;
}

/** Whether `unreachable` of `total` extensions reaches a phone number's failover ratio (one, half or all of them). */
export function failoverReached(ratio: unknown, total: number, unreachable: number): boolean {
  if (total <= 0 || unreachable <= 0) return false;
  if (ratio === 'one') return true;
  if (ratio === 'half') return unreachable * 2 >= total;
  return unreachable >= total;
}

export interface RingGroupMember {
  extension: number;
  ring_delay?: number;
  expires?: string | null;
  ignore_extension_mobile?: boolean;
}

/** A member still rung on `today` (YYYY-MM-DD, UTC): its expiry date has not come. */
export const memberActive = (member: RingGroupMember, today: string): boolean => !member.expires || member.expires > today;

export interface MemberRing {
  extension: number;
  delay: number;
  /** Ring the member's mobile too (unless the member says not to): the extension's call-mobile-after counts from the member's delay. */
  mobile: boolean;
}

/** The members a ring group rings on `today`, with their delays; expired members are left out. */
export function ringGroupRings(members: unknown, today: string): MemberRing[] {
  if (!Array.isArray(members)) return [];
  return members
    .filter((m): m is RingGroupMember => !!m && typeof m === 'object' && Number.isInteger((m as RingGroupMember).extension))
    .filter((m) => memberActive(m, today))
    .map((m) => ({ extension: m.extension, delay: Number.isInteger(m.ring_delay) && m.ring_delay! > 0 ? m.ring_delay! : 0, mobile: m.ignore_extension_mobile !== true }));
}

/** The feature code that picks up a ringing call of a colleague (Asterisk's and most PBXs' default pickup code). */
export const PICKUP_CODE = '*8';

/** What a dialled string is before any lookup: a toggle's `##shortcode`, a `*`-code, or a number to look up. */
export function dialledKind(called: string): { kind: 'toggle'; shortcode: number } | { kind: 'star'; code: string } | { kind: 'number' } {
  const toggle = /^##(\d{1,5})$/.exec(called);
  if (toggle) return { kind: 'toggle', shortcode: Number(toggle[1]) };
  if (/^\*[0-9*#]{1,10}$/.test(called)) return { kind: 'star', code: called };
  return { kind: 'number' };
}

/**
 * An outside number dialled from a phone of `home` country (national numbers read as that
 * country's, 00 as +), in E.164, and whether the extension's destination countries allow it
 * (`001`: non-geographic numbers). Undefined: not a phone number at all.
 */
export function outboundNumber(dialled: string, home: string | null, allowed: readonly string[]): { number: string; allowed: boolean } | undefined {
  const cleaned = dialled.trim().replace(/[\s().-]/g, '').replace(/^00/, '+');
  if (!/^\+?\d{3,20}$/.test(cleaned)) return undefined;
  const parsed = parsePhoneNumberFromString(cleaned, (home ?? undefined) as CountryCode | undefined);
  if (!parsed || !parsed.isValid()) return undefined;
  const country = parsed.country ?? NON_GEOGRAPHIC;
  return { number: parsed.number, allowed: allowed.includes(country) };
}
