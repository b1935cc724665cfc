import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 8181);
const baseURL = `http://localhost:${port}`;
/**
 * The AI servers at the edge that make call summaries: tests/e2e/summaries.spec.ts answers at
 * this address with the two standard endpoints, as OpenAI or a local vLLM would, and the server
 * is told them (config is read by the runner and each worker). No SUMMARISER_URL: the two
 * endpoints alone make a summary (issue 21).
 */
process.env.E2E_SUMMARY_AI_URL ??= `http://127.0.0.1:${port + 7}/v1`;
const summaries = {
  SUMMARY_TRANSCRIPTION_URL: process.env.E2E_SUMMARY_AI_URL,
  SUMMARY_TRANSCRIPTION_MODEL: 'gpt-4o-transcribe-diarize',
  SUMMARY_TRANSCRIPTION_FORMAT: 'diarized_json',
  SUMMARY_CHAT_URL: process.env.E2E_SUMMARY_AI_URL,
  SUMMARY_CHAT_MODEL: 'gpt-4o-mini',
};

/**
 * Debian's Chromium: browser downloads do not work here (ARCHITECTURE.md, DEPENDENCIES.md).
 * Its headless shell (package chromium-headless-shell, the same engine without the desktop
 * browser around it, as Playwright's own headless Chromium) when installed: the sign-in and menu
 * specs took 2.0 min with it against 2.6–2.9 min with the full browser on this machine.
 */
const HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';
const chromium = {
  executablePath: process.env.CHROME_PATH || (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium'),
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
  // Two on two cores: the run is CPU-bound already. Its processes' /proc/<pid>/schedstat (issue 26,
  // four area specs, 26 tests) said they were on a core or queued for one 3.2 cores' worth on
  // average with two workers and 4.5 with three: a third worker adds waiting, not work done.
  workers: 2,
  // One more try for a test that failed: a busy CI machine has failed one test in two hundred
  // on a race the test itself had (each was then fixed). npm test's summary counts the tests that
  // passed only on the second try as flaky, and Playwright lists them, so none goes unseen.
  retries: 1,
  reporter: 'list',
  // The clean-clone CI machine ran the same tests two to three times slower than this one (a
  // sign-in test 8 s there, 3.6 s here): the limits leave room for that, not for waiting.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  use: {
    baseURL,
    locale: 'en-GB',
    // A trace only when a failed test runs again. Recording one for every test (its screenshots
    // and DOM snapshots at each step) took more of the two cores than the tests themselves:
    // roles and menu specs 2.0 min with it, 54 s without (`--trace retain-on-failure` against off).
    trace: 'on-first-retry',
    launchOptions: chromium,
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], launchOptions: chromium } }],
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    url: `${baseURL}/api/health`,
    // E2E_DATA_DIR: engineers who share a working tree run their suites side by side, each on
    // its own port and data directory.
    env: { PORT: String(port), DATA_DIR: process.env.E2E_DATA_DIR ?? '.tmp/e2e-data', LOG_LEVEL: 'warn', ...summaries },
    // The first start builds the portal.
    timeout: 240_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
