import { execFileSync } from 'node:child_process';
import { expect, test, type Page } from '@playwright/test';
import { openAs } from './areas/helpers.ts';

/** The rows of the invoice list. */
const rows = (page: Page) => page.getByRole('table', { name: /invoices/i }).getByRole('row').filter({ has: page.getByRole('link') });

/** Reports > Invoices (portal-overview §2): list, one invoice with its PDF, its calls with their export; the reseller's invoices. */
test.describe('invoices', () => {
  test.describe.configure({ timeout: 90_000 });

  test('an administrator lists the invoices, opens one, downloads its PDF and opens its calls', async ({ page }, testInfo) => {
    await openAs(page, '/reports/invoices', 'admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Invoices' })).toBeVisible();
    await expect(rows(page)).toHaveCount(3);
    await expect(page.getByTestId('list-total')).toHaveText('3 invoices');
    await expect(rows(page).first()).toContainText('Open');
    await expect(rows(page).nth(1)).toContainText('Paid');
    // The filters sit in the search's row, below the heading, not stacked beside it (issue 27 item 15).
    const search = (await page.getByRole('searchbox', { name: 'Search by number' }).boundingBox())!;
    for (const name of ['Status', 'Year']) {
      const filter = (await page.getByRole('combobox', { name }).boundingBox())!;
      expect(filter.y < search.y + search.height && filter.y + filter.height > search.y, `${name} beside the search`).toBe(true);
    }

    // The status filter asks the server for the open ones only.
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Open' }).click();
    await expect(rows(page)).toHaveCount(1);
    const number = (await rows(page).first().getByRole('link').textContent())!;
    expect(number).toMatch(/^INV-\d{6}-\d{5}$/);

    // The search by number.
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'All' }).click();
    await page.getByRole('searchbox', { name: 'Search by number' }).fill(number);
    await expect(rows(page)).toHaveCount(1);

    await rows(page).first().getByRole('link', { name: number }).click();
    await expect(page).toHaveURL(/\/reports\/invoices\/detail_\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: `Invoice ${number}` })).toBeVisible();
    // The crumb reads as the page's title, not as the address's detail_{id}.
    await expect(page.getByRole('navigation', { name: 'You are here' }).getByText(`Invoice ${number}`, { exact: true })).toBeVisible();
    await expect(page.getByTestId('invoice-line').filter({ hasText: 'User licences' })).toHaveCount(1);
    await expect(page.getByTestId('invoice-line').filter({ hasText: 'Setup costs of answered calls' })).toHaveCount(1);
    const total = page.getByTestId('invoice-total').filter({ hasText: 'Total incl. VAT' });
    await expect(total).toContainText('€');
    await expect(page.getByTestId('invoice-total').filter({ hasText: 'VAT (21 %)' })).toHaveCount(1);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download PDF' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`${number}.pdf`);
    const path = testInfo.outputPath('invoice.pdf');
    await file.saveAs(path);
    const text = execFileSync('pdftotext', ['-layout', path, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
    expect(text).toContain(`Invoice ${number}`);
    expect(text).toContain('Total incl. VAT');
    expect(text).toContain((await total.getByRole('cell').last().textContent())!.replace(/\s/g, ' '));

    await page.getByRole('link', { name: 'Calls' }).click();
    await expect(page).toHaveURL(/\/reports\/invoices\/cdr_\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: `Calls of invoice ${number}` })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'You are here' }).getByText(`Calls of invoice ${number}`, { exact: true })).toBeVisible();
    await expect(page.getByTestId('invoice-call').first()).toBeVisible();
    expect(await page.getByTestId('invoice-call').count()).toBeGreaterThan(0);
    // Talk time as the call history writes it (m:ss), not in raw seconds.
    await expect(page.getByTestId('invoice-call').first().getByRole('cell').nth(3)).toHaveText(/^\d+:\d\d(:\d\d)?$/);

    await page.getByRole('button', { name: 'Export', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Export as CSV for a spreadsheet (separator ,)' }).click();
    const exported = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download', exact: true }).click();
    expect((await exported).suggestedFilename()).toMatch(/\.csv$/);
  });

  test('a reseller reads what it is billed per client; it has no group invoices, and a user no reseller invoices', async ({ page, browser }) => {
    await openAs(page, '/clients/reseller-invoices', 'reseller');
    await expect(page.getByRole('heading', { level: 1, name: 'Reseller invoices' })).toBeVisible();
    await expect(rows(page)).toHaveCount(6);
    await expect(rows(page).filter({ hasText: 'Acme Dental' })).toHaveCount(3);
    await rows(page).first().getByRole('link').click();
    await expect(page).toHaveURL(/\/clients\/reseller-invoices\/\d+$/);
    await expect(page.getByTestId('invoice-total').filter({ hasText: 'Commission' })).toHaveCount(1);
    // A reseller invoice downloads too (its PDF and e-invoice: tests/e2e/invoicesEInvoice.spec.ts, tests/api/invoiceEInvoice.test.ts); it has no calls page.
    await expect(page.getByRole('button', { name: 'Download PDF' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Calls', exact: true })).toHaveCount(0);

    // The reseller's own group's invoices are not for it (portal-overview §6): the 404 page.
    await page.goto('/reports/invoices');
    await expect(page.getByTestId('not-found-quote')).toBeVisible();
    const user = await browser.newPage();
    await openAs(user, '/clients/reseller-invoices', 'user');
    await expect(user.getByTestId('not-found-quote')).toBeVisible();
    await user.close();
  });
});
