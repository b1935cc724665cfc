import { expect, test } from '@playwright/test';
import { field, openAs, unique } from './helpers.ts';

/**
 * The dial plan is one namespace (portal-overview §8): a number that a call flow's toggle block
 * holds is refused for a ring group, and the form says so at the number, naming the flow, in the
 * reader's language. Nothing is created: the demo data stays as it was.
 */
test('a ring group number held by a call flow’s toggle block is refused at the field, in English and Dutch', async ({ page }) => {
  await openAs(page, '/configuration/ring-groups/create');
  await page.locator('#ring_group_description').fill(unique('Night line'));
  // Acme's "Reception - office hours" switches by shortcodes 71 and 72 (the demo seed).
  await page.locator('#ring_group_extension').fill('71');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(field(page, 'extension')).toContainText('This extension is already used in the call flow “Reception - office hours”.');

  await page.getByRole('button', { name: 'Change language' }).click();
  await page.getByRole('menuitem', { name: 'Nederlands' }).click();
  await expect(page.getByRole('menu', { name: 'Hoofdmenu' })).toBeVisible();
  // The form is drawn again in the new language: fill it again.
  await page.locator('#ring_group_description').fill(unique('Nachtlijn'));
  await page.locator('#ring_group_extension').fill('72');
  await page.getByRole('button', { name: 'Opslaan' }).click();
  await expect(field(page, 'extension')).toContainText('Deze extensie wordt al gebruikt in de call flow ‘Reception - office hours’.');
  await expect(page).toHaveURL('/configuration/ring-groups/create');
});
