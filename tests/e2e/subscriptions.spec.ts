import { expect, test } from '@playwright/test';
import { openAs } from './areas/helpers.ts';
import { signInIn, useLanguage } from './support/language.ts';

/** /users/subscriptions: the group's licences per product, used counted from its records. */
test.describe('Subscriptions', () => {
  test('an administrator sees each licence with its use and a usage bar', async ({ page }) => {
    await openAs(page, '/users/subscriptions');
    await expect(page.getByRole('heading', { name: 'Subscriptions' })).toBeVisible();
    const users = page.getByTestId('subscription-user');
    await expect(users.getByRole('cell').first()).toHaveText('User licence');
    // Acme Dental holds 12 user licences; each of its extensions uses one.
    await expect(users.getByRole('cell').nth(1)).toHaveText('12');
    const used = Number(await users.getByRole('cell').nth(2).textContent());
    expect(used).toBeGreaterThan(0);
    await expect(users.getByRole('cell').nth(3)).toHaveText(String(12 - used));
    await expect(users.getByRole('progressbar', { name: `${used} of 12 used` })).toBeVisible();
    await expect(page.getByTestId('subscription-call_summary_credits')).toContainText('Call summary credits');
  });

  test('reads in Dutch', async ({ page }) => {
    await useLanguage(page, 'nl');
    await page.goto('/users/subscriptions');
    await signInIn(page, 'nl', 'admin');
    await expect(page.getByRole('heading', { name: 'Abonnementen' })).toBeVisible();
    await expect(page.getByTestId('subscription-user')).toContainText('Gebruikerslicentie');
  });
});
