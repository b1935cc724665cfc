import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from './config.ts';
import type { Db } from './db/index.ts';
import { answerFrameworkError, registerErrorHandling } from './http/errors.ts';
import { registerInputChecks } from './http/wellFormed.ts';
import { registerSecurity } from './http/security.ts';
import { registerCors } from './http/cors.ts';
import { registerPortal } from './http/portal.ts';
import { registerGuard } from './auth/guard.ts';
import { authRoutes } from './routes/auth.ts';
import { profileRoutes } from './routes/profile.ts';
import { dashboardRoutes } from './routes/dashboard.ts';
import { quoteRoutes } from './routes/quote.ts';
import { registerApiDocs } from './http/apiDocs.ts';
import { resourceRoutes } from './resources/routes.ts';
import { groupRoutes } from './routes/groups.ts';
import { languageRoutes } from './routes/languages.ts';
import { lookupRoutes } from './routes/lookups.ts';
import { servicesPlugin } from './services.ts';
import { accountRoutes } from './routes/account.ts';
import { registerRouteContract } from './routes/contract/plugin.ts';
import { eventsPlugin } from './events/plugin.ts';
import { jobsPlugin } from './jobs/plugin.ts';
import { eventRoutes } from './routes/events.ts';
import { jobRoutes } from './routes/jobs.ts';
import { loadAreas } from './resources/areas.ts';

declare module 'fastify' {
  interface FastifyInstance {
    registeredRoutes: { method: string; url: string }[];
  }
}

/** JSON bodies are small here; uploads get their own, larger limits on their routes. */
const BODY_LIMIT = 1024 * 1024;

export async function buildApp(db: Db, config: Config): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel },
    bodyLimit: BODY_LIMIT,
    trustProxy: process.env.TRUST_PROXY === '1',
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors: answerFrameworkError,
    // DRF names every invalid field at once; Ajv stops at the first unless told otherwise.
    ajv: { customOptions: { allErrors: true } },
    // Fastify gives a plugin 10 s to start; the areas' modules (loaded through tsx on a cold
    // cache) took longer on a busy two-core machine, and the server died at start.
    pluginTimeout: 120_000,
  });
  // Kept for the contract test, which compares them with the API description.
  const routes: { method: string; url: string }[] = [];
  app.decorate('registeredRoutes', routes);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routes.push({ method, url: route.url });
  });
  registerErrorHandling(app);
  registerInputChecks(app);
  await registerSecurity(app, config);
  await registerCors(app, config);
  await registerApiDocs(app);
  // app.db, app.config, app.schemas and the CRUD service app.resources, for every route below.
  await app.register(servicesPlugin, { db, config });
  // The live-event bus first: the job runner reports on it.
  await app.register(eventsPlugin, { db, databaseUrl: config.databaseUrl });
  await app.register(jobsPlugin, { db });
  const areas = await loadAreas();
  await app.register(
    async (api) => {
      // Before the routes: each hand-written call gets its contract's schema, checked by the project's Ajv.
      registerRouteContract(api);
      registerGuard(api);
      authRoutes(api);
      profileRoutes(api);
      dashboardRoutes(api);
      quoteRoutes(api);
      resourceRoutes(api);
      lookupRoutes(api);
      groupRoutes(api);
      languageRoutes(api);
      accountRoutes(api);
      eventRoutes(api);
      jobRoutes(api);
      // Each area's own calls (server/areas/<area>/routes.ts), collected by folder.
      for (const area of areas.values()) area.routes?.(api);
    },
    { prefix: '/api' },
  );
  await registerPortal(app, config);
  return app;
}
