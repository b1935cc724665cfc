import { expect, test } from '@playwright/test';
import { field, openAs } from './areas/helpers.ts';

/**
 * Issue 27: forms start where the user would start them. A new extension's countries are the
 * group's allowed ones (Acme Dental: calls from Belgium; to Belgium, its neighbours and the
 * international services), and a plain user's new call forwarding is for their own extension.
 * Neither test saves: nothing of the demo changes.
 */
test.describe('forms that start filled', () => {
  test('a new extension starts with the group’s allowed countries', async ({ page }) => {
    await openAs(page, '/users/extensions/create');
    await expect(field(page, 'origin_countries')).toContainText('Belgium');
    const destinations = field(page, 'destination_countries');
    for (const country of ['Belgium', 'Netherlands', 'France', 'Germany']) await expect(destinations).toContainText(country);
    await expect(field(page, 'name').getByRole('textbox')).toHaveValue('');
  });

  test('a plain user’s new call forwarding is for their own extension', async ({ page }) => {
    await openAs(page, '/call-forwarding/create', 'user');
    await expect(field(page, 'extension').getByRole('combobox')).toHaveValue(/Umar/);
  });
});
