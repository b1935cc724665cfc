import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SERVER_TEXT } from '../../core/domain/errorCodes.ts';
import { serverText } from '../../core/domain/errorCatalogue.ts';
import { detail, HttpError } from '../http/errors.ts';
import { platformOf } from '../ingest/tokens.ts';
import { isRegistrarToken } from '../sip/registrarToken.ts';
import { PLATFORM_ROUTES } from './contract.ts';
import { BadToken, route, type RouteRequest } from './router.ts';
import { localMedia } from './mediaFile.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The group a platform token routes; null: the registrar token, every group. */
    routeScope?: number | null;
  }
}

/**
 * The SIP engine's routing call (issue 18, contract.ts): the registrar's token routes every
 * group's numbers, a group's platform token only its own. The token is checked before the body
 * (401 before any 400); the body is checked by the contract (registered in routes/contract/).
 */
export function platformRoutes(app: FastifyInstance) {
  const authenticate = async (request: FastifyRequest) => {
    if (isRegistrarToken(request.headers.authorization)) {
      request.routeScope = null;
      return;
    }
    const platform = await platformOf(app.db, request.headers.authorization);
    if (!platform) throw detail(401, SERVER_TEXT.invalidToken, { 'WWW-Authenticate': 'Bearer' });
    request.routeScope = platform.groupId;
  };

  app.post<{ Body: RouteRequest }>(PLATFORM_ROUTES.route.path, { config: { public: true }, preValidation: authenticate }, async (request, reply) => {
    try {
      const answer = await route(app.db, request.body, request.routeScope ?? null);
      request.log.info({ call_id: request.body.call_id, called: request.body.called, action: answer.action, ...(answer.action === 'reply' ? { status: answer.status } : {}) }, 'call routed');
      return reply.header('Cache-Control', 'no-store').send(answer);
    } catch (error) {
      if (error instanceof BadToken) throw new HttpError(400, { resume: [serverText('invalid_token')] });
      throw error;
    }
  });

  // An announcement's audio for rtpengine beside the server (mediaFile.ts), in the token's reach only.
  app.get<{ Params: { id: number } }>(PLATFORM_ROUTES.mediaFile.path.replace('{id}', ':id'), { config: { public: true }, preValidation: authenticate }, async (request, reply) => {
    const media = await localMedia(app.db, app.config.dataDir, request.params.id, request.routeScope ?? null);
    if (!media) throw detail(404, serverText('no_media'));
    return reply.header('Cache-Control', 'no-store').send(media);
  });
}
