import type { Page } from 'playwright-core';
import { DEMO_PASSWORD } from '../server/seed/demo.ts';
import { launchBrowser, signInPage } from './lib/browser.ts';
import { withDataDir } from './lib/dataDir.ts';
import { median, note, report } from './lib/figures.ts';
import { withPortalServer } from './lib/portalServer.ts';

/**
 * The call-flow designer's speed in Chromium (issue 11), against the built portal as `npm start`
 * serves it: diagrams of 500, 1,000 and 2,000 blocks.
 *   call_flow_designer_first_render_<n>_ms  the flow read, until its blocks and links are drawn (median of 3 visits)
 *   call_flow_designer_pan_<n>_fps          panning the canvas with the mouse for 2 s (requestAnimationFrame frame times)
 *   call_flow_designer_drag_<n>_fps         dragging a block for 2 s
 *   call_flow_designer_save_2000_ms         "Save as draft" of 2,000 blocks, until the page says it is saved
 *   call_flow_designer_reload_2000_ms       reloading the page with 2,000 blocks, until they are drawn
 * Targets: first render ≤ 400 / 800 / 1,500 ms; ≥ 55 fps at 500 blocks and ≥ 30 fps at 2,000.
 */

const SIZES = [500, 1000, 2000];
const VISITS = 3;
const GESTURE_MS = 2000;

// ---- Diagrams -------------------------------------------------------------------------------

type Block = { id: string; type: string; position: { x: number; y: number }; data: Record<string, unknown> };
type Link = { id: string; source: string; source_handle: string | null; target: string; target_handle: null };

/** The kinds a generated flow is made of, each with realistic data and its output ports. */
const KINDS: { type: string; data: Record<string, unknown>; ports: string[] }[] = [
  {
    type: 'option_menu',
    data: { prompts: [], options: [{ key: '1', label: 'Sales' }, { key: '2', label: 'Support' }, { key: '3', label: 'Billing' }], max_tries: 3, timeout: 5 },
    ports: ['option-0', 'option-1', 'option-2', 'timeout', 'invalid'],
  },
  { type: 'schedule', data: { timezone: 'Europe/Brussels', routes: [{ label: 'Open', weekdays: ['mon', 'tue', 'wed', 'thu', 'fri'], from: '08:00', to: '18:00' }] }, ports: ['route-0', 'closed'] },
  { type: 'speak', data: { text: 'Welcome, please hold on.', language: 'en-GB', voice: 'en-GB-Standard-A' }, ports: ['next'] },
  { type: 'distribute', data: { routes: 3, method: 'round_robin' }, ports: ['route-0', 'route-1', 'route-2'] },
  { type: 'caller_id_routing', data: { routes: [{ label: 'VIP', matches: [{ type: 'number', value: '+3225880100' }] }] }, ports: ['route-0', 'no_match'] },
  { type: 'dial', data: { mode: 'simple', tiers: [[{ type: 'number', value: '+3225880101' }]], ring_time: 30, ringtone: null, ring_group: null }, ports: ['no_answer'] },
  { type: 'play_media', data: { files: [] }, ports: ['next'] },
];

/**
 * A flow of `size` blocks: a tree from the start, breadth first, kinds in turn, laid out in
 * columns by depth; the ports left open when the budget is spent lead to one End Call block.
 */
export function generateDiagram(size: number): { nodes: Block[]; edges: Link[] } {
  const nodes: Block[] = [];
  const edges: Link[] = [];
  const rows = new Map<number, number>();
  const place = (depth: number) => {
    const row = rows.get(depth) ?? 0;
    rows.set(depth, row + 1);
    return { x: depth * 320, y: row * 170 };
  };
  const open: { id: string; port: string; depth: number }[] = [];
  const add = (type: string, data: Record<string, unknown>, ports: string[], depth: number) => {
    const id = `b${nodes.length}`;
    nodes.push({ id, type, position: place(depth), data: structuredClone(data) });
    for (const port of ports) open.push({ id, port, depth });
    return id;
  };
  add('start', {}, ['next'], 0);
  let turn = 0;
  while (nodes.length < size - 1 && open.length) {
    const from = open.shift()!;
    const kind = KINDS[turn++ % KINDS.length];
    const id = add(kind.type, kind.data, kind.ports, from.depth + 1);
    edges.push({ id: `l${edges.length}`, source: from.id, source_handle: from.port === 'next' ? null : from.port, target: id, target_handle: null });
  }
  const deepest = Math.max(...rows.keys());
  const end = add('end_call', {}, [], deepest + 1);
  for (const from of open) edges.push({ id: `l${edges.length}`, source: from.id, source_handle: from.port === 'next' ? null : from.port, target: end, target_handle: null });
  return { nodes, edges };
}

