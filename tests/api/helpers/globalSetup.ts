import { rmSync } from 'node:fs';
import { dropTemplates } from './seededCopy.ts';
import { newRunToken, RUN_ENV, runDir } from './sharedSeed.ts';

/**
 * Before the API project: a token that lets its workers share their seeded copies (sharedSeed.ts;
 * the workers inherit this process's environment). After it: the template databases and dumps
 * they made go.
 */
export default function setup() {
  const token = newRunToken();
  process.env[RUN_ENV] = token;
  return async () => {
    rmSync(runDir(token), { recursive: true, force: true });
    const url = process.env.TEST_DATABASE_URL;
    if (url) await dropTemplates(url);
  };
}
