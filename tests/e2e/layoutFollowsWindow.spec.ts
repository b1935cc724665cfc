import { expect, test, type Page } from '@playwright/test';
import { openSignedIn } from './support/demo.ts';
import { goInApp } from './support/inApp.ts';

/**
 * Issue 22: a page laid out for one width lays itself out again when the window changes (a
 * window narrowed, a tablet turned), without a reload: the list that was a table at 1280 px
 * stacks its records at 390 px and is a table again when widened, and no page of the audit is
 * wider than the window it is in.
 */

const WIDE = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 800 };

/** How far the page reaches beyond the window's right edge, in CSS pixels (0: it fits). */
const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

test('lists and reports choose their layout again when the window narrows and widens', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize(WIDE);
  await openSignedIn(page, '/users/extensions');
  const table = page.locator('main table');
  const stacked = page.getByTestId('list-record');
  await expect(table).toBeVisible();
  await expect(stacked).toHaveCount(0);

  await page.setViewportSize(PHONE);
  await expect(stacked.first()).toBeVisible();
  await expect(table).toHaveCount(0);
  await expect.poll(() => overflow(page)).toBe(0);

  await page.setViewportSize(WIDE);
  await expect(table).toBeVisible();
  await expect(stacked).toHaveCount(0);

  // The reports, each drawn wide first and then narrowed: none stays wider than the phone.
  for (const path of ['/reports/call-history', '/reports/invoices', '/statistics']) {
    await page.setViewportSize(WIDE);
    await goInApp(page, path);
    await page.setViewportSize(PHONE);
    await expect.poll(() => overflow(page), { message: `${path} at 390 px` }).toBe(0);
  }
});

test('narrowing to a phone closes the side menu, the page stays readable, and widening opens it again', async ({ page }) => {
  await page.setViewportSize(WIDE);
  await openSignedIn(page, '/statistics');
  const menu = page.getByRole('menuitem', { name: 'Configuration' });
  await expect(menu).toBeVisible();
  for (let turn = 0; turn < 3; turn++) {
    await page.setViewportSize(PHONE);
    // The page, not a drawer over it, and not hidden from a screen reader.
    await expect(page.getByRole('heading', { name: 'Statistics', level: 1 })).toBeVisible();
    await expect(menu).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(menu).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await page.setViewportSize(WIDE);
    await expect(menu).toBeVisible();
  }
});
