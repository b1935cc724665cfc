// `npm run dev`: the API server (restarted when its code changes) and Vite's dev server with
// hot reload, which proxies /api to it. Ctrl-C stops both.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const apiPort = process.env.API_PORT ?? '8080';
const env = { ...process.env, PORT: apiPort, SWITCHBOARD_API_PORT: apiPort };

const children = [
  spawn(process.execPath, ['--watch', '--import', 'tsx', 'server/main.ts'], { cwd: root, env, stdio: 'inherit' }),
  spawn(process.execPath, ['node_modules/vite/bin/vite.js'], { cwd: root, env, stdio: 'inherit' }),
];

let stopping = false;
function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 3000).unref();
}

for (const child of children) {
  child.on('exit', (code) => {
    if (!stopping) {
      console.error(`\n${child.spawnargs.slice(1).join(' ')} stopped (exit ${code ?? 'signal'}); stopping the other one.`);
      stop(code ?? 1);
    } else if (children.every((c) => c.exitCode !== null || c.signalCode !== null)) {
      process.exit(0);
    }
  });
}
process.on('SIGINT', () => stop());
process.on('SIGTERM', () => stop());
