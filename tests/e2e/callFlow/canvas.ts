import { expect, type Locator, type Page } from '@playwright/test';
import { apiAs } from '../areas/helpers.ts';

/** The smallest diagram: its start block alone. */
export const START_ONLY = { nodes: [{ id: 'start', type: 'start', position: { x: 0, y: 0 }, data: {} }], edges: [] };

/** A block on the designer's canvas (drawn only while it is in view). */
export const block = (page: Page, id: string) => page.locator(`[data-testid="cf-block"][data-block-id="${id}"]`);
/** Every block drawn on the canvas. */
export const blocks = (page: Page) => page.getByTestId('cf-block');
/** The issues tab's list. */
export const issues = (page: Page) => page.getByTestId('cf-issues');

/** A draft call flow of the demo administrator made through the API, with this diagram. */
export async function newFlow(request: Parameters<typeof apiAs>[0], name: string, diagram: unknown = START_ONLY) {
  const api = await apiAs(request);
  const flow = await api.create<{ id: number }>('v1/call_flow/', { description: name, draft: true, diagram });
  return { api, flow };
}

/** The id of the block whose properties the side panel shows (a block just added is selected). */
export async function selectedBlock(page: Page): Promise<string> {
  const panel = page.getByTestId('cf-properties');
  await expect(panel).toBeVisible();
  return (await panel.getAttribute('data-block-id'))!;
}

/** Opens the side panel's issues tab. */
export async function openIssues(page: Page) {
  await page.getByTestId('cf-tab-issues').click();
  await expect(issues(page)).toBeVisible();
}

/**
 * Where an element is once it has stopped moving: the zoom to fit is animated, and on a busy
 * machine it is still under way when the step after the click runs. Answers null while the
 * element is not drawn (out of view).
 */
async function restingBox(page: Page, locator: Locator) {
  let last: Awaited<ReturnType<Locator['boundingBox']>> = null;
  for (let tries = 0; tries < 40; tries++) {
    const box = await locator.boundingBox({ timeout: 500 }).catch(() => null);
    if (box && last && Math.abs(box.x - last.x) < 0.5 && Math.abs(box.y - last.y) < 0.5) return box;
    last = box;
    await page.waitForTimeout(100);
  }
  return null;
}

/** The centre of a box, when the element a pointer there would press is the one given. */
async function pressable(locator: Locator, box: { x: number; y: number; width: number; height: number }) {
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  const hit = await locator.evaluate((element, [px, py]) => {
    const top = document.elementFromPoint(px, py);
    return Boolean(top && (top === element || element.contains(top)));
  }, [x, y] as const);
  return hit ? { x, y } : null;
}

/**
 * Draws a link as a user does: from an output port's handle to another block's input, the
 * whole flow in view first (the canvas draws only what is in view). The handles are measured
 * once they have come to rest, and the drag starts only where the pointer would press the
 * port's handle: a press beside it would pan the canvas, and the blocks with it. On a busy
 * machine a drag can still go astray; then the view is fitted again and the link drawn again,
 * as a user would, until it is there.
 */
export async function link(page: Page, from: string, port: string, to: string) {
  const source = page.locator(`.react-flow__handle.source[data-nodeid="${from}"][data-handleid="${port}"]`);
  const target = page.locator(`.react-flow__handle.target[data-nodeid="${to}"]`);
  const links = page.locator('.react-flow__edge');
  const before = await links.count();
  await expect(async () => {
    if ((await links.count()) > before) return;
    await page.getByTestId('cf-fit').click();
    const a = await restingBox(page, source);
    const b = await restingBox(page, target);
    const start = a && (await pressable(source, a));
    expect(start && b, 'both handles at rest and in reach').toBeTruthy();
    await page.mouse.move(start!.x, start!.y);
    await page.mouse.down();
    await page.mouse.move(b!.x + b!.width / 2, b!.y + b!.height / 2, { steps: 12 });
    await page.mouse.up();
    await expect(links).toHaveCount(before + 1, { timeout: 2000 });
  }).toPass({ timeout: 30_000 });
}
