import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig, type Config, type Flags } from 'lighthouse';
import puppeteer, { type Browser } from 'puppeteer-core';
import { DEMO_PASSWORD } from '../server/seed/demo.ts';
import { withDataDir } from './lib/dataDir.ts';
import { median, note, report } from './lib/figures.ts';
import { withPortalServer } from './lib/portalServer.ts';

/**
 * Lighthouse's performance score (0–100) of the first screens, as `npm start` serves them:
 * mobile is Lighthouse's default (a mid-range phone on slow 4G, CPU slowed 4x, simulated),
 * desktop its desktop preset. Scores move by a few points from run to run, and more when
 * the machine is busy: each figure is the median of RUNS runs.
 */
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'];

interface Target {
  figure: string;
  path: string;
  desktop: boolean;
  signedIn: boolean;
}

const ALL_TARGETS: Target[] = [
  { figure: 'lighthouse_signin_mobile', path: '/', desktop: false, signedIn: false },
  { figure: 'lighthouse_signin_desktop', path: '/', desktop: true, signedIn: false },
  { figure: 'lighthouse_dashboard_mobile', path: '/dashboard', desktop: false, signedIn: true },
  { figure: 'lighthouse_dashboard_desktop', path: '/dashboard', desktop: true, signedIn: true },
  { figure: 'lighthouse_extensions_list_mobile', path: '/users/extensions', desktop: false, signedIn: true },
  { figure: 'lighthouse_extensions_list_desktop', path: '/users/extensions', desktop: true, signedIn: true },
];

/**
 * LIGHTHOUSE_TARGETS (comma-separated parts of figure names, e.g. `dashboard,extensions`) measures
 * only those: before/after comparisons of the signed-in pages on a shared machine, where every
 * minute of the run is another minute of neighbours' load.
 */
const only = process.env.LIGHTHOUSE_TARGETS?.split(',').filter(Boolean);
const TARGETS = only ? ALL_TARGETS.filter((target) => only.some((part) => target.figure.includes(part))) : ALL_TARGETS;

/** On a busy machine Chrome's trace sometimes misses the navigation (NO_NAVSTART): that run is made again. */
const ATTEMPTS = 3;

interface Session {
  token: string;
  group_id: number | null;
}

