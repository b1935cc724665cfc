import { expect, test } from '@playwright/test';
import { apiAs, openAs, rows, search, unique } from './helpers.ts';

/** Hotdesking: shared desks, who sits where, signing in with extension and PIN. */
test.describe('Hotdesking', () => {
  test.describe.configure({ timeout: 90_000 });

  test('shows who sits where, and adds a desk', async ({ page }) => {
    await openAs(page, '/configuration/hotdesking');
    await expect(page.getByRole('heading', { name: 'Hotdesking' })).toBeVisible();
    await search(page, 'Ghent consultation desk');
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first()).toContainText('Ghent clinic');

    const name = unique('Flex desk');
    await page.getByRole('link', { name: 'Add desk' }).click();
    // The form, not the list still on screen: its search box is labelled "Search Hotdesking".
    await expect(page).toHaveURL(/\/configuration\/hotdesking\/create$/);
    await page.getByRole('textbox', { name: /^Desk/ }).fill(name);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(`${name} was created.`)).toBeVisible();
    await search(page, name);
    await expect(rows(page)).toHaveCount(1);
  });

  test('signs in at a desk with the extension and its PIN; the list then shows who sits there', async ({ page, request }) => {
    const api = await apiAs(request);
    const desk = await api.create<{ id: number }>('v1/hotdesks/', { name: unique('Window desk') });
    const profile = (await (await apiAs(request, 'user')).call('GET', 'v3/user/profile/')).body as { extension?: { id: number } };
    const umar = profile.extension?.id;
    expect(umar).toBeDefined();
    expect((await api.call('PUT', `v1/hotdesk_pins/${umar}/`, { pin: '6543' })).status).toBe(204);

    await openAs(page, `/configuration/hotdesking/${desk.id}`);
    await page.getByRole('button', { name: 'Sign in here' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('combobox', { name: 'Extension' }).fill('Umar');
    await page.getByRole('option', { name: /Umar User/ }).first().click();
    await dialog.getByLabel('PIN').fill('1111');
    await dialog.getByRole('button', { name: 'Sign in here' }).click();
    await expect(dialog).toContainText('The extension or the PIN is not correct.');
    await dialog.getByLabel('PIN').fill('6543');
    await dialog.getByRole('button', { name: 'Sign in here' }).click();
    await expect(page.getByText(/Extension signed in at/)).toBeVisible();
    const stored = (await api.call('GET', `v1/hotdesks/${desk.id}/`)).body as { signed_in_extension: number | null };
    expect(stored.signed_in_extension).toBe(umar);

    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page.getByText(/Signed out of/)).toBeVisible();
    expect(((await api.call('GET', `v1/hotdesks/${desk.id}/`)).body as { signed_in_extension: number | null }).signed_in_extension ?? null).toBeNull();
  });
});
