import type { Db } from '../db/index.ts';
import { localBus, type EventBus } from './bus.ts';
import { postgresBus } from './postgresBus.ts';
import { rootPlugin } from './rootPlugin.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The live-event bus shared by every API server on the database. */
    events: EventBus;
  }
}

export interface EventsOptions {
  db: Db;
  /** The PostgreSQL server's address, for the LISTEN connection; without it events stay in this process. */
  databaseUrl?: string;
}

/** `app.events`: LISTEN/NOTIFY on a PostgreSQL server, in-process on PGlite; closed with the app. */
export const eventsPlugin = rootPlugin<EventsOptions>(async (app, { db, databaseUrl }) => {
  const log = app.log;
  const bus =
    db.kind === 'postgres' && databaseUrl
      ? await postgresBus(databaseUrl, db, { warn: (msg) => log.warn(msg), error: (obj, msg) => log.error(obj, msg) })
      : localBus(db, (err) => log.error({ err }, 'an event listener failed'));
  app.decorate('events', bus);
  app.addHook('onClose', () => bus.close());
});
