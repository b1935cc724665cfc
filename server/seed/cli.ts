import { loadConfig } from '../config.ts';
import { openDatabase, type Db } from '../db/index.ts';
import { migrate } from '../db/migrate.ts';
import { seedDemo } from './demo.ts';

// `npm run seed` fills an empty database; `npm run seed -- --replace` wipes and refills it.
const config = loadConfig();
const replace = process.argv.includes('--replace');
let db: Db;
try {
  db = await openDatabase(config);
} catch (err) {
  console.error(`The database could not be opened (${config.databaseUrl ? 'DATABASE_URL' : config.dataDir}): ${(err as Error).message}`);
  process.exit(1);
}
try {
  await migrate(db);
  const result = await seedDemo(db, { replace });
  console.log(
    result === 'seeded'
      ? 'Demo data written.'
      : 'The database already holds data; nothing was changed. Use `npm run seed -- --replace` to wipe it and write the demo data.',
  );
} finally {
  await db.close();
}
