import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { apiAs, openAs } from './areas/helpers.ts';

const ROUTE = '/statistics';
const number = new Intl.NumberFormat('en-GB');

type Figures = {
  totals: { calls: number; answered: number; missed: number; inbound: number; outbound: number };
  unanswered: { working_hours: number; off_hours: number };
  over_time: unknown[];
  per_direction: { direction: string; calls: number; answered: number; missed: number }[];
  per_extension: { extension: number; name: string | null; calls: number }[];
};

/**
 * The page is no wider than the window: nothing to scroll sideways (issue 20, a phone at 390 px).
 * A failure names the innermost elements that stick out, the ones to fix.
 */
async function expectNoOverflow(page: Page) {
  await expect.poll(() => page.evaluate(() => {
    if (document.documentElement.scrollWidth <= window.innerWidth) return [];
    const out = [...document.querySelectorAll('body *')].filter((e) => e.getBoundingClientRect().right > window.innerWidth + 1);
    return out.filter((e) => !out.some((o) => o !== e && e.contains(o))).slice(0, 5).map((e) => `${e.tagName.toLowerCase()}.${String(e.className).split(' ')[0]} ${Math.round(e.getBoundingClientRect().right)}px: ${e.textContent?.slice(0, 40)}`);
  })).toEqual([]);
}

/** A filter of the page by its label (a chart's title may hold the same word). */
const filter = (page: Page, label: string) => page.getByRole('combobox', { name: label, exact: true });

