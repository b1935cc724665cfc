import { errors, json, ref } from './openapiParts.ts';
import { accountPaths } from './accountPaths.ts';
import { jobEventPaths } from './jobEventPaths.ts';

/**
 * The hand-written part of the API description: the calls that are not plain CRUD of a
 * resource. Each one is served by a route in server/routes/; the contract test keeps both in step.
 */
export function customPaths() {
  const open = { security: [] };
  const account = accountPaths();
  const live = jobEventPaths();
  return {
    tags: [
      { name: 'session', description: 'Sign-in, sign-out and the profile' },
      { name: 'dashboard', description: 'Figures for the dashboard widgets' },
      { name: 'misc', description: 'Health and the 404 page quote' },
      { name: 'lookups', description: 'Option lists for selectors that are not a plain resource list' },
      ...account.tags,
      ...live.tags,
    ],
    schemas: {
      Credentials: {
        type: 'object',
        required: ['username', 'password'],
        properties: { username: { type: 'string', maxLength: 150 }, password: { type: 'string', maxLength: 1024 } },
      },
      AuthToken: {
        type: 'object',
        required: ['token', 'group_id'],
        properties: { token: { type: 'string', pattern: '^[0-9a-f]{40}$' }, group_id: { type: 'integer' } },
      },
      GrantableRole: {
        type: 'object',
        required: ['id', 'name'],
        properties: { id: { type: 'integer' }, name: { type: 'string' } },
      },
      Quote: { type: 'object', required: ['text'], properties: { text: { type: 'string' } } },
      Health: { type: 'object', required: ['status'], properties: { status: { const: 'ok' } } },
      ...account.schemas,
      ...live.schemas,
    },
    paths: {
      ...account.paths,
      ...live.paths,
      '/v1/api-token-auth/': {
        post: {
          ...open,
          operationId: 'api_token_auth',
          tags: ['session'],
          summary: 'Sign in: exchange a username and password for a token',
          requestBody: { required: true, content: { 'application/json': { schema: ref('Credentials') } } },
          responses: { 200: json(ref('AuthToken'), 'The token and the home group'), ...errors('v1', [400, 429]) },
        },
      },
      '/v1/logout/': {
        post: {
          operationId: 'logout',
          tags: ['session'],
          summary: 'Sign out: revoke the token of this request',
          responses: { 204: { description: 'Signed out' }, ...errors('v1', [401]) },
        },
      },
      '/v3/user/profile/': {
        get: {
          operationId: 'profile_retrieve',
          tags: ['session'],
          summary: 'The signed-in user, for the group named by Current-Group-Id',
          responses: { 200: json(ref('Profile'), 'The profile'), ...errors('v3', [401, 403]) },
        },
      },
      '/v3/dashboard/summary/': {
        get: {
          operationId: 'dashboard_summary',
          tags: ['dashboard'],
          summary: 'Company and user summary figures',
          responses: { 200: json(ref('DashboardSummary'), 'The figures'), ...errors('v3', [401, 403]) },
        },
      },
      '/v3/role/grantable/': {
        get: {
          operationId: 'role_grantable',
          tags: ['lookups'],
          summary: 'Roles the caller may assign (a plain list)',
          parameters: [{ $ref: '#/components/parameters/Search' }],
          responses: { 200: json({ type: 'array', items: ref('GrantableRole') }, 'The roles'), ...errors('v3', [401, 403]) },
        },
      },
      '/v3/media_file/call_queue_hold_music/': {
        get: {
          operationId: 'media_file_hold_music',
          tags: ['lookups'],
          summary: 'Media files offered as queue hold music',
          parameters: ['Page', 'PageSize', 'Search'].map((p) => ({ $ref: `#/components/parameters/${p}` })),
          responses: {
            200: json(
              {
                type: 'object',
                required: ['count', 'results'],
                properties: { count: { type: 'integer' }, results: { type: 'array', items: ref('OptionItem') } },
              },
              'A page of options',
            ),
            ...errors('v3', [401, 403]),
          },
        },
      },
      '/v1/quote/': {
        get: {
          ...open,
          operationId: 'quote_retrieve',
          tags: ['misc'],
          summary: 'A random quote for the 404 page, in the language of Accept-Language',
          responses: { 200: json(ref('Quote'), 'A quote') },
        },
      },
      '/health': {
        get: {
          ...open,
          operationId: 'health',
          tags: ['misc'],
          summary: 'Answers once the server is ready',
          responses: { 200: json(ref('Health'), 'Ready') },
        },
      },
    } as Record<string, Record<string, unknown>>,
  };
}
