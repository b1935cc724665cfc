import { expect, test, type Page } from '@playwright/test';
import { signedInFromFirstLoad } from './support/demo.ts';

/**
 * A bookmarked list draws its search and filters once its first page is painted (issue 19,
 * ResourceList.tsx), in places kept for them: the records do not move when they come.
 * Watched from the page itself, from its first records on.
 */

/** In the page: where the first record's top was when the records were first drawn. */
const WATCH_FIRST_RECORD = `(() => {
  const watcher = new MutationObserver(() => {
    const record = document.querySelector('tbody tr, [data-testid="list-record"]');
    if (!record) return;
    watcher.disconnect();
    window.__firstRecord = record.getBoundingClientRect().top;
  });
  watcher.observe(document, { childList: true, subtree: true });
})();`;

async function firstRecordStays(page: Page, path: string) {
  await signedInFromFirstLoad(page, 'admin');
  await page.addInitScript({ content: WATCH_FIRST_RECORD });
  await page.goto(path);
  // The records and the fields, in whichever order they come (the fields first when the records' answer is slow).
  const record = page.locator('tbody tr, [data-testid="list-record"]').first();
  await expect(record).toBeVisible();
  await expect(page.getByPlaceholder('Search…')).toBeVisible();
  await expect(page.getByLabel('Site', { exact: true })).toBeVisible();
  const first = await page.evaluate(() => (window as unknown as { __firstRecord: number }).__firstRecord);
  const now = await record.evaluate((element) => element.getBoundingClientRect().top);
  expect(now).toBe(first);
}

// 1350 px: Lighthouse's desktop, where the list's total takes a second line beside three filters.
for (const width of [1440, 1350]) {
  test(`at ${width} px the records stay where they were drawn when the search and filters come`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await firstRecordStays(page, '/users/extensions');
  });
}

test('on a phone the records stay where they were drawn when the search and filters come', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await firstRecordStays(page, '/users/extensions');
});
