import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { rateOf, type Rate } from '../help_support/rates.ts';
import { callCost as answeredCallCost } from '../../../core/help/callCost.ts';

/**
 * What a call costs (configuration-areas §9): billed per second from the first second at the
 * destination's per-minute rate, plus the setup cost once when the call is answered. A call
 * that was not answered costs nothing; seconds count whole.
 */
export function callCost(call: { answered: boolean; billsec: number }, perMinute: number, setup: number): number {
  if (!call.answered || !Number.isFinite(call.billsec)) return 0;
  // The pricing page's own formula (help/callCost.ts), so that page and call history agree.
  return answeredCallCost(setup, perMinute, Math.max(0, Math.floor(call.billsec)));
}

/** The rate of an outbound call's destination (help_support/rates.ts): mobile or landline; none for what no country prices. */
export function destinationRate(number: string): { perMinute: number; setup: number } | undefined {
  const parsed = parsePhoneNumberFromString(number);
  if (!parsed?.isValid()) return undefined;
  const rate: Rate | undefined = rateOf(parsed.country ?? '001');
  if (!rate) return undefined;
  const type = parsed.getType();
  return { perMinute: type === 'MOBILE' ? rate.mobile : rate.landline, setup: rate.setup };
}

/** An outbound call is billed at its destination's rate; inbound and internal calls cost the group nothing. */
export function costOfCall(call: { direction: string; answered: boolean; billsec: number; callee: string }): number {
  if (call.direction !== 'outbound') return 0;
  const rate = destinationRate(call.callee);
  return rate ? callCost(call, rate.perMinute, rate.setup) : 0;
}
