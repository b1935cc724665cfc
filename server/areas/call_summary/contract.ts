import { model, type RouteContract } from '../../routes/contract/route.ts';
import { MAX_PAGE_SIZE } from '../../http/params.ts';
import { FEEDBACK_COMMENT_MAX } from '../../../core/callSummary/feedback.ts';

const id = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'integer', minimum: 1, maximum: 2147483647, description: 'The summary.' } },
};

const SEEN =
  'A private summary is seen and changed only by the user who requested it (whatever their role); a public one is seen by everyone in the group who holds the reports permission. Any other answers 404.';
const CHANGED = 'A public summary is changed by its requester and the group’s administrators; a plain user is refused (403) on one they did not request.';

const DATE_TIME = { type: 'string', format: 'date-time', maxLength: 40 };
const ORDERINGS = ['date_time', 'duration', 'credits_cost', 'id'];

/** The writable parts of a summary (the rest is the call's, or the server's). */
const EDIT = {
  type: 'object',
  properties: {
    quick_summary: { type: 'string' }, detailed_summary: { type: 'string' }, sections: { type: 'array' }, notes: { type: 'string' },
    conclusions: { type: 'array' }, next_steps: { type: 'array' }, recommendations: { type: 'array' }, visibility: { enum: ['private', 'public'] },
    version: { type: 'integer', description: 'The version the edit is based on; another answers 412.' },
  },
};

const HOST = { type: 'object', required: ['host'], properties: { host: { type: 'string' }, model: { type: 'string' } } };
const SERVICE = {
  type: 'object',
  required: ['available', 'reason', 'transcription', 'chat', 'summariser'],
  properties: {
    available: { type: 'boolean' },
    reason: { anyOf: [{ enum: ['unconfigured', 'disabled'] }, { type: 'null' }] },
    transcription: { anyOf: [HOST, { type: 'null' }], description: 'The transcription endpoint (POST …/audio/transcriptions) the recording goes to.' },
    chat: { anyOf: [HOST, { type: 'null' }], description: 'The chat endpoint (POST …/chat/completions) the transcript goes to.' },
    summariser: { anyOf: [HOST, { type: 'null' }], description: 'The summariser at SUMMARISER_URL the recording goes to, when the two endpoints are not set.' },
  },
};

const CREDITS = {
  type: 'object',
  required: ['quantity', 'used', 'available'],
  properties: {
    quantity: { type: 'number', description: 'Credits bought: the group’s call_summary_credits licences.' },
    used: { type: 'number', description: 'Spent on its summaries, pending ones included.' },
    available: { type: 'number' },
  },
};

const RATING_FIELDS = {
  useful: { type: 'boolean', description: 'Whether the reader found the summary useful.' },
  comment: { type: 'string', maxLength: FEEDBACK_COMMENT_MAX, description: 'An optional comment; empty when none.' },
};
const RATING = {
  type: 'object',
  required: ['useful', 'comment', 'updated_at'],
  properties: { ...RATING_FIELDS, updated_at: { type: 'string', format: 'date-time' } },
};
const FEEDBACK = {
  type: 'object',
  required: ['mine', 'ratings'],
  properties: {
    mine: { anyOf: [RATING, { type: 'null' }], description: 'The reader’s own rating; null before they rate.' },
    ratings: {
      anyOf: [
        { type: 'array', items: { ...RATING, required: [...RATING.required, 'user', 'name'], properties: { ...RATING.properties, user: { type: 'integer' }, name: { type: 'string' } } } },
        { type: 'null' },
      ],
      description: 'Every reader’s rating, newest first, for the group’s administrators; null for anyone else.',
    },
  },
};
const FEEDBACK_WHO = `${SEEN} Every reader of a complete or failed summary rates it once (a new rating replaces theirs); only the group’s administrators see the others’ ratings.`;

/**
 * Call summaries (configuration-areas §3, §4, §8, §9; portal-overview §2 /features/summaries and
 * /reports/call-history/summary/{id}): listed, read, edited and asked for. Hand-written because
 * who sees one depends on who asked for it, and asking costs the group credits.
 */
