import { expect, test, type Page } from '@playwright/test';
import { apiAs, rows, unique } from './areas/helpers.ts';
import { expectNoSeriousViolations } from './support/axe.ts';
import { openSignedIn, type DemoUser } from './support/demo.ts';
import type { Language } from './support/language.ts';

/**
 * Issue 22: axe-core (WCAG 2.1 AA, EN 301 549) finds no serious or critical violation on the
 * pages of the audit, for each role on its own pages, with their dialogs open. The walk
 * over every route (tests/e2e/phoneWidth.spec.ts) runs the same check; this file holds the pages
 * and dialogs the audit named. Each test loads the portal once and moves inside it, as a user
 * clicking the menu would (a reload per page would double the file's time).
 */

/** Goes to a path inside the loaded portal (the router follows the history, no reload). */
async function go(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await settled(page, path);
}

/** The page at `path` has its heading and has stopped loading (no progress indicator left). */
async function settled(page: Page, path: string) {
  await expect(page).toHaveURL(path);
  await expect(page.locator('main h1, #main-content h1').first()).toBeVisible();
  // A loading indicator has no value; a determinate bar (registrations, usage) is content.
  await expect(page.locator('[role="progressbar"]:not([aria-valuenow])')).toHaveCount(0);
}

/** The engine's lists of the audit: each had the row-selection checkbox's two violations. */
const LISTS = [
  '/users/extensions',
  '/configuration/devices',
  '/configuration/fifo-queue',
  '/configuration/voicemail',
  '/configuration/time-schedule',
  '/configuration/did-routing',
  '/configuration/group',
  '/configuration/sites',
  '/configuration/hotdesking',
  '/call-forwarding/',
  '/phonebooks',
];
/** The hand-built pages of the audit: the warning chips' contrast, the busiest hours' scroll region. */
const REPORTS = ['/reports/call-history', '/reports/invoices', '/statistics', '/dashboard', '/live-statistic'];

async function audit(page: Page, paths: string[], language: Language) {
  for (const path of paths) {
    await go(page, path);
    await expectNoSeriousViolations(page, `${path} (${language})`);
  }
}

async function openAs(page: Page, path: string, user: DemoUser) {
  await openSignedIn(page, path, user);
  await settled(page, path);
}

test.describe('accessibility (axe, WCAG 2.1 AA)', () => {
  test.describe.configure({ timeout: 120_000 });

  test('administrator, English: the lists with a row selected, bulk edit and delete confirmation open, and the reports', async ({ page }) => {
    await openAs(page, '/users/extensions', 'admin');
    await expectNoSeriousViolations(page, 'extensions (en)');
    await rows(page).first().getByRole('checkbox').check();
    await expectNoSeriousViolations(page, 'extensions, a row selected');

    await page.getByTestId('bulk-edit').click();
    const edit = page.getByRole('dialog', { name: 'Change 1 selected item' });
    await expect(edit).toBeVisible();
    await expectNoSeriousViolations(page, 'extensions, bulk edit open');
    await page.keyboard.press('Escape');
    await expect(edit).toBeHidden();

    await page.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('dialog');
    await expect(confirm).toBeVisible();
    await expectNoSeriousViolations(page, 'extensions, delete confirmation open');
    await page.keyboard.press('Escape');
    await expect(confirm).toBeHidden();

    await audit(page, [...LISTS.slice(1), ...REPORTS], 'en');
  });

  test('administrator, Dutch: the same lists and reports', async ({ page }) => {
    await openAs(page, LISTS[0], 'admin');
    // The language menu as a user changes it (kept in this browser only, not on the account).
    await page.getByRole('button', { name: 'Change language' }).click();
    await page.getByRole('menuitem', { name: 'Nederlands' }).click();
    await expect(page.getByRole('menu', { name: 'Hoofdmenu' })).toBeVisible();
    await audit(page, [...LISTS, ...REPORTS], 'nl');
  });

  test('the designer with a block’s form open, and a device’s DSS button dialog', async ({ page, request }) => {
    const api = await apiAs(request);
    const flow = await api.create<{ id: number }>('v1/call_flow/', {
      description: unique('Accessible flow'), draft: true,
      diagram: { nodes: [{ id: 'start', type: 'start', position: { x: 0, y: 0 }, data: {} }], edges: [] },
    });
    await openAs(page, `/call-flow-gui/${flow.id}`, 'admin');
    await page.getByTestId('cf-palette').getByRole('option', { name: 'Queue', exact: true }).click();
    await expect(page.getByTestId('cf-properties')).toBeVisible();
    await expectNoSeriousViolations(page, 'designer, a block’s form open');

    const found = (await api.call('GET', 'v1/devices/?search=Reception desk')).body as { results: { id: number }[] };
    await go(page, `/configuration/devices/${found.results[0].id}`);
    await page.locator('[data-testid^="dss-key-"][data-filled="false"]').first().click();
    const dialog = page.getByTestId('dss-dialog');
    await expect(dialog).toBeVisible();
    await expectNoSeriousViolations(page, 'device, DSS button dialog open');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('a plain user and a reseller, each on their own pages', async ({ browser }) => {
    const user = await browser.newPage();
    await openAs(user, '/dashboard', 'user');
    await expectNoSeriousViolations(user, 'user: dashboard');
    await audit(user, ['/reports/call-history', '/call-forwarding/', '/phonebooks', '/configuration/voicemail'], 'en');
    await user.close();

    const reseller = await browser.newPage();
    await openAs(reseller, '/clients/overview', 'reseller');
    await expectNoSeriousViolations(reseller, 'reseller: clients');
    await audit(reseller, ['/clients/reseller-invoices', '/dashboard'], 'en');
    await reseller.close();
  });
});
