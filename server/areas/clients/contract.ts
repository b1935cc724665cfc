import { model, type RouteContract } from '../../routes/contract/route.ts';

/** The sort keys of the clients overview: its columns. */
export const CLIENT_ORDERING = ['description', 'extensions', 'phone_numbers', 'users', 'daily_balance', 'remaining_balance', 'created_at'] as const;

const ordering = [...CLIENT_ORDERING, ...CLIENT_ORDERING.map((key) => `-${key}`)];

/** The clients overview's calls (/clients/overview), for resellers only; described in the API document from here. */
export const contract: Record<string, RouteContract> = {
  list: {
    method: 'GET', path: '/v1/clients/', operationId: 'client_list', tags: ['clients'], version: 'v1', errors: [400, 401, 403],
    summary: 'The client groups of the reseller, with their key figures',
    description:
      'Only a reseller acting on its own group, and only its own client groups. Extensions, phone numbers, sign-ins and balances are read in one query; ' +
      'search matches the name and the domain; ordering is one of the columns, "-" first for descending.',
    querystring: {
      type: 'object',
      properties: {
        page: { type: 'integer', minimum: 1, maximum: 2147483647 },
        page_size: { type: 'integer', minimum: 1, maximum: 2147483647 },
        search: { type: 'string', maxLength: 200 },
        ordering: { enum: ordering },
      },
    },
    responses: {
      200: {
        description: 'A page of client groups',
        schema: { type: 'object', required: ['count', 'results'], properties: { count: { type: 'integer' }, results: { type: 'array', items: model('client') } } },
      },
    },
  },
  create: {
    method: 'POST', path: '/v1/clients/', operationId: 'client_create', tags: ['clients'], version: 'v1', errors: [400, 401, 403],
    summary: 'Open a client group under the reseller',
    description:
      'The new group belongs to the reseller, takes the reseller\'s group permissions (the reseller-only clients and reseller_invoices left out) and call settings, ' +
      'may take and make calls in its country, and gets a domain below the reseller\'s. The reseller then acts as it to set it up.',
    body: model('client_create'),
    responses: { 201: { description: 'The new client group', schema: model('client') } },
  },
};
