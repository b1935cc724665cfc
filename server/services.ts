import type { Config } from './config.ts';
import type { Db } from './db/index.ts';
import { rootPlugin } from './events/rootPlugin.ts';
import { loadAreas } from './resources/areas.ts';
import { loadSchemas, type SchemaSet } from './resources/schemas.ts';
import { createResourceService, type ResourceService } from './resources/service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The database the app was built on. */
    db: Db;
    config: Config;
    /** schemas/, read through the one schema model (src/schema/). */
    schemas: SchemaSet;
    /** The CRUD service of every resource stored in a table (server/resources/service.ts), with its models. */
    resources: ResourceService;
  }
}

/**
 * The long-lived services every route may use, decorated on the app once instead of being
 * handed from buildApp to each route module: the database, the configuration, the schemas,
 * what the areas add on the server (server/areas/<resource>/, loaded here) and the CRUD
 * service over them.
 */
export const servicesPlugin = rootPlugin<{ db: Db; config: Config }>(async (app, { db, config }) => {
  const schemas = loadSchemas();
  await loadAreas();
  app.decorate('db', db);
  app.decorate('config', config);
  app.decorate('schemas', schemas);
  app.decorate('resources', createResourceService(db, schemas));
});
