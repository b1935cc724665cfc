import { OUTCOMES } from '../../core/callFlow/route.ts';
import type { RouteContract } from '../routes/contract/route.ts';

const AUTH =
  'Called by the SIP engine (Kamailio from `deploy/kamailio/`), not by people: authenticated by the registrar token (`Authorization: Token <token>`, ' +
  'printed by `npm run sip -- --print-token`) for every group, or by a group’s platform token (`npm run platform-token`) for that group’s numbers and extensions only.';

const text = (maxLength: number, description: string) => ({ type: 'string', minLength: 1, maxLength, description });

const REQUEST = {
  type: 'object',
  additionalProperties: false,
  required: ['call_id', 'called', 'caller'],
  properties: {
    call_id: text(255, 'The SIP Call-ID.'),
    called: text(64, 'The Request-URI user: a DID (E.164 or as dialled), an extension number, a *-code, ##shortcode or an outside number.'),
    caller: text(64, 'The From user: a number, an extension number or anonymous.'),
    from_account: { type: 'string', pattern: '^sb[1-9][0-9]{0,9}$', description: 'The SIP auth name when the caller is an authenticated phone; absent for calls from the carrier.' },
    at: { type: 'string', format: 'date-time', description: 'When the call came in (default now).' },
    resume: {
      type: 'object',
      additionalProperties: false,
      required: ['token', 'outcome'],
      description: 'The previous step ended without an answer.',
      properties: { token: text(4000, 'The previous answer’s token.'), outcome: { enum: [...OUTCOMES] } },
    },
  },
};

const TARGET = {
  type: 'object',
  required: ['kind', 'delay', 'timeout'],
  properties: {
    kind: { enum: ['extension', 'external'] },
    aor: { type: 'string', description: 'kind extension: sip:<extension>@g<group>.<SIP_DOMAIN>, looked up in the registrar’s location table.' },
    number: { type: 'string', description: 'kind external: the number the carrier is sent, E.164.' },
    delay: { type: 'integer', minimum: 0, description: 'Seconds after the step starts before this target rings.' },
    timeout: { type: 'integer', minimum: 1, description: 'Seconds this target rings.' },
  },
};

const ANSWER = {
  type: 'object',
  required: ['action'],
  properties: {
    action: { enum: ['dial', 'media', 'reply', 'pickup'] },
    token: { type: 'string', description: 'dial and media: send it back in resume when the step ends unanswered.' },
    timeout: { type: 'integer', description: 'dial: seconds the whole step rings before outcome no_answer.' },
    targets: { type: 'array', items: TARGET, description: 'dial: rung in parallel, each after its delay; pickup: whose ringing calls may be picked up.' },
    caller_id: { type: 'object', properties: { number: { type: 'string' }, name: { type: 'string' } } },
    media: {
      type: 'object',
      required: ['block', 'kind'],
      properties: {
        block: { type: 'string', description: 'The call-flow block the media server runs (or `forwarding` for a forwarding to voicemail).' },
        kind: { enum: ['play_media', 'speak', 'option_menu', 'voicemail', 'queue', 'fax', 'eavesdrop'] },
        language: { type: 'string' },
        files: { type: 'array', items: { type: 'integer' }, description: 'play_media: the media files, in order (their audio: GET /v3/media_file/{id}/audio/ with a session of the group).' },
        text: { type: 'string', description: 'speak: the text to speak.' },
        box: { type: 'integer', description: 'voicemail: the voicemail box.' },
        aor: { type: 'string', description: 'eavesdrop: the extension whose call the caller listens in on (*0<extension>, with the eavesdrop permission).' },
      },
    },
    status: { type: 'integer', description: 'reply: the SIP status Kamailio answers the INVITE with.' },
    reason: { type: 'string' },
  },
};

/** The routing call (issue 18): the SIP engine asks where each call goes, one step at a time. */
export const PLATFORM_ROUTES = {
  route: {
    method: 'POST', path: '/platform/v1/route', operationId: 'platform_route', tags: ['ingest'], version: 'v1', open: true, errors: [400, 401],
    summary: 'Route a call: the next step the SIP engine takes (ring targets, hand to a media server, or answer the INVITE)',
    description:
      `${AUTH} From a phone number the call follows its call flow (or failover); from a phone, the dialled extension, ring group, ##toggle shortcode, ` +
      '*-code (*8 pickup, **<ext> intercept, *0<ext> eavesdrop, each with its role permission) or outside number. dial: ring the targets (each after its delay, for its timeout) and come back with resume {token, outcome} when nobody answers; ' +
      'media: send the call to a media server for the block, resume with media_done; reply: answer the INVITE with the status (404 unknown number, ' +
      '403 destination not allowed, 480/603 flow ended, 200 toggle switched); pickup: pick up a ringing call of one of the targets.',
    body: REQUEST,
    responses: { 200: { description: 'The call’s next step', schema: ANSWER } },
  },
  mediaFile: {
    method: 'GET', path: '/platform/v1/media_file/{id}/local/', operationId: 'platform_media_file_local', tags: ['ingest'], version: 'v1', open: true, errors: [401, 404],
    summary: 'A media file played by the SIP engine: its audio as a file on the server’s machine',
    description:
      `${AUTH} For rtpengine beside the server (the shipped Kamailio's announcement, action media with kind play_media): rtpengine's play media reads a file, ` +
      'so the audio is written once per version under DATA_DIR/sip-media/ (readable by rtpengine\'s user) and its path answered, with the duration when the audio says it. 404: no such file of the token\'s groups, or no audio uploaded.',
    params: { type: 'object', required: ['id'], properties: { id: { type: 'integer', minimum: 1, maximum: 2147483647, description: 'The media file (a play_media answer’s files).' } } },
    responses: {
      200: {
        description: 'Where the audio is',
        schema: {
          type: 'object',
          required: ['id', 'path', 'duration_ms'],
          properties: { id: { type: 'integer' }, path: { type: 'string', description: 'An absolute path on the server’s machine.' }, duration_ms: { type: ['integer', 'null'], description: 'The audio’s length in milliseconds; null when its header does not say.' } },
        },
      },
    },
  },
} satisfies Record<string, RouteContract>;
