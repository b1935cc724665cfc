import { expect, type Page } from '@playwright/test';

const heading = (page: Page) => page.locator('main h1').first();

/**
 * Goes to a path inside the loaded portal, as a link would: the router follows the history
 * (no reload), so a test that visits many pages loads the portal once. Done when the new page
 * has its own heading (not the last page's, still shown for a moment) and has loaded.
 */
export async function goInApp(page: Page, path: string) {
  // The last page's heading, marked: two pages may share a title (a list and a section page of
  // the same name), so the new page is told by its own heading element or another text.
  const before = await heading(page).evaluate((element) => {
    element.setAttribute('data-e2e-left', '');
    return element.textContent;
  });
  await routeTo(page, path);
  await expect(page).toHaveURL(path);
  // A page's chunk and texts load on the first visit: on a busy machine, longer than an expect's 15 s.
  await page.waitForFunction((old) => {
    const current = document.querySelector('main h1');
    return current !== null && (!current.hasAttribute('data-e2e-left') || current.textContent !== old);
  }, before, { timeout: 60_000 });
  await settled(page, path);
}

/** Tells the portal's router to show `path`, as a link does: the history and its popstate, no reload. */
export async function routeTo(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/** The page at `path` has its heading and has stopped loading. */
export async function settled(page: Page, path: string) {
  await expect(page).toHaveURL(path);
  await expect(heading(page)).toBeVisible();
  // A loading indicator has no value (a determinate bar, registrations or usage, is content);
  // a skeleton holds the place of a value still asked for (a reference's label).
  await expect(page.locator('[role="progressbar"]:not([aria-valuenow]), .MuiSkeleton-root')).toHaveCount(0);
}
