import type { FastifyInstance } from 'fastify';
import { sessionOf } from '../auth/guard.ts';
import { detail } from '../http/errors.ts';
import { SERVER_TEXT } from '../../core/domain/errorCodes.ts';
import { issueTicket, redeemTicket, TICKET_SECONDS, type StreamViewer } from '../events/tickets.ts';
import { serveStream } from '../events/stream.ts';

const seconds = (value: string | undefined, fallback: number) => {
  const n = Number(value);
  return Number.isFinite(n) && n > 0 ? n : fallback;
};

/**
 * Live events as Server-Sent Events. A client first asks for a ticket with its token (POST
 * v1/events/ticket/), then opens GET v1/events/?ticket=… (with EventSource, which cannot send
 * headers). The stream carries the events of the groups the session may act on, and ends when
 * the session does. Only a ticket opens it: a stream never ends by itself, so nothing that a
 * plain request can carry should open one by accident.
 */
export function eventRoutes(app: FastifyInstance) {
  const { db, config } = app;
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
      // The guard wants the token header, which EventSource cannot send; the ticket stands for it.
      config: { public: true },
    },
    async (request, reply) => {
      const viewer = await viewerOf(request.query.ticket);
      const stream = serveStream(reply, { db, bus: app.events, viewer, idleMinutes: config.tokenIdleMinutes, heartbeatMs });
      open.add(stream);
      void stream.done.then(() => open.delete(stream));
    },
  );

  async function viewerOf(ticket: string | undefined): Promise<StreamViewer> {
    const viewer = ticket === undefined ? undefined : await redeemTicket(db, ticket, config.tokenIdleMinutes);
    if (!viewer) throw detail(401, ticket === undefined ? SERVER_TEXT.notAuthenticated : SERVER_TEXT.invalidToken, { 'WWW-Authenticate': 'Token' });
    return viewer;
  }
}
