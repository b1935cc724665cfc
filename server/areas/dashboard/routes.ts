import type { FastifyInstance } from 'fastify';
import { sessionOf } from '../../auth/guard.ts';
import { detail } from '../../http/errors.ts';
import { expectedVersionOf } from '../../http/ifMatch.ts';
import { serverText } from '../../../core/domain/errorCatalogue.ts';
import { contract } from './contract.ts';
import { clientChartOf } from './clientChart.ts';
import type { Range } from './ranges.ts';
import { readSettings, writeSettings, type UserSettings } from './settings.ts';


/**
 * The settings record is the session user's own: there is no id in its path, so nobody reads
 * or writes another user's (an impersonating reseller saves their own dashboard, not the
 * client's users'). The client chart is the resellers' (portal-overview §3).
 */
export function routes(app: FastifyInstance) {
  app.get(contract.settingsGet.path, async (request, reply) => {
    const settings = await readSettings(app.db, sessionOf(request).user.id);
    return reply.header('ETag', `"${settings.version}"`).send(settings);
  });

  app.put<{ Body: { dashboard: UserSettings['dashboard'] } }>(contract.settingsPut.path, async (request, reply) => {
    const { user } = sessionOf(request);
    const expected = expectedVersionOf(request);
    const current = await readSettings(app.db, user.id);
    if (expected !== undefined && expected !== current.version) throw detail(412, serverText('version_conflict'));
    const saved = await writeSettings(app.db, user.id, request.body.dashboard, expected);
    if (!saved) throw detail(412, serverText('version_conflict'));
    return reply.header('ETag', `"${saved.version}"`).send(saved);
  });

  app.get<{ Querystring: { range?: Range } }>(contract.clientChart.path, async (request) => {
    const { home } = sessionOf(request);
    if (!home.is_reseller) throw detail(403, serverText('permission_denied'));
    return clientChartOf(app.db, home.id, request.query.range ?? '7d', new Date());
  });
}
