import { expect, test, type Page } from '@playwright/test';
import { openSignedIn } from './support/demo.ts';

/**
 * The portal's chunks past the first screen fail as they would offline or after a deploy that
 * removed them (Playwright's routing also bypasses the HTTP cache). The entry's own scripts, named
 * in index.html, still load: without them there is no JavaScript to say anything.
 */
const SCRIPTS = '**/assets/*.js';
const offline = (page: Page) =>
  page.route(SCRIPTS, (route) => (/\/(first-screen|rolldown-runtime)-/.test(route.request().url()) ? route.continue() : route.abort('internetdisconnected')));

test('a page or the shell whose code cannot load says so with a reload, and the reload brings the page', async ({ page }) => {
  await openSignedIn(page, '/dashboard');
  const menu = page.getByRole('menu', { name: 'Main menu' });

  // A page in the shell: the devices area's chunk is not loaded on the dashboard.
  await offline(page);
  await menu.getByRole('menuitem', { name: 'Configuration' }).click();
  await menu.getByRole('menuitem', { name: 'Devices' }).click();
  const alert = page.getByRole('alert').filter({ hasText: 'This page could not be loaded' });
  await expect(alert).toBeVisible();
  await expect(alert).toContainText('Reload to get the latest version.');
  await expect(menu).toBeVisible();
  await page.unroute(SCRIPTS);
  await alert.getByRole('button', { name: 'Reload' }).click();
  await expect(page.getByRole('heading', { name: 'Devices' }).first()).toBeVisible();

  // The shell itself: reloaded while offline, the router's chunk fails before any page draws.
  await offline(page);
  await page.reload();
  const rootAlert = page.getByRole('alert').filter({ hasText: 'This page could not be loaded' });
  await expect(rootAlert).toBeVisible();
  await page.unroute(SCRIPTS);
  await rootAlert.getByRole('button', { name: 'Reload' }).click();
  await expect(menu).toBeVisible();
  await expect(page).toHaveURL(/\/configuration\/devices$/);
});

test('the portal’s logo is drawn from the page itself, before any script has loaded', async ({ page }) => {
  // No script at all: what shows is index.html's own (the first paint does not wait for JavaScript).
  await page.route(SCRIPTS, (route) => route.abort('internetdisconnected'));
  await page.goto('/');
  const logo = page.locator('#root svg');
  await expect(logo).toBeVisible();
  const box = await logo.boundingBox();
  const viewport = page.viewportSize();
  // Centred in the window.
  expect(Math.abs((box?.x ?? 0) + (box?.width ?? 0) / 2 - (viewport?.width ?? 0) / 2)).toBeLessThan(2);
  expect(Math.abs((box?.y ?? 0) + (box?.height ?? 0) / 2 - (viewport?.height ?? 0) / 2)).toBeLessThan(2);
});
