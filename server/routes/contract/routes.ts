import { common, model, type RouteContract } from './route.ts';

/**
 * The contracts of the hand-written calls of server/routes/: each route passes its entry to
 * Fastify (`schema: routeSchema(ROUTES.x)`), and the API description is written from this table.
 */
const id = { type: 'object', required: ['id'], properties: { id: { type: 'integer' } } };
const kind = { type: 'object', required: ['kind'], properties: { kind: { type: 'string', description: 'The integration slug.' } } };
const SEARCH = { search: { type: 'string', maxLength: 200 } };
const PAGING = {
  page: { type: 'integer', description: 'Page number, from 1.' },
  page_size: { type: 'integer', description: 'Options per page (at most 1000).' },
  ...SEARCH,
};
const activation = (action: 'subscribe' | 'unsubscribe' | 'deny', summary: string): RouteContract => ({
  method: 'POST',
  path: `/v1/integrations/${action}/{kind}/`,
  operationId: `integration_${action}`,
  tags: ['integration'],
  summary,
  version: 'v1',
  errors: [400, 401, 403, 404],
  params: kind,
  body: model('integration_activation'),
  responses: { 200: { description: 'Done; where to send the user now', schema: model('integration_redirect') } },
});

export const ROUTES = {
  job: {
    method: 'GET', path: '/v1/jobs/{id}/', operationId: 'job_retrieve', tags: ['live'], version: 'v1', errors: [401, 403, 404],
    summary: 'A background job of the group acted on: state, percent done and what it is doing',
    params: id,
    responses: { 200: { description: 'The job', schema: model('job') } },
  },
  eventTicket: {
    method: 'POST', path: '/v1/events/ticket/', operationId: 'events_ticket', tags: ['live'], version: 'v1', errors: [401, 403],
    summary: 'A single-use ticket, valid for 30 seconds, that opens one event stream (EventSource cannot send headers)',
    responses: { 201: { description: 'The ticket', schema: model('event_ticket') } },
  },
  events: {
    method: 'GET', path: '/v1/events/', operationId: 'events_stream', tags: ['live'], version: 'v1', errors: [401, 403], open: true,
    summary: 'Live events of the groups the session may act on, as Server-Sent Events: each data line is {type, group, data}',
    description:
      'Opened only with ?ticket= from POST v1/events/ticket/ (EventSource sends no headers). ' +
      'A comment line comes as a heartbeat; the stream ends when the session does. Event types: job.updated ' +
      '({id, kind, state, progress, message}) and events.resync (events may have been missed: fetch again).',
    // Not required by the schema: a missing ticket is answered 401 like a wrong one, not 400.
    querystring: { type: 'object', properties: { ticket: { type: 'string', maxLength: 100 } } },
    responses: { 200: { description: 'The stream', content: { 'text/event-stream': { type: 'string' } } } },
  },
  signIn: {
    method: 'POST', path: '/v1/api-token-auth/', operationId: 'api_token_auth', tags: ['session'], open: true, version: 'v1', errors: [400, 429],
    summary: 'Sign in: exchange a username and password for a token',
    body: model('credentials'),
    responses: { 200: { description: 'The token and the home group', schema: model('auth_token') } },
  },
  logout: {
    method: 'POST', path: '/v1/logout/', operationId: 'logout', tags: ['session'], version: 'v1', errors: [401],
    summary: 'Sign out: revoke the token of this request',
    responses: { 204: { description: 'Signed out' } },
  },
  profile: {
    method: 'GET', path: '/v3/user/profile/', operationId: 'profile_retrieve', tags: ['session'], version: 'v3', errors: [401, 403],
    summary: 'The signed-in user, for the group named by Current-Group-Id',
    responses: { 200: { description: 'The profile', schema: model('profile') } },
  },
  dashboardSummary: {
    method: 'GET', path: '/v3/dashboard/summary/', operationId: 'dashboard_summary', tags: ['dashboard'], version: 'v3', errors: [401, 403],
    summary: 'Company and user summary figures',
    responses: { 200: { description: 'The figures', schema: model('dashboard_summary') } },
  },
  grantableRoles: {
    method: 'GET', path: '/v3/role/grantable/', operationId: 'role_grantable', tags: ['lookups'], version: 'v3', errors: [401, 403],
    summary: 'Roles the caller may assign (a plain list)',
    querystring: { type: 'object', properties: SEARCH },
    responses: { 200: { description: 'The roles', schema: { type: 'array', items: model('grantable_role') } } },
  },
  holdMusic: {
    method: 'GET', path: '/v3/media_file/call_queue_hold_music/', operationId: 'media_file_hold_music', tags: ['lookups'], version: 'v3', errors: [401, 403],
    summary: 'Media files offered as queue hold music',
    querystring: { type: 'object', properties: PAGING },
    responses: {
      200: {
        description: 'A page of options',
        schema: { type: 'object', required: ['count', 'results'], properties: { count: { type: 'integer' }, results: { type: 'array', items: common('optionItem') } } },
      },
    },
  },
  quote: {
    method: 'GET', path: '/v1/quote/', operationId: 'quote_retrieve', tags: ['misc'], open: true, version: 'v1', errors: [],
    summary: 'A random quote for the 404 page, in the language of Accept-Language',
    responses: { 200: { description: 'A quote', schema: model('quote') } },
  },
  health: {
    method: 'GET', path: '/health', operationId: 'health', tags: ['misc'], open: true, version: 'v1', errors: [],
    summary: 'Answers once the server is ready',
    responses: { 200: { description: 'Ready', schema: model('health') } },
  },
  requestReset: {
    method: 'POST', path: '/v1/request_reset_password/', operationId: 'request_reset_password', tags: ['account'], open: true, version: 'v1', errors: [400, 429],
    summary: 'Mail a password-reset link (valid for an hour) to the account with this address',
    description: 'The answer is the same, and as quick, whether the address has an account or not.',
    body: model('reset_request'),
    responses: { 204: { description: 'Accepted' } },
  },
  checkResetToken: {
    method: 'POST', path: '/v1/validate_reset_password_token/', operationId: 'validate_reset_password_token', tags: ['account'], open: true, version: 'v1', errors: [400, 429],
    summary: 'Whether a reset link can still be used',
    body: model('reset_token_check'),
    responses: { 200: { description: 'The link can be used', schema: model('reset_token_valid') } },
  },
  resetPassword: {
    method: 'POST', path: '/v1/reset_password/', operationId: 'reset_password', tags: ['account'], open: true, version: 'v1', errors: [400, 429],
    summary: 'Set a new password with a reset link; the link is used up and every session signed out',
    body: model('password_reset'),
    responses: { 204: { description: 'The password is changed' } },
  },
  changePassword: {
    method: 'PUT', path: '/v1/change_password/', operationId: 'change_password', tags: ['account'], version: 'v1', errors: [400, 401, 403, 429],
    summary: 'Change the signed-in user’s password; the user’s other sessions are signed out',
    description: 'Open while the initial password must be changed, when every other call but the profile and logout is refused.',
    body: model('password_change'),
    responses: { 204: { description: 'The password is changed' } },
  },
  uploadAvatar: {
    method: 'POST', path: '/v1/profile/avatar/', operationId: 'profile_avatar_upload', tags: ['account'], version: 'v1', errors: [400, 401, 403, 413],
    summary: 'Replace the signed-in user’s picture (multipart form, field avatar)',
    requestBody: { mediaType: 'multipart/form-data', schema: model('avatar_upload') },
    responses: { 200: { description: 'The picture is saved', schema: model('avatar') } },
  },
  avatar: {
    method: 'GET', path: '/v1/profile/avatar/{key}/', operationId: 'profile_avatar_retrieve', tags: ['account'], open: true, version: 'v1', errors: [404],
    summary: 'A user’s picture, at the address the profile gives',
    params: { type: 'object', required: ['key'], properties: { key: { type: 'string', description: 'The 32 hexadecimal digits of the address the profile gives.' } } },
    responses: {
      200: {
        description: 'The picture',
        content: { 'image/png': { type: 'string', contentMediaType: 'image/png' }, 'image/jpeg': { type: 'string', contentMediaType: 'image/jpeg' } },
      },
    },
  },
  impersonate: {
    method: 'POST', path: '/v3/group/{id}/impersonate/', operationId: 'group_impersonate', tags: ['impersonation'], version: 'v3', errors: [401, 403, 404, 429],
    summary: 'A single-use token to act on this group, for a reseller on its client groups or a user with the impersonate right',
    params: id,
    responses: { 200: { description: 'The token', schema: model('impersonation_token') } },
  },
  impersonationSignIn: {
    method: 'POST', path: '/v1/impersonate/token-auth/', operationId: 'impersonate_token_auth', tags: ['impersonation'], open: true, version: 'v1', errors: [400, 429],
    summary: 'Exchange an impersonation token for a session on its group; every change made in it is audited',
    body: model('impersonation_sign_in'),
    responses: { 200: { description: 'The session token and the group', schema: model('auth_token') } },
  },
  subscribe: activation('subscribe', 'Allow an integration for the group acted on (needs the integrations entitlement)'),
  unsubscribe: activation('unsubscribe', 'Revoke an integration for the group acted on (needs the integrations entitlement)'),
  deny: activation('deny', 'Refuse an integration: changes nothing, answers the checked address with error=access_denied'),
  feedback: {
    method: 'POST', path: '/v1/feedback/', operationId: 'feedback_create', tags: ['feedback'], version: 'v1', errors: [400, 401, 403, 429],
    summary: 'Send a message from the footer’s feedback box (a few per user in a quarter of an hour)',
    body: model('feedback'),
    responses: { 201: { description: 'The message is received', schema: model('feedback') } },
  },
} satisfies Record<string, RouteContract>;

/** The description's tags of these calls. */
export const ROUTE_TAGS = [
  { name: 'session', description: 'Sign-in, sign-out and the profile' },
  { name: 'dashboard', description: 'Figures for the dashboard widgets' },
  { name: 'misc', description: 'Health and the 404 page quote' },
  { name: 'lookups', description: 'Option lists for selectors that are not a plain resource list' },
  { name: 'account', description: 'Password reset and change, the avatar' },
  { name: 'impersonation', description: 'Acting on behalf of another group' },
  { name: 'live', description: 'Background jobs and live events' },
];
