import type { FastifyInstance } from 'fastify';
import { sessionOf } from '../../auth/guard.ts';
import { liveEventRoutes } from '../../ingest/liveEvents.ts';
import { issuePlatformToken } from '../../ingest/tokens.ts';
import { detail } from '../../http/errors.ts';
import { writerOf } from '../../resources/writeAccess.ts';
import { serverText } from '../../../core/domain/errorCatalogue.ts';
import { allowStatistics } from '../statistics/routes.ts';
import { groupTimeZone } from '../statistics/timeZone.ts';
import { LIVE_STATISTICS_ROUTES } from './contract.ts';
import { wallboardOf } from './wallboard.ts';

/**
 * The wallboard's read, for every role of a group that holds statistic and live_statistic, and
 * the ingestion call that feeds it (registered here, beside its only reader, so the call
 * history's ingestion routes stay as they are).
 */
export function liveStatisticsRoutes(app: FastifyInstance) {
  app.get(LIVE_STATISTICS_ROUTES.get.path, async (request) => {
    const session = sessionOf(request);
    allowStatistics(session, 'live_statistic');
    return wallboardOf(app.db, session.group.id, await groupTimeZone(app.db, session.group.id), new Date());
  });
  app.post<{ Body: { name?: string } }>(LIVE_STATISTICS_ROUTES.platformToken.path, async (request, reply) => {
    const session = sessionOf(request);
    allowStatistics(session, 'live_statistic');
    // A token feeds the group's call history too: its administrators only, not its plain users.
    if ((await writerOf(app.db, session)).role === 'USER') throw detail(403, serverText('permission_denied'));
    const token = await issuePlatformToken(app.db, session.group.id, request.body?.name);
    return reply.code(201).header('Cache-Control', 'no-store').send({ token });
  });
  liveEventRoutes(app);
}

export { liveStatisticsRoutes as routes };
