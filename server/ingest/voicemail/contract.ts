import type { RouteContract } from '../../routes/contract/route.ts';
import { MEDIA_MAX_MB } from '../../areas/media_file/limits.ts';

/** The form's text fields as a platform sends them (multipart values are text: numbers are read as numbers). */
export const VOICEMAIL_FIELDS_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['caller', 'recorded_on', 'duration'],
  properties: {
    box: { type: 'integer', minimum: 1, maximum: 2147483647, description: 'The voicemail box’s id, of the token’s group. Give box or extension.' },
    extension: {
      type: 'integer', minimum: 0, maximum: 32767,
      description: 'The extension whose box it is, as platforms number mailboxes: the box this extension owns alone, or else the one box it owns. Give box or extension.',
    },
    caller: { type: 'string', minLength: 1, maxLength: 100, description: 'A number (E.164, or national for the group’s country: stored in E.164), an extension of the group, or `anonymous` when withheld.' },
    recorded_on: { type: 'string', format: 'date-time', maxLength: 40, description: 'When the message was left, with its offset (RFC 3339): not before the group was created, at most a day ahead.' },
    duration: { type: 'integer', minimum: 0, maximum: 86400, description: 'The message’s length in seconds.' },
  },
} as const;

export interface VoicemailFields {
  box?: number;
  extension?: number;
  caller: string;
  recorded_on: string;
  duration: number;
}

const stored = {
  type: 'object',
  required: ['id', 'box', 'created'],
  properties: {
    id: { type: 'integer', description: 'The message’s id (GET v3/voicemail/message/{id}/).' },
    box: { type: 'integer' },
    created: { type: 'boolean', description: 'false: the box already held a message of this caller at this moment (a retry); nothing was changed or sent.' },
  },
};

/** A phone platform delivers a voicemail message (issue 18): stored in its box, then told to the box's notify e-mails and SMS numbers. */
export const VOICEMAIL_INGEST_ROUTES = {
  postVoicemail: {
    method: 'POST', path: '/ingest/v1/voicemail/', operationId: 'ingest_voicemail_create', tags: ['ingest'], version: 'v1', open: true,
    errors: [400, 401, 413],
    summary: 'Deliver one voicemail message',
    description:
      'Authenticated by a platform token (`Authorization: Bearer <token>`, issued by `npm run platform-token`); the token names the group, and only its boxes are found. ' +
      `A multipart/form-data body: the fields below and the recording as the part \`file\`: WAV, MP3 or Ogg (Opus or Vorbis) read from its content, at most ${MEDIA_MAX_MB} MB. ` +
      'The message lists in its box with the box’s unread count, the box’s portals are told (`voicemail_message.changed` on the event stream), and each notify e-mail (the recording attached) and SMS number of the box is sent the message by a background job, in the language of the box’s first owner. ' +
      'Idempotent: a second post of the same box, caller and recorded_on answers 200 with the message first stored and sends nothing again.',
    requestBody: {
      mediaType: 'multipart/form-data',
      schema: {
        type: 'object',
        required: [...VOICEMAIL_FIELDS_SCHEMA.required, 'file'],
        properties: { ...VOICEMAIL_FIELDS_SCHEMA.properties, file: { type: 'string', format: 'binary', description: 'The recording.' } },
      },
    },
    responses: { 201: { description: 'Stored', schema: stored }, 200: { description: 'Already stored (a retry)', schema: stored } },
  },
} satisfies Record<string, RouteContract>;
