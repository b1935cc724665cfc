import { backgroundRunner, type RunLater } from './account/background.ts';
import { createMailer, type Mailer } from './account/mail.ts';
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
    /** schemas/, read through the one schema model (core/schema/). */
    schemas: SchemaSet;
    /** The CRUD service of every resource stored in a table (server/resources/service.ts), with its models. */
    resources: ResourceService;
    /** The mail of the account flows: SMTP, or files in DATA_DIR/outbox/ (server/account/mail.ts). */
    mailer: Mailer;
    /** Work done after the answer is sent; closing the app waits for it (server/account/background.ts). */
    runLater: RunLater;
  }
}

/**
 * The long-lived services every route may use, decorated on the app once instead of being
 * handed from buildApp to each route module: the database, the configuration, the schemas,
 * what the areas add on the server (server/areas/<resource>/, loaded here) and the CRUD
 * service over them, the mailer and the runner of work done after an answer.
 */
export const servicesPlugin = rootPlugin<{ db: Db; config: Config }>(async (app, { db, config }) => {
  const schemas = loadSchemas();
  await loadAreas();
  app.decorate('db', db);
  app.decorate('config', config);
  app.decorate('schemas', schemas);
  app.decorate('resources', createResourceService(db, schemas));
  app.decorate('mailer', createMailer(config, app.log));
  app.decorate('runLater', backgroundRunner(app));
});
