import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sessionOf } from '../auth/guard.ts';
import { detail } from '../http/errors.ts';
import { recordId } from '../http/params.ts';
import { serverText } from '../../core/domain/errorCatalogue.ts';

/**
 * A preValidation hook for an area's own call on one record (`.../:id/<action>/`): the record
 * must be one the caller sees in the group acted on before the body is read, so a record out
 * of reach is 403 or 404 whatever is sent, as on the CRUD routes (tests/api/tenancy.test.ts).
 * It runs after the session guard, which is the app's own preValidation hook.
 */
export function recordReachable(app: FastifyInstance, resource: string) {
  return async (request: FastifyRequest) => {
    const id = recordId((request.params as { id?: unknown }).id);
    if (id === undefined) throw detail(404, serverText('not_found'));
    await app.resources.get(sessionOf(request), app.resources.model(resource), id);
  };
}
