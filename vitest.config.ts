import { defineConfig } from 'vitest/config';
import { formValidators } from './scripts/vite/formValidators.ts';

export default defineConfig({
  test: {
    projects: [
      {
        // Component tests render forms with the validators the build makes (virtual:form-validators).
        plugins: [formValidators()],
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}', 'src/**/*.test.{ts,tsx}'],
          environment: 'node',
          // Vitest 4 chooses one environment per project (environmentMatchGlobs is gone), and
          // `--project unit` must still run the component tests: this file gives *.test.tsx jsdom.
          setupFiles: ['tests/support/jsdomForComponentTests.ts'],
          // Rendering MUI and RJSF forms in jsdom takes seconds on a busy two-core machine.
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          // Each file spawns servers or opens databases; on two cores running them one at a
          // time is faster than letting them fight, and keeps their ports apart.
          fileParallelism: false,
          // Tests that spawn servers wait for cold starts, which take long on a busy two-core machine.
          testTimeout: 180_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
