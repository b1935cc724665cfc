import { readFileSync } from 'node:fs';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';

export const OPENAPI_FILE = new URL('../../generated/openapi.json', import.meta.url);

/** The API description at /api/openapi.json and a readable reference of it at /api/docs. */
export async function registerApiDocs(app: FastifyInstance) {
  const text = readFileSync(OPENAPI_FILE, 'utf8');
  const document = JSON.parse(text);
  app.get('/api/openapi.json', (_request, reply) => reply.type('application/json').send(text));
  await app.register(swagger, { mode: 'static', specification: { document } });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    // Swagger UI's page needs its own scripts and styles; the hashes keep inline code out.
    staticCSP: true,
    transformStaticCSP: (header) => `${header}; frame-ancestors 'none'; base-uri 'none'`,
    uiConfig: { docExpansion: 'list', deepLinking: true, tryItOutEnabled: false },
  });
}
