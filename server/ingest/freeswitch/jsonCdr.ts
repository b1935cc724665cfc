import { CALL_ID_PATTERN, type CallLeg, type IngestCall } from '../callRecord.ts';
import { fieldError, WITHHELD } from '../groupFacts.ts';

/**
 * FreeSWITCH's JSON CDR as switch_ivr_generate_json_cdr (src/switch_ivr.c) writes it, and as
 * mod_json_cdr posts it: `variables` (the channel's variables, each URL-encoded unless
 * encode-values is false), `callflow` (the caller profiles, newest first, each with its
 * `caller_profile`, the `originator` or `originatee` profiles of the bridged legs, and `times` in
 * microseconds since the epoch) and `app_log` (the applications run). Older releases wrote
 * `callflow` as one object rather than an array: both are read.
 */
interface Profile {
  caller_id_number?: string;
  destination_number?: string;
  uuid?: string;
  /** Present on a B leg: the profiles of the leg that originated it. */
  originator: boolean;
  /** The bridged legs' profiles (an A leg's `originatee`). */
  originatees: Profile[];
}
interface Flow {
  caller_profile?: Profile;
  times: Record<string, string>;
}

/** FreeSWITCH's caller id number when none is known (SWITCH_DEFAULT_CLID_NUMBER, switch_types.h). */
const UNKNOWN_CLID = '0000000000';

/** Hangup causes (switch_channel_cause2str) of an unanswered call the callee did not refuse. */
const UNANSWERED = new Set(['NORMAL_CLEARING', 'NO_ANSWER', 'NO_USER_RESPONSE', 'ORIGINATOR_CANCEL', 'ALLOTTED_TIMEOUT', 'LOSE_RACE', 'PICKED_OFF']);
const BUSY = new Set(['USER_BUSY', 'CALL_REJECTED']);

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A channel variable as set: values are URL-encoded by default (encode-values); a value that is no encoding is kept as sent. */
function variablesOf(cdr: Record<string, unknown>): Record<string, string> {
  if (!isObject(cdr.variables)) throw fieldError('variables', 'required');
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(cdr.variables)) {
    if (typeof value !== 'string') continue;
    try {
      out[name] = decodeURIComponent(value);
    } catch {
      out[name] = value;
    }
  }
  return out;
}

/** Only text is read from the CDR: a value of another type counts as absent. */
const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
const strings = (value: unknown): Record<string, string> =>
  isObject(value) ? Object.fromEntries(Object.entries(value).filter((e): e is [string, string] => typeof e[1] === 'string')) : {};

function profileOf(value: unknown): Profile | undefined {
  if (!isObject(value)) return undefined;
  const originatee = isObject(value.originatee) ? value.originatee.originatee_caller_profiles : undefined;
  return {
    caller_id_number: text(value.caller_id_number),
    destination_number: text(value.destination_number),
    uuid: text(value.uuid),
    originator: isObject(value.originator),
    originatees: Array.isArray(originatee) ? originatee.map(profileOf).filter((p): p is Profile => Boolean(p)) : [],
  };
}

/** The caller profiles oldest first (FreeSWITCH lists the newest first). */
function flowsOf(cdr: Record<string, unknown>): Flow[] {
  const flows = Array.isArray(cdr.callflow) ? cdr.callflow : isObject(cdr.callflow) ? [cdr.callflow] : [];
  return flows.filter(isObject).map((f) => ({ caller_profile: profileOf(f.caller_profile), times: strings(f.times) })).reverse();
}

/** A whole number of seconds from a variable, or a 400 naming it. */
function seconds(vars: Record<string, string>, name: string): number {
  const text = vars[name];
  if (text === undefined) throw fieldError(`variables.${name}`, 'required');
  if (!/^\d{1,9}$/.test(text)) throw fieldError(`variables.${name}`, 'invalid');
  return Number(text);
}

/** An instant from an epoch variable (seconds, a 400 naming it when it is no number) or else a profile time (microseconds); undefined when 0 or absent: it did not happen. */
function instant(vars: Record<string, string>, name: string | undefined, micros?: string): string | undefined {
  const epoch = name === undefined ? undefined : vars[name];
  if (epoch !== undefined) {
    if (!/^\d{1,12}$/.test(epoch)) throw fieldError(`variables.${name}`, 'invalid');
    if (Number(epoch) > 0) return new Date(Number(epoch) * 1000).toISOString();
  }
  if (micros !== undefined && /^\d{1,18}$/.test(micros) && Number(micros) > 0) return new Date(Math.floor(Number(micros) / 1000)).toISOString();
  return undefined;
}

