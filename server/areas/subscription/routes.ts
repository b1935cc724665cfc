import type { FastifyInstance } from 'fastify';
import { sessionOf } from '../../auth/guard.ts';
import { mayActOn } from '../../auth/session.ts';
import { detail } from '../../http/errors.ts';
import { recordId } from '../../http/params.ts';
import { serverText } from '../../../src/domain/errorCatalogue.ts';
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
    let groupId = session.group.id;
    if (group !== undefined) {
      const id = recordId(group);
      if (id === undefined || (id !== groupId && !(await mayActOn(app.db, session.home, id)))) throw detail(403, serverText('group_forbidden'));
      groupId = id;
    }
    return { results: await subscriptionsOf(app.db, app.schemas, groupId) };
  });
}
