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

/** Seeds `dir` afresh with `npm run seed`'s script at nice 19; resolves true when it is complete. */
export function seedAhead(dir) {
  rmSync(dir, { recursive: true, force: true });
  return new Promise((done) => {
    const child = spawn('nice', ['-n', '19', process.execPath, '--import', 'tsx', 'server/seed/cli.ts'], {
      cwd: root,
      env: { ...process.env, DATA_DIR: dir, LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    child.on('exit', (code) => {
      if (code === 0) writeFileSync(join(dir, SEEDED_MARK), '');
      done(code === 0);
    });
    child.on('error', () => done(false));
  });
}
