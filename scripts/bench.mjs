// `npm run bench`: runs every bench/*.bench.{mjs,ts} one after another (they measure time, so
// they must not share the two cores) and passes on their figures, one line each: name value unit.
import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const benches = readdirSync(join(root, 'bench'))
  .filter((f) => /\.bench\.(mjs|ts)$/.test(f))
  .sort();

function run(file) {
  const args = file.endsWith('.ts') ? ['--import', 'tsx', join('bench', file)] : [join('bench', file)];
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, { cwd: root, stdio: 'inherit' });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

const failed = [];
for (const file of benches) {
  console.error(`# ${file}`);
  if ((await run(file)) !== 0) failed.push(file);
}
if (failed.length) {
  console.error(`\nfailed: ${failed.join(', ')}`);
  process.exit(1);
}