/** A session of the demo administrator, taken from the API as the sign-in page does. */
async function signIn(url: string): Promise<Session> {
  const res = await fetch(`${url}/api/v1/api-token-auth/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: DEMO_PASSWORD }),
  });
  if (!res.ok) throw new Error(`sign-in answered ${res.status}`);
  return (await res.json()) as Session;
}

/**
 * Lighthouse clears the origin's storage and cache before it loads the page, so a session in
 * localStorage would be gone: it is written again in every new document of the portal's
 * origin before the portal's scripts run, where src/auth/session.ts keeps it.
 */
function storeSessionScript(origin: string, session: Session): string {
  const entries = [['switchboard.token', session.token]];
  if (session.group_id !== null) entries.push(['switchboard.groupId', String(session.group_id)]);
  return `if (location.origin === ${JSON.stringify(origin)}) {
    for (const [key, value] of ${JSON.stringify(entries)}) localStorage.setItem(key, value);
  }`;
}

/**
 * LIGHTHOUSE_DIAGNOSTICS=1 notes, for each run, where the main thread's time went: Lighthouse's
 * own audits (long tasks, the work per kind and per script), which name what to cut next.
 */
const DIAGNOSTICS = Boolean(process.env.LIGHTHOUSE_DIAGNOSTICS);

/** The rows of a table audit; other kinds of details have none. */
function itemsOf(audit: { details?: object } | undefined): Record<string, unknown>[] {
  const details = audit?.details;
  return details && 'items' in details && Array.isArray(details.items) ? (details.items as Record<string, unknown>[]) : [];
}
const ms = (value: unknown) => `${Math.round(Number(value))} ms`;
const shortUrl = (value: unknown) => String(value).replace(/^https?:\/\/[^/]+/, '');

function noteDiagnostics(target: Target, lhr: { audits: Record<string, { details?: object } | undefined> }): void {
  const tasks = itemsOf(lhr.audits['long-tasks']).map((task) => `${ms(task.startTime)}+${ms(task.duration)} ${shortUrl(task.url)}`);
  note(`  long tasks: ${tasks.join(', ') || 'none'}`);
  const kinds = itemsOf(lhr.audits['mainthread-work-breakdown']).map((kind) => `${String(kind.groupLabel)} ${ms(kind.duration)}`);
  note(`  main thread: ${kinds.join(', ')}`);
  const scripts = itemsOf(lhr.audits['bootup-time'])
    .slice(0, 6)
    .map((script) => `${shortUrl(script.url)} ${ms(script.total)} (run ${ms(script.scripting)}, parse ${ms(script.scriptParseCompile)})`);
  note(`  scripts: ${scripts.join(', ')}`);
  const unused = itemsOf(lhr.audits['unused-javascript'])
    .slice(0, 4)
    .map((script) => `${shortUrl(script.url)} ${Math.round(Number(script.wastedBytes) / 1024)} of ${Math.round(Number(script.totalBytes) / 1024)} kB`);
  note(`  unused JS: ${unused.join(', ') || 'none'}`);
  // What the two paint metrics are made of: the element drawn last as the largest, and the
  // elements that moved (with their share of the shift score), named by Lighthouse's selector.
  const lcp = itemsOf(lhr.audits['largest-contentful-paint-element']).flatMap((table) => itemsOf({ details: table as object }));
  const lcpNode = lcp.find((item) => item.node)?.node as NodeItem | undefined;
  const phases = lcp.filter((item) => item.phase).map((item) => `${String(item.phase)} ${ms(item.timing)}`);
  note(`  LCP element: ${describeNode(lcpNode)}; ${phases.join(', ')}`);
  const shifts = itemsOf(lhr.audits['layout-shifts']).map((shift) => `${Number(shift.score).toFixed(3)} ${describeNode(shift.node as NodeItem | undefined)}`);
  note(`  layout shifts: ${shifts.join('; ') || 'none'} (${target.figure})`);
}

interface NodeItem {
  selector?: string;
  snippet?: string;
  nodeLabel?: string;
}
const describeNode = (node: NodeItem | undefined) => (node ? `${node.selector ?? '?'} "${(node.nodeLabel ?? '').slice(0, 60)}"` : 'none');

async function scoreOnce(browser: Browser, url: string, target: Target, session: Session): Promise<number> {
  const page = await browser.newPage();
  try {
    if (target.signedIn) await page.evaluateOnNewDocument(storeSessionScript(new URL(url).origin, session));
    const flags: Flags = { logLevel: 'error', output: 'json', onlyCategories: ['performance'] };
    const config: Config | undefined = target.desktop ? desktopConfig : undefined;
    const result = await lighthouse(`${url}${target.path}`, flags, config, page);
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`no Lighthouse result for ${target.path}`);
    if (lhr.runtimeError) throw new Error(`${target.path}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const finalUrl = lhr.finalDisplayedUrl;
    if (new URL(finalUrl).pathname !== target.path) throw new Error(`${target.path} ended at ${finalUrl}`);
    const metric = (id: string) => lhr.audits[id]?.displayValue ?? '?';
    note(
      `${target.figure}: ${Math.round((lhr.categories.performance.score ?? 0) * 100)} ` +
        `(FCP ${metric('first-contentful-paint')}, LCP ${metric('largest-contentful-paint')}, ` +
        `TBT ${metric('total-blocking-time')}, CLS ${metric('cumulative-layout-shift')}, SI ${metric('speed-index')})`,
    );
    if (DIAGNOSTICS) noteDiagnostics(target, lhr);
    return Math.round((lhr.categories.performance.score ?? 0) * 100);
  } finally {
    await page.close();
  }
}

async function score(browser: Browser, url: string, target: Target, session: Session): Promise<number> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await scoreOnce(browser, url, target, session);
    } catch (error) {
      if (attempt >= ATTEMPTS || !/NO_NAVSTART|NO_FCP|PROTOCOL_TIMEOUT/.test(String(error))) throw error;
      note(`${target.figure}: ${String(error)}; measured again`);
    }
  }
}

await withDataDir((dataDir) =>
  withPortalServer(dataDir, TARGETS.map((target) => target.figure), async (server) => {
    const session = await signIn(server.url);
    const chrome = await chromeLauncher.launch({
      chromePath: process.env.CHROME_PATH || '/usr/bin/chromium',
      chromeFlags: CHROME_FLAGS,
    });
    try {
      const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
      try {
        for (const target of TARGETS) {
          const scores: number[] = [];
          for (let i = 0; i < RUNS; i++) scores.push(await score(browser, server.url, target, session));
          report(target.figure, median(scores), 'score');
        }
      } finally {
        await browser.disconnect();
      }
    } finally {
      chrome.kill();
    }
  }),
);
