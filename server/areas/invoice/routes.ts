import type { FastifyInstance, FastifyRequest } from 'fastify';
import { detail } from '../../http/errors.ts';
import { toView } from '../../jobs/store.ts';
import { chosenLanguage } from '../../i18n/language.ts';
import { serverText } from '../../../core/domain/errorCatalogue.ts';
import { EXPORT_JOB } from '../cdr/export/job.ts';
import type { ExportFormat, Separator } from '../cdr/export/files.ts';
import { listCalls, toCall, type CallFilter } from '../cdr/query.ts';
import { scopeOf } from '../cdr/scope.ts';
import { invoiceReader } from './access.ts';
import { contract } from './contract.ts';
import { periodDates } from './period.ts';
import { invoiceReads } from './downloads.ts';
import type { PrintedInvoice } from './pdf.ts';
import { getInvoice, listInvoices, type InvoiceListQuery } from './query.ts';
import { recordReachable } from '../../resources/reachable.ts';
import { listedGroup } from '../../auth/guard.ts';

const path = (p: string) => p.replace(/\{(\w+)\}/g, ':$1');
type Query = Record<string, string | undefined>;

/** The list's query as the contract has checked it (values arrive as text). */
export function listQueryOf(q: Query): InvoiceListQuery {
  return {
    page: Number(q.page ?? 1),
    pageSize: Number(q.page_size ?? 25),
    search: q.search || undefined,
    status: q.status || undefined,
    year: q.year ? Number(q.year) : undefined,
    client: q.client ? Number(q.client) : undefined,
  };
}

/** The calls an invoice's call costs are made of: its month's answered outbound calls (issue.ts counts the same). */
export function callsFilterOf(invoice: { period: string }): CallFilter {
  const dates = periodDates(invoice.period);
  return { direction: 'outbound', answered: true, call_start_after: `${dates.start}T00:00:00.000Z`, call_start_before: `${dates.next}T00:00:00.000Z` };
}

/** The group's invoices (contract.ts): read only; they are made by the server (issue.ts). */
export function routes(app: FastifyInstance) {
  const reader = invoiceReader(app, 'invoice');
  const invoiceOf = async (groupId: number, id: number) => {
    const invoice = await getInvoice(app.db, 'res_invoice', groupId, id);
    if (!invoice) throw detail(404, serverText('not_found'));
    return invoice as unknown as PrintedInvoice & { id: number };
  };

  app.get<{ Querystring: Query }>(path(contract.list.path), async (request) => {
    const session = reader(request);
    // ?group= names another group the caller may act on (a reseller's client), as on every list.
    const group = await listedGroup(app.db, session, request.query.group === undefined ? undefined : Number(request.query.group));
    return listInvoices(app.db, 'res_invoice', group, { ...listQueryOf(request.query), client: undefined });
  });

  invoiceReads(app, 'invoice', reader, { get: contract.get.path, pdf: contract.pdf.path, ubl: contract.ubl.path });

  app.get<{ Params: { id: number }; Querystring: Query }>(path(contract.calls.path), async (request) => {
    const session = reader(request);
    const invoice = await invoiceOf(session.group.id, request.params.id);
    const q = request.query;
    const { count, rows } = await listCalls(app.db, await scopeOf(app.db, session), callsFilterOf(invoice), {
      page: Number(q.page ?? 1), pageSize: Number(q.page_size ?? 25), ordering: q.ordering,
    });
    return { count, results: rows.map((row) => toCall(row)) };
  });

  // Who asks, then whether the invoice is theirs to see, before the body is read (403, then 404, whatever is sent).
  app.post<{ Params: { id: number }; Body: { format: ExportFormat; separator?: Separator; time_zone?: string } }>(path(contract.callsExport.path), { preValidation: [async (request: FastifyRequest) => void reader(request), recordReachable(app, 'invoice')] }, async (request, reply) => {
    const session = reader(request);
    const invoice = await invoiceOf(session.group.id, request.params.id);
    // The call history's job: whoever watches it and fetches its file needs cdr_viewer too.
    if (!session.group.permissions.includes('cdr_viewer')) throw detail(403, serverText('permission_denied'));
    const id = await app.jobs.enqueue(
      EXPORT_JOB,
      {
        scope: await scopeOf(app.db, session),
        filter: callsFilterOf(invoice),
        format: request.body.format,
        lang: chosenLanguage(request.headers['accept-language'], session.user.language),
        timeZone: request.body.time_zone ?? 'UTC',
        separator: request.body.separator,
      },
      { groupId: session.group.id, userId: session.user.id },
    );
    return reply.code(202).send(toView((await app.jobs.get(id))!));
  });
}
