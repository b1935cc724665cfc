import { expect, type Page } from '@playwright/test';
import { DEMO_PASSWORD, type DemoUser } from './demo.ts';

export type Language = 'en' | 'nl' | 'fr';

/** The portal remembers the language per browser; tests start in the one they are about. */
export async function useLanguage(page: Page, language: Language) {
  await page.addInitScript((lang) => {
    if (!sessionStorage.getItem('e2e.language-set')) {
      localStorage.setItem('switchboard.language', lang);
      sessionStorage.setItem('e2e.language-set', '1');
    }
  }, language);
}

const SIGN_IN = {
  en: { username: 'Username', password: 'Password', submit: 'Sign in', menu: 'Main menu' },
  nl: { username: 'Gebruikersnaam', password: 'Wachtwoord', submit: 'Aanmelden', menu: 'Hoofdmenu' },
  fr: { username: 'Nom d’utilisateur', password: 'Mot de passe', submit: 'Se connecter', menu: 'Menu principal' },
};

/**
 * Fills and sends the sign-in form in `language`, for a page that comes back without the shell
 * (an integration's activation page): the caller waits for that page, not for the main menu.
 */
export async function submitSignIn(page: Page, language: Language, username: DemoUser, password = DEMO_PASSWORD) {
  const t = SIGN_IN[language];
  await page.getByLabel(t.username).fill(username);
  await page.getByLabel(t.password, { exact: true }).fill(password);
  await page.getByRole('button', { name: t.submit }).click();
}

/** signIn of demo.ts in any of the three languages: the sign-in page is already in it. */
export async function signInIn(page: Page, language: Language, username: DemoUser, password = DEMO_PASSWORD) {
  await submitSignIn(page, language, username, password);
  await expect(page.getByRole('menu', { name: SIGN_IN[language].menu })).toBeVisible();
}
