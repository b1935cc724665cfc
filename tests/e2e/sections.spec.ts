import { expect, test, type Page } from '@playwright/test';
import { apiAs, openAs, unique } from './areas/helpers.ts';
import type { DemoUser } from './support/demo.ts';

/** The cards of a section page: each a link with the page's label and a one-line description. */
function cards(page: Page) {
  return page.getByRole('list', { name: 'Pages of this section' }).getByRole('link');
}

async function cardLabels(page: Page): Promise<string[]> {
  await expect(cards(page).first()).toBeVisible();
  return cards(page).evaluateAll((links) => links.map((link) => link.querySelector('[data-card-label]')?.textContent?.trim() ?? ''));
}

/** The card of one page by its label (its accessible name is the label, then the description). */
function card(page: Page, label: string) {
  return page.getByRole('list', { name: 'Pages of this section' }).getByRole('link', { name: new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( |$)`) });
}

const CONFIGURATION = ['Devices', 'Media Library', 'Phone numbers', 'Fifo Queue', 'Roles', 'Sites', 'Time Schedule', 'Voicemail'];

/** portal-overview §2: the section pages list what each holds for the user, with working links. */
test.describe('section pages', () => {
  test.describe.configure({ timeout: 60_000 });

  for (const user of ['admin', 'user', 'reseller'] as DemoUser[]) {
    test(`Configuration lists the side menu's children for ${user}, each a working link with a description`, async ({ page }) => {
      await openAs(page, '/configuration', user);
      await expect(page.getByRole('heading', { level: 1, name: 'Configuration' })).toBeVisible();
      const labels = await cardLabels(page);
      // The side menu's entries first, in its order; pages that say they belong here follow.
      expect(labels.slice(0, CONFIGURATION.length)).toEqual(CONFIGURATION);
      await expect(card(page, 'Sites')).toContainText('Your locations and their emergency addresses.');
      await card(page, 'Sites').click();
      await expect(page).toHaveURL('/configuration/sites');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // The crumb of the section leads back to it.
      await page.getByRole('navigation', { name: 'You are here' }).getByRole('link', { name: 'Configuration' }).click();
      await expect(page).toHaveURL('/configuration');
    });
  }

  test('Reports follows the roles: a reseller sees no Invoices, an administrator and a user do', async ({ page, browser }) => {
    await openAs(page, '/reports', 'reseller');
    expect(await cardLabels(page)).toEqual(['CDR Viewer']);
    for (const user of ['admin', 'user'] as DemoUser[]) {
      const other = await browser.newPage();
      await openAs(other, '/reports', user);
      expect(await cardLabels(other)).toEqual(['CDR Viewer', 'Invoices']);
      await card(other, 'Invoices').click();
      await expect(other).toHaveURL('/reports/invoices');
      await other.close();
    }
  });

  test('Users lists Extensions and Roles; /users/roles shows the roles as /configuration/group does', async ({ page, request }) => {
    // A role of its own, so that the test does not depend on what the seed or other tests hold.
    const api = await apiAs(request);
    const role = await api.create<{ name: string }>('v3/role/', { name: unique('Front desk') });
    await openAs(page, '/users', 'admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
    const labels = await cardLabels(page);
    expect(labels.slice(0, 2)).toEqual(['Extensions', 'Roles']);
    await card(page, 'Extensions').click();
    await expect(page).toHaveURL('/users/extensions');
    await expect(page.getByRole('navigation', { name: 'You are here' }).getByRole('link', { name: 'Users' })).toHaveAttribute('href', '/users');
    await page.goBack();
    await card(page, 'Roles').click();
    await expect(page).toHaveURL('/users/roles');

    await page.getByPlaceholder('Search…').fill(role.name);
    // The search settles in the address before the rows are drawn again: a click on a row of the
    // list as it was before the search lands on a row that is being replaced and goes nowhere.
    await expect(page).toHaveURL(/filter=.*Front/);
    const link = page.getByRole('link', { name: role.name, exact: true });
    await expect(link).toHaveAttribute('href', `/users/roles/${role.id}`);
    await link.click();
    await expect(page).toHaveURL(`/users/roles/${role.id}`);
    await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue(role.name);
    const crumbs = page.getByRole('navigation', { name: 'You are here' });
    await expect(crumbs.getByRole('link', { name: 'Roles' })).toHaveAttribute('href', '/users/roles');

    // The same list at the side menu's address.
    await page.goto('/configuration/group');
    await page.getByPlaceholder('Search…').fill(role.name);
    await expect(page.getByRole('link', { name: role.name, exact: true })).toHaveAttribute('href', `/configuration/group/${role.id}`);
  });

  test('a plain user sees on each section page a part of what the administrator sees, in the same order', async ({ page, browser }) => {
    const seen: Record<string, string[]> = {};
    for (const user of ['admin', 'user'] as DemoUser[]) {
      const tab = user === 'admin' ? page : await browser.newPage();
      await openAs(tab, '/dashboard', user);
      for (const section of ['/configuration', '/users', '/help_support']) {
        await tab.goto(section);
        seen[`${user} ${section}`] = await cardLabels(tab);
      }
    }
    for (const section of ['/configuration', '/users', '/help_support']) {
      const userSees = seen[`user ${section}`];
      // A user sees a subset of what the administrator sees, in the same order.
      expect(seen[`admin ${section}`].filter((label) => userSees.includes(label))).toEqual(userSees);
    }
  });

  test('Help & Support links the help centre, the cheat sheet and pricing', async ({ page }) => {
    await openAs(page, '/help_support', 'user');
    await expect(page.getByRole('heading', { level: 1, name: 'Help & Support' })).toBeVisible();
    expect(await cardLabels(page)).toEqual(['Help centre', 'Call-flow cheat sheet', 'Pricing']);
    const centre = card(page, 'Help centre');
    await expect(centre).toHaveAttribute('href', 'https://help.switchboard.example/');
    await expect(centre).toHaveAttribute('target', '_blank');
    await card(page, 'Pricing').click();
    await expect(page).toHaveURL('/help_support/pricing');
    await page.getByRole('navigation', { name: 'You are here' }).getByRole('link', { name: 'Help & Support' }).click();
    await card(page, 'Call-flow cheat sheet').click();
    await expect(page).toHaveURL('/help_support/cheat_sheet');
  });

  test('Features lists toggles, call forwarding and call summaries; an unknown page of a section is not found', async ({ page }) => {
    await openAs(page, '/features', 'admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Features' })).toBeVisible();
    await expect(page.getByText('The extra features of your phone system.')).toBeVisible();
    expect(await cardLabels(page)).toEqual(['Toggles', 'Call forwarding', 'Call summaries']);
    await card(page, 'Call forwarding').click();
    await expect(page).toHaveURL('/call-forwarding/');
    // Breadcrumbs follow the path's segments: the page names itself (its address is not under /features).
    await expect(page.getByRole('navigation', { name: 'You are here' }).getByText('Call forwarding')).toHaveAttribute('aria-current', 'page');
    // The side menu reaches them too (issue 27): its Features group is open on their pages.
    const features = page.getByRole('group', { name: 'Features' });
    await expect(features.getByRole('menuitem')).toHaveText(['Toggles', 'Call forwarding', 'Call summaries']);
    await features.getByRole('menuitem', { name: 'Toggles' }).click();
    await expect(page).toHaveURL('/call-flow-toggles/');
    await page.goto('/help_support/nowhere');
    await expect(page.getByText('Page not found')).toBeVisible();
  });
});

