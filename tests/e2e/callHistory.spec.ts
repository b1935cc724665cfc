import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { openAs, rows } from './areas/helpers.ts';

const ROUTE = '/reports/call-history';

/** Reports > CDR Viewer (configuration-areas §2): the demo's seeded call history of Acme Dental. */
test.describe('Call history', () => {
  test('lists the calls newest first, filters them and searches a number', async ({ page }) => {
    await openAs(page, ROUTE);
    await expect(page.getByRole('heading', { name: 'Call history' })).toBeVisible();
    await expect(rows(page)).toHaveCount(25);
    await expect(page.getByText(/^1–25 of \d+|^1-25 of \d+/)).toBeVisible();
    // Every cost in cents, as on the invoices (one money format for the portal).
    const costs = await page.getByTestId('call-row').locator('td:nth-child(6)').allTextContents();
    for (const cost of costs) expect(cost).toMatch(/^€\d+\.\d\d$/);

    await page.getByLabel('Direction').click();
    await page.getByRole('option', { name: 'Inbound' }).click();
    await page.getByLabel('Answered or missed').click();
    await page.getByRole('option', { name: 'Missed' }).click();
    await expect(rows(page).first()).toContainText('Inbound ·');
    const statuses = await page.getByTestId('call-row').locator('td:nth-child(5)').allTextContents();
    expect(statuses.length).toBeGreaterThan(0);
    for (const status of statuses) expect(status).toMatch(/^Inbound · (Not answered|Busy|Failed)$/);
    // The filters sit in one row above the calls (as the engine's FilterBar), and those in force are stated.
    const fields = [page.getByRole('combobox', { name: 'Period' }), page.getByRole('combobox', { name: 'Direction' }), page.getByRole('combobox', { name: 'Answered or missed' }), page.getByLabel('Number or extension')];
    const tops = await Promise.all(fields.map(async (field) => (await page.locator('.MuiFormControl-root').filter({ has: field }).boundingBox())!.y));
    expect(new Set(tops).size).toBe(1);
    await expect(page.getByTestId('active-filters')).toHaveText('Showing: Last 30 days · Inbound · Missed');

    await page.getByLabel('Direction').click();
    await page.getByRole('option', { name: 'All' }).click();
    await page.getByLabel('Answered or missed').click();
    await page.getByRole('option', { name: 'All' }).click();
    await page.getByLabel('Number or extension').fill('0470 55 88 12');
    await expect(rows(page).first()).toContainText('+32 470 55 88 12');
    for (const row of await rows(page).all()) await expect(row).toContainText('+32 470 55 88 12');

    await page.getByLabel('Number or extension').fill('999999999');
    await expect(page.getByText('No call matches these filters.')).toBeVisible();
  });

  test('opens a call’s details, plays its recording and shows its summary', async ({ page }) => {
    await openAs(page, ROUTE);
    // In a group that records calls, one in two of its answered calls of a minute or less has a recording (cdr/seed.ts): a page of 100 holds some.
    await page.getByRole('combobox', { name: 'Rows per page:' }).click();
    await page.getByRole('option', { name: '100' }).click();
    // The demo summarises its newest recorded calls that are not internal (call_summary/seed.ts):
    // which call is newest depends on the time of day the demo was made.
    const recorded = page.getByTestId('call-row').filter({ has: page.getByTestId('has-recording') }).filter({ hasNotText: 'Internal ·' }).first();
    // Played in the list, without opening the details.
    await recorded.getByRole('button', { name: 'Play the recording' }).click();
    await expect(recorded.locator('audio')).toHaveAttribute('src', /^blob:/);
    await expect(page.getByRole('dialog', { name: 'Call details' })).toHaveCount(0);
    await recorded.locator('td').first().click();
    const details = page.getByRole('dialog', { name: 'Call details' });
    await expect(details.getByText('Answered').first()).toBeVisible();
    await expect(details.getByRole('list', { name: 'Steps' })).toContainText('Dialled');
    await details.getByRole('button', { name: 'Play the recording' }).click();
    const audio = details.locator('audio');
    await expect(audio).toHaveAttribute('src', /^blob:/);
    await expect.poll(() => audio.evaluate((a: HTMLAudioElement) => a.duration)).toBeGreaterThan(1.5);

    await details.getByRole('link', { name: 'Call summary' }).click();
    await expect(page).toHaveURL(/\/reports\/call-history\/summary\/\d+$/);
    await expect(page.getByRole('region', { name: 'Quick summary' })).toBeVisible();
  });

  test('exports the filtered calls as CSV and downloads the file', async ({ page }) => {
    await openAs(page, ROUTE);
    await page.getByLabel('Direction').click();
    await page.getByRole('option', { name: 'Outbound' }).click();
    await expect(rows(page).first()).toContainText('Outbound ·');
    await page.getByRole('button', { name: 'Export' }).click();
    await page.getByRole('menuitem', { name: 'Export as CSV for a spreadsheet (separator ,)' }).click();
    await expect(page.getByText('The export is ready.')).toBeVisible({ timeout: 20_000 });
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download', exact: true }).click()]);
    expect(download.suggestedFilename()).toMatch(/^call-history-\d+\.csv$/);
    const text = readFileSync((await download.path())!, 'utf8').replace(/^\uFEFF/, '');
    const lines = text.trim().split('\r\n');
    expect(lines[0]).toBe('Start,From,To,Direction,Status,Duration,Talk time,Cost,Extensions');
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines.slice(1)) expect(line).toContain(',Outbound,');
  });

  test('a plain user sees their own extension’s calls, and opens one from the keyboard', async ({ page }) => {
    await openAs(page, ROUTE, 'user');
    // A call's row, not the loading placeholders (empty rows under "0-0 of 0" while the calls come),
    // and a count of at least one call: read once they are drawn, so read as the user sees them.
    await expect(page.getByTestId('call-row').first()).toBeVisible();
    await expect(page.getByText(/ of [1-9]\d*$/)).toBeVisible();
    await page.getByTestId('call-row').first().focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog', { name: 'Call details' })).toBeVisible();
    await page.getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('dialog', { name: 'Call details' })).toBeHidden();
  });

  test('a call of another group is not found', async ({ page }) => {
    await openAs(page, `${ROUTE}/summary/999999`);
    await expect(page.getByText('This call does not exist or you may not see it.')).toBeVisible();
  });
});