// ---- In the page ----------------------------------------------------------------------------

/**
 * In the page before anything else runs: when the designer has its flow (the page's
 * performance mark) and when its blocks and links are first on screen; and a frame recorder.
 * Plain JavaScript text, as tsx would otherwise wrap a function in helpers the page lacks.
 */
const WATCH = `
  window.__cfd = {};
  const observer = new MutationObserver(() => {
    if (window.__cfd.drawnAt) return;
    const ready = performance.getEntriesByName('call-flow-designer:ready')[0];
    if (!ready) return;
    const blocks = document.querySelectorAll('[data-testid="cf-block"]').length;
    const links = document.querySelectorAll('.react-flow__edge').length;
    if (blocks > 0 && links > 0) {
      observer.disconnect();
      requestAnimationFrame(() => {
        window.__cfd.drawnAt = performance.now();
        window.__cfd.readyAt = ready.startTime;
        window.__cfd.blocks = blocks;
      });
    }
  });
  observer.observe(document, { childList: true, subtree: true });
  window.__frames = (ms) => new Promise((resolve) => {
    const deltas = [];
    let last;
    const begin = performance.now();
    const tick = (t) => {
      if (last !== undefined) deltas.push(t - last);
      last = t;
      if (t - begin < ms) requestAnimationFrame(tick);
      else resolve(deltas);
    };
    requestAnimationFrame(tick);
  });
`;

interface Drawn {
  drawnAt: number;
  readyAt: number;
  blocks: number;
}

async function drawn(page: Page): Promise<Drawn> {
  await page.waitForFunction(() => (window as unknown as { __cfd: { drawnAt?: number } }).__cfd?.drawnAt, undefined, { timeout: 120_000 }).catch(async (err: Error) => {
    note(`not drawn: ${page.url()}; ${(await page.locator('body').innerText()).slice(0, 300).replace(/\s+/g, ' ')}`);
    throw err;
  });
  return page.evaluate(() => (window as unknown as { __cfd: Drawn }).__cfd);
}

/** Frames per second while `gesture` runs: the mean of requestAnimationFrame's frame times. */
async function fpsDuring(page: Page, gesture: () => Promise<void>): Promise<number> {
  const frames = page.evaluate((ms) => (window as unknown as { __frames(ms: number): Promise<number[]> }).__frames(ms), GESTURE_MS);
  await gesture();
  const deltas = await frames;
  const mean = deltas.reduce((a, b) => a + b, 0) / deltas.length;
  return 1000 / mean;
}

/** The mouse going round in an ellipse from where it was pressed, for the gesture's time. */
async function circle(page: Page, x: number, y: number, rx: number, ry: number) {
  await page.mouse.move(x, y);
  await page.mouse.down();
  const begin = Date.now();
  while (Date.now() - begin < GESTURE_MS) {
    const a = ((Date.now() - begin) / 1000) * Math.PI;
    await page.mouse.move(x + rx * Math.sin(a), y + ry * (1 - Math.cos(a)));
  }
  await page.mouse.up();
}

async function pan(page: Page): Promise<number> {
  const box = (await page.locator('.react-flow__pane').boundingBox())!;
  // An empty spot of the pane: its top-left corner area, away from the controls and the minimap.
  return fpsDuring(page, () => circle(page, box.x + 30, box.y + 30, 150, 100));
}

