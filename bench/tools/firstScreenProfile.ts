import { existsSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';
import puppeteer, { type Page } from 'puppeteer-core';
import { DEMO_PASSWORD } from '../../server/seed/demo.ts';
import { withDataDir } from '../lib/dataDir.ts';
import { withPortalServer } from '../lib/portalServer.ts';

/**
 * Where a signed-in first screen's main-thread time goes (README, "Signed-in speed"): the page
 * opened as the demo administrator with the CPU slowed (THROTTLE, 4 as Lighthouse's phone), its
 * long tasks (PerformanceObserver) and a CPU profile's self time per package or source folder,
 * read through the build's source maps (`npx vite build --sourcemap`). Not a figure of
 * `npm run bench` (it lives outside bench/*.bench.ts): a tool for finding what to cut.
 *
 * Before/after on one server: DIST_DIR holds both builds' assets (hashed names do not clash) and
 * each build's index.html as index-<variant>.html; VARIANTS=before,after opens the page with
 * each in turn, the document swapped in the browser, so that both meet the same load. The server
 * reads DIST_DIR at its start; SERVER_URL uses one already running instead of starting one.
 *
 *   DIST_DIR=/tmp/both VARIANTS=before,after RUNS=3 node --import tsx bench/tools/firstScreenProfile.ts
 */
const PATHS = (process.env.PATHS ?? '/dashboard').split(',');
const VARIANTS = process.env.VARIANTS?.split(',') ?? [];
const RUNS = Number(process.env.RUNS ?? 2);
const THROTTLE = Number(process.env.THROTTLE ?? 4);
const TOP = Number(process.env.TOP ?? 15);
const DIST = process.env.DIST_DIR ?? 'dist';
/** The page is drawn once this is on it: the dashboard's grid, or READY for any other path. */
const READY = process.env.READY ?? '[data-dashboard-grid]';

const maps = new Map<string, TraceMap | null>();
function mapOf(url: string): TraceMap | null {
  if (!maps.has(url)) {
    const file = join(DIST, `${new URL(url).pathname}.map`);
    maps.set(url, existsSync(file) ? new TraceMap(readFileSync(file, 'utf8')) : null);
  }
  return maps.get(url) ?? null;
}

/** A package's name, or a source's first folders: what the time is charged to. */
function ownerOf(url: string, line: number, column: number): string {
  const map = url ? mapOf(url) : null;
  const source = map ? originalPositionFor(map, { line: line + 1, column }).source : url;
  if (!source) return '(unmapped)';
  const modules = source.lastIndexOf('node_modules/');
  if (modules >= 0) {
    const [scope, name] = source.slice(modules + 'node_modules/'.length).split('/');
    return scope.startsWith('@') ? `${scope}/${name}` : scope;
  }
  return source.replace(/^.*?\/(src|core|locales|schemas)\//, '$1/').split('/').slice(0, 3).join('/');
}

/** The long tasks the page has had, recorded from its first script on. */
const RECORD_LONG_TASKS = `window.__longTasks = [];
new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__longTasks.push([Math.round(e.startTime), Math.round(e.duration)]); })
  .observe({ type: 'longtask', buffered: true });`;

async function serveVariant(page: Page, variant: string): Promise<void> {
  const html = readFileSync(join(DIST, `index-${variant}.html`), 'utf8');
  await page.setRequestInterception(true);
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) void request.respond({ status: 200, contentType: 'text/html; charset=utf-8', body: html });
    else void request.continue();
  });
}

async function profile(url: string): Promise<void> {
  const res = await fetch(`${url}/api/v1/api-token-auth/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: DEMO_PASSWORD }),
  });
  const session = (await res.json()) as { token: string; group_id: number | null };
  const storeSession = `localStorage.setItem('switchboard.token', ${JSON.stringify(session.token)});${
    session.group_id === null ? '' : `localStorage.setItem('switchboard.groupId', '${session.group_id}');`
  }`;
  const browser = await puppeteer.launch({ executablePath: process.env.CHROME_PATH || '/usr/bin/chromium', args: ['--no-sandbox', '--headless=new'] });
  try {
    for (let run = 0; run < RUNS; run++) {
      for (const path of PATHS) {
        for (const variant of VARIANTS.length ? VARIANTS : ['']) {
          const page = await browser.newPage();
          await page.evaluateOnNewDocument(`${storeSession}\n${RECORD_LONG_TASKS}`);
          if (variant) await serveVariant(page, variant);
          const cdp = await page.createCDPSession();
          await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
          await cdp.send('Profiler.enable');
          await cdp.send('Profiler.start');
          const started = Date.now();
          await page.goto(`${url}${path}`, { waitUntil: 'load' });
          await page.waitForSelector(READY, { timeout: 120_000 });
          const drawn = Date.now() - started;
          // What the page does once drawn (the requests' answers re-rendering it) counts too.
          await page.waitForNetworkIdle({ idleTime: 1000, timeout: 60_000 }).catch(() => undefined);
          const { profile: cpu } = await cdp.send('Profiler.stop');
          const tasks = (await page.evaluate('window.__longTasks')) as [number, number][];
          await page.close();

          const nodes = new Map(cpu.nodes.map((node) => [node.id, node]));
          const self = new Map<string, number>();
          (cpu.samples ?? []).forEach((id, i) => {
            const frame = nodes.get(id)?.callFrame;
            if (!frame || frame.functionName === '(idle)') return;
            const owner = frame.url ? ownerOf(frame.url, frame.lineNumber, frame.columnNumber) : frame.functionName || '(native)';
            self.set(owner, (self.get(owner) ?? 0) + (cpu.timeDeltas?.[i] ?? 0) / 1000);
          });
          const longest = Math.max(0, ...tasks.map(([, duration]) => duration));
          const over = tasks.reduce((sum, [, duration]) => sum + duration - 50, 0);
          console.log(
            `${variant || 'build'} ${path} run ${run + 1} (load ${loadavg()[0].toFixed(1)}): drawn after ${drawn} ms, ` +
              `longest task ${longest} ms, long-task time over 50 ms ${over} ms in ${tasks.length} tasks`,
          );
          for (const [owner, ms] of [...self].sort((a, b) => b[1] - a[1]).slice(0, TOP)) console.log(`  ${Math.round(ms).toString().padStart(6)} ms ${owner}`);
        }
      }
    }
  } finally {
    await browser.close();
  }
}

if (process.env.SERVER_URL) await profile(process.env.SERVER_URL);
else await withDataDir((dir) => withPortalServer(dir, [], (server) => profile(server.url)));
