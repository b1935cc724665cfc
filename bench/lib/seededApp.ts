import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import { openDatabase, type Db } from '../../server/db/index.ts';
import { migrate } from '../../server/db/migrate.ts';
import { seedDemo } from '../../server/seed/demo.ts';
import { createPostgresDatabase } from '../../tests/api/helpers/databases.ts';
import { note } from './figures.ts';
import { withDataDir } from './dataDir.ts';

/** A fresh database holding the demo data: PGlite in memory, or a new database on the PostgreSQL server of BENCH_DATABASE_URL. */
async function seededDatabase(): Promise<{ db: Db; drop(): Promise<void> }> {
  const server = process.env.BENCH_DATABASE_URL;
  if (server) {
    note('on PostgreSQL (BENCH_DATABASE_URL)');
    const created = await createPostgresDatabase(server, true);
    const db = await openDatabase({ databaseUrl: created.url });
    return { db, drop: async () => { await db.close(); await created.drop(); } };
  }
  note('on PGlite');
  const db = await openDatabase({});
  await migrate(db);
  await seedDemo(db);
  return { db, drop: () => db.close() };
}

/** Runs `fn` with the whole API app in process on a fresh database holding the demo data; all closed afterwards. */
export async function withSeededApp<T>(fn: (app: FastifyInstance, db: Db) => Promise<T>): Promise<T> {
  return withDataDir(async (dataDir) => {
    const { db, drop } = await seededDatabase();
    const app = await buildApp(db, { ...loadConfig({}), logLevel: 'silent', dataDir });
    await app.ready();
    try {
      return await fn(app, db);
    } finally {
      await app.close();
      await drop();
    }
  });
}
