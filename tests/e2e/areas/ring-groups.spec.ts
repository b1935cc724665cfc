import { expect, test } from '@playwright/test';
import { apiAs, freeExtension, openAs, rows, search, unique } from './helpers.ts';

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** Ring groups (configuration-areas §3–§5): members with extension, ring delay, expiry date and the mobile switch. */
test.describe('Ring groups', () => {
  test.describe.configure({ timeout: 120_000 });

  test('create with members, see an expired member marked, and find it gone after saving', async ({ page }) => {
    const name = unique('Evening cover');
    await openAs(page, '/configuration/ring-groups/create');
    await page.locator('#ring_group_description').fill(name);
    await page.locator('#ring_group_extension').fill(String(freeExtension()));
    // A member row without its extension is refused at the row, before anything is sent.
    await page.getByRole('button', { name: 'Add' }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.locator('[data-row="0"]')).toContainText('This field is required.');

    const first = page.locator('[data-row="0"]');
    await first.getByRole('combobox', { name: 'Extension' }).fill('Bram');
    await page.getByRole('option', { name: /Bram Peeters/ }).first().click();
    await first.getByLabel('Ring delay (seconds)').fill('5');
    await page.getByRole('button', { name: 'Add' }).click();
    const second = page.locator('[data-row="1"]');
    await second.getByRole('combobox', { name: 'Extension' }).fill('Chlo');
    await page.getByRole('option', { name: /Chloé Dubois/ }).first().click();
    await second.getByLabel('Expires on').fill(day(-1));
    await expect(second.getByText('Expired')).toBeVisible();
    await second.getByLabel('Ignore the extension’s mobile').check();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(`${name} was created.`)).toBeVisible();

    await search(page, name);
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first()).toContainText('Bram Peeters');
    await expect(rows(page).first()).not.toContainText('Chloé Dubois');
    await page.getByRole('link', { name }).click();
    await expect(page.locator('[data-row="0"]').getByRole('combobox', { name: 'Extension' })).toHaveValue(/Bram Peeters/);
    await expect(page.locator('[data-row="1"]')).toHaveCount(0);
  });

  test('shows the server’s dial-plan refusal at the number and deletes a free ring group', async ({ page, request }) => {
    const api = await apiAs(request);
    const made = await api.create('v1/ring_groups/', { description: unique('Spare desk'), extension: freeExtension(), members: [] });
    await openAs(page, '/configuration/ring-groups/create');
    await page.locator('#ring_group_description').fill(unique('Clash'));
    await page.locator('#ring_group_extension').fill('201');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.locator('[data-field="extension"]').first()).toContainText('extension 201 - Alice Admin');

    await page.goto(`/configuration/ring-groups/${made.id as number}`);
    await page.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page).toHaveURL(/\/configuration\/ring-groups(\?|$)/);
    await search(page, made.description as string);
    await expect(rows(page)).toHaveCount(0);
  });
});
