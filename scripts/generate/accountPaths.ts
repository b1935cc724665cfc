import { errors, json, ref } from './openapiParts.ts';

/**
 * The account calls of portal-overview §2–§7, served by server/routes/account.ts and the
 * routes it registers: password reset and change, avatar, impersonation, integrations, feedback.
 */
export function accountPaths() {
  const open = { security: [] };
  const body = (schema: unknown) => ({ required: true, content: { 'application/json': { schema } } });
  const kind = { name: 'kind', in: 'path', required: true, schema: { type: 'string' }, description: 'The integration slug.' };
  const SUMMARIES = {
    subscribe: 'Allow an integration for the group acted on (needs the integrations entitlement)',
    unsubscribe: 'Revoke an integration for the group acted on (needs the integrations entitlement)',
    deny: 'Refuse an integration: changes nothing, answers the checked address with error=access_denied',
  };
  const activation = (action: keyof typeof SUMMARIES) => ({
    post: {
      operationId: `integration_${action}`,
      tags: ['integration'],
      summary: SUMMARIES[action],
      requestBody: body(ref('IntegrationActivation')),
      responses: {
        200: json(ref('IntegrationRedirect'), 'Done; where to send the user now'),
        ...errors('v1', [400, 401, 403, 404]),
      },
    },
  });
  return {
    tags: [
      { name: 'account', description: 'Password reset and change, the avatar' },
      { name: 'impersonation', description: 'Acting on behalf of another group' },
    ],
    schemas: {
      ResetTokenCheck: {
        type: 'object',
        required: ['token'],
        properties: { token: { type: 'string', maxLength: 200, description: 'The token of the reset link.' } },
      },
      ResetTokenValid: { type: 'object', required: ['valid'], properties: { valid: { const: true } } },
      AvatarUpload: {
        type: 'object',
        required: ['avatar'],
        properties: { avatar: { type: 'string', contentMediaType: 'application/octet-stream', description: 'A JPEG or PNG image of at most 10,000,000 bytes and 2000 by 2000 pixels.' } },
      },
      Avatar: {
        type: 'object',
        required: ['avatar'],
        properties: { avatar: { ...ref('Url'), description: 'Where the new picture is served; also the profile’s avatar.' } },
      },
      ImpersonationToken: {
        type: 'object',
        required: ['token', 'group_id', 'expires_in'],
        properties: {
          token: { type: 'string', pattern: '^[0-9a-f]{40}$', description: 'Single use; for POST v1 impersonate/token-auth/.' },
          group_id: { type: 'integer' },
          expires_in: { type: 'integer', description: 'Seconds the token stays valid.' },
        },
      },
      ImpersonationSignIn: {
        type: 'object',
        required: ['group', 'token'],
        properties: {
          group: { anyOf: [{ type: 'integer' }, { type: 'string', pattern: '^\\d{1,9}$' }], description: 'The {group} of /impersonate/{group}/{token}.' },
          token: { type: 'string', pattern: '^[0-9a-fA-F]{40}$' },
        },
      },
      IntegrationActivation: {
        type: 'object',
        description:
          'The parameters of the activation link, passed on: the activation key under the integration’s ' +
          'activation_key_name (confirmation_key by default), any tenant_* parameters, and redirect or ' +
          'redirect_url (default /dashboard), which must be a path of the portal or an address the integration registered.',
        properties: {
          redirect: { type: 'string', maxLength: 2048 },
          redirect_url: { type: 'string', maxLength: 2048 },
          confirmation_key: { type: 'string', maxLength: 256 },
        },
        additionalProperties: { type: ['string', 'number', 'boolean'] },
      },
      IntegrationRedirect: {
        type: 'object',
        required: ['redirect'],
        properties: { redirect: { type: 'string', description: 'A portal path or a registered address of the integration.' } },
      },
    },
    paths: {
      '/v1/request_reset_password/': {
        post: {
          ...open,
          operationId: 'request_reset_password',
          tags: ['account'],
          summary: 'Mail a password-reset link (valid for an hour) to the account with this address',
          description: 'The answer is the same, and as quick, whether the address has an account or not.',
          requestBody: body(ref('ResetRequest')),
          responses: { 204: { description: 'Accepted' }, ...errors('v1', [400, 429]) },
        },
      },
      '/v1/validate_reset_password_token/': {
        post: {
          ...open,
          operationId: 'validate_reset_password_token',
          tags: ['account'],
          summary: 'Whether a reset link can still be used',
          requestBody: body(ref('ResetTokenCheck')),
          responses: { 200: json(ref('ResetTokenValid'), 'The link can be used'), ...errors('v1', [400, 429]) },
        },
      },
      '/v1/reset_password/': {
        post: {
          ...open,
          operationId: 'reset_password',
          tags: ['account'],
          summary: 'Set a new password with a reset link; the link is used up and every session signed out',
          requestBody: body(ref('PasswordReset')),
          responses: { 204: { description: 'The password is changed' }, ...errors('v1', [400, 429]) },
        },
      },
      '/v1/change_password/': {
        put: {
          operationId: 'change_password',
          tags: ['account'],
          summary: 'Change the signed-in user’s password; the user’s other sessions are signed out',
          description: 'Open while the initial password must be changed, when every other call but the profile and logout is refused.',
          requestBody: body(ref('PasswordChange')),
          responses: { 204: { description: 'The password is changed' }, ...errors('v1', [400, 401, 403, 429]) },
        },
      },
      '/v1/profile/avatar/': {
        post: {
          operationId: 'profile_avatar_upload',
          tags: ['account'],
          summary: 'Replace the signed-in user’s picture (multipart form, field avatar)',
          requestBody: { required: true, content: { 'multipart/form-data': { schema: ref('AvatarUpload') } } },
          responses: { 200: json(ref('Avatar'), 'The picture is saved'), ...errors('v1', [400, 401, 403, 413]) },
        },
      },
      '/v1/profile/avatar/{key}/': {
        get: {
          ...open,
          operationId: 'profile_avatar_retrieve',
          tags: ['account'],
          summary: 'A user’s picture, at the address the profile gives',
          parameters: [{ name: 'key', in: 'path', required: true, schema: { type: 'string', pattern: '^[0-9a-f]{32}$' } }],
          responses: {
            200: {
              description: 'The picture',
              content: { 'image/png': { schema: { type: 'string', contentMediaType: 'image/png' } }, 'image/jpeg': { schema: { type: 'string', contentMediaType: 'image/jpeg' } } },
            },
            ...errors('v1', [404]),
          },
        },
      },
      '/v3/group/{id}/impersonate/': {
        post: {
          operationId: 'group_impersonate',
          tags: ['impersonation'],
          summary: 'A single-use token to act on this group, for a reseller on its client groups or a user with the impersonate right',
          parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'integer' } }],
          responses: { 200: json(ref('ImpersonationToken'), 'The token'), ...errors('v3', [401, 403, 404, 429]) },
        },
      },
      '/v1/impersonate/token-auth/': {
        post: {
          ...open,
          operationId: 'impersonate_token_auth',
          tags: ['impersonation'],
          summary: 'Exchange an impersonation token for a session on its group; every change made in it is audited',
          requestBody: body(ref('ImpersonationSignIn')),
          responses: { 200: json(ref('AuthToken'), 'The session token and the group'), ...errors('v1', [400, 429]) },
        },
      },
      '/v1/integrations/subscribe/{kind}/': { parameters: [kind], ...activation('subscribe') },
      '/v1/integrations/unsubscribe/{kind}/': { parameters: [kind], ...activation('unsubscribe') },
      '/v1/integrations/deny/{kind}/': { parameters: [kind], ...activation('deny') },
      '/v1/feedback/': {
        post: {
          operationId: 'feedback_create',
          tags: ['feedback'],
          summary: 'Send a message from the footer’s feedback box (a few per user in a quarter of an hour)',
          requestBody: body(ref('Feedback')),
          responses: { 201: json(ref('Feedback'), 'The message is received'), ...errors('v1', [400, 401, 403, 429]) },
        },
      },
    } as Record<string, Record<string, unknown>>,
  };
}
