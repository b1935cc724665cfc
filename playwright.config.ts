import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 8181);
const baseURL = `http://localhost:${port}`;
/**
 * The call summariser at the edge: tests/e2e/summaries.spec.ts answers at this address as a
 * real one would, and the server is told it (config is read by the runner and each worker).
 */
process.env.SUMMARISER_URL ??= `http://127.0.0.1:${port + 7}/summarise`;

/** Debian's Chromium: browser downloads do not work here (ARCHITECTURE.md, DEPENDENCIES.md). */
const chromium = {
  executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ],
};

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 2,
  retries: 0,
  reporter: 'list',
  // The clean-clone CI machine ran the same tests two to three times slower than this one (a
  // sign-in test 8 s there, 3.6 s here): the limits leave room for that, not for waiting.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  use: {
    baseURL,
    locale: 'en-GB',
    trace: 'retain-on-failure',
    launchOptions: chromium,
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], launchOptions: chromium } }],
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    url: `${baseURL}/api/health`,
    // E2E_DATA_DIR: engineers who share a working tree run their suites side by side, each on
    // its own port and data directory.
    env: { PORT: String(port), DATA_DIR: process.env.E2E_DATA_DIR ?? '.tmp/e2e-data', LOG_LEVEL: 'warn', SUMMARISER_URL: process.env.SUMMARISER_URL },
    // The first start builds the portal.
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
