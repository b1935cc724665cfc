// Prepares the data directory of the account server (accountServer.ts) before it starts:
// the demo data, then the initial-password flag on the users named. The flag is set in the
// database, as the provider does when it hands out an account: the API has no call for it.
// Run with tsx: node --import tsx tests/e2e/support/prepareAccountData.ts <dir> <username>…
import { loadConfig } from '../../../server/config.ts';
import { openDatabase } from '../../../server/db/index.ts';
import { migrate } from '../../../server/db/migrate.ts';
import { seedDemo } from '../../../server/seed/demo.ts';

const [dataDir, ...usernames] = process.argv.slice(2);
if (!dataDir) throw new Error('usage: prepareAccountData.ts <data dir> <username>…');
const db = await openDatabase(loadConfig({ ...process.env, DATABASE_URL: '', DATA_DIR: dataDir }));
try {
  await migrate(db);
  await seedDemo(db);
  await db.query('UPDATE users SET initial_password = true WHERE username = ANY($1)', [usernames]);
} finally {
  await db.close();
}
