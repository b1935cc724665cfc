import { expect, test, type Locator } from '@playwright/test';
import { openSignedIn } from './support/demo.ts';

/** Whether the element at the centre of `target` is `target` itself or inside it: nothing lies over it. */
const uncovered = (target: Locator) =>
  target.evaluate((el) => {
    const box = el.getBoundingClientRect();
    const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return top && (el === top || el.contains(top)) ? true : `covered by ${top?.outerHTML.slice(0, 200)}`;
  });

/**
 * Issue 27: with a row selected, the bulk-action bar covered the search and filter row of the
 * time schedules list and cut off a column header. It takes a row of its own: the search, the
 * filters and the headers stay visible and usable. Nothing is deleted.
 */
test('the selection’s bar leaves the search, filters and headers uncovered', async ({ page }) => {
  await openSignedIn(page, '/configuration/time-schedule');
  const search = page.getByRole('searchbox').or(page.getByRole('textbox', { name: /Search/ })).first();
  const header = page.locator('thead th').filter({ hasText: /\w/ }).first();
  await expect(header).toBeVisible();
  await page.locator('tbody tr').first().getByRole('checkbox').check();
  const bar = page.locator('.RaBulkActionsToolbar-toolbar');
  await expect(bar).toContainText('1 item selected');
  await expect(bar.getByRole('button', { name: 'Delete' })).toBeVisible();
  expect(await uncovered(search)).toBe(true);
  expect(await uncovered(header)).toBe(true);
  await search.fill('zz');
  await expect(search).toHaveValue('zz');
});
