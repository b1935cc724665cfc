import type { BrowserContext } from 'playwright-core';
import { launchBrowser, signInPage } from './lib/browser.ts';
import { withDataDir } from './lib/dataDir.ts';
import { median, note, report } from './lib/figures.ts';
import { withPortalServer } from './lib/portalServer.ts';
import { BULK, writeBulkData } from './lib/bulkData.ts';

const FIGURE = 'extensions_list_first_rows_ms';
const WARM_UP = 2;
const RUNS = 9;

/**
 * In the page before anything else runs: the moment (ms after navigation started, the page's
 * own clock) when the list first shows rows with their data. Plain JavaScript text, as tsx
 * would otherwise wrap a function in helpers the page does not have.
 */
const WATCH_FIRST_ROWS = `
  const observer = new MutationObserver(() => {
    const cell = document.querySelector('tbody tr td:nth-child(2)');
    if (cell && /\\d/.test(cell.textContent || '')) {
      window.__firstRowsAt = performance.now();
      observer.disconnect();
    }
  });
  observer.observe(document, { childList: true, subtree: true, characterData: true });
`;

/** One visit: a fresh tab straight to the list, as from a bookmark. */
async function firstRows(context: BrowserContext, url: string): Promise<number> {
  const page = await context.newPage();
  try {
    await page.goto(`${url}/users/extensions`);
    await page
      .waitForFunction(() => (window as unknown as { __firstRowsAt?: number }).__firstRowsAt, undefined, { timeout: 60_000 })
      .catch(async (err: Error) => {
        note(`no rows: ${page.url()}; ${(await page.locator('body').innerText()).slice(0, 300).replace(/\s+/g, ' ')}`);
        throw err;
      });
    const rows = await page.locator('tbody tr').count();
    if (rows < 25) throw new Error(`the list showed ${rows} rows`);
    return page.evaluate(() => (window as unknown as { __firstRowsAt: number }).__firstRowsAt);
  } finally {
    await page.close();
  }
}

await withDataDir(async (dataDir) => {
  const started = performance.now();
  await writeBulkData(dataDir);
  note(`${BULK.extensions} extensions written in ${(performance.now() - started).toFixed(0)} ms`);
  await withPortalServer(dataDir, [FIGURE], async (server) => {
    const browser = await launchBrowser();
    try {
      const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
      await context.addInitScript({ content: WATCH_FIRST_ROWS });
      await signInPage(context, server.url);
      for (let i = 0; i < WARM_UP; i++) await firstRows(context, server.url);
      const times: number[] = [];
      for (let i = 0; i < RUNS; i++) times.push(await firstRows(context, server.url));
      note(`${RUNS} visits of /users/extensions with ${BULK.extensions} extensions: min ${Math.min(...times).toFixed(0)} ms, max ${Math.max(...times).toFixed(0)} ms`);
      report(FIGURE, median(times), 'ms');
    } finally {
      await browser.close();
    }
  });
});
