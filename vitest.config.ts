import { defineConfig } from 'vitest/config';
import { formValidators } from './scripts/vite/formValidators.ts';

/**
 * Three projects, each timed on its own by `npm test` (README, "Tests"):
 *   unit       tests of pure code (*.test.ts) in Node: no jsdom, no MUI unless a test imports it
 *   component  component tests (*.test.tsx) in one jsdom per worker, shared by its files
 *   api        the server through inject and spawned servers, files in parallel, each on
 *              databases of its own (tests/api/helpers/databases.ts)
 * `npm run test:unit` runs unit and component.
 */
export default defineConfig({
  test: {
    projects: [
      {
        plugins: [formValidators()],
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts', 'src/**/*.test.ts'],
          environment: 'node',
          // Files share their worker's imports (sharedWorkerFile.ts says what is reset per file).
          isolate: false,
          setupFiles: ['tests/support/sharedWorkerFile.ts'],
          testTimeout: 30_000,
        },
      },
      {
        // Component tests render forms with the validators the build makes (virtual:form-validators).
        plugins: [formValidators()],
        test: {
          name: 'component',
          include: ['tests/unit/**/*.test.tsx', 'src/**/*.test.tsx'],
          // Node, with jsdom's globals laid over it once per worker (the set-up file says why).
          environment: 'node',
          // Importing MUI, react-admin and RJSF into a fresh jsdom took most of a file's time:
          // the files of one worker share the DOM and the libraries, and each file gets a clean
          // page, fresh project modules and its globals and mocks back (the set-up files).
          isolate: false,
          setupFiles: ['tests/support/sharedWorkerFile.ts', 'tests/support/componentTestFile.ts'],
          // Rendering MUI and RJSF forms in jsdom takes seconds on a busy two-core machine, and so
          // does importing the portal's modules in a beforeAll (referenceSelector.test.tsx).
          testTimeout: 30_000,
          hookTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          // Files may run side by side: every describe block has databases of its own (a PGlite in
          // memory or in a data directory, a database of its own on the PostgreSQL server), and
          // spawned servers take ports from their worker's own slice of the tests' range
          // (freePort in scripts/lib/serverProcess.ts). Two at a time: one file alone left a core
          // idle while it waited for its spawned servers, Kamailio and SIPp (API_TEST_WORKERS=1
          // runs one at a time, for a machine shared with other work).
          maxWorkers: Number(process.env.API_TEST_WORKERS) || 2,
          // A worker runs its files one after another with the libraries and server modules
          // imported once, and keeps the migrated and seeded copy each describe block starts
          // from (tests/api/helpers/seededCopy.ts); sharedWorkerFile.ts resets the rest per file.
          // The workers share that copy: one seeds while the other waits (sharedSeed.ts).
          isolate: false,
          setupFiles: ['tests/support/sharedWorkerFile.ts'],
          // Gives the run's workers the token they share their seeded copies by, and clears them after.
          globalSetup: ['tests/api/helpers/globalSetup.ts'],
          // Tests that spawn servers wait for cold starts, which take long on a busy two-core machine.
          testTimeout: 180_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
