import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sessionOf } from '../../auth/guard.ts';
import type { Session } from '../../auth/session.ts';
import { detail } from '../../http/errors.ts';
import { serverText } from '../../../core/domain/errorCatalogue.ts';
import { roleMaySee, roleOf } from '../../../core/domain/roles.ts';

/**
 * Who reads an area's invoices: the group must hold its menu permission key and the reader's
 * role must see that key (core/domain/roles.ts, portal-overview §6: invoices for administrators
 * and users, reseller_invoices for resellers), as the portal's menu decides; anyone else 403.
 */
export function invoiceReader(app: FastifyInstance, resource: 'invoice' | 'reseller_invoice') {
  const model = app.resources.model(resource);
  const key = resource === 'invoice' ? 'invoices' : 'reseller_invoices';
  return (request: FastifyRequest): Session => {
    const session = sessionOf(request);
    app.resources.allow(session, model);
    const role = roleOf({ reseller: session.home.is_reseller, admin: session.user.is_admin });
    if (!roleMaySee(role, key)) throw detail(403, serverText('permission_denied'));
    return session;
  };
}
