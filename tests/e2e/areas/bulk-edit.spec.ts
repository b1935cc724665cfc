import { expect, test, type Page } from '@playwright/test';
import { apiAs, choose, freeExtension, openAs, rows, search, unique } from './helpers.ts';

/**
 * Bulk edit (issue 9): select several extensions, change one field for all of them, and see
 * what happened to each; a refusal of one changes none and says why.
 */
test.describe('Bulk edit', () => {
  test.describe.configure({ timeout: 90_000 });

  async function fixtures(request: Parameters<typeof apiAs>[0]) {
    const api = await apiAs(request);
    const account = await api.first<{ name: string }>('v1/accounts/');
    const site = await api.create<{ name: string }>('v1/site/', { name: unique('Bulk from'), country_code: 'BE' });
    const target = await api.create<{ name: string }>('v1/site/', { name: unique('Bulk to'), country_code: 'BE' });
    const team = unique('Bulk team');
    const people = [];
    for (const name of ['Ann', 'Bert', 'Cato']) {
      people.push(
        await api.create<{ name: string; extension: number }>('v3/user/extension/', {
          extension: freeExtension(), name: `${team} ${name}`, account: account.id, site: site.id, caller_id: '+3225880100',
          country_code: 'BE', language: 'nl', origin_countries: ['BE'], destination_countries: ['BE'],
        }),
      );
    }
    return { api, site, target, team, people };
  }

  /** Lists the team and selects its three extensions. */
  async function selectTeam(page: Page, team: string) {
    await search(page, team);
    await expect(rows(page)).toHaveCount(3);
    for (const row of await rows(page).all()) await row.getByRole('checkbox').check();
    await page.getByTestId('bulk-edit').click();
    return page.getByRole('dialog', { name: 'Change 3 selected items' });
  }

  test('sets the site of three extensions at once and shows each one changed', async ({ page, request }) => {
    const { api, target, team, people } = await fixtures(request);
    await openAs(page, '/users/extensions');
    const dialog = await selectTeam(page, team);
    // The site is the first field offered; its own selector and check.
    await expect(dialog.getByRole('combobox', { name: 'Field to change' })).toHaveText('Site');
    await dialog.getByRole('button', { name: 'Apply to 3 items' }).click();
    await expect(dialog.getByText('This field is required.')).toBeVisible();
    await choose(page, 'Site', target.name, target.name);
    await dialog.getByRole('button', { name: 'Apply to 3 items' }).click();

    const result = page.getByRole('dialog', { name: 'Site changed on 3 items' });
    for (const person of people) await expect(result.getByTestId('bulk-edit-changed')).toContainText(`${person.extension} - ${person.name}`);
    await result.getByRole('button', { name: 'Close' }).click();
    await expect(rows(page).filter({ hasText: target.name })).toHaveCount(3);
    for (const person of people) {
      expect(((await api.call('GET', `v3/user/extension/${person.id}/`)).body as { site: number }).site).toBe(target.id);
    }
  });

  test('changes nothing when one extension is refused, and names it with the reason', async ({ page, request }) => {
    const { api, team, people } = await fixtures(request);
    await openAs(page, '/users/extensions');
    await search(page, team);
    await expect(rows(page)).toHaveCount(3);
    // Someone else changes one of them after the list was read: its version is stale.
    const [stale, ...others] = people;
    await api.changeBehindTheBack('v3/user/extension/', stale.id, { call_mobile_timeout: 40 });
    const dialog = await selectTeam(page, team);
    await dialog.getByRole('combobox', { name: 'Field to change' }).click();
    await page.getByRole('option', { name: 'Language' }).click();
    await dialog.getByRole('combobox', { name: 'Language' }).click();
    await page.getByRole('option', { name: 'Français' }).click();
    await dialog.getByRole('button', { name: 'Apply to 3 items' }).click();

    const result = page.getByRole('dialog', { name: 'Nothing was changed: 1 of 3 refused' });
    const refused = result.getByTestId('bulk-edit-refused');
    await expect(refused).toContainText(`${stale.extension} - ${stale.name}`);
    await expect(refused).toContainText('This record was changed by someone else since you opened it.');
    for (const person of others) await expect(result.getByTestId('bulk-edit-unchanged')).toContainText(`${person.extension} - ${person.name}`);
    for (const person of people) {
      expect(((await api.call('GET', `v3/user/extension/${person.id}/`)).body as { language: string }).language).toBe('nl');
    }
  });
});
