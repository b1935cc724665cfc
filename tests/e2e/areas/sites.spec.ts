import { expect, test } from '@playwright/test';
import { useLanguage, signInIn } from '../support/language.ts';
import { apiAs, choose, field, freeExtension, openAs, rows, search, total, unique } from './helpers.ts';
import { control } from '../support/control.ts';

/** Sites (configuration-areas §3 and §5): name, country, postal code; a site used by extensions stays. */
test.describe('Sites', () => {
  // Each test walks a whole flow through several pages and saves; on a busy machine that takes a while.
  test.describe.configure({ timeout: 90_000 });

  test('create, then edit, from the menu', async ({ page }) => {
    const name = unique('Antwerp office');
    await openAs(page, '/dashboard');
    await page.getByRole('menuitem', { name: 'Configuration' }).click();
    await page.getByRole('menuitem', { name: 'Sites' }).click();
    await expect(page).toHaveURL('/configuration/sites');
    await page.getByRole('link', { name: 'Add site' }).click();
    await expect(page).toHaveURL('/configuration/sites/create');
    await page.getByRole('textbox', { name: 'Name' }).fill(name);
    await choose(page, 'Country', 'Belg', 'Belgium');
    await control(page, 'Postal code').fill('2000');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(`${name} was created.`)).toBeVisible();
    await expect(page).toHaveURL(/\/configuration\/sites(\?|$)/);

    await search(page, name);
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first()).toContainText('Belgium');
    await page.getByRole('link', { name }).click();
    await expect(page).toHaveURL(/\/configuration\/sites\/\d+$/);
    await expect(page.getByRole('heading', { name })).toBeVisible();
    await control(page, 'Postal code').fill('2018');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(`${name} was saved.`)).toBeVisible();
    await search(page, name);
    await expect(rows(page).first()).toContainText('2018');
  });

  test('says at the field what is missing, before anything is sent', async ({ page }) => {
    await openAs(page, '/configuration/sites/create');
    let posted = false;
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().includes('/api/v1/site/')) posted = true;
    });
    await control(page, 'Postal code').fill('x'.repeat(21));
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(field(page, 'name')).toContainText('This field is required.');
    await expect(field(page, 'country_code')).toContainText('This field is required.');
    await expect(field(page, 'postal_code')).toContainText('Ensure this field has no more than 20 characters.');
    expect(posted).toBe(false);
  });

  test("shows the server's uniqueness error at the name", async ({ page, request }) => {
    const api = await apiAs(request);
    const taken = await api.create('v1/site/', { name: unique('Ghent annex'), country_code: 'BE' });
    await openAs(page, '/configuration/sites/create');
    await page.getByRole('textbox', { name: 'Name' }).fill(taken.name as string);
    await choose(page, 'Country', 'Belg', 'Belgium');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(field(page, 'name')).toContainText('Name must be unique.');
    await expect(page.getByText('Some fields are not valid. Please check the form and try again.')).toBeVisible();
    // Changing the name clears the server's error.
    await page.getByRole('textbox', { name: 'Name' }).fill(`${taken.name as string} 2`);
    await expect(field(page, 'name')).not.toContainText('Name must be unique.');
  });

  test('refuses to delete a site used by extensions, naming them; deletes the others', async ({ page, request }) => {
    const api = await apiAs(request);
    const account = await api.first('v1/accounts/');
    const prefix = unique('Bulk');
    const used = await api.create('v1/site/', { name: `${prefix} used site`, country_code: 'BE' });
    const free = await api.create('v1/site/', { name: `${prefix} free site`, country_code: 'NL' });
    const number = freeExtension();
    await api.create('v3/user/extension/', {
      extension: number, name: 'Site Tester', account: account.id, site: used.id, caller_id: '+3225880100',
      country_code: 'BE', language: 'en', origin_countries: ['BE'], destination_countries: ['BE'],
    });

    // From its page: the notification names the extension.
    await openAs(page, `/configuration/sites/${used.id}`);
    await page.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText(`This site is used by these extensions and cannot be deleted: ${number} - Site Tester.`)).toBeVisible();
    await expect(page).toHaveURL(`/configuration/sites/${used.id}`);

    // From the list, with another one: one goes, one stays, and the dialog says which and why.
    await page.goto('/configuration/sites');
    await search(page, prefix);
    await expect(rows(page)).toHaveCount(2);
    await page.getByRole('row', { name: used.name as string }).getByRole('checkbox').check();
    await page.getByRole('row', { name: free.name as string }).getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    const result = page.getByRole('dialog', { name: '1 of 2 deleted' });
    await expect(result.getByTestId('bulk-not-deleted')).toContainText(used.name as string);
    // The reason names the extension, once: no second 'Used by Extension' line repeats it.
    const notDeleted = result.getByTestId('bulk-not-deleted');
    await expect(notDeleted).toContainText(`This site is used by these extensions and cannot be deleted: ${number} - Site Tester.`);
    expect((await notDeleted.textContent())?.split(`${number} - Site Tester`).length).toBe(2);
    await expect(result.getByTestId('bulk-deleted')).toContainText(free.name as string);
    await result.getByRole('button', { name: 'Close' }).click();
    expect((await api.call('GET', `v1/site/${free.id}/`)).status).toBe(404);
    expect((await api.call('GET', `v1/site/${used.id}/`)).status).toBe(200);
  });

  test('refuses a stale edit and offers to load the latest version', async ({ page, request }) => {
    const api = await apiAs(request);
    const site = await api.create('v1/site/', { name: unique('Liège office'), country_code: 'BE', postal_code: '4000' });
    await openAs(page, `/configuration/sites/${site.id}`);
    await expect(control(page, 'Postal code')).toHaveValue('4000');
    await api.changeBehindTheBack('v1/site/', site.id, { postal_code: '4020' });

    await control(page, 'Postal code').fill('4030');
    await page.getByRole('button', { name: 'Save' }).click();
    const dialog = page.getByRole('dialog', { name: 'Someone else changed this record' });
    await expect(dialog).toContainText(`${site.name as string} was saved by someone else`);
    // The user's input is still there behind the dialog, until they choose.
    await dialog.getByRole('button', { name: 'Keep my input on screen' }).click();
    await expect(control(page, 'Postal code')).toHaveValue('4030');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Load the latest version' }).click();
    await expect(control(page, 'Postal code')).toHaveValue('4020');
    expect((await api.call('GET', `v1/site/${site.id}/`)).body).toMatchObject({ postal_code: '4020' });
  });

  test('searches and pages on the server', async ({ page, request }) => {
    const api = await apiAs(request);
    const prefix = unique('Paging site');
    for (let i = 0; i < 30; i++) await api.create('v1/site/', { name: `${prefix} ${String(i).padStart(2, '0')}`, country_code: 'FR' });
    await openAs(page, '/configuration/sites');
    await search(page, prefix);
    await expect(total(page)).toHaveText('30 records');
    await expect(rows(page)).toHaveCount(25);
    await expect(rows(page).first()).toContainText(`${prefix} 00`);
    await page.getByRole('button', { name: 'Go to next page' }).click();
    await expect(rows(page)).toHaveCount(5);
    await expect(rows(page).last()).toContainText(`${prefix} 29`);
    // Sorted on the server, both ways.
    await page.getByRole('button', { name: 'Go to previous page' }).click();
    await page.getByRole('columnheader', { name: 'Name' }).getByRole('button').click();
    await expect(rows(page).first()).toContainText(`${prefix} 29`);
  });

  test('warns before leaving unsaved changes', async ({ page, request }) => {
    const api = await apiAs(request);
    const site = await api.create('v1/site/', { name: unique('Namur office'), country_code: 'BE' });
    await openAs(page, `/configuration/sites/${site.id}`);
    await control(page, 'Postal code').fill('5000');
    await page.getByRole('menuitem', { name: 'Roles' }).click();
    const dialog = page.getByRole('dialog', { name: 'Leave this page?' });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(`/configuration/sites/${site.id}`);
    await expect(control(page, 'Postal code')).toHaveValue('5000');
    await page.getByRole('menuitem', { name: 'Roles' }).click();
    await page.getByRole('button', { name: 'Leave without saving' }).click();
    await expect(page).toHaveURL('/configuration/group');
  });

  test('works in French: labels, messages and the new site', async ({ page }) => {
    await useLanguage(page, 'fr');
    const name = unique('Bureau de Lille');
    await page.goto('/configuration/sites');
    await signInIn(page, 'fr', 'admin');
    await expect(page.getByRole('heading', { name: 'Sites' })).toBeVisible();
    await page.getByRole('link', { name: 'Ajouter un site' }).click();
    await expect(page.getByRole('heading', { name: 'Nouveau site' })).toBeVisible();
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(field(page, 'name')).toContainText('Ce champ est obligatoire.');
    await control(page, 'Nom').fill(name);
    await choose(page, 'Pays', 'Fran', 'France');
    await control(page, 'Code postal').fill('59000');
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await expect(page.getByText(`${name} a été créé.`)).toBeVisible();
    await search(page, name);
    await expect(rows(page).first()).toContainText('France');
    await expect(total(page)).toHaveText('1 élément');
  });
});
