import { model, PAGING, pageOf, pathIds, type RouteContract } from '../../routes/contract/route.ts';
import { CALL_ORDERINGS } from '../cdr/query.ts';
import { EXPORT_BODY } from '../cdr/contract.ts';

const id = pathIds({ id: 'The invoice.' });
/** The list's filters, shared by the group's and the reseller's invoices. */
export const INVOICE_FILTERS = {
  ...PAGING,
  search: { type: 'string', maxLength: 50, description: 'Part of the invoice number.' },
  status: { enum: ['open', 'paid'] },
  year: { type: 'integer', minimum: 2000, maximum: 9999, description: 'Invoices of the months of this year.' },
  group: { type: 'integer', minimum: 1, description: 'Another group the caller may act on (a reseller’s client).' },
};
const page = (resource: string) => ({
  description: 'A page of invoices, newest first, and how many the filter finds',
  schema: pageOf(model(resource)),
});
const WHO = 'Needs the group permission invoices, and an administrator or a user (a reseller has its own invoices, v1 reseller_invoices/).';

/** The group's invoices (configuration-areas §3, §4): list, one invoice, its PDF, its calls and their export. */
export const contract = {
  list: {
    method: 'GET', path: '/v1/invoices/', operationId: 'invoice_list', tags: ['invoice'], version: 'v1', errors: [400, 401, 403],
    summary: 'The group’s invoices, a page at a time', description: WHO,
    querystring: { type: 'object', properties: INVOICE_FILTERS },
    responses: { 200: page('invoice') },
  },
  get: {
    method: 'GET', path: '/v1/invoices/{id}/', operationId: 'invoice_retrieve', tags: ['invoice'], version: 'v1', errors: [401, 403, 404],
    summary: 'One invoice with its lines and totals', description: WHO, params: id,
    responses: { 200: { description: 'The invoice', schema: model('invoice') } },
  },
  pdf: {
    method: 'GET', path: '/v1/invoices/{id}/pdf/', operationId: 'invoice_pdf', tags: ['invoice'], version: 'v1', errors: [400, 401, 403, 404],
    summary: 'The invoice as a PDF, in the reader’s language', description: `${WHO} The language is lang, else the user’s own.`, params: id,
    querystring: { type: 'object', properties: { lang: { enum: ['en', 'nl', 'fr'] } } },
    responses: { 200: { description: 'The PDF', content: { 'application/pdf': { type: 'string', contentMediaType: 'application/pdf' } } } },
  },
  ubl: {
    method: 'GET', path: '/v1/invoices/{id}/ubl/', operationId: 'invoice_ubl', tags: ['invoice'], version: 'v1', errors: [400, 401, 403, 404],
    summary: 'The invoice as a Peppol BIS Billing 3.0 e-invoice (UBL 2.1 Invoice)',
    description: `${WHO} Item names and payment terms in lang, else the user’s language. Valid when the invoice’s gaps are empty.`, params: id,
    querystring: { type: 'object', properties: { lang: { enum: ['en', 'nl', 'fr'] } } },
    responses: { 200: { description: 'The UBL document', content: { 'application/xml': { type: 'string', contentMediaType: 'application/xml' } } } },
  },
  calls: {
    method: 'GET', path: '/v1/invoices/{id}/calls/', operationId: 'invoice_calls_list', tags: ['invoice'], version: 'v1', errors: [400, 401, 403, 404],
    summary: 'The calls an invoice’s call costs are made of, a page at a time',
    description: `${WHO} The answered outbound calls started in the invoice’s month (UTC); a plain user sees their own extension’s only, as in the call history.`,
    params: id,
    querystring: { type: 'object', properties: { ...PAGING, ordering: { enum: CALL_ORDERINGS.flatMap((f) => [f, `-${f}`]) } } },
    responses: {
      200: {
        description: 'A page of calls and how many there are',
        schema: pageOf(model('cdr')),
      },
    },
  },
  callsExport: {
    method: 'POST', path: '/v1/invoices/{id}/calls/export/', operationId: 'invoice_calls_export', tags: ['invoice'], version: 'v1', errors: [400, 401, 403, 404],
    summary: 'Export an invoice’s calls (CSV for a spreadsheet or for machines, or XLSX) with the call history’s export job',
    description: `${WHO} The job is the call history’s (cdr.export, which needs cdr_viewer to watch); its file is at v1/cdr/export/{job}/file/.`,
    params: id,
    body: { type: 'object', additionalProperties: false, required: ['format'], properties: EXPORT_BODY },
    responses: { 202: { description: 'The export job', schema: model('job') } },
  },
} satisfies Record<string, RouteContract>;
