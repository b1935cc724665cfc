import type { FastifyInstance } from 'fastify';
import { sessionOf } from '../auth/guard.ts';
import { mayActOn } from '../auth/session.ts';
import { addressKey, FailureCounter } from '../auth/rateLimit.ts';
import { detail, HttpError } from '../http/errors.ts';
import { serverText } from '../../core/domain/errorCatalogue.ts';
import { refuseWhenThrottled } from '../account/throttle.ts';
import {
  exchangeImpersonationToken, impersonableGroup, IMPERSONATION_TOKEN_SECONDS, issueImpersonationToken,
} from '../account/impersonation.ts';

/**
 * portal-overview §4 and §9: a 40-character token for one group, then the token sign-in of
 * /impersonate/{group}/{token}, which the portal makes with it.
 */
export function impersonationRoutes(app: FastifyInstance) {
  const { db, config } = app;
  const windowMs = config.accountWindowSeconds * 1000;
  const perUser = new FailureCounter(db, 'impersonation-user', config.impersonationsPerUser, windowMs);
  const badTokens = new FailureCounter(db, 'impersonation-token', config.loginFailuresPerAddress, config.loginWindowSeconds * 1000);

  app.post<{ Params: { id: string } }>('/v3/group/:id/impersonate/', async (request) => {
    const session = sessionOf(request);
    const key = String(session.user.id);
    await refuseWhenThrottled([perUser, key]);
    await perUser.record(key);
    // Impersonation is not handed on: a session opened with a token cannot ask for another.
    if (session.impersonator) throw detail(403, serverText('permission_denied'));
    const id = /^\d{1,9}$/.test(request.params.id) ? Number(request.params.id) : 0;
    // A group the user cannot even see is "not found", as everywhere else.
    if (!(await mayActOn(db, session.home, id))) throw detail(404, serverText('not_found'));
    const group = await impersonableGroup(db, { can_impersonate: session.user.can_impersonate, home: session.home }, id);
    if (!group) throw detail(403, serverText('permission_denied'));
    const token = await issueImpersonationToken(db, session.user.id, group.id);
    return { token, group_id: group.id, expires_in: IMPERSONATION_TOKEN_SECONDS };
  });

  app.post('/v1/impersonate/token-auth/', { config: { public: true } }, async (request) => {
    await refuseWhenThrottled([badTokens, addressKey(request.ip)]);
    const body = (request.body ?? {}) as { group?: unknown; token?: unknown };
    const group = typeof body.group === 'number' ? body.group : typeof body.group === 'string' && /^\d{1,9}$/.test(body.group) ? Number(body.group) : NaN;
    const result =
      Number.isInteger(group) && typeof body.token === 'string'
        ? await exchangeImpersonationToken(db, body.token.toLowerCase(), group)
        : undefined;
    if (!result) {
      await badTokens.record(addressKey(request.ip));
      throw new HttpError(400, { non_field_errors: [serverText('impersonation_token_invalid')] });
    }
    return { token: result.token, group_id: result.groupId };
  });
}
