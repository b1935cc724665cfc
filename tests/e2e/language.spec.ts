import { expect, test } from '@playwright/test';
import { signIn, signInPage } from './support/demo.ts';
import { readMenu } from './support/menu.ts';

test('Dutch from the top bar: the menu changes, and stays Dutch after a reload', async ({ page }) => {
  await page.goto('/');
  await signIn(page, 'admin');
  await page.getByRole('button', { name: 'Change language' }).click();
  await page.getByRole('menuitem', { name: 'Nederlands' }).click();
  await expect(page.getByRole('menu', { name: 'Hoofdmenu' })).toBeVisible();
  const dutch = [
    'Dashboard',
    'Telefoonboeken',
    'Call flow',
    'Extensies',
    'Functies > Schakelaars, Doorschakelen, Samenvattingen',
    'Rapporten > Gespreksoverzicht, Facturen',
    'Configuratie > Toestellen, Mediabibliotheek, Telefoonnummers, Wachtrij, Rollen, Vestigingen, Tijdschema, Voicemail',
    'Statistieken',
    'Live statistieken',
  ];
  expect(await readMenu(page, 'Hoofdmenu')).toEqual(dutch);
  await expect(page.getByRole('heading', { name: 'Welkom, Alice Admin' })).toBeVisible();
  await page.reload();
  expect(await readMenu(page, 'Hoofdmenu')).toEqual(dutch);
  await expect(page.getByRole('region', { name: 'Bedrijfsoverzicht' })).toBeVisible();
});

test('French from the top bar, then back to English', async ({ page }) => {
  await page.goto('/');
  await signIn(page, 'reseller');
  await page.getByRole('button', { name: 'Change language' }).click();
  await page.getByRole('menuitem', { name: 'Français' }).click();
  expect(await readMenu(page, 'Menu principal')).toEqual([
    'Tableau de bord',
    'Clients > Vue d’ensemble, Factures revendeur',
    'Annuaires',
    'Flux d’appels',
    'Postes',
    "Fonctionnalités > Bascules, Renvoi d'appel, Résumés d’appels",
    'Rapports > Journal des appels',
    'Configuration > Appareils, Médiathèque, Numéros, File d’attente, Rôles, Sites, Horaires, Messagerie vocale',
  ]);
  await expect(page.getByRole('link', { name: 'Vue des groupes' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('menu', { name: 'Menu principal' })).toBeVisible();
  await page.getByRole('button', { name: 'Changer de langue' }).click();
  await page.getByRole('menuitem', { name: 'English' }).click();
  await expect(page.getByRole('menu', { name: 'Main menu' })).toBeVisible();
});

test('the language buttons of the sign-in page switch and remember the language', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Nederlands' }).click();
  await expect(page.getByRole('heading', { name: 'Aanmelden' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Nederlands' })).toHaveAttribute('aria-pressed', 'true');
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Aanmelden' })).toBeVisible();
  await page.getByRole('button', { name: 'Français' }).click();
  await expect(page.getByRole('heading', { name: 'Connexion' })).toBeVisible();
  await page.getByLabel('Nom d’utilisateur').fill('admin');
  await page.getByLabel('Mot de passe', { exact: true }).fill('wrong-password');
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByRole('alert')).toHaveText('Impossible de se connecter avec les identifiants fournis.');
  await page.getByRole('button', { name: 'English' }).click();
  await expect(signInPage(page).submit).toBeVisible();
});

test('the API is asked in the portal language', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Français' }).click();
  const profile = page.waitForRequest('**/api/v3/user/profile/');
  await page.getByLabel('Nom d’utilisateur').fill('user');
  await page.getByLabel('Mot de passe', { exact: true }).fill('Switchboard-2026');
  await page.getByRole('button', { name: 'Se connecter' }).click();
  expect((await profile).headers()['accept-language']).toBe('fr');
  await expect(page.getByRole('menu', { name: 'Menu principal' })).toBeVisible();
});