async function drag(page: Page): Promise<number> {
  const pane = (await page.locator('.react-flow__pane').boundingBox())!;
  const heads = page.locator('[data-testid="cf-block"] .cfd-head');
  const count = await heads.count();
  for (let i = 0; i < count; i++) {
    const head = (await heads.nth(i).boundingBox())!;
    if (head && head.x > pane.x + 40 && head.y > pane.y + 40 && head.x + head.width < pane.x + pane.width - 200 && head.y + head.height < pane.y + pane.height - 200) {
      return fpsDuring(page, () => circle(page, head.x + 40, head.y + head.height / 2, 120, 80));
    }
  }
  throw new Error('no block in view to drag');
}

// ---- The run --------------------------------------------------------------------------------

async function api(url: string) {
  const login = await fetch(`${url}/api/v1/api-token-auth/`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ username: 'admin', password: DEMO_PASSWORD }) });
  const { token, group_id: group } = (await login.json()) as { token: string; group_id: number };
  return async (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) => {
    const answer = await fetch(`${url}/api/${path}`, {
      method,
      headers: { Authorization: `Token ${token}`, 'Current-Group-Id': String(group), 'Content-Type': 'application/json', ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const data = (await answer.json().catch(() => null)) as Record<string, unknown> | null;
    if (!answer.ok) throw new Error(`${method} ${path}: ${answer.status} ${JSON.stringify(data).slice(0, 300)}`);
    return data!;
  };
}

await withDataDir((dataDir) =>
  withPortalServer(dataDir, SIZES.map((size) => `call_flow_designer_first_render_${size}_ms`), async (server) => {
    const call = await api(server.url);
    const flows = new Map<number, number>();
    for (const size of SIZES) {
      const diagram = generateDiagram(size);
      const flow = await call('POST', 'v1/call_flow/', { description: `Bench flow ${size} ${Date.now()}`, draft: true, diagram: { nodes: [diagram.nodes[0]], edges: [] } });
      await call('PATCH', `v1/call_flow/${flow.id}/`, { diagram }, { 'If-Match': `"${flow.version}"` });
      flows.set(size, flow.id as number);
      note(`flow ${flow.id}: ${diagram.nodes.length} blocks, ${diagram.edges.length} links`);
    }

    const browser = await launchBrowser();
    try {
      const context = await browser.newContext({ viewport: { width: 1600, height: 1000 } });
      await context.addInitScript({ content: WATCH });
      await signInPage(context, server.url);
      for (const size of SIZES) {
        const path = `${server.url}/call-flow-gui/${flows.get(size)}`;
        // One visit to warm the caches (chunks, the server's first read), then the measured ones.
        const warm = await context.newPage();
        await warm.goto(path);
        await drawn(warm);
        await warm.close();
        const times: number[] = [];
        let page: Page | undefined;
        for (let i = 0; i < VISITS; i++) {
          await page?.close();
          page = await context.newPage();
          await page.goto(path);
          const at = await drawn(page);
          times.push(at.drawnAt - at.readyAt);
        }
        note(`${size} blocks: first render ${times.map((t) => t.toFixed(0)).join(', ')} ms`);
        report(`call_flow_designer_first_render_${size}_ms`, Math.round(median(times)), 'ms');
        const open = page!;
        await open.waitForTimeout(500);
        report(`call_flow_designer_pan_${size}_fps`, await pan(open), 'fps');
        await open.waitForTimeout(300);
        report(`call_flow_designer_drag_${size}_fps`, await drag(open), 'fps');

        if (size === 2000) {
          // The drag left the diagram changed: save it as a draft, then open it again.
          const saveButton = open.getByTestId('cf-save-draft');
          await saveButton.waitFor();
          const began = Date.now();
          await saveButton.click();
          await open.getByText(/Draft saved/).waitFor({ timeout: 60_000 });
          report('call_flow_designer_save_2000_ms', Date.now() - began, 'ms');
          await open.reload();
          const again = await drawn(open);
          report('call_flow_designer_reload_2000_ms', Math.round(again.drawnAt), 'ms');
          const stored = await call('GET', `v1/call_flow/${flows.get(size)}/`);
          const nodes = (stored.diagram as { nodes: unknown[] }).nodes.length;
          if (nodes !== size) throw new Error(`the saved flow has ${nodes} blocks`);
        }
        await open.close();
      }
    } finally {
      await browser.close();
    }
  }),
);
