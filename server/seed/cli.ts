import { withCliDatabase } from '../db/cliDatabase.ts';
import { seedDemo } from './demo.ts';

// `npm run seed` fills an empty database; `npm run seed -- --replace` wipes and refills it.
const replace = process.argv.includes('--replace');
await withCliDatabase(async (db) => {
  const result = await seedDemo(db, { replace });
  console.log(
    result === 'seeded'
      ? 'Demo data written.'
      : 'The database already holds data; nothing was changed. Use `npm run seed -- --replace` to wipe it and write the demo data.',
  );
});