async function choose(page: Page, label: string, option: string) {
  await filter(page, label).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Statistics (portal-overview §2, configuration-areas §9) over the demo's call history of Acme Dental. */
test.describe('Statistics', () => {
  test('switches periods and shows the server’s figures, as a chart and as its table', async ({ page, request }) => {
    const admin = await apiAs(request);
    const week = (await admin.call('GET', 'v1/statistics/?period=last_7_days')).body as Figures;
    const month = (await admin.call('GET', 'v1/statistics/?period=last_30_days')).body as Figures;

    await openAs(page, ROUTE);
    await expect(page.getByRole('heading', { name: 'Statistics', level: 1 })).toBeVisible();
    await expect(page.getByTestId('total-calls').getByTestId('value')).toHaveText(number.format(week.totals.calls));
    // Incoming, outgoing, and the unanswered in and off the working hours (portal-overview §3) are the server's.
    const cards = { incoming: week.totals.inbound, outgoing: week.totals.outbound, unanswered_working_hours: week.unanswered.working_hours, unanswered_off_hours: week.unanswered.off_hours };
    for (const [id, value] of Object.entries(cards)) await expect(page.getByTestId(`total-${id}`).getByTestId('value')).toHaveText(number.format(value));
    // The three kinds of chart of portal-overview §3, drawn once the library has loaded with the page:
    // upright bars over time, a pie per direction, horizontal bars per extension.
    await expect(page.getByTestId('figure-over_time').locator('svg').first()).toBeVisible();
    await expect(page.getByTestId('figure-per_direction').getByRole('figure').first().locator('svg')).toBeVisible();
    await expect(page.getByTestId('figure-per_extension').locator('svg').first()).toBeVisible();

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

    // The pies: one per direction that had calls, and their table the server's figures.
    const directions = month.per_direction.filter((d) => d.calls > 0);
    const perDirection = page.getByTestId('figure-per_direction');
    const names = { inbound: 'Inbound', outbound: 'Outbound', internal: 'Internal' } as Record<string, string>;
    await expect(perDirection.getByRole('figure')).toHaveText(directions.map((d) => names[d.direction]));
    await perDirection.getByRole('button', { name: 'Table' }).click();
    await expect(perDirection.locator('tbody tr')).toHaveText(directions.map((d) => names[d.direction] + [d.calls, d.answered, d.missed].map((v) => number.format(v)).join('')));

    // The horizontal bars name the busiest extension on their axis; the table lists every extension.
    const perExtension = page.getByTestId('figure-per_extension');
    const busiest = month.per_extension[0];
    await expect(perExtension.locator('svg').filter({ hasText: String(busiest.extension) })).toBeVisible();
    await perExtension.getByRole('button', { name: 'Table' }).click();
    await expect(perExtension.locator('tbody tr')).toHaveCount(month.per_extension.length);
    await expect(perExtension.locator('tbody tr').first().locator('td').nth(1)).toHaveText(number.format(busiest.calls));

    await choose(page, 'Period', 'Today');
    const today = (await admin.call('GET', 'v1/statistics/?period=today')).body as { totals: { calls: number } };
    // The demo's calls fall in working hours: before the first one of the day, today has none (the empty state).
    if (today.totals.calls === 0) await expect(page.getByTestId('empty-state')).toContainText('No calls in this period');
    else {
      await expect(page.getByTestId('total-calls').getByTestId('value')).toHaveText(number.format(today.totals.calls));
      await expect(overTime.locator('tbody tr')).toHaveCount(24);
    }

    // A period without calls (the demo's history is the last 30 days) says so: no chart of zeros.
    await choose(page, 'Period', 'Last year');
    await expect(page.getByTestId('empty-state')).toContainText('No calls in this period');
    await expect(page.locator('[data-testid^="figure-"]')).toHaveCount(0);
  });

  test('filters by direction and exports the figures as CSV', async ({ page, request }) => {
    const admin = await apiAs(request);
    const week = (await admin.call('GET', 'v1/statistics/?period=last_7_days')).body as { totals: { calls: number } };
    const inbound = (await admin.call('GET', 'v1/statistics/?period=last_7_days&direction=inbound')).body as { totals: { calls: number } };
    await openAs(page, ROUTE);
    await choose(page, 'Direction', 'Inbound');
    await expect(page.getByTestId('total-calls').getByTestId('value')).toHaveText(number.format(inbound.totals.calls));
    // The filters sit in one row, and the one in force is stated.
    const tops = await Promise.all(['Period', 'Direction', 'Extension', 'Queue'].map(async (label) => (await filter(page, label).boundingBox())!.y));
    expect(new Set(tops).size).toBe(1);
    await expect(page.getByTestId('active-filters')).toHaveText('Active filters: Direction: Inbound');
    // The CSV for a spreadsheet in English (`,`), then the one for machines: chosen from the export's menu.
    const exported = async (item: string) => {
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Export CSV' }).click();
      await page.getByRole('menuitem', { name: item }).click();
      const file = await download;
      return { name: file.suggestedFilename(), text: readFileSync((await file.path())!, 'utf8') };
    };
    const person = await exported('CSV for a spreadsheet (separator ,)');
    expect(person.name).toBe('statistics-last_7_days.csv');
    expect(person.text).toContain('Period,Last 7 days,');
    // The totals' row: an empty first cell, then the calls.
    expect(person.text).toContain(`\r\n,${inbound.totals.calls},`);
    const machine = await exported('CSV for integrations (ISO times, keys as headings)');
    expect(machine.name).toBe('statistics-last_7_days-machine.csv');
    expect(machine.text).toMatch(/^period,last_7_days,\d{4}-\d\d-\d\dT/);
    expect(machine.text).toContain(`\r\ntotals,calls,answered,missed,`);

    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(page.getByTestId('active-filters')).toHaveCount(0);
    await expect(page.getByTestId('total-calls').getByTestId('value')).toHaveText(number.format(week.totals.calls));
  });

  test('fits a phone in Dutch and French: charts, Export within reach, no sideways scroll', async ({ page }) => {
    await openAs(page, ROUTE);
    // The language menu is in the wide top bar; the page is then read at a phone's width.
    const phone = async (menu: string, language: string) => {
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.getByRole('button', { name: menu }).click();
      await page.getByRole('menuitem', { name: language }).click();
      await page.setViewportSize({ width: 390, height: 844 });
    };
    await phone('Change language', 'Nederlands');
    await expect(page.getByRole('heading', { name: 'Statistieken', level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Beantwoord en gemist per richting' })).toBeVisible();
    for (const id of ['over_time', 'per_direction', 'per_extension']) await expect(page.getByTestId(`figure-${id}`).locator('svg').first()).toBeVisible();
    await expectNoOverflow(page);
    await expect(page.getByRole('button', { name: 'CSV exporteren' })).toBeInViewport();

    await phone('Taal wijzigen', 'Français');
    await expect(page.getByRole('heading', { name: 'Répondus et manqués par sens' })).toBeVisible();
    await expectNoOverflow(page);
    await expect(page.getByRole('button', { name: 'Exporter en CSV' })).toBeInViewport();
  });

  test('is not found for a group without statistics', async ({ page }) => {
    await openAs(page, ROUTE, 'reseller');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  });
});
