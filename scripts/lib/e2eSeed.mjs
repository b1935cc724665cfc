// The e2e server's demo data written ahead of the e2e step (issue 26): scripts/test-all.mjs seeds
// a data directory at the lowest priority beside the steps before e2e, and scripts/e2e-server.mjs
// copies it rather than seeding while the tests wait.
import { spawn } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** Written into the directory once the seed has finished: a half-written one is never copied. */
export const SEEDED_MARK = '.e2e-seeded';

/**
 * Writes the demo data into `dir` with `npm run seed`'s script (the migrations and the same seed,
 * in one transaction, that the server writes on its first start); `lowPriority` runs it at nice 19.
 * Resolves true when it is complete.
 */
export function seedDemoData(dir, { lowPriority = false } = {}) {
  const command = [process.execPath, '--import', 'tsx', 'server/seed/cli.ts'];
  const [file, ...args] = lowPriority ? ['nice', '-n', '19', ...command] : command;
  return new Promise((done) => {
    const child = spawn(file, args, { cwd: root, env: { ...process.env, DATA_DIR: dir, LOG_LEVEL: 'warn' }, stdio: ['ignore', 'ignore', 'inherit'] });
    child.on('exit', (code) => done(code === 0));
    child.on('error', () => done(false));
  });
}

/** Seeds `dir` afresh at the lowest priority and marks it complete; resolves true when it is. */
export async function seedAhead(dir) {
  rmSync(dir, { recursive: true, force: true });
  const seeded = await seedDemoData(dir, { lowPriority: true });
  if (seeded) writeFileSync(join(dir, SEEDED_MARK), '');
  return seeded;
}
