import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import { openDatabase, type Db } from '../../server/db/index.ts';
import { migrate } from '../../server/db/migrate.ts';
import { seedDemo } from '../../server/seed/demo.ts';
import { withDataDir } from './dataDir.ts';

/** Runs `fn` with the whole API app in process on a fresh PGlite holding the demo data; all closed afterwards. */
export async function withSeededApp<T>(fn: (app: FastifyInstance, db: Db) => Promise<T>): Promise<T> {
  return withDataDir(async (dataDir) => {
    const db = await openDatabase({});
    await migrate(db);
    await seedDemo(db);
    const app = await buildApp(db, { ...loadConfig({}), logLevel: 'silent', dataDir });
    await app.ready();
    try {
      return await fn(app, db);
    } finally {
      await app.close();
      await db.close();
    }
  });
}
