import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, ROOT, startServer, type ServerProcess } from '../../../scripts/lib/serverProcess.ts';

export interface AccountServer {
  url: string;
  dataDir: string;
  stop(): Promise<void>;
}

/**
 * A server of its own for the tests that change passwords. A password change or reset signs
 * the user out everywhere, which would break the other tests signed in on the shared server
 * at the same moment; and the initial-password flag must be set before the server opens its
 * database. Serves the portal the shared e2e server has just built (dist/).
 */
export async function startAccountServer(initialPasswordUsers: string[]): Promise<AccountServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'switchboard-e2e-account-'));
  const prepared = spawnSync(process.execPath, ['--import', 'tsx', 'tests/e2e/support/prepareAccountData.ts', dataDir, ...initialPasswordUsers], {
    cwd: ROOT,
    encoding: 'utf8',
    env: { ...process.env, LOG_LEVEL: 'warn' },
  });
  if (prepared.status !== 0) throw new Error(`the account data could not be prepared:\n${prepared.stderr}`);
  const port = await freePort();
  // localhost, like the shared server, so that the mail's links name the address the browser uses.
  const url = `http://localhost:${port}`;
  let server: ServerProcess;
  try {
    server = await startServer({ dataDir, port, env: { PUBLIC_BASE_URL: url, HOST: '127.0.0.1' } }, 180_000);
  } catch (err) {
    rmSync(dataDir, { recursive: true, force: true });
    throw err;
  }
  return {
    url,
    dataDir,
    async stop() {
      await server.stop('SIGTERM');
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
