import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';

/**
 * A portal served from another origin (PORTAL_ORIGINS) may call the API: it sends the
 * session headers and must read Retry-After and ETag. Any other origin gets no CORS headers,
 * so the browser keeps it out.
 */
export async function registerCors(app: FastifyInstance, config: Config) {
  if (!config.portalOrigins.length) return;
  await app.register(cors, {
    origin: config.portalOrigins,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: ['Authorization', 'Accept-Language', 'Current-Group-Id', 'Content-Type', 'If-Match'],
    exposedHeaders: ['Retry-After', 'ETag'],
    maxAge: 600,
  });
}
