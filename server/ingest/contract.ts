import type { RouteContract } from '../routes/contract/route.ts';
import { CALL_ID_PATTERN, INGEST_CALL_SCHEMA } from './callRecord.ts';
import { RECORDING_MAX_MB } from './limits.ts';
import { FREESWITCH_ROUTES } from './freeswitch/contract.ts';

const AUTH = 'Authenticated by a platform token (`Authorization: Bearer <token>`, issued by `npm run platform-token`), not by a user’s session; the token names the group. The shipped SIP engine (`npm run sip`) uses the registrar token instead, with the group in a `Switchboard-Group: <group id>` header.';

const stored = {
  type: 'object',
  required: ['id', 'call_id', 'created'],
  properties: {
    id: { type: 'integer', description: 'The call record’s id in the call history.' },
    call_id: { type: 'string' },
    created: { type: 'boolean', description: 'false: the group already held this call id (a retry); nothing was changed.' },
  },
};

const recording = (idType: 'integer' | 'null', idText: string) => ({
  type: 'object',
  required: ['id', 'call_id', 'content_type', 'size'],
  properties: { id: { type: idType, description: idText }, call_id: { type: 'string' }, content_type: { type: 'string' }, size: { type: 'integer' }, duration: { type: ['integer', 'null'] } },
});

/** The ingestion API: how a phone platform feeds the call history (architecture: authenticated, idempotent). */
export const INGEST_ROUTES = {
  postCall: {
    method: 'POST', path: '/ingest/v1/calls/', operationId: 'ingest_call_create', tags: ['ingest'], version: 'v1', open: true, errors: [400, 401, 409],
    summary: 'Feed one call record',
    description: `${AUTH} Idempotent by call_id: posting the same call again answers 200 with the record first stored. A different record under a stored call_id is refused with 409 (code call_id_differs), whose \`differences\` names the fields that differ; nothing is dropped silently. A recording sent before its record is attached when the record comes.`,
    body: INGEST_CALL_SCHEMA,
    responses: { 201: { description: 'Stored', schema: stored }, 200: { description: 'Already stored (a retry)', schema: stored } },
  },
  putRecording: {
    method: 'PUT', path: '/ingest/v1/calls/{call_id}/recording/', operationId: 'ingest_call_recording', tags: ['ingest'], version: 'v1', open: true,
    errors: [400, 401, 413],
    summary: 'Feed a call’s recording',
    description: `${AUTH} The body is the audio itself (Content-Type audio/wav, audio/mpeg, audio/ogg or application/octet-stream), WAV, MP3 or Ogg read from its content, at most ${RECORDING_MAX_MB} MB. Sending it again replaces it. Sent before its call record, it is kept (202) and attached when the record comes (kept 7 days).`,
    params: { type: 'object', required: ['call_id'], properties: { call_id: { type: 'string', pattern: CALL_ID_PATTERN } } },
    requestBody: { mediaType: 'audio/*', schema: { type: 'string', format: 'binary' } },
    responses: {
      200: { description: 'Stored with its call', schema: recording('integer', 'The call record’s id.') },
      202: { description: 'Kept until its call record comes', schema: recording('null', 'No call record yet.') },
    },
  },
  ...FREESWITCH_ROUTES,
} satisfies Record<string, RouteContract>;
