import { parseArgs } from 'node:util';
import { withCliDatabase } from '../db/cliDatabase.ts';
import { issuePlatformToken } from './tokens.ts';

/**
 * `npm run platform-token -- --group <id> --name "<platform>"`: issues a phone platform's token
 * for one group and prints it once (only its hash is kept), through the same issuePlatformToken
 * as `POST v1/live_statistics/platform_token/`. On PGlite, stop the server first (one process
 * holds DATA_DIR); with DATABASE_URL it runs beside the servers.
 */
const { values } = parseArgs({ options: { group: { type: 'string' }, name: { type: 'string' } } });
const group = Number(values.group);
if (!Number.isInteger(group) || group < 1) {
  console.error('Usage: npm run platform-token -- --group <group id> [--name "Asterisk PBX 1"]');
  process.exit(2);
}
await withCliDatabase(async (db) => {
  const found = await db.query<{ id: number }>('SELECT id FROM groups WHERE id = $1', [group]);
  if (!found[0]) {
    console.error(`No group ${group}.`);
    process.exitCode = 1;
  } else {
    const token = await issuePlatformToken(db, group, values.name);
    console.log(token);
  }
});
