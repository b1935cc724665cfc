import type { FastifyInstance } from 'fastify';
import { listedGroup, sessionOf } from '../../auth/guard.ts';
import { detail } from '../../http/errors.ts';
import { recordId } from '../../http/params.ts';
import { serverText } from '../../../core/domain/errorCatalogue.ts';
import { contract } from './contract.ts';
import { subscriptionsOf } from './usage.ts';

/** GET v1/subscriptions/: the group's licences with their use, counted from its records. */
export function routes(app: FastifyInstance) {
  const subscriptions = app.resources.model('subscription');
  app.get(contract.list.path, async (request) => {
    const session = sessionOf(request);
    app.resources.allow(session, subscriptions);
    // ?group= names another group the caller may act on (a reseller's client), as on every list.
    const group = (request.query as { group?: string }).group;
    const id = group === undefined ? undefined : recordId(group);
    if (group !== undefined && id === undefined) throw detail(403, serverText('group_forbidden'));
    const groupId = await listedGroup(app.db, session, id);
    return { results: await subscriptionsOf(app.db, app.schemas, groupId) };
  });
}
