import { model, pathIds, type RouteContract } from '../../routes/contract/route.ts';

const pin = { type: 'string', pattern: '^[0-9]{4,8}$', description: '4 to 8 digits.' };

/** Hotdesking's own calls: signing in and out of a shared desk, and setting an extension's PIN. */
export const contract = {
  signIn: {
    method: 'POST', path: '/v1/hotdesks/{id}/sign_in/', operationId: 'hotdesk_sign_in', tags: ['hotdesk'], version: 'v1', errors: [400, 401, 403, 404, 429],
    summary: 'Sign an extension in at a shared desk with its hotdesking PIN',
    description:
      'Whoever sat at the desk is signed out, and the extension leaves any other desk: one extension sits at one desk at a time. ' +
      'A wrong extension or PIN is answered alike (400 at pin); after repeated failures for one extension the call is refused for a while (429, Retry-After).',
    params: pathIds({ id: 'The desk.' }),
    body: {
      type: 'object',
      required: ['extension', 'pin'],
      additionalProperties: false,
      properties: { extension: { type: 'integer', minimum: 1, maximum: 2147483647, description: 'The extension (its record id).' }, pin },
    },
    responses: { 200: { description: 'The desk, with who sits there now', schema: model('hotdesk') } },
  },
  signOut: {
    method: 'POST', path: '/v1/hotdesks/{id}/sign_out/', operationId: 'hotdesk_sign_out', tags: ['hotdesk'], version: 'v1', errors: [401, 403, 404],
    summary: 'Sign out of a shared desk: administrators for anyone, a user for their own extension',
    params: pathIds({ id: 'The desk.' }),
    responses: { 200: { description: 'The desk, free now', schema: model('hotdesk') } },
  },
  setPin: {
    method: 'PUT', path: '/v1/hotdesk_pins/{id}/', operationId: 'hotdesk_pin_set', tags: ['hotdesk'], version: 'v1', errors: [400, 401, 403, 404],
    summary: 'Set the hotdesking PIN of an extension: administrators for any of the group, a user for their own',
    params: pathIds({ id: 'The extension.' }),
    body: { type: 'object', required: ['pin'], additionalProperties: false, properties: { pin } },
    responses: { 204: { description: 'The PIN is set (stored only as a hash)' } },
  },
} satisfies Record<string, RouteContract>;
