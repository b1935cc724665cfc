import { expect, type Page } from '@playwright/test';

/**
 * The side menu as the user sees it, groups opened: `Label` for an entry and
 * `Label > Child, Child` for a group.
 */
export async function readMenu(page: Page, name = 'Main menu'): Promise<string[]> {
  const menu = page.getByRole('menu', { name });
  await menu.getByRole('menuitem').first().waitFor();
  const closed = menu.locator('[role="menuitem"][aria-expanded="false"]');
  while ((await closed.count()) > 0) await closed.first().click();
  await expect(menu.locator('.MuiCollapse-entered')).toHaveCount(await menu.locator('[aria-expanded="true"]').count());
  return menu.evaluate((list) => {
    const text = (el: Element) => (el as HTMLElement).innerText.trim();
    const outline: string[] = [];
    for (const item of Array.from(list.children)) {
      if (item.getAttribute('role') !== 'menuitem') continue;
      if (!item.hasAttribute('aria-expanded')) {
        outline.push(text(item));
        continue;
      }
      const group = item.nextElementSibling?.querySelector('[role="group"]');
      const children = group ? Array.from(group.querySelectorAll('[role="menuitem"]')).map(text) : [];
      outline.push(children.length ? `${text(item)} > ${children.join(', ')}` : text(item));
    }
    return outline;
  });
}

export const CONFIGURATION =
  'Configuration > Devices, Media Library, Phone numbers, Fifo Queue, Roles, Sites, Time Schedule, Voicemail';
