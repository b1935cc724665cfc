import { model, pageOf, pathIds, type RouteContract } from '../../routes/contract/route.ts';
import { INVOICE_FILTERS } from '../invoice/contract.ts';

const WHO = 'Resellers only (group permission reseller_invoices); anyone else 403.';

/** What a reseller is billed per client group and month (portal-overview §2 /clients/reseller-invoices). */
export const contract = {
  list: {
    method: 'GET', path: '/v1/reseller_invoices/', operationId: 'reseller_invoice_list', tags: ['reseller_invoice'], version: 'v1', errors: [400, 401, 403],
    summary: 'The reseller’s invoices across its client groups, a page at a time', description: WHO,
    querystring: { type: 'object', properties: { ...INVOICE_FILTERS, client: { type: 'integer', minimum: 1, maximum: 2147483647, description: 'One client group’s.' } } },
    responses: {
      200: {
        description: 'A page of the reseller’s invoices, newest first, and how many the filter finds',
        schema: pageOf(model('reseller_invoice')),
      },
    },
  },
  get: {
    method: 'GET', path: '/v1/reseller_invoices/{id}/', operationId: 'reseller_invoice_retrieve', tags: ['reseller_invoice'], version: 'v1', errors: [401, 403, 404],
    summary: 'One reseller invoice with its lines, commissions and totals', description: WHO,
    params: pathIds({ id: undefined }),
    responses: { 200: { description: 'The reseller invoice', schema: model('reseller_invoice') } },
  },
  pdf: {
    method: 'GET', path: '/v1/reseller_invoices/{id}/pdf/', operationId: 'reseller_invoice_pdf', tags: ['reseller_invoice'], version: 'v1', errors: [400, 401, 403, 404],
    summary: 'The reseller invoice as a PDF/A-3 with its e-invoice attached, in the reader’s language', description: `${WHO} The language is lang, else the user’s own.`,
    params: pathIds({ id: undefined }),
    querystring: { type: 'object', properties: { lang: { enum: ['en', 'nl', 'fr'] } } },
    responses: { 200: { description: 'The PDF', content: { 'application/pdf': { type: 'string', contentMediaType: 'application/pdf' } } } },
  },
  ubl: {
    method: 'GET', path: '/v1/reseller_invoices/{id}/ubl/', operationId: 'reseller_invoice_ubl', tags: ['reseller_invoice'], version: 'v1', errors: [400, 401, 403, 404],
    summary: 'The reseller invoice as a Peppol BIS Billing 3.0 e-invoice (UBL 2.1 Invoice)', description: WHO,
    params: pathIds({ id: undefined }),
    querystring: { type: 'object', properties: { lang: { enum: ['en', 'nl', 'fr'] } } },
    responses: { 200: { description: 'The UBL document', content: { 'application/xml': { type: 'string', contentMediaType: 'application/xml' } } } },
  },
} satisfies Record<string, RouteContract>;
