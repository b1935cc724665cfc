import { expect, test } from '@playwright/test';
import { openAs, rows, search, total, unique } from './areas/helpers.ts';

/** /clients/overview, resellers only: the client groups, search, sort, a new client, acting as one. */
test.describe('Clients', () => {
  test.describe.configure({ timeout: 90_000 });

  test('a reseller lists, searches and sorts its clients, opens a new one and acts as it', async ({ page }) => {
    await openAs(page, '/clients/overview', 'reseller');
    await page.goto('/clients');
    await expect(page).toHaveURL('/clients/overview');
    await expect(page.getByRole('heading', { name: 'Clients' })).toBeVisible();
    await expect(rows(page).first()).toContainText('Acme Dental');
    await expect(rows(page).first()).toContainText('acme-dental.switchboard.example');

    await page.getByRole('button', { name: 'Extensions' }).click();
    await page.getByRole('button', { name: 'Extensions' }).click();
    // Most extensions first: Acme Dental (10) before Blue Harbor Logistics (6).
    await expect(rows(page).first()).toContainText('Acme Dental');

    await search(page, 'harbor');
    await expect(total(page)).toHaveText('1 client');
    await expect(rows(page)).toHaveCount(1);
    await search(page, '');

    const name = unique('Bakkerij');
    await page.getByRole('button', { name: 'New client' }).click();
    const modal = page.getByTestId('new-client-modal');
    await modal.getByRole('button', { name: 'Create client' }).click();
    await expect(modal.getByText('This field is required.')).toHaveCount(2);
    await modal.getByLabel('Group name').fill('Acme Dental');
    await modal.getByRole('combobox', { name: 'Country' }).fill('Belg');
    await page.getByRole('option', { name: 'Belgium' }).click();
    await modal.getByRole('button', { name: 'Create client' }).click();
    await expect(modal.getByText('A group with this name already exists.')).toBeVisible();
    await modal.getByLabel('Group name').fill(name);
    await modal.getByRole('button', { name: 'Create client' }).click();
    await expect(modal).toBeHidden();
    await search(page, name);
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first()).toContainText(name);

    await rows(page).first().getByRole('button', { name: `Act as ${name}` }).click();
    await expect(page).toHaveURL('/group-overview');
    await expect(page.getByText(name).first()).toBeVisible();
  });

  test('an administrator does not find the clients page', async ({ page }) => {
    await openAs(page, '/clients/overview', 'admin');
    await expect(page.getByRole('heading', { name: 'Clients' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'New client' })).toBeHidden();
  });
});
