import { expect, test, type Page } from '@playwright/test';
import { cutTexts } from './support/cutTexts.ts';
import { openSignedIn, signedInFromFirstLoad } from './support/demo.ts';
import { goInApp } from './support/inApp.ts';
import { useLanguage as startIn, type Language } from './support/language.ts';

// Several pages per language on a busy machine.
test.setTimeout(120_000);

const TEXTS = {
  en: { username: 'Username', password: 'Password', submit: 'Sign in', delete: 'Delete', title: 'Delete 2 selected items?', greeting: 'Here is how Acme Dental is set up today.' },
  nl: { username: 'Gebruikersnaam', password: 'Wachtwoord', submit: 'Aanmelden', delete: 'Verwijderen', title: '2 geselecteerde items verwijderen?', greeting: 'Zo is Acme Dental vandaag ingericht.' },
  fr: { username: 'Nom d’utilisateur', password: 'Mot de passe', submit: 'Se connecter', delete: 'Supprimer', title: 'Supprimer 2 éléments sélectionnés ?', greeting: 'Voici la configuration actuelle du groupe Acme Dental.' },
};

/** Signs in as admin in `language`, on any width: a phone shows no side menu to wait for. */
async function signInAsAdmin(page: Page, language: Language) {
  const t = TEXTS[language];
  await startIn(page, language);
  await page.goto('/');
  await page.getByLabel(t.username).fill('admin');
  await page.getByLabel(t.password, { exact: true }).fill('Switchboard-2026');
  await page.getByRole('button', { name: t.submit }).click();
  await expect(page).toHaveURL('/dashboard');
}

/**
 * Signed in as admin in `language` before the first page loads, for tests about the pages they
 * open (the sign-in form and the dashboard after it cost a test two page loads it asserted nothing on).
 */
async function asAdmin(page: Page, language: Language) {
  await startIn(page, language);
  await signedInFromFirstLoad(page, 'admin');
}

/** Waits until the page has drawn its data (no progress bar, no skeleton). */
async function drawn(page: Page) {
  await expect(page.locator('.MuiSkeleton-root, .MuiCircularProgress-root')).toHaveCount(0);
}

/** Opens a page (a page load) and waits until it has drawn its data. */
async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('h1')).toBeVisible();
  await drawn(page);
}

/**
 * The next page of a test, through the portal's router as a link would: a page load costs a
 * test more of the two cores than the checks it makes on the page (issue 26).
 */
async function moveTo(page: Page, path: string) {
  await goInApp(page, path);
  await drawn(page);
}

for (const language of ['en', 'nl', 'fr'] as const) {
  test(`the bulk delete dialog names how many are selected, without the plural template (${language})`, async ({ page }) => {
    await asAdmin(page, language);
    await open(page, '/configuration/sites');
    const checkboxes = page.locator('tbody tr').getByRole('checkbox');
    await checkboxes.nth(0).check();
    await checkboxes.nth(1).check();
    await page.getByRole('button', { name: TEXTS[language].delete }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading')).toHaveText(TEXTS[language].title);
    await expect(dialog).not.toContainText('|||');
    await expect(dialog).not.toContainText('%{');
  });

  test(`on a phone (390 px) lists stack each record and no title, crumb, label or column is cut (${language})`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signInAsAdmin(page, language);
    await expect(page.getByText(TEXTS[language].greeting)).toBeVisible();
    // The dashboard the sign-in led to, then the others through the router.
    await drawn(page);
    for (const path of ['/dashboard', '/users/extensions', '/configuration/did-routing', '/phonebooks', '/configuration/sites', '/users/extensions/create', '/configuration/did-routing/create']) {
      if (path !== '/dashboard') await moveTo(page, path);
      expect(await cutTexts(page), path).toEqual([]);
    }
    // Name, e-mail and site of an extension each get the width of their text, not 20 px.
    await moveTo(page, '/users/extensions');
    const first = page.getByTestId('list-record').first();
    await expect(first).toContainText('alice.admin@example.com');
    const widths = await first.locator('dd').evaluateAll((cells) => cells.map((cell) => cell.getBoundingClientRect().width));
    expect(Math.min(...widths)).toBeGreaterThan(150);
  });
}

test('beside the side menu, a list too narrow for its columns stacks them rather than squeezing them (fr, 700 px)', async ({ page }) => {
  await page.setViewportSize({ width: 700, height: 800 });
  await asAdmin(page, 'fr');
  await open(page, '/users/extensions');
  expect(await cutTexts(page), '/users/extensions').toEqual([]);
  await moveTo(page, '/configuration/did-routing');
  expect(await cutTexts(page), '/configuration/did-routing').toEqual([]);
  // Wide enough for every column: the table, with a header over each column.
  await page.setViewportSize({ width: 1600, height: 900 });
  await open(page, '/configuration/did-routing');
  await expect(page.getByRole('columnheader')).toHaveText(['', /Numéro de téléphone/, 'Compte', 'Site', 'Flux d’appels', 'Routage actif']);
  expect(await cutTexts(page)).toEqual([]);
});

