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

/** The ingestion API: how a phone platform feeds the call history (architecture: authenticated, idempotent). */
export const INGEST_ROUTES = {
  postCall: {
    method: 'POST', path: '/ingest/v1/calls/', operationId: 'ingest_call_create', tags: ['ingest'], version: 'v1', open: true, errors: [400, 401],
    summary: 'Feed one call record',
    description: `${AUTH} Idempotent by call_id: posting the same call again answers 200 with the record first stored.`,
    body: INGEST_CALL_SCHEMA,
    responses: { 201: { description: 'Stored', schema: stored }, 200: { description: 'Already stored (a retry)', schema: stored } },
  },
  putRecording: {
    method: 'PUT', path: '/ingest/v1/calls/{call_id}/recording/', operationId: 'ingest_call_recording', tags: ['ingest'], version: 'v1', open: true,
    errors: [400, 401, 404, 413],
    summary: 'Feed a call’s recording',
    description: `${AUTH} The body is the audio itself (Content-Type audio/wav, audio/mpeg, audio/ogg or application/octet-stream), WAV, MP3 or Ogg read from its content, at most ${RECORDING_MAX_MB} MB. Sending it again replaces it.`,
    params: { type: 'object', required: ['call_id'], properties: { call_id: { type: 'string', pattern: CALL_ID_PATTERN } } },
    requestBody: { mediaType: 'audio/*', schema: { type: 'string', format: 'binary' } },
    responses: {
      200: {
        description: 'Stored',
        schema: {
          type: 'object',
          required: ['id', 'content_type', 'size'],
          properties: { id: { type: 'integer' }, content_type: { type: 'string' }, size: { type: 'integer' }, duration: { type: ['integer', 'null'] } },
        },
      },
    },
  },
  ...FREESWITCH_ROUTES,
} satisfies Record<string, RouteContract>;
