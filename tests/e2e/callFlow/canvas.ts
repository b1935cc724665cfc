import { expect, type Page } from '@playwright/test';

/** A block on the designer's canvas (drawn only while it is in view). */
export const block = (page: Page, id: string) => page.locator(`[data-testid="cf-block"][data-block-id="${id}"]`);

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
