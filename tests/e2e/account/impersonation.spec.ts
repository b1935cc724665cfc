import { expect, test } from '@playwright/test';
import { apiSession, signIn } from '../support/demo.ts';
import { signInIn, useLanguage } from '../support/language.ts';
import { expectNoRawKeys } from '../support/rawKeys.ts';

// Whole flows through several pages and modals: more than the default on a busy machine.
test.setTimeout(60_000);

test('a reseller impersonates a client group from the profile menu, and returns (en)', async ({ page }) => {
  await page.goto('/');
  await signIn(page, 'reseller');
  await expect(page.getByTestId('impersonation-pill')).toHaveCount(0);
  await page.getByRole('button', { name: 'Profile' }).click();
  await page.getByRole('menuitem', { name: 'Impersonate' }).click();
  const modal = page.getByRole('dialog', { name: 'Impersonate a group' });
  await modal.getByRole('button', { name: 'Start' }).click();
  await expect(modal.getByText('Please choose a group.')).toBeVisible();
  await expectNoRawKeys(page);

  // Typed but not chosen.
  const group = modal.getByRole('combobox', { name: 'Group' });
  await group.fill('Blue');
  await modal.getByText(/Act on behalf/).click();
  await expect(modal.getByText('Please select a value.')).toBeVisible();
  await group.click();
  await page.getByRole('option', { name: 'Blue Harbor Logistics' }).click();
  // The group acted on is not offered.
  await group.fill('');
  await group.press('ArrowDown');
  await expect(page.getByRole('option', { name: 'Acme Dental' })).toBeVisible();
  await expect(page.getByRole('option', { name: 'Northwind Telecom' })).toHaveCount(0);
  await page.getByRole('option', { name: 'Acme Dental' }).click();
  await modal.getByRole('button', { name: 'Start' }).click();

  await expect(page).toHaveURL('/group-overview');
  const pill = page.getByTestId('impersonation-pill');
  await expect(pill).toHaveText('Acme Dental');
  await expect(page.getByRole('row', { name: /Acme Dental/ })).toContainText('Acting as');
  await expectNoRawKeys(page);
  await page.getByRole('menuitem', { name: 'Dashboard' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome, Rita Reseller' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Company summary' })).toContainText('Acme Dental');

  await pill.click();
  await expect(page).toHaveURL('/dashboard');
  await expect(pill).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Company summary' })).toContainText('Northwind Telecom');
});

test('a reseller acts as a group from the group overview, and back (nl)', async ({ page }) => {
  await useLanguage(page, 'nl');
  await page.goto('/');
  await signInIn(page, 'nl', 'reseller');
  await page.getByRole('link', { name: 'Groepsoverzicht' }).click();
  await expect(page.getByRole('heading', { name: 'Groepsoverzicht' })).toBeVisible();
  await expect(page.getByRole('row', { name: /Northwind Telecom/ })).toContainText('Uw eigen groep');
  await page.getByRole('button', { name: 'Optreden als Blue Harbor Logistics' }).click();

  const pill = page.getByTestId('impersonation-pill');
  await expect(pill).toHaveText('Blue Harbor Logistics');
  await expect(page).toHaveURL('/group-overview');
  await expect(page.getByRole('row', { name: /Blue Harbor Logistics/ })).toContainText('U treedt op als deze groep');
  await expectNoRawKeys(page);

  // Straight on to another group: the first impersonation ends on the way.
  await page.getByRole('button', { name: 'Optreden als Acme Dental' }).click();
  await expect(pill).toHaveText('Acme Dental');

  await page.getByRole('button', { name: 'Terug naar Northwind Telecom' }).click();
  await expect(page).toHaveURL('/dashboard');
  await expect(pill).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Bedrijfsoverzicht' })).toContainText('Northwind Telecom');
});

test('the pill cuts a group label over 30 characters to 27 and an ellipsis', async ({ page, request }) => {
  const headers = await apiSession(request, 'reseller');
  const groups = (await (await request.get('/api/v3/group/?search=Blue', { headers })).json()) as { results: { id: number; description: string }[] };
  const blue = groups.results[0];
  const settings = { ...headers, 'Current-Group-Id': String(blue.id) };
  const original = (await (await request.get(`/api/v1/groups/${blue.id}/`, { headers: settings })).json()) as Record<string, unknown>;
  const long = 'Blue Harbor Logistics Antwerp Harbour Office';
  const rename = (description: string) =>
    request.put(`/api/v1/groups/${blue.id}/`, {
      headers: settings,
      data: { description, allowed_origination_countries: original.allowed_origination_countries, allowed_destination_countries: original.allowed_destination_countries },
    });
  expect((await rename(long)).ok()).toBe(true);
  try {
    await page.goto('/');
    await signIn(page, 'reseller');
    await page.getByRole('link', { name: 'Group overview' }).click();
    await page.getByRole('button', { name: `Act as ${long}` }).click();
    const pill = page.getByTestId('impersonation-pill');
    await expect(pill).toHaveText('Blue Harbor Logistics Antwe…');
    await expect(pill).toHaveAttribute('aria-label', `Stop acting as ${long}`);
    await pill.click();
    await expect(page).toHaveURL('/dashboard');
  } finally {
    expect((await rename(String(original.description))).ok()).toBe(true);
  }
});

test('a token sign-in path without a 40-character token goes to sign-in', async ({ page }) => {
  await page.goto('/impersonate/2/not-a-token');
  await expect(page).toHaveURL('/');
  await page.goto(`/impersonate/2/${'0'.repeat(40)}`);
  await expect(page).toHaveURL('/');
  await expect(page.getByText('This impersonation link is invalid or has expired. Please start again.')).toBeVisible();
});

test('users who may not impersonate see neither the menu item nor the group overview link', async ({ page }) => {
  await page.goto('/');
  await signIn(page, 'user');
  await expect(page.getByRole('link', { name: 'Group overview' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Profile' }).click();
  await expect(page.getByRole('menuitem', { name: 'User settings' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Impersonate' })).toHaveCount(0);
});
