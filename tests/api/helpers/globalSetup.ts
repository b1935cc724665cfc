import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { buildServerBundle } from '../../../scripts/lib/serverBundle.mjs';
import { ROOT, SERVER_BUNDLE_ENV } from '../../../scripts/lib/serverProcess.ts';
import { dropTemplates } from './seededCopy.ts';
import { newRunToken, RUN_ENV, runDir } from './sharedSeed.ts';

/**
 * Before the API project: a token that lets its workers share their seeded copies (sharedSeed.ts;
 * the workers inherit this process's environment), and the server's bundle that the tests'
 * spawned servers start from (serverProcess.ts). After it: the template databases, dumps and
 * bundle they used go.
 */
export default async function setup() {
  const token = newRunToken();
  process.env[RUN_ENV] = token;
  // Inside the repository, so that the bundle finds the packages in node_modules at run time.
  const bundle = join(ROOT, 'node_modules', '.cache', 'switchboard-server', `main-${token}.mjs`);
  await buildServerBundle(ROOT, bundle);
  process.env[SERVER_BUNDLE_ENV] = bundle;
  return async () => {
    rmSync(bundle, { force: true });
    rmSync(runDir(token), { recursive: true, force: true });
    const url = process.env.TEST_DATABASE_URL;
    if (url) await dropTemplates(url);
  };
}
