import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from './config.ts';
import type { Db } from './db/index.ts';
import { registerErrorHandling } from './http/errors.ts';
import { registerSecurity } from './http/security.ts';
import { registerPortal } from './http/portal.ts';
import { registerGuard } from './auth/guard.ts';
import { authRoutes } from './routes/auth.ts';
import { profileRoutes } from './routes/profile.ts';
import { dashboardRoutes } from './routes/dashboard.ts';
import { quoteRoutes } from './routes/quote.ts';

/** JSON bodies are small here; uploads get their own, larger limits on their routes. */
const BODY_LIMIT = 1024 * 1024;

export async function buildApp(db: Db, config: Config): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel },
    bodyLimit: BODY_LIMIT,
    trustProxy: process.env.TRUST_PROXY === '1',
    routerOptions: { ignoreTrailingSlash: true },
    // DRF names every invalid field at once; Ajv stops at the first unless told otherwise.
    ajv: { customOptions: { allErrors: true } },
  });
  registerErrorHandling(app);
  await registerSecurity(app, config);
  await app.register(
    async (api) => {
      registerGuard(api, db, config);
      authRoutes(api, db, config);
      profileRoutes(api, db);
      dashboardRoutes(api, db);
      quoteRoutes(api);
    },
    { prefix: '/api' },
  );
  await registerPortal(app, config);
  return app;
}
