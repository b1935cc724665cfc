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
    // Swagger UI's own policy, tightened to the portal's rules: no framing, no <base>, no
    // images from its online validator, no inline script; its inline styles stay allowed.
    staticCSP: true,
    transformStaticCSP: (header) =>
      header
        .replace("frame-ancestors 'self'", "frame-ancestors 'none'")
        .replace("base-uri 'self'", "base-uri 'none'")
        .replace(' validator.swagger.io', '')
        .replace("style-src 'self' https:", "style-src 'self' 'unsafe-inline'")
        .replace(/;\s*;/g, ';'),
    uiConfig: { docExpansion: 'list', deepLinking: true, tryItOutEnabled: false, validatorUrl: null },
  });
}
