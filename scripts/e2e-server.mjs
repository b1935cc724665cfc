// The server for the end-to-end tests: a fresh data directory each run, then `npm start`'s
// own start script, so the tests see the app exactly as users get it.
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';

const dataDir = resolve(process.env.DATA_DIR ?? '.tmp/e2e-data');
rmSync(dataDir, { recursive: true, force: true });
process.env.DATA_DIR = dataDir;
await import('./start.mjs');
