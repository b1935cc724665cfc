import { expect, test } from '@playwright/test';
import { signIn } from '../support/demo.ts';
import { signInIn, useLanguage } from '../support/language.ts';
import { expectNoRawKeys } from '../support/rawKeys.ts';

// Whole flows through several pages and modals: more than the default on a busy machine.
test.setTimeout(60_000);

test('the top bar: help menu, language menu and a profile menu with the account items (en)', async ({ page }) => {
  await page.goto('/');
  await signIn(page, 'reseller');
  await expect(page.getByRole('link', { name: 'Group overview' })).toHaveAttribute('href', '/group-overview');
  await page.getByRole('button', { name: 'Help' }).click();
  await expect(page.getByRole('menuitem', { name: 'Cheat sheet' })).toHaveAttribute('href', '/help_support/cheat_sheet');
  await expect(page.getByRole('menuitem', { name: 'Pricing' })).toHaveAttribute('href', '/help_support/pricing');
  await expect(page.getByRole('menuitem', { name: 'Help centre' })).toHaveAttribute('href', /^https:\/\//);
  await expect(page.getByRole('menuitem', { name: 'Help centre' })).toHaveAttribute('target', '_blank');
  await expectNoRawKeys(page);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: 'Change language' })).toBeVisible();

  await page.getByRole('button', { name: 'Profile', exact: true }).click();
  const items = page.getByRole('menu').getByRole('menuitem');
  await expect(items).toHaveText(['Profile picture', 'User settings', 'Change password', 'Impersonate', 'Logout']);
  await expectNoRawKeys(page);
});

test('modals close on Escape; notifications show top right and close by themselves after 10 s', async ({ page }) => {
  await page.clock.install();
  await page.goto('/');
  await signIn(page, 'admin');
  for (const item of ['Change password', 'Profile picture', 'User settings']) {
    await page.getByRole('button', { name: 'Profile', exact: true }).click();
    await page.getByRole('menuitem', { name: item }).click();
    const modal = page.getByRole('dialog');
    await expect(modal).toBeVisible();
    await expectNoRawKeys(page);
    await page.keyboard.press('Escape');
    await expect(modal).toBeHidden();
  }

  const box = page.getByRole('form', { name: 'Feedback' });
  const send = box.getByRole('button', { name: 'Send' });
  await expect(send).toBeDisabled();
  await box.getByRole('textbox', { name: 'Feedback' }).fill('   ');
  await expect(send).toBeDisabled();
  await box.getByRole('textbox', { name: 'Feedback' }).fill('The call-flow designer is great.');
  // The checks below take seconds on a busy machine, and the page's clock runs meanwhile: the
  // clock is moved on to 9 s after the click (the notification came after it), then past 10 s.
  const clickedAt = await page.evaluate(() => Date.now());
  await send.click();
  const notification = page.getByText('Thank you for your feedback!');
  await expect(notification).toBeVisible();
  const where = (await notification.boundingBox())!;
  const viewport = page.viewportSize()!;
  expect(where.y).toBeLessThan(viewport.height / 4);
  expect(where.x + where.width).toBeGreaterThan(viewport.width * 0.75);
  await expect(box.getByRole('textbox', { name: 'Feedback' })).toHaveValue('');
  const since = (await page.evaluate(() => Date.now())) - clickedAt;
  await page.clock.runFor(Math.max(0, 9_000 - since));
  await expect(notification).toBeVisible();
  await page.clock.runFor(2_000);
  await expect(notification).toBeHidden();
});

test('the feedback box says when the feedback could not be sent (fr)', async ({ page }) => {
  await page.route('**/api/v1/feedback/', (route) => route.fulfill({ status: 429, json: { detail: 'Too many requests.' } }));
  await useLanguage(page, 'fr');
  await page.goto('/');
  await signInIn(page, 'fr', 'user');
  const box = page.getByRole('form', { name: 'Votre avis' });
  await box.getByRole('textbox', { name: 'Votre avis' }).fill('Très pratique.');
  await box.getByRole('button', { name: 'Envoyer' }).click();
  await expect(page.getByText('Vos commentaires n’ont pas pu être envoyés. Veuillez réessayer.')).toBeVisible();
  await expect(box.getByRole('textbox', { name: 'Votre avis' })).toHaveValue('Très pratique.');
  await expectNoRawKeys(page);
});

test('no top banner is configured for any page', async ({ page }) => {
  await page.goto('/');
  await signIn(page, 'admin');
  await expect(page.getByTestId('top-banner')).toHaveCount(0);
});

test('the public account pages show no raw locale keys in any language', async ({ page }) => {
  for (const language of ['en', 'nl', 'fr'] as const) {
    await page.goto('/reset_password/forgot');
    await page.getByRole('button', { name: { en: 'English', nl: 'Nederlands', fr: 'Français' }[language] }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await expectNoRawKeys(page);
    await page.goto('/reset_password');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoRawKeys(page);
  }
});
