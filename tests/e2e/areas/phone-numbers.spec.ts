import { expect, test } from '@playwright/test';
import { apiAs, choose, field, freeExtension, freeNumber, openAs, rows, search, total, unique } from './helpers.ts';
import { control } from '../support/control.ts';

/** Phone numbers (DID routing), configuration-areas §3 and §5, issue 4. */
test.describe('Phone numbers', () => {
  // Each test walks a whole flow through several pages and saves; on a busy machine that takes a while.
  test.describe.configure({ timeout: 90_000 });

  async function fixtures(request: Parameters<typeof apiAs>[0]) {
    const api = await apiAs(request);
    const account = await api.first<{ name: string }>('v1/accounts/');
    const site = await api.create<{ name: string }>('v1/site/', { name: unique('Number site'), country_code: 'BE' });
    const number = (did: string, more: Record<string, unknown> = {}) =>
      api.create<{ did: string }>('v1/did_routing/', { did, account: account.id, language: 'nl', ...more });
    return { api, account, site, number };
  }

  /** How the portal writes a Brussels number: +32 2 xxx xx xx. */
  const grouped = (did: string) => `+32 2 ${did.slice(4, 7)} ${did.slice(7, 9)} ${did.slice(9)}`;

  test('create, with failover fields shown as they come to matter, then edit', async ({ page, request }) => {
    const { api, account, site } = await fixtures(request);
    const extension = await api.create<{ name: string; extension: number }>('v3/user/extension/', {
      extension: freeExtension(), name: unique('Failover target'), account: account.id, site: site.id, caller_id: '+3225880100',
      country_code: 'BE', language: 'nl', origin_countries: ['BE'], destination_countries: ['BE'],
    });
    const did = freeNumber();
    await openAs(page, '/configuration/did-routing');
    await page.getByRole('link', { name: 'Add phone number' }).click();
    await control(page, /^Phone number/).fill(grouped(did));
    await choose(page, 'Account', account.name.slice(0, 6), account.name);
    await choose(page, 'Site', site.name, site.name);
    await page.getByRole('combobox', { name: 'Language' }).click();
    await page.getByRole('option', { name: 'Nederlands' }).click();
    await expect(control(page, 'Routing active')).toBeChecked();
    await expect(page.getByRole('combobox', { name: 'Failover to' })).toHaveCount(0);
    await control(page, 'Failover', { exact: true }).check();
    await page.getByRole('combobox', { name: 'Failover to' }).click();
    await page.getByRole('option', { name: 'An extension' }).click();
    await page.getByRole('combobox', { name: 'Fail over when' }).click();
    await page.getByRole('option', { name: 'All allowed extensions are unreachable' }).click();
    await expect(page.getByRole('combobox', { name: 'Failover site' })).toHaveCount(0);
    await choose(page, 'Failover extension', String(extension.extension), `${extension.extension} - ${extension.name}`);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(`${grouped(did)} was created.`)).toBeVisible();

    await search(page, did);
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first()).toContainText(grouped(did));
    await expect(rows(page).first()).toContainText(site.name);
    await page.getByRole('link', { name: grouped(did) }).click();
    await expect(page.getByRole('combobox', { name: 'Failover extension' })).toHaveValue(`${extension.extension} - ${extension.name}`);
    await control(page, 'Routing active').uncheck();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(`${grouped(did)} was saved.`)).toBeVisible();
    expect((await api.call('GET', `v1/did_routing/?search=${encodeURIComponent(did)}`)).body.results[0]).toMatchObject({ routing_active: false, failover_strategy: 'extension' });
  });

  test('says at the field what is wrong: the number, and what failover needs', async ({ page }) => {
    await openAs(page, '/configuration/did-routing/create');
    await control(page, /^Phone number/).fill('12345');
    await control(page, 'Failover', { exact: true }).check();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(field(page, 'did')).toContainText('Enter a valid phone number.');
    await expect(field(page, 'account')).toContainText('This field is required.');
    await expect(field(page, 'failover_strategy')).toContainText('This field is required.');
    await expect(field(page, 'failover_ratio')).toContainText('This field is required.');
  });

  test("shows the server's uniqueness error at the number", async ({ page, request }) => {
    const { account, number } = await fixtures(request);
    const taken = await number(freeNumber());
    await openAs(page, '/configuration/did-routing/create');
    await control(page, /^Phone number/).fill(taken.did);
    await choose(page, 'Account', account.name.slice(0, 6), account.name);
    await page.getByRole('combobox', { name: 'Language' }).click();
    await page.getByRole('option', { name: 'English' }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(field(page, 'did')).toContainText('This phone number already exists');
  });

  test('what a phone number routes to cannot be deleted: the refusal names the number', async ({ page, request }) => {
    // Nothing refers to a phone number; a number refers to a site and extensions, which then stay.
    const { site, number } = await fixtures(request);
    const did = freeNumber();
    await number(did, { site: site.id });
    await openAs(page, `/configuration/sites/${site.id}`);
    await page.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('This item is used by a phone number and cannot be deleted.')).toBeVisible();
    await page.goto('/configuration/sites');
    await search(page, site.name);
    await page.getByRole('row', { name: site.name }).getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByTestId('bulk-not-deleted')).toContainText(`Used by Phone number: ${grouped(did)}`);
  });

  test('refuses a stale edit and offers to load the latest version', async ({ page, request }) => {
    const { api, number } = await fixtures(request);
    const record = await number(freeNumber(), { caller_id_prefix: 'SALES' });
    await openAs(page, `/configuration/did-routing/${record.id}`);
    await expect(control(page, 'Caller ID prefix')).toHaveValue('SALES');
    await api.changeBehindTheBack('v1/did_routing/', record.id, { caller_id_prefix: 'SUPPORT' });
    await control(page, 'Caller ID prefix').fill('BILLING');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('dialog', { name: 'Someone else changed this record' }).getByRole('button', { name: 'Load the latest version' }).click();
    await expect(control(page, 'Caller ID prefix')).toHaveValue('SUPPORT');
  });

  test('searches however the number is grouped, and pages on the server', async ({ page, request }) => {
    const { number } = await fixtures(request);
    // Thirty numbers of one block of a hundred: +32 2 xxx xx 00 to 29.
    const block = freeNumber().slice(0, 9);
    for (let i = 0; i < 30; i++) await number(`${block}${String(i).padStart(2, '0')}`);
    await openAs(page, '/configuration/did-routing');
    await search(page, `+32 2 ${block.slice(4, 7)} ${block.slice(7, 9)}`);
    await expect(total(page)).toHaveText('30 records');
    await expect(rows(page)).toHaveCount(25);
    await expect(rows(page).first()).toContainText(grouped(`${block}00`));
    await page.getByRole('button', { name: 'Go to next page' }).click();
    await expect(rows(page)).toHaveCount(5);
    await expect(rows(page).last()).toContainText(grouped(`${block}29`));
  });
});
