import type { RouteContract } from '../../routes/contract/route.ts';

const stored = {
  type: 'object',
  required: ['call_id', 'created'],
  properties: {
    id: { type: 'integer', description: 'The call record’s id in the call history (absent for a B leg).' },
    call_id: { type: 'string', description: 'The CDR’s uuid.' },
    created: { type: 'boolean', description: 'false: a retry of a stored call, or a B leg’s CDR (its call is its A leg’s record).' },
    b_leg: { type: 'boolean', description: 'true: the CDR was a bridged (B) leg’s; nothing was stored.' },
  },
};

/** FreeSWITCH's mod_json_cdr posts here as it is configured (json_cdr.conf.xml), with no glue code. */
export const FREESWITCH_ROUTES = {
  postJsonCdr: {
    method: 'POST', path: '/ingest/v1/freeswitch/cdr/', operationId: 'ingest_freeswitch_cdr', tags: ['ingest'], version: 'v1', open: true,
    errors: [400, 401, 413],
    summary: 'Feed one call as FreeSWITCH’s mod_json_cdr posts it',
    description:
      'The body is FreeSWITCH’s own JSON CDR (switch_ivr_generate_json_cdr), as mod_json_cdr’s `encode` sends it: raw JSON (`false`, application/json), ' +
      'the form field `cdr=` URL-encoded (`true`, application/x-www-form-urlencoded) or in base64 (`base64`, application/x-www-form-base64-encoded); ' +
      'the values may be URL-encoded (encode-values). Authenticated by a platform token (`npm run platform-token`) as the password of HTTP Basic ' +
      '(`auth-scheme` basic, `cred` `switchboard:<token>`), or as `?token=` in the URL. Read: uuid, caller_id_number, the dialled destination_number, ' +
      'start/answer/progress/end epochs, duration, billsec, hangup_cause, the bridged legs, transfers and voicemail. Idempotent by uuid. ' +
      'A B leg’s CDR (log-b-leg) is answered 200 and not stored: its call is its A leg’s record. Any other content type is answered 415.',
    querystring: {
      type: 'object',
      properties: {
        token: { type: 'string', maxLength: 200, description: 'The platform token, when the URL carries it (mod_json_cdr then appends `?uuid=` to it).' },
        uuid: { type: 'string', maxLength: 200, description: 'Appended by mod_json_cdr: the CDR’s uuid.' },
      },
    },
    requestBody: { mediaType: 'application/json', schema: { type: 'object', description: 'FreeSWITCH’s JSON CDR: core-uuid, channel_data, variables, app_log, callflow.' } },
    responses: { 201: { description: 'Stored', schema: stored }, 200: { description: 'Already stored (a retry), or a B leg', schema: stored } },
  },
} satisfies Record<string, RouteContract>;
