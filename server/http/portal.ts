import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import { SERVER_TEXT } from '../../core/domain/errorCodes.ts';

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/**
 * Serves the built portal; any other path that is not the API answers index.html so that a
 * reload on a portal route opens the app. PUBLIC_API_URL reaches the portal as a meta tag.
 */
export async function registerPortal(app: FastifyInstance, config: Config) {
  const indexPath = join(config.distDir, 'index.html');
  const hasPortal = existsSync(indexPath);
  let indexHtml = hasPortal ? readFileSync(indexPath, 'utf8') : '';
  if (config.publicApiUrl) {
    indexHtml = indexHtml.replace(
      '<meta name="switchboard-api-url" content="">',
      `<meta name="switchboard-api-url" content="${escapeAttribute(config.publicApiUrl)}">`,
    );
  }
  if (hasPortal) {
    await app.register(fastifyStatic, {
      root: config.distDir,
      wildcard: false,
      index: false,
      // The build writes brotli and gzip copies of its text assets (scripts/vite/precompress.ts).
      preCompressed: true,
      // index.html goes through the not-found handler below, which fills in PUBLIC_API_URL.
      allowedPath: (path) => path !== '/index.html',
      setHeaders(reply, path) {
        // Vite names assets by content hash, so they never change under one name.
        if (path.includes(`${join(config.distDir, 'assets')}`)) {
          reply.header('Cache-Control', 'public, max-age=31536000, immutable');
        }
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0];
    if (path.startsWith('/api/') || path === '/api' || !hasPortal || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply.code(404).send({ detail: SERVER_TEXT.notFound });
    }
    if (/\.\w+$/.test(path) && path.startsWith('/assets/')) {
      return reply.code(404).send({ detail: SERVER_TEXT.notFound });
    }
    return reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(indexHtml);
  });
}