const digitsOf = (party: string | undefined) => (party && /^\d{1,5}$/.test(party) ? Number(party) : undefined);

/** A B leg's CDR: its channel was originated by another (mod_json_cdr's own test, is_b). Its call is the A leg's record. */
export function isBLeg(cdr: Record<string, unknown>): boolean {
  const flows = flowsOf(cdr);
  return Boolean(flows.at(-1)?.caller_profile?.originator);
}

/**
 * The call record of an A leg's CDR, for a group with `extensions`. What FreeSWITCH says is
 * read as it is: the parties are checked by the ingestion's own rules afterwards (routes.ts
 * checkedCall), so a CDR says the same to Switchboard as the same call posted in its own shape.
 */
export function callOfJsonCdr(cdr: Record<string, unknown>, extensions: ReadonlySet<number>): IngestCall {
  const vars = variablesOf(cdr);
  const flows = flowsOf(cdr);
  const first = flows[0]?.caller_profile;
  const callId = vars.uuid ?? first?.uuid;
  if (!callId) throw fieldError('variables.uuid', 'required');
  if (!new RegExp(CALL_ID_PATTERN).test(callId)) throw fieldError('variables.uuid', 'invalid');

  const start = instant(vars, 'start_epoch', flows[0]?.times.created_time);
  if (!start) throw fieldError('variables.start_epoch', 'required');
  const answeredAt = instant(vars, 'answer_epoch', flows.at(-1)?.times.answered_time);
  const endedAt = instant(vars, 'end_epoch', flows.at(-1)?.times.hangup_time);
  const duration = seconds(vars, 'duration');
  const answered = Boolean(answeredAt) || seconds(vars, 'billsec') > 0;
  const cause = vars.hangup_cause ?? '';
  const status: IngestCall['status'] = answered ? 'answered' : BUSY.has(cause) ? 'busy' : UNANSWERED.has(cause) || !cause ? 'unanswered' : 'failed';

  // caller_id_number is the profile's, not a channel variable: `variables` holds it only when the dialplan set it.
  const rawCaller = first?.caller_id_number ?? vars.caller_id_number ?? '';
  const caller = !rawCaller || rawCaller === UNKNOWN_CLID ? WITHHELD : rawCaller;
  const callee = first?.destination_number ?? vars.destination_number;
  if (!callee) throw fieldError('callflow.caller_profile.destination_number', 'required');
  // The bridged legs, as the A leg's profiles name them: who rang and who answered.
  const bridged = flows.flatMap((f) => f.caller_profile?.originatees ?? []).map((p) => p.destination_number).filter((d): d is string => Boolean(d));
  const reached = bridged.at(-1) ?? callee;

  const legs: CallLeg[] = [{ at: start, step: 'dialled', party: callee }];
  const rang = instant(vars, 'progress_epoch', flows.at(-1)?.times.progress_time);
  if (rang) legs.push({ at: rang, step: 'rang', party: bridged[0] ?? callee });
  // A transfer starts a new caller profile: each later profile is the party it went to.
  for (const flow of flows.slice(1)) {
    const at = instant(vars, undefined, flow.times.profile_created_time);
    if (at && flow.caller_profile?.destination_number) legs.push({ at, step: 'transferred', party: flow.caller_profile.destination_number });
  }
  if (answeredAt) legs.push({ at: answeredAt, step: 'answered', party: reached });
  const apps = isObject(cdr.app_log) && Array.isArray(cdr.app_log.applications) ? cdr.app_log.applications.filter(isObject) : [];
  const voicemail = apps.find((a) => a.app_name === 'voicemail');
  const voicemailAt = voicemail ? instant(vars, undefined, text(voicemail.app_stamp)) : undefined;
  if (voicemailAt) legs.push({ at: voicemailAt, step: 'voicemail' });
  if (endedAt) legs.push({ at: endedAt, step: 'ended' });
  legs.sort((a, b) => Date.parse(a.at) - Date.parse(b.at));

  const callerExt = digitsOf(caller);
  const calleeExt = digitsOf(callee);
  const ours = (n: number | undefined) => n !== undefined && extensions.has(n);
  const direction: IngestCall['direction'] = ours(callerExt) ? (ours(calleeExt) ? 'internal' : 'outbound') : 'inbound';
  const involved = [callerExt, calleeExt, ...bridged.map(digitsOf)].filter((n): n is number => ours(n));

  return {
    call_id: callId,
    start,
    direction,
    caller,
    callee,
    status,
    duration,
    billsec: answered ? seconds(vars, 'billsec') : 0,
    extensions: [...new Set(involved)],
    legs: legs.slice(0, 100),
  };
}
