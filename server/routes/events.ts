import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import type { Db } from '../db/index.ts';
import { sessionOf } from '../auth/guard.ts';
import { resolveSession } from '../auth/session.ts';
import { hashToken } from '../auth/tokens.ts';
import { detail } from '../http/errors.ts';
import { SERVER_TEXT } from '../../src/domain/errorCodes.ts';
import { serverText } from '../../src/domain/errorCatalogue.ts';
import { issueTicket, redeemTicket, TICKET_SECONDS, type StreamViewer } from '../events/tickets.ts';
import { serveStream } from '../events/stream.ts';

const seconds = (value: string | undefined, fallback: number) => {
  const n = Number(value);
  return Number.isFinite(n) && n > 0 ? n : fallback;
};

/**
 * Live events as Server-Sent Events. A browser first asks for a ticket with its token (POST
 * v1/events/ticket/), then opens GET v1/events/?ticket=… with EventSource, which cannot send
 * headers. Other clients may instead send the Authorization header (and Current-Group-Id) to
 * the stream itself. Either way the stream carries the events of the groups the session may
 * act on, and ends when the session does.
 */
export function eventRoutes(app: FastifyInstance, db: Db, config: Config) {
  const heartbeatMs = seconds(process.env.EVENTS_HEARTBEAT_SECONDS, 20) * 1000;
  const open = new Set<{ end(): void }>();
  // Open streams would keep the server from closing; they end first, and browsers reconnect elsewhere.
  app.addHook('preClose', async () => {
    for (const stream of open) stream.end();
  });

  app.post('/v1/events/ticket/', async (request, reply) => {
    const session = sessionOf(request);
    const ticket = await issueTicket(db, session.token, session.group.id);
    return reply.code(201).send({ ticket, expires_in: TICKET_SECONDS });
  });

  app.get<{ Querystring: { ticket?: string } }>(
    '/v1/events/',
    {
      // The guard wants a header; this route checks the ticket or the header itself.
      config: { public: true },
      schema: { querystring: { type: 'object', properties: { ticket: { type: 'string', maxLength: 100 } } } },
    },
    async (request, reply) => {
      const viewer = await viewerOf(request.query.ticket, request.headers.authorization, request.headers['current-group-id']);
      const stream = serveStream(reply, { db, bus: app.events, viewer, idleMinutes: config.tokenIdleMinutes, heartbeatMs });
      open.add(stream);
      void stream.done.then(() => open.delete(stream));
    },
  );

  async function viewerOf(ticket: string | undefined, authorization: string | undefined, group: string | string[] | undefined): Promise<StreamViewer> {
    if (ticket !== undefined) {
      const viewer = await redeemTicket(db, ticket, config.tokenIdleMinutes);
      if (!viewer) throw detail(401, SERVER_TEXT.invalidToken, { 'WWW-Authenticate': 'Token' });
      return viewer;
    }
    const session = await resolveSession(db, authorization, Array.isArray(group) ? group[0] : group, config.tokenIdleMinutes);
    if (session === 'missing') throw detail(401, SERVER_TEXT.notAuthenticated, { 'WWW-Authenticate': 'Token' });
    if (session === 'invalid') throw detail(401, SERVER_TEXT.invalidToken, { 'WWW-Authenticate': 'Token' });
    if (session === 'group') throw detail(403, SERVER_TEXT.groupForbidden);
    if (session.user.initial_password) throw detail(403, serverText('initial_password'));
    return { tokenHash: hashToken(session.token), home: session.home, pinnedGroup: session.impersonator ? session.group.id : null };
  }
}
