import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sessionOf } from '../../auth/guard.ts';
import type { Session } from '../../auth/session.ts';
import { detail } from '../../http/errors.ts';
import { listParams } from '../../http/params.ts';
import { serverText } from '../../../core/domain/errorCatalogue.ts';
import { roleOf, roleMaySee } from '../../../core/domain/roles.ts';
import { clientOf, clientPage } from './clientQuery.ts';
import { CLIENT_ORDERING, contract } from './contract.ts';
import { createClient } from './createClient.ts';

/**
 * The reseller's group, when the caller is a reseller whose group holds the clients
 * permission (portal-overview §6: clients are for resellers only). Its clients are its
 * own whichever group it acts on at the moment (Current-Group-Id): a new client always
 * belongs to the reseller, never to a client it acts as.
 */
function resellerOf(session: Session) {
  const role = roleOf({ reseller: session.home.is_reseller, admin: session.user.is_admin });
  if (!roleMaySee(role, 'clients') || !session.home.permissions.includes('clients')) throw detail(403, serverText('permission_denied'));
  return session.home;
}

/**
 * GET and POST v1/clients/: a reseller's client groups with their key figures, and opening one.
 * Their input is checked against contract.ts by the shared route-contract plugin.
 */
export function routes(app: FastifyInstance) {
  const sortable = new Set<string>(CLIENT_ORDERING);
  // Who asks is answered before what they send (the guard's order): a non-reseller gets 403, not 400.
  const onlyResellers = { preValidation: async (request: FastifyRequest) => void resellerOf(sessionOf(request)) };
  app.get<{ Querystring: Record<string, string> }>(contract.list.path, onlyResellers, async (request) => {
    const reseller = resellerOf(sessionOf(request));
    const params = listParams(request.query, { sortable: (field) => sortable.has(field) });
    return clientPage(app.db, reseller.id, params);
  });

  app.post<{ Body: { description: string; country: string } }>(contract.create.path, onlyResellers, async (request, reply) => {
    const reseller = resellerOf(sessionOf(request));
    const id = await createClient(app.db, reseller, request.body);
    return reply.code(201).send(await clientOf(app.db, reseller.id, id));
  });
}
