import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { detail } from '../../http/errors.ts';
import { chosenLanguage } from '../../i18n/language.ts';
import { serverText } from '../../../core/domain/errorCatalogue.ts';
import type { Session } from '../../auth/session.ts';
import { documentOf, fileName, invoiceView, pdfOf, ublOf, type StoredInvoice } from './document.ts';
import type { InvoiceKind } from './parties.ts';
import { getInvoice } from './query.ts';
import { invoiceLanguage } from './texts.ts';

const path = (p: string) => p.replace(/\{(\w+)\}/g, ':$1');
type Request = FastifyRequest<{ Params: { id: number }; Querystring: { lang?: string } }>;

/**
 * The reads every invoice kind shares (a group's invoice, a reseller invoice): the invoice with
 * its parties and what they lack, its PDF and its UBL e-invoice, each in the reader's language
 * (?lang=, else Accept-Language by its weights, else the user's: server/i18n/language.ts). `reader` checks who asks (access.ts).
 */
export function invoiceReads(app: FastifyInstance, kind: InvoiceKind, reader: (request: FastifyRequest) => Session, paths: { get: string; pdf: string; ubl: string }) {
  const table = kind === 'invoice' ? 'res_invoice' : 'res_reseller_invoice';
  const load = async (request: Request) => {
    const session = reader(request);
    const invoice = (await getInvoice(app.db, table, session.group.id, request.params.id)) as unknown as StoredInvoice | undefined;
    if (!invoice) throw detail(404, serverText('not_found'));
    const lang = request.query.lang ? invoiceLanguage(request.query.lang) : chosenLanguage(request.headers['accept-language'], session.user.language);
    return { invoice, lang, document: await documentOf(app.db, kind, session.group.id, invoice) };
  };
  const download = (reply: FastifyReply, type: string, name: string) =>
    reply.type(type).header('Content-Disposition', `attachment; filename="${name}"`).header('Cache-Control', 'private, no-store');

  app.get(path(paths.get), async (request: Request) => {
    const { invoice, document } = await load(request);
    return invoiceView(invoice, document);
  });
  app.get(path(paths.pdf), async (request: Request, reply) => {
    const { invoice, document, lang } = await load(request);
    return download(reply, 'application/pdf', fileName(invoice.number, 'pdf')).send(await pdfOf(invoice, document, lang));
  });
  app.get(path(paths.ubl), async (request: Request, reply) => {
    const { invoice, document, lang } = await load(request);
    return download(reply, 'application/xml; charset=utf-8', fileName(invoice.number, 'xml')).send(ublOf(invoice, document, lang));
  });
}
