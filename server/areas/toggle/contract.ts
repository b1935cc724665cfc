import { model, pathIds, type RouteContract } from '../../routes/contract/route.ts';

/** The toggles' own call: switching, the portal's one click and what dialling ## and a shortcode does. */
export const contract = {
  activate: {
    method: 'POST', path: '/v1/toggles/{id}/activate/', operationId: 'toggle_activate', tags: ['toggle'], version: 'v1', errors: [400, 401, 403, 404],
    summary: 'Make one option of a toggle the active one; every other option becomes inactive',
    description:
      'The toggle is locked while it is switched, so of two people switching at once the later one wins and exactly one option ' +
      'stays active. Whoever sees the toggle may switch it: its owners, the Admin role, administrators, and every user when it is shared.',
    params: pathIds({ id: 'The toggle.' }),
    body: {
      type: 'object',
      required: ['shortcode'],
      additionalProperties: false,
      properties: { shortcode: { type: 'integer', minimum: 1, maximum: 32767, description: 'The shortcode of the option to make active.' } },
    },
    responses: { 200: { description: 'The toggle as it is now', schema: model('toggle') } },
  },
} satisfies Record<string, RouteContract>;
