import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { build, type Rollup } from 'vite';
import { median, note, report } from './lib/figures.ts';

/**
 * Full validation of a 1,000-block call flow in Chromium (issue 11: ≤ 10 ms per edit), as the
 * designer runs it on every edit: whole-diagram and per-block rules, with the account's taken
 * shortcodes and the references that have gone. The domain module and the unit tests' diagram
 * are bundled by Vite (the portal's own bundler) and run in a blank Chromium page; median of 200
 * runs after a warm-up, each on a fresh copy so that no run profits from the one before.
 */
const RUNS = 200;
const BROWSER_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'];

/** The bench's page script: validateDiagram and bigDiagram, as one IIFE that sets `window.bench`. */
async function bundle(): Promise<string> {
  const entry = fileURLToPath(new URL('./lib/callFlowValidatePage.ts', import.meta.url));
  const output = (await build({
    configFile: false,
    logLevel: 'silent',
    build: { write: false, minify: true, lib: { entry, formats: ['iife'], name: 'bench' } },
  })) as Rollup.RollupOutput[];
  return output[0].output[0].type === 'chunk' ? output[0].output[0].code : '';
}

const script = await bundle();
const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH || '/usr/bin/chromium', args: BROWSER_ARGS });
try {
  const page = await browser.newPage();
  await page.addScriptTag({ content: script });
  const measured = await page.evaluate((runs) => (window as unknown as { bench: { measure(size: number, runs: number): { times: number[]; blocks: number; links: number; issues: number } } }).bench.measure(1000, runs), RUNS);
  if (measured.issues) throw new Error(`the bench diagram is not valid: ${measured.issues} issues`);
  note(`Chromium ${browser.version()}: ${measured.blocks} blocks, ${measured.links} links; slowest run ${Math.max(...measured.times).toFixed(2)} ms`);
  // The designer's largest diagrams (Twilio Studio's cap): a note, not a figure of the issue.
  const largest = await page.evaluate(() => (window as unknown as { bench: { measure(size: number, runs: number): { times: number[] } } }).bench.measure(2000, 50));
  note(`2000 blocks: median ${median(largest.times).toFixed(2)} ms`);
  report('call_flow_validate_1000_ms', Number(median(measured.times).toFixed(2)), 'ms');
} finally {
  await browser.close();
}