export const contract = {
  list: {
    method: 'GET', path: '/v1/call_summaries/', operationId: 'call_summary_list', tags: ['call_summary'], version: 'v1', errors: [400, 401, 403],
    summary: 'The summaries the caller sees, newest call first',
    description: `${SEEN} search finds words of the quick or detailed summary and participants.`,
    querystring: {
      type: 'object',
      properties: {
        page: { type: 'integer', minimum: 1, maximum: 100000 },
        page_size: { type: 'integer', minimum: 1, maximum: MAX_PAGE_SIZE },
        search: { type: 'string', maxLength: 100 },
        ordering: { enum: ORDERINGS.flatMap((f) => [f, `-${f}`]), description: 'Sort; default -date_time (newest call first).' },
        visibility: { enum: ['private', 'public'] },
        direction: { enum: ['inbound', 'outbound', 'internal'] },
        state: { enum: ['requested', 'complete', 'error'] },
        cdr: { type: 'integer', minimum: 1, maximum: 2147483647, description: 'The summary of this call.' },
        date_after: { ...DATE_TIME, description: 'Calls started at or after this moment.' },
        date_before: { ...DATE_TIME, description: 'Calls started before this moment.' },
        group: { type: 'integer', minimum: 1, description: 'Another group the caller may act on (a reseller’s client).' },
      },
    },
    responses: {
      200: {
        description: 'A page of summaries and how many the filter finds',
        schema: { type: 'object', required: ['count', 'results'], properties: { count: { type: 'integer' }, results: { type: 'array', items: model('call_summary') } } },
      },
    },
  },
  credits: {
    method: 'GET', path: '/v1/call_summaries/credits/', operationId: 'call_summary_credits', tags: ['call_summary'], version: 'v1', errors: [401, 403],
    summary: 'The group’s summary credits: bought, spent and left',
    responses: { 200: { description: 'The credits', schema: CREDITS } },
  },
  service: {
    method: 'GET', path: '/v1/call_summaries/service/', operationId: 'call_summary_service', tags: ['call_summary'], version: 'v1', errors: [401, 403],
    summary: 'Whether Summarise is offered, why not, and what is sent where',
    description:
      'reason: unconfigured (neither both AI endpoints, SUMMARY_TRANSCRIPTION_* and SUMMARY_CHAT_*, nor SUMMARISER_URL are set) or disabled (the group setting call_summaries is off). ' +
      'The hosts and models the recording and its transcript are sent to, for the Summarise confirmation; never a key.',
    responses: { 200: { description: 'The summaries service', schema: SERVICE } },
  },
  request: {
    method: 'POST', path: '/v1/call_summaries/', operationId: 'call_summary_request', tags: ['call_summary'], version: 'v1', errors: [400, 401, 402, 403, 404, 409],
    summary: 'Ask for the summary of a recorded call (a background job)',
    description:
      'The call must be one the caller sees in the call history (cdr_viewer), have a recording and no summary yet (a failed one is asked for again in place). ' +
      'Its cost (one credit per started five minutes, at least one) is taken from the group’s credits at once: too few answer 402 with code summary_insufficient_credits and nothing is taken. ' +
      'Without AI servers or a summariser configured (GET v1/call_summaries/service/) the request is refused, 409 summariser_unavailable; with summaries turned off in the group settings, 409 summaries_disabled. The summary starts private to its requester in state requested; ' +
      'its job (GET v1/jobs/{id}/) completes it, or marks it error and gives the credits back.',
    body: {
      type: 'object',
      additionalProperties: false,
      required: ['cdr'],
      properties: { cdr: { type: 'integer', minimum: 1, maximum: 2147483647, description: 'The call to summarise.' } },
    },
    responses: { 202: { description: 'The requested summary; its job is in job', schema: model('call_summary') } },
  },
  get: {
    method: 'GET', path: '/v1/call_summaries/{id}/', operationId: 'call_summary_retrieve', tags: ['call_summary'], version: 'v1', errors: [401, 403, 404],
    summary: 'One summary, with its transcript', description: SEEN, params: id,
    responses: { 200: { description: 'The summary', schema: model('call_summary') } },
  },
  patch: {
    method: 'PATCH', path: '/v1/call_summaries/{id}/', operationId: 'call_summary_partial_update', tags: ['call_summary'], version: 'v1', errors: [400, 401, 403, 404, 409, 412],
    summary: 'Edit a summary or switch it between private and public',
    description: `${SEEN} ${CHANGED} Only a complete or failed summary is edited (a pending one answers 409 summary_pending). The call's facts and the cost stay the server's.`,
    params: id,
    requestBody: { mediaType: 'application/json', schema: EDIT },
    responses: { 200: { description: 'The summary as saved', schema: model('call_summary') } },
  },
  put: {
    method: 'PUT', path: '/v1/call_summaries/{id}/', operationId: 'call_summary_update', tags: ['call_summary'], version: 'v1', errors: [400, 401, 403, 404, 409, 412],
    summary: 'Replace a summary’s written parts',
    description: `${SEEN} ${CHANGED} As PATCH, with the whole summary.`,
    params: id,
    requestBody: { mediaType: 'application/json', schema: EDIT },
    responses: { 200: { description: 'The summary as saved', schema: model('call_summary') } },
  },
  feedback: {
    method: 'GET', path: '/v1/call_summaries/{id}/feedback/', operationId: 'call_summary_feedback_retrieve', tags: ['call_summary'], version: 'v1', errors: [401, 403, 404],
    summary: 'The reader’s rating of a summary, and for administrators everyone’s', description: FEEDBACK_WHO, params: id,
    responses: { 200: { description: 'The ratings', schema: FEEDBACK } },
  },
  rate: {
    method: 'PUT', path: '/v1/call_summaries/{id}/feedback/', operationId: 'call_summary_feedback_update', tags: ['call_summary'], version: 'v1', errors: [400, 401, 403, 404, 409],
    summary: 'Rate a summary: useful or not, with an optional comment',
    description: `${FEEDBACK_WHO} A summary still being generated answers 409 summary_pending.`,
    params: id,
    body: { type: 'object', additionalProperties: false, required: ['useful'], properties: RATING_FIELDS },
    responses: { 200: { description: 'The ratings after this one', schema: FEEDBACK } },
  },
} satisfies Record<string, RouteContract>;
