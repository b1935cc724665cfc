import { expect, type Page } from '@playwright/test';

/**
 * Goes to a path inside the loaded portal, as a link would: the router follows the history
 * (no reload), so a test that visits many pages loads the portal once.
 */
export async function goInApp(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await settled(page, path);
}

/** The page at `path` has its heading and has stopped loading. */
export async function settled(page: Page, path: string) {
  await expect(page).toHaveURL(path);
  await expect(page.locator('main h1').first()).toBeVisible();
  // A loading indicator has no value; a determinate bar (registrations, usage) is content.
  await expect(page.locator('[role="progressbar"]:not([aria-valuenow])')).toHaveCount(0);
}
