import { expect, test } from '@playwright/test';
import { openSignedIn } from '../support/demo.ts';
import { useLanguage } from '../support/language.ts';
import { apiAs, choose, field, freeExtension, freeNumber, openAs, rows, search, total, unique } from './helpers.ts';
import { control } from '../support/control.ts';

/** Users/extensions (configuration-areas §3 and §5), issue 4. */
test.describe('Extensions', () => {
  // Each test walks a whole flow through several pages and saves; on a busy machine that takes a while.
  test.describe.configure({ timeout: 90_000 });

  async function fixtures(request: Parameters<typeof apiAs>[0]) {
    const api = await apiAs(request);
    const account = await api.first<{ name: string }>('v1/accounts/');
    const site = await api.create<{ name: string }>('v1/site/', { name: unique('Extension site'), country_code: 'BE' });
    const extension = async (name: string, more: Record<string, unknown> = {}) => {
      // The number is drawn (freeExtension): a test beside this one may hold it, then another is drawn.
      for (let attempt = 1; ; attempt++) {
        const answer = await api.call('POST', 'v3/user/extension/', {
          extension: freeExtension(), name, account: account.id, site: site.id, caller_id: '+3225880100', country_code: 'BE',
          language: 'nl', origin_countries: ['BE'], destination_countries: ['BE', '001'], ...more,
        });
        if (answer.status === 400 && attempt < 5 && /already in use/.test(JSON.stringify(answer.body))) continue;
        expect(answer.status, JSON.stringify(answer.body)).toBe(201);
        return answer.body as { name: string; extension: number; id: number };
      }
    };
    return { api, account, site, extension };
  }

  test('create with the selectors, then edit; registered is shown, never edited', async ({ page, request }) => {
    const { account, site } = await fixtures(request);
    const name = unique('Nora Nijs');
    const number = freeExtension();
    await openAs(page, '/users/extensions');
    await page.getByRole('link', { name: 'Add extension' }).click();
    await expect(page).toHaveURL('/users/extensions/create');
    // A new extension does not show what only the phone system sets.
    await expect(control(page, 'Registered')).toHaveCount(0);
    await control(page, /^Extension\b/).fill(String(number));
    await page.getByRole('textbox', { name: 'Name' }).fill(name);
    await control(page, 'Email').fill('nora.nijs@example.com');
    await choose(page, 'Account', account.name.slice(0, 6), account.name);
    await choose(page, 'Site', site.name, site.name);
    await page.getByRole('combobox', { name: 'Language' }).click();
    await page.getByRole('option', { name: 'Français' }).click();
    await choose(page, 'Country', 'Belg', 'Belgium');
    await control(page, 'Mobile number').fill('+32 475 12 34 56');
    await control(page, /^Caller ID/).fill('+32 2 588 01 00');
    await expect(control(page, 'Call mobile after (seconds)')).toHaveValue('25');
    // The countries start as the group's allowed ones (issue 27), non-geographic numbers included.
    await expect(field(page, 'origin_countries')).toContainText('Belgium');
    await expect(field(page, 'destination_countries')).toContainText('Non-geographic numbers');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(`${number} - ${name} was created.`)).toBeVisible();

    await search(page, name);
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first()).toContainText(site.name);
    await page.getByRole('link', { name: String(number) }).click();
    await expect(control(page, 'Mobile number')).toHaveValue('+32 475 12 34 56');
    await expect(control(page, 'Registered')).toBeDisabled();
    await page.getByRole('textbox', { name: 'Name' }).fill(`${name} (reception)`);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(`${number} - ${name} (reception) was saved.`)).toBeVisible();
  });

  test('says at the field what is wrong, in the words the server uses', async ({ page }) => {
    await openAs(page, '/users/extensions/create');
    await control(page, /^Extension\b/).fill('40000');
    await control(page, 'Email').fill('not-an-address');
    await control(page, 'Mobile number').fill('12345');
    // The countries start as the group's allowed ones: emptied, the form asks for one.
    await field(page, 'origin_countries').getByRole('button', { name: 'Belgium' }).locator('svg').click();
    // Text typed in a selector without choosing an option is not a value.
    const site = page.getByRole('combobox', { name: 'Site' });
    await site.fill('no such site');
    await page.getByRole('textbox', { name: 'Name' }).click();
    await expect(field(page, 'site')).toContainText('Please select a value.');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(field(page, 'extension')).toContainText('Extension cannot be above 32767.');
    await expect(field(page, 'email')).toContainText('Enter a valid email address.');
    await expect(field(page, 'mobile')).toContainText('Enter a valid phone number.');
    await expect(field(page, 'account')).toContainText('This field is required.');
    await expect(field(page, 'origin_countries')).toContainText('Select at least 1.');
    await expect(page).toHaveURL('/users/extensions/create');
  });

  test("shows the server's uniqueness error at the extension number", async ({ page, request }) => {
    const { account, site, extension } = await fixtures(request);
    const taken = await extension(unique('Taken'));
    await openAs(page, '/users/extensions/create');
    await control(page, /^Extension\b/).fill(String(taken.extension));
    await page.getByRole('textbox', { name: 'Name' }).fill(unique('Second'));
    await choose(page, 'Account', account.name.slice(0, 6), account.name);
    await choose(page, 'Site', site.name, site.name);
    await page.getByRole('combobox', { name: 'Language' }).click();
    await page.getByRole('option', { name: 'English' }).click();
    await choose(page, 'Country', 'Belg', 'Belgium');
    await control(page, /^Caller ID/).fill('+3225880100');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(field(page, 'extension')).toContainText(`This extension number is already in use in extension ${taken.extension} - ${taken.name}.`);
  });

  test('refuses to delete an extension a phone number uses, naming the number', async ({ page, request }) => {
    const { api, account, extension } = await fixtures(request);
    const used = await extension(unique('Used by a number'));
    const did = freeNumber();
    await api.create('v1/did_routing/', { did, account: account.id, language: 'nl', allowed_extensions: [used.id] });
    await openAs(page, `/users/extensions/${used.id}`);
    await page.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('This item is used by a phone number and cannot be deleted.')).toBeVisible();

    await page.goto('/users/extensions');
    await search(page, used.name);
    await page.getByRole('row', { name: used.name }).getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    const result = page.getByRole('dialog', { name: '0 of 1 deleted' });
    await expect(result.getByTestId('bulk-not-deleted')).toContainText(`${used.extension} - ${used.name}`);
    // The number as the portal writes numbers: grouped, with its plus.
    await expect(result.getByTestId('bulk-not-deleted')).toContainText(`Used by Phone number: +32 2 ${did.slice(4, 7)} ${did.slice(7, 9)} ${did.slice(9)}`);
  });

  test('refuses a stale edit and offers to load the latest version', async ({ page, request }) => {
    const { api, extension } = await fixtures(request);
    const record = await extension(unique('Stale'));
    await openAs(page, `/users/extensions/${record.id}`);
    await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue(record.name);
    await api.changeBehindTheBack('v3/user/extension/', record.id, { name: `${record.name} (changed elsewhere)` });
    await control(page, 'Email').fill('mine@example.com');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('dialog', { name: 'Someone else changed this record' }).getByRole('button', { name: 'Load the latest version' }).click();
    await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue(`${record.name} (changed elsewhere)`);
    await expect(control(page, 'Email')).toHaveValue('');
  });

  test('an inactive extension reads as inactive in the list, in Dutch', async ({ page, request }) => {
    const { extension } = await fixtures(request);
    const name = unique('Retired desk');
    await extension(name, { active: false });
    await useLanguage(page, 'nl');
    await openSignedIn(page, '/users/extensions', 'admin', 'Hoofdmenu');
    await search(page, name);
    await expect(rows(page)).toHaveCount(1);
    // The Active column (configuration-areas §4): "Nee" for this one, in the reader's language.
    const active = rows(page).first().locator('.column-active');
    await expect(active.getByRole('img', { name: 'Nee' })).toBeVisible();
    await expect(active.getByRole('img', { name: 'Ja' })).toHaveCount(0);
  });

  test('searches, filters by site and pages on the server', async ({ page, request }) => {
    const { api, site, extension } = await fixtures(request);
    const prefix = unique('Pager');
    for (let i = 0; i < 27; i++) await extension(`${prefix} ${String(i).padStart(2, '0')}`);
    const other = await api.create<{ name: string }>('v1/site/', { name: unique('Other site'), country_code: 'BE' });
    await extension(`${prefix} elsewhere`, { site: other.id });
    await openAs(page, '/users/extensions');
    await search(page, prefix);
    await expect(total(page)).toHaveText('28 records');
    await expect(rows(page)).toHaveCount(25);
    await page.getByRole('button', { name: 'Go to next page' }).click();
    await expect(rows(page)).toHaveCount(3);
    await choose(page, 'Site', other.name, other.name);
    await expect(total(page)).toHaveText('1 record');
    await expect(rows(page).first()).toContainText(`${prefix} elsewhere`);
    await expect(rows(page).first().getByRole('link', { name: other.name })).toHaveAttribute('href', `/configuration/sites/${other.id}`);
    void site;
  });
});
