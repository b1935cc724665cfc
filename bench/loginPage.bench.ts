import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { ROOT, spawnServer, waitUntilReady } from '../scripts/lib/serverProcess.ts';
import { launchBrowser } from './lib/browser.ts';
import { withDataDir } from './lib/dataDir.ts';
import { note, report, skip } from './lib/figures.ts';

const FIGURE = 'login_page_js_gzip_bytes';
/** The first start builds the portal. */
const START_TIMEOUT_MS = 300_000;

/** Sums the gzip size of every script the login page loads until the network is idle. */
async function loginPageScripts(url: string): Promise<Map<string, number>> {
  const browser = await launchBrowser();
  try {
    const page = await browser.newPage();
    const sizes = new Map<string, number>();
    const pending: Promise<void>[] = [];
    page.on('response', (response) => {
      const type = response.headers()['content-type'] ?? '';
      if (response.request().resourceType() !== 'script' && !/javascript/.test(type)) return;
      pending.push(
        response.body().then(
          (body) => void sizes.set(response.url(), gzipSync(body).length),
          (err: Error) => note(`no body for ${response.url()}: ${err.message}`),
        ),
      );
    });
    await page.goto(`${url}/`, { waitUntil: 'networkidle', timeout: 60_000 });
    await Promise.all(pending);
    return sizes;
  } finally {
    await browser.close();
  }
}

await withDataDir(async (dataDir) => {
  // `npm start` itself, so that the figure is what a visitor of a fresh install downloads.
  const server = await spawnServer({ entry: 'start', dataDir });
  try {
    try {
      await waitUntilReady(server, START_TIMEOUT_MS);
    } catch (err) {
      if (/portal build failed/i.test(server.output()) || !existsSync(join(ROOT, 'dist', 'index.html'))) {
        note(server.output().trim().split('\n').slice(-15).join('\n  '));
        skip(FIGURE, 'the portal could not be built');
        return;
      }
      throw err;
    }
    if (!existsSync(join(ROOT, 'dist', 'index.html'))) {
      skip(FIGURE, 'the server started without a built portal');
      return;
    }
    const sizes = await loginPageScripts(server.url);
    if (sizes.size === 0) throw new Error('the login page loaded no JavaScript: is the portal served at / ?');
    for (const [file, bytes] of sizes) note(`${bytes} ${new URL(file).pathname}`);
    report(FIGURE, [...sizes.values()].reduce((a, b) => a + b, 0), 'bytes');
  } finally {
    await server.stop('SIGTERM');
  }
});
