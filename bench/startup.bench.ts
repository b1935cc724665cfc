import { spawnServer, waitUntilReady } from '../scripts/lib/serverProcess.ts';
import { benchPort } from './lib/ports.ts';
import { withDataDir } from './lib/dataDir.ts';
import { median, note, report } from './lib/figures.ts';

const RUNS = 3;

/** Milliseconds from spawning `node server/main.ts` to its first answer on /api/health. */
async function firstAnswer(dataDir: string): Promise<number> {
  const port = await benchPort();
  const started = performance.now();
  const server = await spawnServer({ dataDir, port });
  try {
    await waitUntilReady(server, 120_000);
    return performance.now() - started;
  } finally {
    // A clean stop, so that the next (warm) start finds the directory as an operator would.
    await server.stop('SIGTERM');
  }
}

const cold: number[] = [];
const warm: number[] = [];
for (let run = 0; run < RUNS; run++) {
  await withDataDir(async (dir) => {
    // Cold: an empty directory, so the start creates the database, migrates and seeds it.
    cold.push(await firstAnswer(dir));
    warm.push(await firstAnswer(dir));
  });
  note(`start run ${run + 1}/${RUNS}: cold ${cold[run].toFixed(0)} ms, warm ${warm[run].toFixed(0)} ms`);
}
report('cold_start_first_answer_ms', median(cold), 'ms');
report('warm_start_first_answer_ms', median(warm), 'ms');
