import type { RouteContract } from '../../routes/contract/route.ts';
import { BILLING_INCREMENT_SECONDS, CURRENCY } from './rates.ts';

const euro = (description: string) => ({ type: 'number', minimum: 0, description: `${description}, in ${CURRENCY} excluding VAT.` });

/** The calls of Help and Support (configuration-areas §2): the pricing lookup and the cheat sheet's PDF. */
export const HELP_SUPPORT_ROUTES = {
  pricing: {
    method: 'GET', path: '/v1/pricing/', operationId: 'pricing_retrieve', tags: ['help'], version: 'v1', errors: [400, 401],
    summary: 'The call prices to one destination country',
    description: `Billing is per second (every ${BILLING_INCREMENT_SECONDS} s) from the first second at the per-minute rate, plus the setup cost once when the call is answered (configuration-areas §9). 001 prices international networks.`,
    querystring: {
      type: 'object',
      required: ['country'],
      properties: { country: { type: 'string', description: 'ISO 3166-1 alpha-2 code of the destination (a country of the catalogue), or 001.' } },
    },
    responses: {
      200: {
        description: 'The rates',
        schema: {
          type: 'object',
          required: ['country', 'currency', 'landline_per_minute', 'mobile_per_minute', 'setup_cost', 'billing_increment_seconds'],
          properties: {
            country: { type: 'string' },
            currency: { const: CURRENCY },
            landline_per_minute: euro('Per minute to a landline number'),
            mobile_per_minute: euro('Per minute to a mobile number'),
            setup_cost: euro('Once per answered call'),
            billing_increment_seconds: { type: 'integer', const: BILLING_INCREMENT_SECONDS },
          },
        },
      },
    },
  },
  cheatSheet: {
    method: 'GET', path: '/v1/help_support/cheat_sheet/', operationId: 'cheat_sheet_pdf', tags: ['help'], version: 'v1', errors: [401],
    summary: 'The call-flow cheat sheet as a PDF, in the language of Accept-Language',
    description: 'Every block kind of a call flow, what it does and its rules (configuration-areas §3, §5).',
    responses: {
      200: { description: 'The PDF', content: { 'application/pdf': { type: 'string', contentMediaType: 'application/pdf' } } },
    },
  },
} satisfies Record<string, RouteContract>;

/** Collected by server/resources/areas.ts, for the API description. */
export { HELP_SUPPORT_ROUTES as contract };
