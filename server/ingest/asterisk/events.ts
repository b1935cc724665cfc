import { randomUUID } from 'node:crypto';
import type { CallLeg, IngestCall } from '../callRecord.ts';
import type { LiveEvent } from '../liveEvents.ts';
import type { AmiMessage } from './amiMessages.ts';
import { instantOf } from './wallTime.ts';

/**
 * Asterisk's manager events in Switchboard's ingestion shapes. Field names are Asterisk's own:
 * `Cdr` from cdr/cdr_manager.c, the queue and agent events from apps/app_queue.c, Newchannel and
 * Hangup from main/manager_channels.c. Whether a party is the group's is for the ingestion API
 * to say (it refuses, 400, what the portal would refuse).
 */

/** Extensions are short digit strings (Switchboard's are 0–32767); anything longer is a number. */
const EXTENSION = /^\d{1,5}$/;
const isExtension = (party: string | undefined) => Boolean(party && EXTENSION.test(party));
/** A number or an extension, as dialled: Asterisk's `s`, `h` or `*97` name dialplan steps, not parties. */
const isParty = (text: string | undefined): text is string => Boolean(text && /^\+?\d{1,20}$/.test(text));

/**
 * The extension of a phone or queue member: PJSIP/201, SIP/201-0000000a, IAX2/201,
 * Local/201@from-queue/n. A trunk (PJSIP/carrier-…) or a DAHDI span names none.
 */
export function extensionOf(channelOrInterface: string | undefined): number | undefined {
  const m = /^(?:PJSIP|SIP|IAX2|Local)\/(\d{1,5})(?:[@\-/;].*)?$/i.exec(channelOrInterface ?? '');
  return m ? Number(m[1]) : undefined;
}

/** What the channel's caller id says: withheld when Asterisk has none (`<unknown>`, empty). */
const callerOf = (number: string | undefined) => (isParty(number) ? number : 'anonymous');

const directionOf = (caller: string, callee: string | undefined): IngestCall['direction'] =>
  isExtension(caller) ? (isExtension(callee) ? 'internal' : 'outbound') : 'inbound';

/** A Cdr event that cannot be a call record: said in the connector's log, not posted. */
export class UnreadableEvent extends Error {}

const DISPOSITIONS: Record<string, IngestCall['status']> = { ANSWERED: 'answered', 'NO ANSWER': 'unanswered', BUSY: 'busy', FAILED: 'failed', CONGESTION: 'failed' };

/** A `Cdr` event (cdr_manager) as a call record; its times are read in Asterisk's zone. */
export function callOfCdr(e: AmiMessage, timeZone: string): IngestCall {
  const need = (field: string) => {
    const value = e[field];
    if (value === undefined || value === '') throw new UnreadableEvent(`Cdr without ${field}`);
    return value;
  };
  const callId = need('UniqueID');
  const start = instantOf(need('StartTime'), timeZone);
  if (!start) throw new UnreadableEvent(`Cdr ${callId}: StartTime ${JSON.stringify(e.StartTime)} is no time`);
  const answer = e.AnswerTime ? instantOf(e.AnswerTime, timeZone) : undefined;
  const end = e.EndTime ? instantOf(e.EndTime, timeZone) : undefined;
  const duration = Number(need('Duration'));
  const billsec = Number(need('BillableSeconds'));
  if (!Number.isInteger(duration) || !Number.isInteger(billsec)) throw new UnreadableEvent(`Cdr ${callId}: Duration or BillableSeconds is no number`);
  const status = DISPOSITIONS[need('Disposition')];
  if (!status) throw new UnreadableEvent(`Cdr ${callId}: Disposition ${JSON.stringify(e.Disposition)}`);

  const caller = callerOf(e.Source);
  // The dialled number, or (for a DID answered at `s`) the extension whose phone took the call.
  const reached = extensionOf(e.DestinationChannel);
  const callee = isParty(e.Destination) ? e.Destination : reached !== undefined ? String(reached) : undefined;
  if (!callee) throw new UnreadableEvent(`Cdr ${callId}: neither Destination nor DestinationChannel names a party`);

  const legs: CallLeg[] = [{ at: start, step: 'dialled', party: callee }];
  const app = (e.LastApplication ?? '').toLowerCase();
  if (app === 'queue' && e.LastData) legs.push({ at: start, step: 'queued', party: e.LastData.split(',')[0] });
  if (answer) legs.push({ at: answer, step: app === 'voicemail' ? 'voicemail' : 'answered', ...(app === 'voicemail' ? {} : { party: reached !== undefined ? String(reached) : callee }) });
  if (end) legs.push({ at: end, step: 'ended' });

  const extensions = [caller, callee, reached === undefined ? undefined : String(reached)].filter(isExtension).map(Number);
  return {
    call_id: callId, start, direction: directionOf(caller, callee), caller, callee, status, duration,
    billsec: status === 'answered' ? billsec : 0, extensions: [...new Set(extensions)], legs,
  };
}

/** When an event happened: its Timestamp (manager.conf timestampevents), or when it was read. */
function atOf(e: AmiMessage, now: Date): string {
  const stamp = Number(e.Timestamp);
  return e.Timestamp && Number.isFinite(stamp) && stamp > 0 ? new Date(Math.round(stamp * 1000)).toISOString() : now.toISOString();
}

/**
 * The wallboard's live events an AMI event means (none for the rest). A call is named by its
 * Linkedid: the Uniqueid of its first channel, which its Cdr's UniqueID names too.
 */
export function liveEventsOf(e: AmiMessage, now = new Date()): LiveEvent[] {
  const base = { at: atOf(e, now) };
  const id = () => `ami-${randomUUID()}`;
  const call = e.Linkedid || e.Uniqueid;
  const first = e.Uniqueid !== undefined && e.Uniqueid === e.Linkedid;
  const agent = extensionOf(e.Interface) ?? extensionOf(e.DestChannel);
  const agentState = (status: NonNullable<LiveEvent['status']>): LiveEvent[] =>
    agent === undefined ? [] : [{ ...base, event_id: id(), type: 'agent_state', extension: agent, status }];
  if (!call) return [];
  switch (e.Event) {
    case 'Newchannel': {
      if (!first) return [];
      const caller = callerOf(e.CallerIDNum);
      const callee = isParty(e.Exten) ? e.Exten : undefined;
      return [{ ...base, event_id: id(), type: 'call_started', call_id: call, direction: directionOf(caller, callee), caller, ...(callee ? { callee } : {}) }];
    }
    case 'QueueCallerJoin':
      return [{ ...base, event_id: id(), type: 'call_queued', call_id: call, queue: e.Queue, caller: callerOf(e.CallerIDNum) }];
    case 'QueueCallerLeave':
      // Out of the queue, still on the line (answered, or on to the queue's next step): no longer waiting.
      return [{ ...base, event_id: id(), type: 'call_started', call_id: call }];
    case 'QueueCallerAbandon':
      return [{ ...base, event_id: id(), type: 'call_ended', call_id: call, answered: false, queue: e.Queue }];
    case 'AgentCalled':
      return agentState('ringing');
    case 'AgentConnect':
      return [{ ...base, event_id: id(), type: 'call_answered', call_id: call, queue: e.Queue, ...(agent === undefined ? {} : { extension: agent }) }, ...agentState('in_call')];
    case 'AgentComplete':
      return agentState('available');
    case 'Hangup':
      return first ? [{ ...base, event_id: id(), type: 'call_ended', call_id: call }] : [];
    default:
      return [];
  }
}
