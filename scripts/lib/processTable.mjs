// The machine's processes as /proc shows them, for the tools that count CPU seconds of a process
// tree (cpuSeconds.mjs, bench/sipRate.bench.ts): on a machine shared with other engineers, CPU
// time says what a path costs where wall time says what the neighbours did.
import { readdirSync, readFileSync } from 'node:fs';

/** Clock ticks per second of /proc's CPU counters (USER_HZ on Linux). */
export const TICKS = 100;

/** pid → { parent, ticks (user + system), name }, for every process now. */
export function processes() {
  const all = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      // The name is in brackets and may hold spaces: the fields after it are split.
      const close = stat.lastIndexOf(')');
      const fields = stat.slice(close + 2).split(' ');
      all.set(Number(entry), { parent: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]), name: stat.slice(stat.indexOf('(') + 1, close) });
    } catch {
      // Ended between the listing and the read.
    }
  }
  return all;
}

/** `roots` and every process below them in `all`, grown in place until it stops growing. */
export function withDescendants(all, roots) {
  for (let grew = true; grew; ) {
    grew = false;
    for (const [pid, { parent }] of all) {
      if (!roots.has(pid) && roots.has(parent)) {
        roots.add(pid);
        grew = true;
      }
    }
  }
  return roots;
}
