import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';
import { PICKUP_CODE } from './routeRules.ts';

/**
 * What a role's permission toggles (schemas/role.schema.json, configuration-areas §6) decide
 * about a call from a phone, pure so that routing and its tests share one reading:
 * the feature codes a phone dials, whether the role may use them, whether it may call
 * outside numbers, and which caller ID an outside call shows.
 */

/** A role's toggles as stored (missing: not granted). */
export type Grants = Readonly<Record<string, unknown>>;

const granted = (grants: Grants, toggle: string) => grants[toggle] === true;

/**
 * The feature codes, as FreeSWITCH's default dial plan (conf/dialplan/default.xml) has them:
 * `*8` picks up any ringing call of the group (group-intercept), `**<ext>` the call ringing one
 * extension (intercept-ext), `*0<ext>` listens in on one extension's call (eavesdrop).
 */
export type FeatureCode =
  | { feature: 'pickup' }
  | { feature: 'intercept'; extension: string }
  | { feature: 'eavesdrop'; extension: string };

export function featureOf(code: string): FeatureCode | undefined {
  if (code === PICKUP_CODE) return { feature: 'pickup' };
  const intercept = /^\*\*(\d{1,10})$/.exec(code);
  if (intercept) return { feature: 'intercept', extension: intercept[1] };
  const eavesdrop = /^\*0(\d{1,10})$/.exec(code);
  if (eavesdrop) return { feature: 'eavesdrop', extension: eavesdrop[1] };
  return undefined;
}

/** The toggle each feature needs (unspecific pickup, intercept, eavesdrop). */
const TOGGLE: Record<FeatureCode['feature'], string> = { pickup: 'unspecific_pickup', intercept: 'intercept', eavesdrop: 'eavesdrop' };

/** Whether the caller's role allows a feature code; no role allows none. */
export const mayUse = (grants: Grants, code: FeatureCode): boolean => granted(grants, TOGGLE[code.feature]);

/** Block external calls: the role allows internal calls only. */
export const mayCallOutside = (grants: Grants): boolean => !granted(grants, 'block_external_calls');

/** The numbers a user owns, as far as caller ID goes: their extension's caller ID, outbound caller ID and mobile number. */
export interface OwnNumbers {
  caller_id: string | null;
  outbound_caller_id: string | null;
  mobile: string | null;
  country_code: string | null;
  extension: string;
  hide_caller_id: boolean;
}

const ownNumbers = (own: OwnNumbers) => [own.outbound_caller_id, own.caller_id, own.mobile].filter((n): n is string => !!n);

/** A number the phone presented (its From user), in E.164 read from the extension's country, or undefined when it reads as no number. */
function presentedNumber(presented: string, country: string | null): string | undefined {
  const cleaned = presented.trim().replace(/[\s().-]/g, '').replace(/^00/, '+');
  if (!/^\+?\d{3,20}$/.test(cleaned)) return undefined;
  const parsed = parsePhoneNumberFromString(cleaned, (country ?? undefined) as CountryCode | undefined);
  return parsed?.isValid() ? parsed.number : undefined;
}

/**
 * The caller ID an outside call shows. Hidden: anonymous. With dynamic caller ID, the number
 * the phone presents when it is one the user owns; any other presented number (another
 * user's, the group's switchboard, one made up) is ignored, as it is without the permission:
 * then the extension's outbound caller ID, else its caller ID, else its extension number.
 */
export function outboundCallerIdOf(own: OwnNumbers, grants: Grants, presented: string | undefined): string {
  if (own.hide_caller_id) return 'anonymous';
  const configured = own.outbound_caller_id ?? own.caller_id ?? own.extension;
  if (!presented || !granted(grants, 'dynamic_caller_id')) return configured;
  const wanted = presentedNumber(presented, own.country_code);
  return wanted && ownNumbers(own).includes(wanted) ? wanted : configured;
}
