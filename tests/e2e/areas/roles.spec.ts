import { expect, test } from '@playwright/test';
import { signInIn, useLanguage } from '../support/language.ts';
import { apiAs, field, freeExtension, openAs, rows, search, total, unique } from './helpers.ts';
import { control } from '../support/control.ts';

/** Roles (configuration-areas §3, §5, §6): a unique name and the six permission toggles. */
test.describe('Roles', () => {
  // Each test walks a whole flow through several pages and saves; on a busy machine that takes a while.
  test.describe.configure({ timeout: 90_000 });

  test('create with its toggles, then edit', async ({ page, request }) => {
    const name = unique('Receptionists');
    await openAs(page, '/dashboard');
    await page.getByRole('menuitem', { name: 'Configuration' }).click();
    await page.getByRole('menuitem', { name: 'Roles' }).click();
    await expect(page).toHaveURL('/configuration/group');
    await page.getByRole('link', { name: 'Add role' }).first().click();
    await page.getByRole('textbox', { name: 'Name' }).fill(name);
    for (const toggle of ['Dynamic caller ID', 'Eavesdrop', 'Intercept', 'Intercom', 'Unspecific pickup', 'Block external calls']) {
      await expect(control(page, toggle)).not.toBeChecked();
    }
    await control(page, 'Intercept').check();
    await control(page, 'Block external calls').check();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(`${name} was created.`)).toBeVisible();
    await search(page, name);
    const row = page.getByRole('row', { name });
    await expect(row.getByRole('img', { name: 'Yes' })).toHaveCount(2);
    await page.getByRole('link', { name }).click();
    // The edit form, not the list still on screen (whose column header is labelled "Sort by intercept").
    await expect(page).toHaveURL(/\/configuration\/group\/\d+$/);
    await control(page, 'Intercept', { exact: true }).uncheck();
    await control(page, 'Eavesdrop', { exact: true }).check();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(`${name} was saved.`)).toBeVisible();
    const api = await apiAs(request);
    expect((await api.call('GET', `v3/role/?search=${encodeURIComponent(name)}`)).body.results[0]).toMatchObject({
      intercept: false, eavesdrop: true, block_external_calls: true, dynamic_caller_id: false,
    });
  });

  test('says at the field what is wrong', async ({ page }) => {
    await openAs(page, '/configuration/group/create');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(field(page, 'name')).toContainText('This field is required.');
    await page.getByRole('textbox', { name: 'Name' }).fill('x'.repeat(101));
    await expect(field(page, 'name')).toContainText('Ensure this field has no more than 100 characters.');
  });

  test("shows the server's uniqueness error at the name (a v3 answer)", async ({ page, request }) => {
    const api = await apiAs(request);
    const taken = await api.create<{ name: string }>('v3/role/', { name: unique('Night shift') });
    await openAs(page, '/configuration/group/create');
    await page.getByRole('textbox', { name: 'Name' }).fill(taken.name);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(field(page, 'name')).toContainText('A role with this name already exists.');
  });

  test('refuses to delete a role extensions have, naming them', async ({ page, request }) => {
    const api = await apiAs(request);
    const role = await api.create<{ name: string }>('v3/role/', { name: unique('Assigned role') });
    const account = await api.first('v1/accounts/');
    const site = await api.first('v1/site/');
    const extension = await api.create<{ name: string; extension: number }>('v3/user/extension/', {
      extension: freeExtension(), name: unique('Role holder'), account: account.id, site: site.id, caller_id: '+3225880100',
      country_code: 'BE', language: 'en', origin_countries: ['BE'], destination_countries: ['BE'], role: role.id,
    });
    await openAs(page, '/configuration/group');
    await search(page, role.name);
    await page.getByRole('row', { name: role.name }).getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    const result = page.getByRole('dialog', { name: '0 of 1 deleted' });
    await expect(result.getByTestId('bulk-not-deleted')).toContainText('This item is used by an extension and cannot be deleted.');
    await expect(result.getByTestId('bulk-not-deleted')).toContainText(`Used by Extension: ${extension.extension} - ${extension.name}`);
  });

  test('refuses a stale edit and offers to load the latest version', async ({ page, request }) => {
    const api = await apiAs(request);
    const role = await api.create<{ name: string }>('v3/role/', { name: unique('Stale role') });
    await openAs(page, `/configuration/group/${role.id}`);
    await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue(role.name);
    await api.changeBehindTheBack('v3/role/', role.id, { intercom: true });
    await control(page, 'Eavesdrop').check();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('dialog', { name: 'Someone else changed this record' }).getByRole('button', { name: 'Load the latest version' }).click();
    await expect(control(page, 'Intercom')).toBeChecked();
    await expect(control(page, 'Eavesdrop')).not.toBeChecked();
  });

  test('searches and pages on the server', async ({ page, request }) => {
    const api = await apiAs(request);
    const prefix = unique('Team');
    for (let i = 0; i < 26; i++) await api.create('v3/role/', { name: `${prefix} ${String(i).padStart(2, '0')}` });
    await openAs(page, '/configuration/group');
    await search(page, prefix);
    await expect(total(page)).toHaveText('26 records');
    await expect(rows(page)).toHaveCount(25);
    await page.getByRole('button', { name: 'Go to next page' }).click();
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first()).toContainText(`${prefix} 25`);
  });

  test('works in Dutch: a role made, refused and found', async ({ page, request }) => {
    const api = await apiAs(request);
    const taken = await api.create<{ name: string }>('v3/role/', { name: unique('Nachtdienst') });
    const name = unique('Onthaal');
    await useLanguage(page, 'nl');
    await page.goto('/configuration/group');
    await signInIn(page, 'nl', 'admin');
    await expect(page.getByRole('heading', { name: 'Rollen' })).toBeVisible();
    await page.getByRole('link', { name: 'Rol toevoegen' }).first().click();
    await page.getByRole('button', { name: 'Opslaan' }).click();
    await expect(field(page, 'name')).toContainText('Dit veld is verplicht.');
    await control(page, 'Naam').fill(taken.name);
    await control(page, 'Meeluisteren').check();
    await page.getByRole('button', { name: 'Opslaan' }).click();
    await expect(field(page, 'name')).toContainText('Er bestaat al een rol met deze naam.');
    await control(page, 'Naam').fill(name);
    await page.getByRole('button', { name: 'Opslaan' }).click();
    await expect(page.getByText(`${name} is aangemaakt.`)).toBeVisible();
    await search(page, name);
    await expect(total(page)).toHaveText('1 record');
  });
});
