import { expect, test } from '@playwright/test';
import { signInIn, useLanguage } from '../support/language.ts';
import { apiAs, choose, field, openAs, rows, search, unique } from './helpers.ts';

/** Time schedules: opening hours on a week view, a timezone chosen by search, closed dates. */
test.describe('Time schedules', () => {
  test.describe.configure({ timeout: 90_000 });

  test('create one on the week view: click a day to add a range, type another, refuse an overlap', async ({ page }) => {
    const name = unique('Reception hours');
    await openAs(page, '/configuration/time-schedule');
    await page.getByRole('link', { name: 'Add time schedule' }).click();
    await expect(page).toHaveURL('/configuration/time-schedule/create');
    await page.getByRole('textbox', { name: 'Name' }).fill(name);
    await choose(page, 'Timezone', 'bruss', 'Europe/Brussels');

    // A click on Monday at 09:00 (20 px an hour) adds an hour there and opens it in the editor.
    await page.locator('[data-weekday="mon"]').click({ position: { x: 20, y: 9 * 20 + 5 } });
    await expect(page.getByRole('button', { name: 'Monday 09:00–10:00 Open' })).toBeVisible();
    const editor = page.getByRole('group', { name: 'Change range' });
    await editor.getByLabel('To').fill('12:30');
    await editor.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByRole('button', { name: 'Monday 09:00–12:30 Open' })).toBeVisible();

    // Typed: Monday 12:00–14:00 overlaps; refused at the field, nothing added.
    await page.getByRole('button', { name: 'Add range' }).click();
    const typed = page.getByRole('group', { name: 'New range' });
    await typed.getByLabel('From').fill('12:00');
    await typed.getByLabel('To').fill('14:00');
    await typed.getByRole('button', { name: 'Apply' }).click();
    await expect(typed).toContainText('This range overlaps Monday 09:00–12:30.');
    await typed.getByLabel('From').fill('13:30');
    await typed.getByLabel('To').fill('13:00');
    await typed.getByRole('button', { name: 'Apply' }).click();
    await expect(typed).toContainText('The range must end after it starts.');
    await typed.getByLabel('To').fill('17:00:30');
    await typed.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByRole('button', { name: 'Monday 13:30–17:00:30 Open' })).toBeVisible();

    await page.getByRole('button', { name: 'Add closed date' }).click();
    await page.locator('#time_schedule_closed_dates-0-from').fill('2027-07-21');
    await page.locator('#time_schedule_closed_dates-0-label').fill('Belgian National Day');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(`${name} was created.`)).toBeVisible();

    await search(page, name);
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first()).toContainText('Europe/Brussels');
    await page.getByRole('link', { name }).click();
    await expect(page.getByRole('button', { name: 'Monday 09:00–12:30 Open' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Monday 13:30–17:00:30 Open' })).toBeVisible();
    await expect(page.locator('#time_schedule_closed_dates-0-label')).toHaveValue('Belgian National Day');
  });

  test('drags a range to move it along its day', async ({ page, request }) => {
    const api = await apiAs(request);
    const schedule = await api.create('v1/time_schedule/', { description: unique('Drag hours'), timezone: 'Europe/Brussels', ranges: [{ weekday: 'wed', open: '09:00', close: '11:00' }] });
    await openAs(page, `/configuration/time-schedule/${schedule.id}`);
    const range = page.getByRole('button', { name: 'Wednesday 09:00–11:00 Open' });
    const box = (await range.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + 10);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2, box.y + 30, { steps: 5 });
    await page.mouse.move(box.x + box.width / 2, box.y + 50, { steps: 5 });
    await page.mouse.up();
    await expect(page.getByRole('button', { name: 'Wednesday 11:00–13:00 Open' })).toBeVisible();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(`${schedule.description as string} was saved.`)).toBeVisible();
    const saved = await api.call('GET', `v1/time_schedule/${schedule.id}/`);
    expect((saved.body as { ranges: unknown[] }).ranges).toEqual([{ weekday: 'wed', open: '11:00', close: '13:00', state: 'open' }]);
  });

  test('says at the field what is missing or wrong', async ({ page }) => {
    await openAs(page, '/configuration/time-schedule/create');
    await page.getByRole('button', { name: 'Add closed date' }).click();
    await page.locator('#time_schedule_closed_dates-0-from').fill('2027-08-06');
    await page.locator('#time_schedule_closed_dates-0-to').fill('2027-07-26');
    await expect(page.locator('[data-closed-date="0"]')).toContainText('The last date cannot lie before the first.');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(field(page, 'description')).toContainText('This field is required.');
    await expect(field(page, 'timezone')).toContainText('This field is required.');
  });

  test('warns before leaving unsaved changes', async ({ page, request }) => {
    const api = await apiAs(request);
    const schedule = await api.create('v1/time_schedule/', { description: unique('Leave hours'), timezone: 'UTC' });
    await openAs(page, `/configuration/time-schedule/${schedule.id}`);
    await page.getByRole('textbox', { name: 'Name' }).fill('Changed');
    await page.getByRole('menuitem', { name: 'Roles' }).click();
    await expect(page.getByRole('dialog', { name: 'Leave this page?' })).toBeVisible();
  });

  test('works in Dutch', async ({ page }) => {
    await useLanguage(page, 'nl');
    await page.goto('/configuration/time-schedule');
    await signInIn(page, 'nl', 'admin');
    await expect(page.getByRole('heading', { name: 'Tijdschema’s' })).toBeVisible();
    await page.getByRole('link', { name: 'Tijdschema toevoegen' }).click();
    await page.getByRole('button', { name: 'Periode toevoegen' }).click();
    const typed = page.getByRole('group', { name: 'Nieuwe periode' });
    await typed.getByLabel('Van').fill('9u');
    await typed.getByRole('button', { name: 'Toepassen' }).click();
    await expect(typed).toContainText('Geef een tijd op als uu:mm of uu:mm:ss.');
  });
});
