import { model, type RouteContract } from '../../routes/contract/route.ts';

/** The subscriptions' one call (/users/subscriptions), described in the API document from here. */
export const contract: Record<string, RouteContract> = {
  list: {
    method: 'GET', path: '/v1/subscriptions/', operationId: 'subscription_usage_list', tags: ['subscription'], version: 'v1', errors: [400, 401, 403],
    summary: 'The licences of the group acted on, per product: held, used and available',
    description:
      'Used is counted from the group\'s records when the call is made: its extensions for user licences, its phone numbers, devices, queues, voicemail boxes and hot desks, ' +
      'its extensions while the group records calls, and the credits its call summaries cost. Needs the group permission configuration_extension.',
    querystring: { type: 'object', properties: { group: { type: 'integer', minimum: 1, description: 'Another group the caller may act on (a reseller\'s client).' } } },
    responses: {
      200: {
        description: 'The group\'s subscriptions, in the product catalogue\'s order',
        schema: { type: 'object', required: ['results'], properties: { results: { type: 'array', items: model('subscription_usage') } } },
      },
    },
  },
};
