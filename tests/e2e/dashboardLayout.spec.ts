import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD, openSignedIn, type DemoUser } from './support/demo.ts';

const SETTINGS = '/api/v1/settings/';

/** Puts a user's dashboard back to the default layout through the API (a run before may have left one). */
async function resetLayout(page: Page, username: DemoUser) {
  const signIn = await page.request.post('/api/v1/api-token-auth/', { data: { username, password: DEMO_PASSWORD } });
  const headers = { authorization: `Token ${((await signIn.json()) as { token: string }).token}` };
  const current = await page.request.get(SETTINGS, { headers });
  const saved = await page.request.put(SETTINGS, { headers: { ...headers, 'if-match': current.headers().etag }, data: { dashboard: null } });
  expect(saved.ok()).toBe(true);
}

const slots = (page: Page) => page.locator('[data-dashboard-grid] > [data-slot]');
const order = (page: Page) => slots(page).evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-slot')));
const saved = (page: Page) => page.waitForResponse((r) => r.url().endsWith(SETTINGS) && r.request().method() === 'PUT' && r.ok());

test('an admin adds, moves by keyboard, removes a widget and sets the range; the layout comes back after a reload', async ({ page }) => {
  await resetLayout(page, 'admin');
  await openSignedIn(page, '/dashboard', 'admin');
  // The default layout keeps the three summary cards (other specs read them), then the latest calls.
  await expect.poll(() => order(page)).toEqual(['summaryCompanyWidget', 'summaryUserWidget', 'summaryUsersWidget', 'latestCallsWidget']);
  await expect(page.getByRole('region', { name: 'Latest calls' }).locator('[data-call]').first()).toBeVisible();

  // The catalogue, by section: the admin's group holds statistics; the resellers' client chart is not offered.
  await page.getByRole('button', { name: 'Add widget' }).click();
  const catalogue = page.getByRole('menu');
  for (const section of ['General', 'Summary', 'Sidebar', 'Calls']) await expect(catalogue.getByText(section, { exact: true })).toBeVisible();
  await expect(catalogue.getByRole('menuitem', { name: 'Company summary' })).toHaveCount(0);
  await expect(catalogue.getByRole('menuitem', { name: 'Client calls' })).toHaveCount(0);
  let save = saved(page);
  await catalogue.getByRole('menuitem', { name: 'Call stats' }).click();
  await save;
  const stats = page.getByRole('region', { name: 'Call stats' });
  await expect(stats.locator('[data-stat="calls"] [data-stat-value], [data-empty]').first()).toBeVisible();
  await expect.poll(() => order(page)).toEqual(['summaryCompanyWidget', 'summaryUserWidget', 'summaryUsersWidget', 'latestCallsWidget', 'callStatsWidget']);

  // Keyboard: pick it up, one place back, drop.
  const handle = page.getByRole('button', { name: 'Move Call stats', exact: true });
  await handle.focus();
  await page.keyboard.press('Space');
  // Picked up (dnd-kit presses the handle); the live region says where it is, in place 5 of 5.
  await expect(handle).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText('Call stats is at place 5.')).toBeAttached();
  await page.keyboard.press('ArrowUp');
  await expect(page.getByText('Call stats is at place 4.')).toBeAttached();
  save = saved(page);
  await page.keyboard.press('Space');
  await save;
  await expect.poll(() => order(page)).toEqual(['summaryCompanyWidget', 'summaryUserWidget', 'summaryUsersWidget', 'callStatsWidget', 'latestCallsWidget']);

  // The range: the figures are asked for the last 30 days.
  const month = page.waitForResponse((r) => r.url().includes('/api/v1/statistics/?period=last_30_days') && r.ok());
  save = saved(page);
  await page.getByRole('button', { name: '30 d', exact: true }).click();
  await Promise.all([month, save]);
  await expect(stats.locator('[data-range="30d"]')).toBeVisible();

  await page.reload();
  await expect.poll(() => order(page)).toEqual(['summaryCompanyWidget', 'summaryUserWidget', 'summaryUsersWidget', 'callStatsWidget', 'latestCallsWidget']);
  await expect(page.getByRole('button', { name: '30 d', exact: true })).toHaveAttribute('aria-pressed', 'true');

  save = saved(page);
  await page.getByRole('button', { name: 'Remove Call stats' }).click();
  await save;
  await expect(stats).toHaveCount(0);
  await page.reload();
  await expect.poll(() => order(page)).toEqual(['summaryCompanyWidget', 'summaryUserWidget', 'summaryUsersWidget', 'latestCallsWidget']);

  // Back to the default layout: the range too.
  save = saved(page);
  await page.getByRole('button', { name: 'Reset layout' }).click();
  await save;
  await expect(page.getByRole('button', { name: '7 d', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('button', { name: 'Reset layout' })).toBeDisabled();
});

test('in Dutch, a user is offered their widgets only; one added stays after a reload, and a phone stacks them', async ({ page }) => {
  await resetLayout(page, 'user');
  await openSignedIn(page, '/dashboard', 'user');
  // Dutch, as the language menu remembers it, on a phone.
  await page.evaluate(() => localStorage.setItem('switchboard.language', 'nl'));
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(page.getByRole('region', { name: 'Bedrijfsoverzicht' })).toBeVisible();
  await page.getByRole('button', { name: 'Widget toevoegen' }).click();
  const catalogue = page.getByRole('menu');
  await expect(catalogue.getByText('Algemeen', { exact: true })).toBeVisible();
  await expect(catalogue.getByRole('menuitem', { name: 'Gesprekken van klanten' })).toHaveCount(0);
  const save = saved(page);
  await catalogue.getByRole('menuitem', { name: 'Webinars' }).click();
  await save;
  await page.reload();
  const webinars = page.getByRole('region', { name: 'Webinars' });
  await expect(webinars.getByRole('link', { name: /Komende webinars/ })).toHaveAttribute('href', /webinars/);
  // One column at 390 px: every card as wide as the grid.
  const grid = await page.locator('[data-dashboard-grid]').boundingBox();
  for (const box of await slots(page).evaluateAll((nodes) => nodes.map((n) => n.getBoundingClientRect().width))) expect(Math.abs(box - grid!.width)).toBeLessThan(2);
  await resetLayout(page, 'user');
});

test('a reseller gets the client chart over their clients, and no widget of an area they do not hold', async ({ page }) => {
  await resetLayout(page, 'reseller');
  const week = page.waitForResponse((r) => r.url().includes('/api/v1/dashboard/client_chart/?range=7d') && r.ok());
  await openSignedIn(page, '/dashboard', 'reseller');
  // The default layout holds the chart; its answer first, so that a busy machine's slow query is no failure.
  await week;
  const chart = page.getByRole('region', { name: 'Client calls' });
  await expect(chart.locator('[data-stat="avg_inbound"], [data-empty]').first()).toBeVisible();
  const day = page.waitForResponse((r) => r.url().includes('/api/v1/dashboard/client_chart/?range=24h') && r.ok());
  const save = saved(page);
  await page.getByRole('button', { name: '24 h', exact: true }).click();
  await Promise.all([day, save]);
  await expect(chart.locator('[data-range="24h"]')).toBeVisible();
  // Northwind holds no statistics: no call stats or trends on offer.
  await page.getByRole('button', { name: 'Add widget' }).click();
  await expect(page.getByRole('menuitem', { name: 'Phonebook' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Call stats' })).toHaveCount(0);
  await expect(page.getByRole('menuitem', { name: 'Call trends' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await resetLayout(page, 'reseller');
});
