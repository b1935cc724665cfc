import type { FastifyInstance } from 'fastify';
import { sessionOf } from '../../auth/guard.ts';
import type { Session } from '../../auth/session.ts';
import { detail } from '../../http/errors.ts';
import { serverText } from '../../../core/domain/errorCatalogue.ts';
import { scopeOf } from '../cdr/scope.ts';
import { STATISTICS_ROUTES } from './contract.ts';
import type { Period } from './periods.ts';
import { statisticsOf, type StatisticsFilter } from './query.ts';
import { groupTimeZone } from './timeZone.ts';
import { workingHoursOf } from './workingHours.ts';

/**
 * Statistics and Live Statistic need the group's flag statistic besides their menu key
 * (portal-overview §2, §6; src/navigation/menu.ts STATISTIC_PERMISSION, which imports the portal's
 * bundled schemas and so cannot be imported here).
 */
export function allowStatistics(session: Session, key: 'statistics' | 'live_statistic') {
  const held = session.group.permissions;
  if (!held.includes('statistic') || !held.includes(key)) throw detail(403, serverText('permission_denied'));
}

type Query = { period?: Period; extension?: number; queue?: string; direction?: StatisticsFilter['direction'] };

export function statisticsRoutes(app: FastifyInstance) {
  app.get<{ Querystring: Query }>(STATISTICS_ROUTES.get.path, async (request) => {
    const session = sessionOf(request);
    allowStatistics(session, 'statistics');
    const q = request.query;
    const filter: StatisticsFilter = {
      extension: q.extension === undefined ? undefined : Number(q.extension),
      queue: q.queue,
      direction: q.direction,
    };
    const [zone, hours] = await Promise.all([groupTimeZone(app.db, session.group.id), workingHoursOf(app.db, session.group.id)]);
    return statisticsOf(app.db, await scopeOf(app.db, session), filter, q.period ?? 'last_7_days', zone, new Date(), hours);
  });
}

export { statisticsRoutes as routes };
