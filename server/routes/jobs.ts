import type { FastifyInstance } from 'fastify';
import { sessionOf } from '../auth/guard.ts';
import { detail } from '../http/errors.ts';
import { serverText } from '../../core/domain/errorCatalogue.ts';
import { jobKind } from '../jobs/kinds.ts';
import { toView } from '../jobs/store.ts';

/**
 * A background job's state, for the portal to watch (with the job.updated live events). A job
 * belongs to the group it works for: it is shown to that group's administrators and to the
 * user who started it, when the group holds the kind's permission; to anyone else it does not
 * exist.
 */
export function jobRoutes(app: FastifyInstance) {
  // The contract (ROUTES.job) checks the id is an integer; past the table's range nothing is found.
  app.get<{ Params: { id: string } }>('/v1/jobs/:id/', async (request) => {
    const session = sessionOf(request);
    const id = Number(request.params.id);
    const job = id > 0 && id <= Number.MAX_SAFE_INTEGER ? await app.jobs.get(id) : undefined;
    const permission = job && jobKind(job.kind)?.permission;
    const visible =
      job &&
      job.group_id === session.group.id &&
      (session.user.is_admin || job.created_by === session.user.id) &&
      (!permission || session.group.permissions.includes(permission));
    if (!job || !visible) throw detail(404, serverText('not_found'));
    return toView(job);
  });
}
