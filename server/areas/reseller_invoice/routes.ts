import type { FastifyInstance } from 'fastify';
import { detail } from '../../http/errors.ts';
import { serverText } from '../../../core/domain/errorCatalogue.ts';
import { invoiceReader } from '../invoice/access.ts';
import { getInvoice, listInvoices } from '../invoice/query.ts';
import { listQueryOf } from '../invoice/routes.ts';
import { contract } from './contract.ts';
import { listedGroup } from '../../auth/guard.ts';

const path = (p: string) => p.replace(/\{(\w+)\}/g, ':$1');

/** The reseller's invoices (contract.ts): made with its clients' invoices (invoice/issue.ts), read only. */
export function routes(app: FastifyInstance) {
  const reader = invoiceReader(app, 'reseller_invoice');

  app.get<{ Querystring: Record<string, string | undefined> }>(path(contract.list.path), async (request) => {
    const session = reader(request);
    const group = await listedGroup(app.db, session, request.query.group === undefined ? undefined : Number(request.query.group));
    return listInvoices(app.db, 'res_reseller_invoice', group, listQueryOf(request.query));
  });

  app.get<{ Params: { id: number } }>(path(contract.get.path), async (request) => {
    const session = reader(request);
    const invoice = await getInvoice(app.db, 'res_reseller_invoice', session.group.id, request.params.id);
    if (!invoice) throw detail(404, serverText('not_found'));
    return invoice;
  });
}
