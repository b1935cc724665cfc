import { loadConfig } from './config.ts';
import { openDatabase, type Db } from './db/index.ts';
import { DataDirInUseError } from './db/lock.ts';
import { migrate, MigrationError } from './db/migrate.ts';
import { seedDemo, DEMO_PASSWORD, DEMO_SIGN_INS } from './seed/demo.ts';
import { buildApp } from './app.ts';
import { analyzeStaleTables } from './db/analyze.ts';

const config = loadConfig();

function fail(message: string): never {
  console.error(`\nSwitchboard could not start: ${message}\n`);
  process.exit(1);
}

let db: Db;
try {
  db = await openDatabase(config);
} catch (err) {
  if (err instanceof DataDirInUseError) fail(err.message);
  fail(`the database could not be opened (${config.databaseUrl ? 'DATABASE_URL' : config.dataDir}): ${(err as Error).message}`);
}
try {
  // MIGRATIONS_DIR lets the tests prove that a failing migration stops the start.
  await migrate(db, process.env.MIGRATIONS_DIR || undefined);
} catch (err) {
  await db.close();
  if (err instanceof MigrationError) fail(err.message);
  throw err;
}
const seeded = (await seedDemo(db)) === 'seeded';
if (db.kind === 'pglite') await analyzeStaleTables(db);
const app = await buildApp(db, config);

let closing = false;
async function shutdown() {
  if (closing) return;
  closing = true;
  await app.close();
  await db.close();
  process.exit(0);
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);

await app.listen({ port: config.port, host: config.host });
const where = config.databaseUrl ? 'the PostgreSQL server of DATABASE_URL' : `embedded PostgreSQL in ${config.dataDir}`;
console.log(`
Switchboard is running at http://localhost:${config.port}/
Database: ${where}${seeded ? ' (demo data written)' : ''}

Demo sign-ins (password ${DEMO_PASSWORD}):
${DEMO_SIGN_INS.map((s) => `  ${s.username.padEnd(9)} ${s.role}`).join('\n')}
`);
