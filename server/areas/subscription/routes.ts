import type { FastifyInstance } from 'fastify';
import { sessionOf } from '../../auth/guard.ts';
import { contractRoute } from '../clients/contractRoute.ts';
import { contract } from './contract.ts';
import { subscriptionsOf } from './usage.ts';

/** GET v1/subscriptions/: the group's licences with their use, counted from its records. */
export function routes(app: FastifyInstance) {
  const subscriptions = app.resources.model('subscription');
  app.get(contract.list.path, contractRoute(app, contract.list), async (request) => {
    const session = sessionOf(request);
    app.resources.allow(session, subscriptions);
    return { results: await subscriptionsOf(app.db, app.schemas, session.group.id) };
  });
}
