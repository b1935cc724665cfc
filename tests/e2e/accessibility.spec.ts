import { expect, test, type Page } from '@playwright/test';
import { apiAs, freeMac, rows, unique } from './areas/helpers.ts';
import { expectNoSeriousViolations, WORDS_ONLY } from './support/axe.ts';
import { openSignedIn, type DemoUser } from './support/demo.ts';
import { goInApp, settled } from './support/inApp.ts';
import type { Language } from './support/language.ts';

/**
 * Issue 22: axe-core (WCAG 2.1 AA, EN 301 549) finds no serious or critical violation on the
 * pages of the audit, for each role on its own pages, with their dialogs open. The walk
 * over every route (tests/e2e/phoneWidth.spec.ts) runs the same check; this file holds the pages
 * and dialogs the audit named. Each test loads the portal once and moves inside it, as a user
 * clicking the menu would (a reload per page would double the file's time).
 */

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

/**
 * The rules checked in `language`: all of them in English; in Dutch, on the pages English checked
 * too, what the words can change (colour contrast is the theme's, and axe's costliest rule).
 */
const rulesLeftOut = (language: Language) => (language === 'en' ? [] : WORDS_ONLY);

/** Each page's own content (`main`), the shell around it checked once per test before. */
async function audit(page: Page, paths: string[], language: Language) {
  for (const path of paths) {
    await goInApp(page, path);
    await expectNoSeriousViolations(page, `${path} (${language})`, 'main', rulesLeftOut(language));
  }
}

async function openAs(page: Page, path: string, user: DemoUser) {
  await openSignedIn(page, path, user);
  await settled(page, path);
}

/** The language menu as a user changes it (kept in this browser only, not on the account). */
async function toDutch(page: Page) {
  await page.getByRole('button', { name: 'Change language' }).click();
  await page.getByRole('menuitem', { name: 'Nederlands' }).click();
  await expect(page.getByRole('menu', { name: 'Hoofdmenu' })).toBeVisible();
}

test.describe('accessibility (axe, WCAG 2.1 AA)', () => {
  // Independent tests, each with its own page: two workers share them.
  // axe takes one to three seconds a page on a quiet machine and many times that on a busy one.
  test.describe.configure({ mode: 'parallel', timeout: 240_000 });

  test('administrator, English: the lists, with a row selected, bulk edit and the delete confirmation open', async ({ page }) => {
    await openAs(page, LISTS[0], 'admin');
    await expectNoSeriousViolations(page, 'extensions (en)');
    await rows(page).first().getByRole('checkbox').check();
    await expectNoSeriousViolations(page, 'extensions, a row selected', 'main');

    await page.getByTestId('bulk-edit').click();
    const edit = page.getByRole('dialog', { name: 'Change 1 selected item' });
    await expect(edit).toBeVisible();
    await expectNoSeriousViolations(page, 'extensions, bulk edit open', '[role="dialog"]');
    await page.keyboard.press('Escape');
    await expect(edit).toBeHidden();

    await page.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('dialog');
    await expect(confirm).toBeVisible();
    await expectNoSeriousViolations(page, 'extensions, delete confirmation open', '[role="dialog"]');
    await page.keyboard.press('Escape');
    await expect(confirm).toBeHidden();

    await audit(page, LISTS.slice(1, 4), 'en');
  });

  test('administrator, English: the other lists', async ({ page }) => {
    await openAs(page, LISTS[4], 'admin');
    await expectNoSeriousViolations(page, `${LISTS[4]} (en)`, 'main');
    await audit(page, LISTS.slice(5), 'en');
  });

  test('administrator, English: call history, invoices, statistics, dashboard and wallboard', async ({ page }) => {
    await openAs(page, REPORTS[0], 'admin');
    await expectNoSeriousViolations(page, `${REPORTS[0]} (en)`);
    await audit(page, REPORTS.slice(1), 'en');
  });

  test('administrator, Dutch: the lists', async ({ page }) => {
    await openAs(page, LISTS[0], 'admin');
    await toDutch(page);
    await expectNoSeriousViolations(page, `${LISTS[0]} (nl)`, undefined, rulesLeftOut('nl'));
    await audit(page, LISTS.slice(1), 'nl');
  });

  test('administrator, Dutch: the reports', async ({ page }) => {
    await openAs(page, REPORTS[0], 'admin');
    await toDutch(page);
    await expectNoSeriousViolations(page, `${REPORTS[0]} (nl)`, undefined, rulesLeftOut('nl'));
    await audit(page, REPORTS.slice(1), 'nl');
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

    // A phone of its own: a demo phone's keys may all be taken by other specs running beside this one.
    const device = await api.create<{ id: number }>('v1/devices/', { description: unique('Accessible phone'), type: 'desk_phone', model: 'snom_d785', mac_address: freeMac() });
    await goInApp(page, `/configuration/devices/${device.id}`);
    const empty = page.locator('[data-testid^="dss-key-"][data-filled="false"]').filter({ visible: true }).first();
    await empty.click();
    const dialog = page.getByTestId('dss-dialog');
    await expect(dialog).toBeVisible();
    await expectNoSeriousViolations(page, 'device, DSS button dialog open');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('a plain user on their own pages', async ({ page }) => {
    await openAs(page, '/dashboard', 'user');
    await expectNoSeriousViolations(page, 'user: dashboard');
    await audit(page, ['/reports/call-history', '/call-forwarding/', '/phonebooks', '/configuration/voicemail'], 'en');
  });

  test('a reseller on their own pages', async ({ page }) => {
    await openAs(page, '/clients/overview', 'reseller');
    await expectNoSeriousViolations(page, 'reseller: clients');
    await audit(page, ['/clients/reseller-invoices', '/dashboard'], 'en');
  });
});
