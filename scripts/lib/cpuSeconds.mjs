// CPU seconds of a command and every process it starts (issue 26): on a machine shared with other
// engineers, wall time says more about their load than about the command. `/usr/bin/time` counts
// only the children that were waited for, and a test run's browsers and servers are not (it gave
// 70 s for a walk of 9 browsers). This samples /proc every 250 ms and keeps each descendant's last
// user + system time; a process that lives less than a sample may be missed.
//   node scripts/lib/cpuSeconds.mjs -- npx playwright test tests/e2e/phoneWidth.spec.ts
import { spawn } from 'node:child_process';
import { processes, TICKS, withDescendants } from './processTable.mjs';

const args = process.argv.slice(process.argv.indexOf('--') + 1);
const started = performance.now();
const child = spawn(args[0], args.slice(1), { stdio: 'inherit' });
const seen = new Map(); // pid → [ticks, name]
const descendants = new Set([child.pid]);

function sample() {
  const all = processes();
  // A child's parent is sampled before it, or in the same round.
  for (const pid of withDescendants(all, descendants)) {
    const found = all.get(pid);
    if (found) seen.set(pid, [found.ticks, found.name]);
  }
}

const timer = setInterval(sample, 250);
child.on('exit', (code) => {
  clearInterval(timer);
  const byName = new Map();
  for (const [ticks, name] of seen.values()) byName.set(name, (byName.get(name) ?? 0) + ticks);
  const total = [...byName.values()].reduce((sum, ticks) => sum + ticks, 0);
  const wall = (performance.now() - started) / 1000;
  console.log(`\ncpu seconds: ${(total / TICKS).toFixed(1)} in ${wall.toFixed(1)} s wall (${seen.size} processes)`);
  for (const [name, ticks] of [...byName].sort((a, b) => b[1] - a[1]).slice(0, 6)) console.log(`${(ticks / TICKS).toFixed(1).padStart(8)}  ${name}`);
  process.exit(code ?? 1);
});