// The call-flow cheat sheet's own page: tests/e2e/cheatSheet.spec.ts.

test.describe('pricing', () => {
  test('finds a country and shows its rates in the user’s currency format', async ({ page }) => {
    await openAs(page, '/help_support/pricing', 'user');
    const search = page.getByLabel('Country');
    await search.fill('be');
    await expect(page.getByRole('list', { name: 'Countries found' })).toHaveCount(0);
    await search.fill('belg');
    await page.getByRole('list', { name: 'Countries found' }).getByRole('button', { name: /Belgium/ }).click();
    const rates = page.getByRole('region', { name: 'Rates to Belgium' });
    await expect(rates.getByRole('row', { name: /To a landline/ })).toContainText('€0.029');
    await expect(rates.getByRole('row', { name: /To a mobile/ })).toContainText('€0.089');
    await expect(rates.getByRole('row', { name: /Setup cost/ })).toContainText('€0.015');
    // 3 minutes to a mobile: 0.015 + 3 × 0.089.
    await expect(rates).toContainText('An answered call of 3 minutes to a mobile costs €0.282.');

    await search.fill('+33');
    await page.getByRole('list', { name: 'Countries found' }).getByRole('button', { name: /France/ }).click();
    await expect(page.getByRole('region', { name: 'Rates to France' }).getByRole('row', { name: /To a mobile/ })).toContainText('€0.065');

    await search.fill('xyzzy');
    await expect(page.getByRole('status')).toHaveText('No country matches your search.');
  });

  test('writes the amounts as the language does (nl-BE)', async ({ page }) => {
    await openAs(page, '/help_support/pricing', 'user');
    await page.getByRole('button', { name: 'Change language' }).click();
    await page.getByRole('menuitem', { name: 'Nederlands' }).click();
    await page.getByLabel('Land').fill('belg');
    await page.getByRole('list', { name: 'Gevonden landen' }).getByRole('button', { name: /België/ }).click();
    await expect(page.getByRole('region', { name: 'Tarieven naar België' }).getByRole('row', { name: /Naar een gsm/ })).toContainText('€ 0,089');
  });
});
