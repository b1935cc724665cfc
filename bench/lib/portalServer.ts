import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, spawnServer, waitUntilReady, type ServerProcess } from '../../scripts/lib/serverProcess.ts';
import { skip } from './figures.ts';
import { benchPort } from './ports.ts';

/** The first start builds the portal. */
const START_TIMEOUT_MS = 300_000;

/**
 * `npm start` on `dataDir` (a bench port), as a visitor's browser meets it: `run` is given the
 * ready server, which is stopped afterwards whatever happens. When the server started without a
 * built portal there is nothing to measure: each of `figures` is reported skipped instead.
 */
export async function withPortalServer(dataDir: string, figures: readonly string[], run: (server: ServerProcess) => Promise<void>): Promise<void> {
  const server = await spawnServer({ entry: 'start', dataDir, port: await benchPort() });
  try {
    await waitUntilReady(server, START_TIMEOUT_MS);
    if (!existsSync(join(ROOT, 'dist', 'index.html'))) {
      for (const figure of figures) skip(figure, 'the server started without a built portal');
      return;
    }
    await run(server);
  } finally {
    await server.stop('SIGTERM');
  }
}
