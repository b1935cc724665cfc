// The portal's build in dist/, made again when it is missing or older than its sources: what
// `npm start` does first (scripts/start.mjs), and what the e2e server does beside writing its
// demo data (scripts/e2e-server.mjs).
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
const SOURCES = ['core', 'src', 'locales', 'schemas', 'generated', 'public', 'index.html', 'vite.config.ts', 'package-lock.json'];

function newest(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = stat.mtimeMs;
  for (const entry of readdirSync(path)) latest = Math.max(latest, newest(join(path, entry)));
  return latest;
}

function builtAt() {
  const built = join(root, 'dist', 'index.html');
  return existsSync(built) ? statSync(built).mtimeMs : 0;
}

/** dist/ is missing or older than one of its sources. */
export function portalBuildIsStale() {
  return builtAt() < Math.max(...SOURCES.map((s) => newest(join(root, s))));
}

/** Builds the portal when its build is missing or stale; true when dist/ is up to date afterwards. */
export function buildPortalIfStale() {
  if (!portalBuildIsStale()) return Promise.resolve(true);
  console.log(builtAt() ? 'The portal sources changed: building the portal…' : 'Building the portal (first start)…');
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [join(root, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--logLevel', 'warn'], {
      cwd: root,
      stdio: 'inherit',
    });
    child.on('exit', (code) => {
      if (code !== 0) console.error('The portal build failed; see the messages above.');
      resolve(code === 0);
    });
    child.on('error', (err) => {
      console.error(`The portal build could not start: ${err.message}`);
      resolve(false);
    });
  });
}
