import type { FastifyInstance, FastifyRequest } from 'fastify';
import { detail } from '../http/errors.ts';
import { SERVER_TEXT } from '../../core/domain/errorCodes.ts';
import { serverText } from '../../core/domain/errorCatalogue.ts';
import type { Queryable } from '../db/index.ts';
import { mayActOn, resolveSession, type Session } from './session.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Routes reachable without a token (sign-in, health, the 404 quote). */
    public?: boolean;
    /** Routes still open while the user must first change an initial password. */
    duringInitialPassword?: boolean;
    /** Routes about the token alone (logout): a group claim no longer allowed must not block them. */
    ignoresGroup?: boolean;
  }
  interface FastifyRequest {
    session?: Session;
  }
}

/** Every API route asks who is calling and for which group, unless it is marked public. */
export function registerGuard(app: FastifyInstance) {
  const { db, config } = app;
  app.decorateRequest('session', undefined);
  // Before the route's schema is checked: who asks, and for which group, is answered (401/403)
  // before anything about the input (400), so that no caller learns a route's input rules first.
  app.addHook('preValidation', async (request) => {
    if (request.routeOptions.config.public) return;
    const header = request.routeOptions.config.ignoresGroup ? undefined : request.headers['current-group-id'];
    const result = await resolveSession(
      db,
      request.headers.authorization,
      Array.isArray(header) ? header[0] : header,
      config.tokenIdleMinutes,
    );
    if (result === 'missing') throw detail(401, SERVER_TEXT.notAuthenticated, { 'WWW-Authenticate': 'Token' });
    if (result === 'invalid') throw detail(401, SERVER_TEXT.invalidToken, { 'WWW-Authenticate': 'Token' });
    if (result === 'group') throw detail(403, SERVER_TEXT.groupForbidden);
    request.session = result;
    // portal-overview §4: nothing else until the initial password is changed.
    if (result.user.initial_password && !request.routeOptions.config.duringInitialPassword) {
      throw detail(403, serverText('initial_password'));
    }
  });
}

/** The session of a guarded route; the guard has already refused requests without one. */
export function sessionOf(request: FastifyRequest): Session {
  if (!request.session) throw detail(401, SERVER_TEXT.notAuthenticated);
  return request.session;
}

/**
 * The group a list reads: the session's, or the one `?group=` names when the caller may act on
 * it (a reseller's client); any other is refused 403, as on every list.
 */
export async function listedGroup(db: Queryable, session: Session, group: number | undefined): Promise<number> {
  if (group === undefined || group === session.group.id) return session.group.id;
  if (!(await mayActOn(db, session.home, group))) throw detail(403, serverText('group_forbidden'));
  return group;
}
