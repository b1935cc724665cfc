/**
 * A call record as a phone platform posts it (Asterisk's CDR, FreeSWITCH's xml_cdr, Kamailio's
 * acc rows all carry these facts), and the JSON Schema the ingestion route checks it against.
 */
export const CALL_STEPS = ['dialled', 'queued', 'rang', 'answered', 'transferred', 'voicemail', 'ended'] as const;
export type CallStep = (typeof CALL_STEPS)[number];

export interface CallLeg {
  at: string;
  step: CallStep;
  /** The number, extension or queue the step concerns. */
  party?: string;
}

export interface IngestCall {
  call_id: string;
  start: string;
  direction: 'inbound' | 'outbound' | 'internal';
  caller: string;
  callee: string;
  status: 'answered' | 'unanswered' | 'busy' | 'failed';
  duration: number;
  billsec: number;
  extensions?: number[];
  legs?: CallLeg[];
}

/** A platform's own call id: printable ASCII, no spaces (Asterisk's uniqueid, a SIP Call-ID, a UUID). */
export const CALL_ID_PATTERN = '^[!-~]{1,128}$';

/** A party as sent: a number (E.164, or national for the group's country), an extension of the group, or anonymous. */
const party = { type: 'string', minLength: 1, maxLength: 100 };
const DATE_TIME = { type: 'string', format: 'date-time', maxLength: 40 };

export const INGEST_CALL_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['call_id', 'start', 'direction', 'caller', 'callee', 'status', 'duration', 'billsec'],
  properties: {
    call_id: { type: 'string', pattern: CALL_ID_PATTERN, description: 'The platform’s id of the call; a second post of the same id is the same call (idempotent).' },
    start: { ...DATE_TIME, description: 'When the call started, with its offset (RFC 3339): not before the group was created, at most a day ahead.' },
    direction: { enum: ['inbound', 'outbound', 'internal'] },
    caller: { ...party, description: 'The calling number (E.164, or national for the group’s country: stored in E.164), an extension of the group, or `anonymous` when withheld (stored empty). Anything else is refused (400).' },
    callee: { ...party, description: 'The called number or extension, as caller.' },
    status: { enum: ['answered', 'unanswered', 'busy', 'failed'] },
    duration: { type: 'integer', minimum: 0, maximum: 604800, description: 'Seconds from start to end.' },
    billsec: { type: 'integer', minimum: 0, maximum: 604800, description: 'Seconds from answer to end (0 when not answered); billed per second.' },
    extensions: { type: 'array', maxItems: 50, uniqueItems: true, items: { type: 'integer', minimum: 0, maximum: 32767 }, description: 'The group’s extensions the call involved, each once and each of the group: their users see it.' },
    legs: {
      type: 'array',
      maxItems: 100,
      description: 'The call’s steps in order.',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['at', 'step'],
        properties: { at: DATE_TIME, step: { enum: [...CALL_STEPS] }, party },
      },
    },
  },
} as const;

/** The digits of a number reversed: a search by its end becomes a prefix search (migration 0017). */
export const reversedDigits = (text: string) => [...text.replace(/\D/g, '')].reverse().join('');
