import { expect, test, type Page } from '@playwright/test';
import { block, blocks, newFlow, selectedBlock } from './canvas.ts';
import { openSignedIn } from '../support/demo.ts';
import { unique } from '../areas/helpers.ts';

/**
 * What a new user met in the designer on day one (issue 27 item 5 and 6, issue 20): the block
 * form's selects as wide as its panel, a block dropped against the palette wholly in view, a fit
 * to view that leaves blocks readable, and a phone that shows the flow read-only with a word why.
 */

/** A start, a queue beside it, and a long row of blocks far to the right: too wide to fit readably. */
const WIDE = {
  nodes: [
    { id: 'start', type: 'start', position: { x: 0, y: 0 }, data: {} },
    { id: 'queue', type: 'queue', position: { x: 300, y: 0 }, data: {} },
    ...Array.from({ length: 20 }, (_, i) => ({ id: `end${i}`, type: 'end_call', position: { x: 700 + i * 400, y: 0 }, data: {} })),
  ],
  edges: [],
};

/** The canvas's zoom now (React Flow's viewport transform). */
const zoomOf = (page: Page) => page.locator('.react-flow__viewport').evaluate((element) => new DOMMatrix(getComputedStyle(element).transform).a);

test.describe('designer, day one', () => {
  test('selects fill the block form, a drop by the palette lands in view, a fit stays readable', async ({ page, request }) => {
    const { flow } = await newFlow(request, unique('Day-one flow'), WIDE);
    await openSignedIn(page, `/call-flow-gui/${flow.id}`);

    // The queue's select takes the form's whole width (it was cut to 140 px of a 300 px panel).
    await block(page, 'queue').click();
    const form = page.getByTestId('cf-block-form');
    const select = form.getByRole('combobox', { name: 'Queue' });
    await expect(select).toBeVisible();
    const [formWidth, selectWidth] = [(await form.boundingBox())!.width, (await select.boundingBox())!.width];
    expect(selectWidth).toBeGreaterThan(formWidth * 0.8);

    // Dropped against the palette's edge, the block is wholly on the canvas, none of it beside it.
    const pane = page.locator('.react-flow__pane');
    await page.getByTestId('cf-palette').getByRole('option', { name: 'End Call' }).dragTo(pane, { targetPosition: { x: 2, y: 200 } });
    const dropped = await selectedBlock(page);
    const [paneBox, blockBox] = [(await pane.boundingBox())!, (await block(page, dropped).boundingBox())!];
    expect(blockBox.x).toBeGreaterThanOrEqual(paneBox.x);
    expect(blockBox.x + blockBox.width).toBeLessThanOrEqual(paneBox.x + paneBox.width);

    // A fit to view of a diagram too wide stops at a readable zoom: blocks show their kind, not blank boxes.
    await page.getByTestId('cf-fit').click();
    await expect.poll(() => zoomOf(page)).toBe(0.5);
    await expect(page.locator('.cfd-far')).toHaveCount(0);
    await expect(blocks(page).first().locator('.cfd-name')).not.toBeEmpty();
  });

  test('on a phone: shows the flow read-only, says to edit it on a larger screen, and fits the width', async ({ page, request }) => {
    const { flow } = await newFlow(request, unique('Phone flow'), WIDE);
    await openSignedIn(page, `/call-flow-gui/${flow.id}`);
    // Narrowed after opening: the designer chooses again when the window changes (issue 22).
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByTestId('cf-phone-read-only')).toHaveText(/Edit it on a tablet or a computer\./);
    await expect(block(page, 'start')).toBeVisible();
    // Nothing to edit with: no palette, no saving, blocks not draggable.
    await expect(page.getByTestId('cf-palette')).toHaveCount(0);
    await expect(page.getByTestId('cf-confirm')).toHaveCount(0);
    await expect(page.locator('.react-flow__node[data-id="start"]')).not.toHaveClass(/draggable/);
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  });
});
