import { expect, test, type Page } from '@playwright/test';
import { apiAs, openAs, rows } from './helpers.ts';

/**
 * Issue 12: a plain user (role USER) is offered no add, selection, save or delete where the
 * server would refuse it, and saves their own extension's personal settings
 * (core/domain/writeAccess.ts decides both).
 */
test.describe('A plain user', () => {
  test.describe.configure({ timeout: 90_000 });

  /** The list shows its records, and nothing to add, select or delete. */
  async function expectListOnly(page: Page) {
    await expect(rows(page).first()).toBeVisible();
    await expect(page.getByRole('link', { name: /^Add / })).toHaveCount(0);
    await expect(page.getByRole('checkbox')).toHaveCount(0);
  }

  /** The form shows the record read-only: no save, no delete, and it says so. */
  async function expectReadOnly(page: Page) {
    await expect(page.getByTestId('read-only')).toHaveText('You can view this record, but not change it.');
    await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Delete' })).toHaveCount(0);
  }

  for (const [area, path] of [
    ['Sites', '/configuration/sites'],
    ['Phone numbers', '/configuration/did-routing'],
    ['Phonebooks', '/phonebooks'],
  ] as const) {
    test(`finds no add, edit or delete in ${area}`, async ({ page }) => {
      // A reference the user may not open is named or said not visible, and nothing is asked
      // that must fail (issue 27 item 14: call flows read "#11" and call_flow/11/ answered 404).
      const failed: string[] = [];
      page.on('response', (answer) => {
        if (answer.url().includes('/api/') && answer.status() >= 400) failed.push(`${answer.status()} ${answer.url()}`);
      });
      await openAs(page, path, 'user');
      await expectListOnly(page);
      await expect(page.locator('tbody .MuiSkeleton-root')).toHaveCount(0);
      await expect(page.locator('tbody td').filter({ hasText: /^#\d+$/ })).toHaveCount(0);
      expect(failed).toEqual([]);
      await rows(page).first().getByRole('link').first().click();
      await expect(page).toHaveURL(new RegExp(`${path}/\\d+$`));
      await expectReadOnly(page);
    });
  }

  test('finds no add, edit or delete of roles', async ({ page, request }) => {
    await (await apiAs(request, 'admin')).create('v3/role/', { name: `Front desk ${Date.now().toString(36)}` });
    await openAs(page, '/configuration/group', 'user');
    await expectListOnly(page);
  });

  test("cannot change another user's extension", async ({ page, request }) => {
    const admin = (await (await apiAs(request, 'admin')).call('GET', 'v3/user/profile/')).body as { extension: { id: number } };
    await openAs(page, '/users/extensions', 'user');
    await expectListOnly(page);
    await page.goto(`/users/extensions/${admin.extension.id}`);
    await expectReadOnly(page);
    await expect(page.getByRole('textbox', { name: 'Name', exact: true })).not.toBeEditable();
  });

  test('saves their own extension’s personal settings, and sees the rest read-only', async ({ page, request }) => {
    const api = await apiAs(request, 'user');
    const { extension } = (await api.call('GET', 'v3/user/profile/')).body as { extension: { id: number } };
    const path = `/users/extensions/${extension.id}`;
    await openAs(page, path, 'user');
    await expect(page.getByTestId('read-only')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Delete' })).toHaveCount(0);
    for (const [role, name] of [['textbox', 'Name'], ['spinbutton', 'Extension'], ['textbox', 'Mobile number']] as const) {
      await expect(page.getByRole(role, { name, exact: true })).not.toBeEditable();
    }
    const after = page.getByRole('spinbutton', { name: 'Call mobile after (seconds)' });
    await expect(after).toBeEditable();
    const seconds = String(20 + (Date.now() % 40));
    await after.fill(seconds);
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(/was saved\./)).toBeVisible();
    const stored = (await api.call('GET', `v3/user/extension/${extension.id}/`)).body as { call_mobile_after: number; registered: boolean };
    expect(stored.call_mobile_after).toBe(Number(seconds));
  });
});
