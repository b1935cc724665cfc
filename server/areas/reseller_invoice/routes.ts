import type { FastifyInstance } from 'fastify';
import { invoiceReader } from '../invoice/access.ts';
import { invoiceReads } from '../invoice/downloads.ts';
import { listInvoices } from '../invoice/query.ts';
import { listQueryOf } from '../invoice/routes.ts';
import { contract } from './contract.ts';
import { listedGroup } from '../../auth/guard.ts';

const path = (p: string) => p.replace(/\{(\w+)\}/g, ':$1');

/** The reseller's invoices (contract.ts): made with its clients' invoices (invoice/issue.ts), read only, with their PDF and e-invoice. */
export function routes(app: FastifyInstance) {
  const reader = invoiceReader(app, 'reseller_invoice');

  app.get<{ Querystring: Record<string, string | undefined> }>(path(contract.list.path), async (request) => {
    const session = reader(request);
    const group = await listedGroup(app.db, session, request.query.group === undefined ? undefined : Number(request.query.group));
    return listInvoices(app.db, 'res_reseller_invoice', group, listQueryOf(request.query));
  });

  invoiceReads(app, 'reseller_invoice', reader, { get: contract.get.path, pdf: contract.pdf.path, ubl: contract.ubl.path });
}
