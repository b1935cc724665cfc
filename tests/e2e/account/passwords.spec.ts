import { expect, test, type Page } from '@playwright/test';
import { startAccountServer, type AccountServer } from '../support/accountServer.ts';
import { DEMO_PASSWORD } from '../support/demo.ts';
import { countMessagesTo, waitForResetLink } from '../support/outbox.ts';
import { expectNoRawKeys } from '../support/rawKeys.ts';

/**
 * Password reset by mail and the forced change of an initial password, on a server of their
 * own (see accountServer.ts): 'user' and 'admin' start with an initial password there.
 */
let server: AccountServer;

test.describe.configure({ mode: 'serial' });
test.setTimeout(90_000);

test.beforeAll(async () => {
  test.setTimeout(240_000);
  server = await startAccountServer(['user', 'admin']);
});

test.afterAll(async () => {
  await server?.stop();
});

const TEXTS = {
  en: {
    language: 'English',
    forgotLink: 'Forgot your password?',
    forgotTitle: 'Forgot your password?',
    support: 'Contact support',
    email: 'Email address',
    send: 'Send reset link',
    sent: 'Check your inbox',
    newPassword: 'New password',
    confirm: 'Confirm new password',
    submit: 'Set new password',
    tooShort: 'Password strength: too short',
    strong: 'Password strength: strong',
    mismatch: 'The passwords do not match.',
    whitespace: 'The password may not contain spaces.',
    done: 'Your password has been changed',
    signIn: 'Sign in',
    invalid: 'This link can no longer be used',
    again: 'Request a new link',
    username: 'Username',
    password: 'Password',
    menu: 'Main menu',
    initialTitle: 'Choose your own password',
    current: 'Current password',
    change: 'Change password',
    changed: 'The password has been changed.',
    close: 'Close',
    required: 'Required',
    wrongCurrent: 'Your current password is not correct. Please enter it again.',
    changeFailed: 'The password could not be changed. Please try again.',
  },
  fr: {
    language: 'Français',
    forgotLink: 'Mot de passe oublié ?',
    forgotTitle: 'Mot de passe oublié ?',
    support: 'Contacter le support',
    email: 'Adresse e-mail',
    send: 'Envoyer le lien',
    sent: 'Consultez votre boîte de réception',
    newPassword: 'Nouveau mot de passe',
    confirm: 'Confirmer le nouveau mot de passe',
    submit: 'Définir le nouveau mot de passe',
    tooShort: 'Robustesse du mot de passe : trop court',
    strong: 'Robustesse du mot de passe : fort',
    mismatch: 'Les mots de passe ne correspondent pas.',
    whitespace: 'Le mot de passe ne peut pas contenir d’espaces.',
    done: 'Votre mot de passe a été modifié',
    signIn: 'Se connecter',
    invalid: 'Ce lien n’est plus valable',
    again: 'Demander un nouveau lien',
    username: 'Nom d’utilisateur',
    password: 'Mot de passe',
    menu: 'Menu principal',
    initialTitle: 'Choisissez votre propre mot de passe',
    current: 'Mot de passe actuel',
    change: 'Modifier le mot de passe',
    changed: 'Le mot de passe a été modifié.',
    close: 'Fermer',
    required: 'Ce champ est requis',
    wrongCurrent: 'Votre mot de passe actuel est incorrect. Veuillez le saisir à nouveau.',
    changeFailed: 'Le mot de passe n’a pas pu être modifié. Veuillez réessayer.',
  },
  nl: {
    language: 'Nederlands',
    username: 'Gebruikersnaam',
    password: 'Wachtwoord',
    menu: 'Hoofdmenu',
    initialTitle: 'Kies uw eigen wachtwoord',
    current: 'Huidig wachtwoord',
    newPassword: 'Nieuw wachtwoord',
    confirm: 'Bevestig nieuw wachtwoord',
    change: 'Wachtwoord wijzigen',
    changed: 'Het wachtwoord is gewijzigd.',
    close: 'Sluiten',
    mismatch: 'De wachtwoorden komen niet overeen.',
    required: 'Verplicht',
    wrongCurrent: 'Uw huidige wachtwoord is niet juist. Voer het opnieuw in.',
    changeFailed: 'Het wachtwoord kon niet worden gewijzigd. Probeer het opnieuw.',
  },
};

async function signInAs(page: Page, t: { username: string; password: string }, username: string, password: string) {
  await page.getByLabel(t.username).fill(username);
  await page.getByLabel(t.password, { exact: true }).fill(password);
  await page.getByRole('button', { name: /^(Sign in|Aanmelden|Se connecter)$/ }).click();
}