test('the country selector puts the typed code first, and offers 001 only among destination countries', async ({ page }) => {
  await asAdmin(page, 'en');
  await open(page, '/configuration/sites/create');
  const country = page.getByRole('combobox', { name: 'Country' });
  await country.fill('BE');
  await expect(page.getByRole('option').first()).toHaveText(/^BelgiumBE$/);
  await expect(page.getByRole('option', { name: /Non-geographic/ })).toHaveCount(0);
  await country.fill('001');
  await expect(page.getByRole('option')).toHaveCount(0);
  await country.fill('Antarctica');
  await expect(page.getByRole('option', { name: /Antarctica/ })).toBeVisible();

  await moveTo(page, '/users/extensions/create');
  // A destination country: a new extension has it already, as the group allows it (issue 27);
  // never an origin.
  await expect(page.locator('[data-field="destination_countries"]')).toContainText('Non-geographic numbers');
  await page.getByRole('combobox', { name: 'Origin countries' }).fill('001');
  await expect(page.getByRole('option', { name: /Non-geographic numbers/ })).toHaveCount(0);
});

test('the group overview has a breadcrumb and the search box of the other lists', async ({ page }) => {
  await signedInFromFirstLoad(page, 'reseller');
  await open(page, '/users/extensions');
  const listSearch = page.getByRole('searchbox');
  const listBox = await listSearch.boundingBox();
  await moveTo(page, '/group-overview');
  await expect(page.getByRole('navigation', { name: 'You are here' })).toContainText('Group overview');
  const search = page.getByRole('searchbox', { name: 'Search groups' });
  await expect(search).toHaveAttribute('placeholder', await listSearch.getAttribute('placeholder') ?? 'none');
  expect((await search.boundingBox())?.width).toBe(listBox?.width);
  // Three demo groups, and any client group the clients flow created earlier in this run (tests/e2e/clients.spec.ts).
  await expect(page.getByTestId('list-total')).toHaveText(/^[3-9] groups$/);
  await search.fill('Blue');
  await expect(page.getByTestId('list-total')).toHaveText('1 group');
});

test('an administrator opens the group overview of the group they hold, with no Act as; a plain user finds no such page', async ({ page, browser }) => {
  await openSignedIn(page, '/group-overview', 'admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Group overview' })).toBeVisible();
  await expect(page.getByText('The group you manage.')).toBeVisible();
  await expect(page.getByTestId('list-total')).toHaveText('1 group');
  await expect(page.getByText('Your group')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Act as/ })).toHaveCount(0);

  const user = await browser.newPage();
  await openSignedIn(user, '/group-overview', 'user');
  await expect(user.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await user.close();
});

test('ending an impersonation asks nothing more of the group it acted on (no 404)', async ({ page }) => {
  await openSignedIn(page, '/dashboard', 'reseller');
  await page.getByRole('link', { name: 'Group overview' }).click();
  await page.getByRole('button', { name: 'Act as Acme Dental' }).click();
  const pill = page.getByTestId('impersonation-pill');
  await expect(pill).toHaveText('Acme Dental');
  // A filtered list and a record of Acme Dental are what the reseller leaves open.
  await open(page, '/users/extensions');
  await page.getByRole('combobox', { name: 'Site' }).click();
  await page.getByRole('option', { name: 'Ghent clinic' }).click();
  await expect(page).toHaveURL(/filter=/);
  await page.getByTestId('list-total').waitFor();
  await page.locator('tbody tr').first().click();
  await expect(page).toHaveURL(/\/users\/extensions\/\d+$/);
  await expect(page.locator('.MuiSkeleton-root')).toHaveCount(0);

  const failed: string[] = [];
  page.on('response', (answer) => {
    if (answer.url().includes('/api/') && answer.status() === 404) failed.push(`${answer.status()} ${answer.url()}`);
  });
  await pill.click();
  await expect(page).toHaveURL('/dashboard');
  await expect(pill).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Company summary' })).toContainText('Northwind Telecom');
  // The reseller's own lists, without Acme Dental's filter.
  await page.getByRole('menuitem', { name: 'Extensions' }).click();
  await expect(page.getByTestId('list-total')).toBeVisible();
  await expect(page.getByRole('row', { name: /Rita Reseller/ })).toBeVisible();
  await page.goBack();
  await page.goForward();
  await expect(page.getByRole('row', { name: /Rita Reseller/ })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(failed).toEqual([]);
});
