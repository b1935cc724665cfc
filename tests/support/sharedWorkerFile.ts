import { afterAll, vi } from 'vitest';

/**
 * The unit, component and API projects (vitest.config.ts) run their files one after another in a
 * worker they share (`isolate: false`), so that the libraries under node_modules, which Node
 * loads and keeps, are imported once per worker instead of once per file. The project's own
 * code is still evaluated afresh for each file, as the tests expect (a module-level cache or
 * client starts empty), and what a file stubbed or spied on is given back when it ends.
 */
vi.resetModules();

// What a file set in process.env by hand (a spawned server's settings) is not the next file's.
const envAtStart = { ...process.env };

afterAll(() => {
  for (const name of Object.keys(process.env)) if (!(name in envAtStart)) delete process.env[name];
  Object.assign(process.env, envAtStart);
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  vi.useRealTimers();
});