for (const [language, newPassword] of [
  ['en', 'Harbour-Lights-42-Quietly'],
  ['fr', 'Phare-Du-Port-97-Calmement'],
] as const) {
  test(`a password is reset with the link from the mail (${language})`, async ({ page }) => {
    const t = TEXTS[language];
    const email = 'reseller@example.com';
    const before = countMessagesTo(server.dataDir, email);
    await page.goto(`${server.url}/`);
    await page.getByRole('button', { name: t.language }).click();
    await page.getByRole('link', { name: t.forgotLink }).click();
    await expect(page).toHaveURL(`${server.url}/reset_password/forgot`);
    await expect(page.getByRole('heading', { name: t.forgotTitle })).toBeVisible();
    // Someone who cannot reset their password alone finds support from here (portal-overview §2).
    await expect(page.getByRole('link', { name: t.support })).toHaveAttribute('href', 'https://help.switchboard.example/contact/');
    const send = page.getByRole('button', { name: t.send });
    await expect(send).toBeDisabled();
    await page.getByLabel(t.email).fill('reseller@example');
    await expect(send).toBeDisabled();
    await page.getByLabel(t.email).fill(email);
    await expect(send).toBeEnabled();
    await expectNoRawKeys(page);
    await send.click();
    await expect(page.getByRole('heading', { name: t.sent })).toBeVisible();
    await expect(page.getByText(email)).toBeVisible();
    await expectNoRawKeys(page);

    const link = await waitForResetLink(server.dataDir, email, before);
    await page.goto(link);
    const password = page.getByLabel(t.newPassword, { exact: true });
    const confirmation = page.getByLabel(t.confirm);
    const submit = page.getByRole('button', { name: t.submit });
    await expect(password).toBeVisible();
    await password.fill('Short1');
    await expect(page.getByTestId('password-strength')).toHaveText(t.tooShort);
    await confirmation.fill('Short1');
    await expect(submit).toBeDisabled();
    await password.fill('Has space 42X');
    await confirmation.fill('Has space 42X');
    await expect(page.getByText(t.whitespace)).toBeVisible();
    await expect(submit).toBeDisabled();
    await password.fill(newPassword);
    await confirmation.fill(`${newPassword}!`);
    await expect(page.getByText(t.mismatch)).toBeVisible();
    await expect(submit).toBeDisabled();
    await confirmation.fill(newPassword);
    await expect(page.getByTestId('password-strength')).toHaveText(t.strong);
    await expect(page.getByTestId('password-strength')).toHaveAttribute('data-level', 'strong');
    // Show/hide shows what was typed.
    await expect(password).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: /Show password|Afficher le mot de passe/ }).first().click();
    await expect(password).toHaveAttribute('type', 'text');
    await expectNoRawKeys(page);
    await submit.click();

    await expect(page.getByRole('heading', { name: t.done })).toBeVisible();
    await expectNoRawKeys(page);
    await page.getByRole('link', { name: t.signIn }).click();
    await expect(page).toHaveURL(`${server.url}/`);
    await signInAs(page, t, 'reseller', newPassword);
    await expect(page.getByRole('menu', { name: t.menu })).toBeVisible();

    // The link worked once.
    await page.getByRole('button', { name: /Profile|Profil/ }).click();
    await page.getByRole('menuitem', { name: /Logout|Se déconnecter|Déconnexion/ }).click();
    await page.goto(link);
    await expect(page.getByRole('heading', { name: t.invalid })).toBeVisible();
    await expect(page.getByRole('link', { name: t.again })).toHaveAttribute('href', '/reset_password/forgot');
    await expectNoRawKeys(page);
  });
}

test('a reset link that was never issued offers a new request', async ({ page }) => {
  await page.goto(`${server.url}/reset_password?token=${'a'.repeat(43)}`);
  await expect(page.getByRole('heading', { name: 'This link can no longer be used' })).toBeVisible();
  await page.getByRole('link', { name: 'Request a new link' }).click();
  await expect(page).toHaveURL(`${server.url}/reset_password/forgot`);
});

for (const [language, username, newPassword] of [
  ['en', 'user', 'Quiet-Harbour-Window-58'],
  ['nl', 'admin', 'Stille-Haven-Venster-73'],
] as const) {
  test(`an initial password must be changed before anything else (${language})`, async ({ page }) => {
    const t = TEXTS[language];
    await page.goto(`${server.url}/`);
    await page.getByRole('button', { name: t.language }).click();
    await signInAs(page, t, username, DEMO_PASSWORD);

    const modal = page.getByRole('dialog', { name: t.initialTitle });
    await expect(modal).toBeVisible();
    // It cannot be closed: no close button, no cancel, and Escape leaves it open.
    await expect(modal.getByRole('button', { name: t.close })).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(modal).toBeVisible();
    await expectNoRawKeys(page);

    await modal.getByRole('button', { name: t.change }).click();
    await expect(modal.getByText(t.required)).toHaveCount(3);
    await modal.getByLabel(t.current).fill('not-my-password');
    await modal.getByLabel(t.newPassword, { exact: true }).fill(newPassword);
    await modal.getByLabel(t.confirm).fill(`${newPassword}?`);
    await expect(modal.getByText(t.mismatch)).toBeVisible();
    await modal.getByLabel(t.confirm).fill(newPassword);
    await modal.getByRole('button', { name: t.change }).click();
    await expect(modal.getByText(t.changeFailed)).toBeVisible();
    await expect(modal.getByText(t.wrongCurrent)).toBeVisible();

    await modal.getByLabel(t.current).fill(DEMO_PASSWORD);
    await modal.getByRole('button', { name: t.change }).click();
    await expect(modal.getByText(t.changed)).toBeVisible();
    await expectNoRawKeys(page);
    // Saved, the modal may close: its button became Close.
    await modal.getByRole('button', { name: t.close }).last().click();
    await expect(modal).toBeHidden();
    await expect(page.getByRole('menu', { name: t.menu })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    // The flag is gone for good, and the new password is the one that works.
    await page.reload();
    await expect(page.getByRole('menu', { name: t.menu })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    const answer = await page.request.post(`${server.url}/api/v1/api-token-auth/`, { data: { username, password: newPassword } });
    expect(answer.ok()).toBe(true);
  });
}
