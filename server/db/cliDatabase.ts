import { loadConfig } from '../config.ts';
import { openDatabase, type Db } from './index.ts';
import { migrate } from './migrate.ts';

/**
 * The database of a command (`npm run seed`, `npm run platform-token`), as the configuration
 * names it: migrated, given to `run`, and closed afterwards whatever happens. A database that
 * cannot be opened (on PGlite, a server holding DATA_DIR) ends the command with its reason, exit 1.
 */
export async function withCliDatabase(run: (db: Db) => Promise<void>): Promise<void> {
  const config = loadConfig();
  let db: Db;
  try {
    db = await openDatabase(config);
  } catch (err) {
    console.error(`The database could not be opened (${config.databaseUrl ? 'DATABASE_URL' : config.dataDir}): ${(err as Error).message}`);
    process.exit(1);
  }
  try {
    await migrate(db);
    await run(db);
  } finally {
    await db.close();
  }
}
