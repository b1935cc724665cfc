import { expect, type Page } from '@playwright/test';
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
 * Draws a link as a user does: from an output port's handle to another block's input, the
 * whole flow in view first (the canvas draws only what is in view). On a busy machine the
 * handles can still be moving (the zoom to fit is animated) when they are measured, and the
 * drag lands beside them: then it is drawn again, as a user would, until the link is there.
 */
export async function link(page: Page, from: string, port: string, to: string) {
  await page.getByTestId('cf-fit').click();
  const source = page.locator(`.react-flow__handle.source[data-nodeid="${from}"][data-handleid="${port}"]`);
  const target = page.locator(`.react-flow__handle.target[data-nodeid="${to}"]`);
  const links = page.locator('.react-flow__edge');
  const before = await links.count();
  await expect(async () => {
    if ((await links.count()) > before) return;
    const a = (await source.boundingBox())!;
    const b = (await target.boundingBox())!;
    await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
    await page.mouse.down();
    await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 12 });
    await page.mouse.up();
    await expect(links).toHaveCount(before + 1, { timeout: 1000 });
  }).toPass({ timeout: 15_000 });
}
