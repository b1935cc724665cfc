import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { apiAs, openAs } from './areas/helpers.ts';

const ROUTE = '/statistics';
const number = new Intl.NumberFormat('en-GB');

async function choose(page: Page, label: string, option: string) {
  await page.getByLabel(label).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Statistics (portal-overview §2, configuration-areas §9) over the demo's call history of Acme Dental. */
test.describe('Statistics', () => {
  test('switches periods and shows the server’s figures, as a chart and as its table', async ({ page, request }) => {
    const admin = await apiAs(request);
    const week = (await admin.call('GET', 'v1/statistics/?period=last_7_days')).body as { totals: { calls: number } };
    const month = (await admin.call('GET', 'v1/statistics/?period=last_30_days')).body as { totals: { calls: number; answered: number; missed: number }; over_time: unknown[] };

    await openAs(page, ROUTE);
    await expect(page.getByRole('heading', { name: 'Statistics', level: 1 })).toBeVisible();
    await expect(page.getByTestId('total-calls').getByTestId('value')).toHaveText(number.format(week.totals.calls));
    // The chart is drawn (the library loads with the page).
    await expect(page.getByTestId('figure-over_time').locator('svg').first()).toBeVisible();

    await choose(page, 'Period', 'Last 30 days');
    await expect(page.getByTestId('total-calls').getByTestId('value')).toHaveText(number.format(month.totals.calls));
    await expect(page.getByTestId('total-missed').getByTestId('value')).toHaveText(number.format(month.totals.missed));

    const overTime = page.getByTestId('figure-over_time');
    await overTime.getByRole('button', { name: 'Table' }).click();
    const rows = overTime.locator('tbody tr');
    await expect(rows).toHaveCount(month.over_time.length);
    const answered = (await rows.locator('td:nth-child(2)').allTextContents()).reduce((sum, text) => sum + Number(text.replace(/,/g, '')), 0);
    const missed = (await rows.locator('td:nth-child(3)').allTextContents()).reduce((sum, text) => sum + Number(text.replace(/,/g, '')), 0);
    expect(answered).toBe(month.totals.answered);
    expect(missed).toBe(month.totals.missed);

    await choose(page, 'Period', 'Today');
    const today = (await admin.call('GET', 'v1/statistics/?period=today')).body as { totals: { calls: number } };
    await expect(page.getByTestId('total-calls').getByTestId('value')).toHaveText(number.format(today.totals.calls));
    await expect(overTime.locator('tbody tr')).toHaveCount(24);
  });

  test('filters by direction and exports the figures as CSV', async ({ page, request }) => {
    const admin = await apiAs(request);
    const inbound = (await admin.call('GET', 'v1/statistics/?period=last_7_days&direction=inbound')).body as { totals: { calls: number } };
    await openAs(page, ROUTE);
    await choose(page, 'Direction', 'Inbound');
    await expect(page.getByTestId('total-calls').getByTestId('value')).toHaveText(number.format(inbound.totals.calls));
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('statistics-last_7_days.csv');
    const text = readFileSync((await file.path())!, 'utf8');
    expect(text).toContain('"Last 7 days"');
    expect(text).toContain(`"${inbound.totals.calls}"`);
  });

  test('is not found for a group without statistics', async ({ page }) => {
    await openAs(page, ROUTE, 'reseller');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  });
});
