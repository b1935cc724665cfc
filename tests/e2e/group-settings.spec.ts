import { expect, test } from '@playwright/test';
import { field, openAs } from './areas/helpers.ts';

/** /configuration/group-settings: every group setting, the balances and server read-only, saved by administrators only. */
test.describe('Group settings', () => {
  test.describe.configure({ timeout: 90_000 });

  test('an administrator changes the call settings; out-of-range values are refused at their field', async ({ page }) => {
    await openAs(page, '/configuration/group-settings');
    await expect(page.getByRole('heading', { name: 'Group settings' })).toBeVisible();
    for (const label of ['Billing reference', 'Daily balance', 'Remaining balance today', 'Parking slots', 'Trunk supplier', 'Server hostname']) {
      await expect(page.getByLabel(label, { exact: false }).first()).toBeVisible();
    }
    // Kept by the provider: shown, not editable.
    await expect(field(page, 'hostname').getByRole('textbox')).toBeDisabled();
    await expect(field(page, 'daily_balance').getByRole('spinbutton').or(field(page, 'daily_balance').getByRole('textbox'))).toBeDisabled();

    const timeout = field(page, 'call_timeout').getByRole('spinbutton');
    await timeout.fill('0');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(field(page, 'call_timeout')).toContainText('Ensure this value is greater than or equal to 1.');
    await timeout.fill('42');
    await field(page, 'billing_reference').getByRole('textbox').fill('PO-77');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(/saved/i).first()).toBeVisible();
    await page.reload();
    await expect(field(page, 'call_timeout').getByRole('spinbutton')).toHaveValue('42');
    await expect(field(page, 'billing_reference').getByRole('textbox')).toHaveValue('PO-77');
  });

  test('a plain user reads them without a save', async ({ page }) => {
    await openAs(page, '/configuration/group-settings', 'user');
    await expect(page.getByRole('heading', { name: 'Group settings' })).toBeVisible();
    await expect(page.getByTestId('read-only')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save' })).toBeHidden();
  });
});
