import { expect, test, type Locator, type Page } from '@playwright/test';
import { signedInFromFirstLoad } from './support/demo.ts';
import { useLanguage } from './support/language.ts';

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

/** `control`: the last of the controls to wait for (a phone's filters are folded behind their button). */
async function firstRecordStays(page: Page, path: string, control = page.getByLabel('Site', { exact: true })) {
  await signedInFromFirstLoad(page, 'admin');
  await page.addInitScript({ content: WATCH_FIRST_RECORD });
  await page.goto(path);
  // The records and the fields, in whichever order they come (the fields first when the records' answer is slow).
  const record = page.locator('tbody tr, [data-testid="list-record"]').first();
  await expect(record).toBeVisible();
  await expect(page.getByPlaceholder('Search…')).toBeVisible();
  await expect(control).toBeVisible();
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

test('on a phone the records stay where they were drawn when the search and the filters’ button come', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await firstRecordStays(page, '/users/extensions', page.getByRole('button', { name: 'Filters' }));
});

// Three filters took a line each above a phone's records: they fold behind a button that says
// how many are set, and unfold on lines of their own.
test('on a phone (nl) the filters fold behind a button that unfolds them and counts those set', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await useLanguage(page, 'nl');
  await signedInFromFirstLoad(page, 'admin');
  await page.goto('/users/extensions');
  const button = page.getByRole('button', { name: 'Filters', exact: true });
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('combobox', { name: 'Vestiging' })).toHaveCount(0);
  const records = page.getByTestId('list-record');
  const before = await records.first().evaluate((record) => record.getBoundingClientRect().top);

  await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  const site = page.getByRole('combobox', { name: 'Vestiging' });
  await expect(site).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Actief' })).toBeVisible();
  // Each on a line as wide as the search box.
  const fieldOf = (input: Locator) => input.locator('xpath=ancestor::div[contains(@class,"MuiFormControl-root")][1]').boundingBox();
  const [search, field] = await Promise.all([fieldOf(page.getByRole('searchbox')), fieldOf(site)]);
  expect(Math.round(field!.width)).toBe(Math.round(search!.width));
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);

  await site.click();
  await page.getByRole('option', { name: 'Ghent clinic' }).click();
  await expect(page.getByRole('button', { name: 'Filters (1)' })).toBeVisible();
  await expect(records.first()).toContainText('Ghent clinic');
  for (const text of await records.allInnerTexts()) expect(text).toContain('Ghent clinic');

  // Folded again, the filter stays set and the records move back up.
  await page.getByRole('button', { name: 'Filters (1)' }).click();
  await expect(site).toHaveCount(0);
  await expect(records.first()).toContainText('Ghent clinic');
  expect(await records.first().evaluate((record) => record.getBoundingClientRect().top)).toBe(before);
});
