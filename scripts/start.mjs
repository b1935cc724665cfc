// `npm start`: builds the portal when the build is missing or older than its sources,
// then runs the API server (TypeScript through tsx) in this same process.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
process.chdir(root);

const SOURCES = ['core', 'src', 'locales', 'schemas', 'generated', 'public', 'index.html', 'vite.config.ts', 'package-lock.json'];

function newest(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = stat.mtimeMs;
  for (const entry of readdirSync(path)) latest = Math.max(latest, newest(join(path, entry)));
  return latest;
}

const built = join(root, 'dist', 'index.html');
const builtAt = existsSync(built) ? statSync(built).mtimeMs : 0;
if (builtAt < Math.max(...SOURCES.map((s) => newest(join(root, s))))) {
  console.log(builtAt ? 'The portal sources changed: building the portal…' : 'Building the portal (first start)…');
  const result = spawnSync(process.execPath, [join(root, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--logLevel', 'warn'], {
    stdio: 'inherit',
  });
  if (result.status !== 0) {
    console.error('The portal build failed; see the messages above.');
    process.exit(result.status ?? 1);
  }
}

const { register } = await import('tsx/esm/api');
register();
await import('../server/main.ts');
