import { expect, test, type Page } from '@playwright/test';
import { openSignedIn } from './support/demo.ts';
import { readMenu } from './support/menu.ts';

/** The side menu's labels that the menu's width cuts off ("Numéros de télép…"), after every group is opened. */
async function cutLabels(page: Page, menuName: string): Promise<string[]> {
  await readMenu(page, menuName);
  return page.getByRole('menu', { name: menuName }).evaluate((menu) =>
    Array.from(menu.querySelectorAll<HTMLElement>('[role="menuitem"] *'))
      .filter((el) => el.childElementCount === 0 && el.textContent?.trim() && el.scrollWidth > el.clientWidth + 1)
      .map((el) => el.textContent!.trim()),
  );
}

/**
 * Issue 27: the menu's labels fit its width in every language (French cut "Numéros de
 * téléphone"). The reseller sees the most entries. The test switches the language from the top
 * bar and ends in English again, as the demo has it.
 */
test('the side menu’s labels fit in English, French and Dutch', async ({ page }) => {
  await openSignedIn(page, '/dashboard', 'reseller');
  expect(await cutLabels(page, 'Main menu')).toEqual([]);
  await page.getByRole('button', { name: 'Change language' }).click();
  await page.getByRole('menuitem', { name: 'Français' }).click();
  expect(await cutLabels(page, 'Menu principal')).toEqual([]);
  await page.getByRole('button', { name: 'Changer de langue' }).click();
  await page.getByRole('menuitem', { name: 'Nederlands' }).click();
  expect(await cutLabels(page, 'Hoofdmenu')).toEqual([]);
  await page.getByRole('button', { name: 'Taal wijzigen' }).click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await expect(page.getByRole('menu', { name: 'Main menu' })).toBeVisible();
});
