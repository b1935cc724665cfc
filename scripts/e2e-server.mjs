// The server for the end-to-end tests: a fresh data directory each run, then `npm start`'s
// own start script, so the tests see the app exactly as users get it.
import { cpSync, existsSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { buildPortalIfStale } from './lib/portalBuild.mjs';
import { SEEDED_MARK, seedDemoData } from './lib/e2eSeed.mjs';

const dataDir = resolve(process.env.DATA_DIR ?? '.tmp/e2e-data');
rmSync(dataDir, { recursive: true, force: true });
process.env.DATA_DIR = dataDir;

/**
 * The demo data written by `npm run seed` (the migrations and the same seed, in one transaction,
 * that the server writes on its first start) while the portal builds, rather than after it:
 * PGlite's initdb, the migrations and the seed took 25 s of CPU (2.5 minutes at load 15) before
 * the first test could start (issue 26). The server then finds the data there and only opens it.
 */
const seed = () => seedDemoData(dataDir);

/**
 * E2E_SEEDED_DIR: a data directory `npm test` (scripts/test-all.mjs) seeded the same way at the
 * lowest priority while the steps before e2e ran, copied here instead of seeding again: the
 * seed's 25 s of CPU then no longer stands between the e2e step's start and its first test.
 */
function copySeeded() {
  const from = process.env.E2E_SEEDED_DIR;
  if (!from || !existsSync(join(from, SEEDED_MARK))) return undefined;
  cpSync(from, dataDir, { recursive: true, filter: (path) => !path.endsWith(SEEDED_MARK) });
  return Promise.resolve(true);
}

const [built, seeded] = await Promise.all([buildPortalIfStale(), copySeeded() ?? seed()]);
if (!built) process.exit(1);
if (!seeded) console.error('Writing the demo data beforehand failed; the server writes it as it starts.');
await import('./start.mjs');
