import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, signIn, signInPage } from './support/demo.ts';

test.describe('the sign-in page', () => {
  test('is the root of the portal, with its links and language buttons', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await expect(page.getByText('Sign in with your Switchboard account.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute('href', '/reset_password/forgot');
    await expect(page.getByRole('link', { name: 'Help centre' })).toHaveAttribute('href', /^https:\/\//);
    await expect(page.getByRole('link', { name: 'Webinars' })).toHaveAttribute('href', /^https:\/\//);
    for (const language of ['English', 'Nederlands', 'Français']) {
      await expect(page.getByRole('button', { name: language })).toBeVisible();
    }
    await expect(page.getByText('Version 4.0.0')).toBeVisible();
  });

  test('enables sign-in only from 3 characters of username and 6 of password', async ({ page }) => {
    await page.goto('/');
    const form = signInPage(page);
    await expect(form.submit).toBeDisabled();
    await form.username.fill('ad');
    await form.password.fill('123456');
    await expect(form.submit).toBeDisabled();
    await form.username.fill('adm');
    await expect(form.submit).toBeEnabled();
    await form.password.fill('12345');
    await expect(form.submit).toBeDisabled();
    await form.password.fill('123456');
    await expect(form.submit).toBeEnabled();
  });

  test('says when the credentials are wrong, clears the password, and typing clears the message', async ({ page }) => {
    await page.goto('/');
    const form = signInPage(page);
    await form.username.fill('admin');
    await form.password.fill('not-the-password');
    await form.submit.click();
    const status = page.getByRole('alert');
    await expect(status).toHaveText('Unable to log in with provided credentials.');
    await expect(page.getByText('Sign in with your Switchboard account.')).toBeHidden();
    await expect(form.password).toHaveValue('');
    await expect(form.submit).toBeDisabled();
    await expect(page).toHaveURL('/');

    await form.password.pressSequentially('x');
    await expect(status).toBeHidden();
    await expect(page.getByText('Sign in with your Switchboard account.')).toBeVisible();
  });

  test('answers an unknown user exactly like a wrong password', async ({ page }) => {
    await page.goto('/');
    const form = signInPage(page);
    await form.username.fill('nobody-here');
    await form.password.fill(DEMO_PASSWORD);
    await form.submit.click();
    await expect(page.getByRole('alert')).toHaveText('Unable to log in with provided credentials.');
  });

  test('shows a checking message while signing in', async ({ page }) => {
    await page.route('**/api/v1/api-token-auth/', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    await page.goto('/');
    const form = signInPage(page);
    await form.username.fill('admin');
    await form.password.fill(DEMO_PASSWORD);
    await form.submit.click();
    await expect(page.getByRole('status').filter({ hasText: 'Checking…' })).toBeVisible();
    await expect(form.password).toHaveValue('');
    await expect(page).toHaveURL('/dashboard');
  });

  test('says "Login failed." when the profile cannot be loaded, and stays signed out', async ({ page }) => {
    await page.route('**/api/v3/user/profile/', (route) => route.fulfill({ status: 500, json: { detail: 'A server error occurred.' } }));
    await page.goto('/');
    const form = signInPage(page);
    await form.username.fill('admin');
    await form.password.fill(DEMO_PASSWORD);
    await form.submit.click();
    await expect(page.getByRole('alert')).toHaveText('Login failed.');
    await page.unroute('**/api/v3/user/profile/');
    await page.goto('/dashboard');
    await expect(page).toHaveURL('/');
  });
});

test.describe('the session', () => {
  test('takes an anonymous visitor to the sign-in page, then back to the page and query asked for', async ({ page }) => {
    await page.goto('/configuration/sites?x=1');
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await signIn(page, 'admin');
    await expect(page).toHaveURL('/configuration/sites?x=1');
  });

  test('goes to the dashboard after sign-in when no page was asked for', async ({ page }) => {
    await page.goto('/');
    await signIn(page, 'user');
    await expect(page).toHaveURL('/dashboard');
  });

  test('survives a reload', async ({ page }) => {
    await page.goto('/');
    await signIn(page, 'admin');
    await page.goto('/configuration/sites');
    await page.reload();
    await expect(page).toHaveURL('/configuration/sites');
    await expect(page.getByRole('button', { name: 'Profile' })).toContainText('Alice Admin');
  });

  test('keeps the session when the profile could not be loaded at a start, and is back in at the next', async ({ page }) => {
    await page.goto('/');
    await signIn(page, 'admin');
    // As when a second reload leaves the page while the first still loads the profile.
    await page.route('**/api/v3/user/profile/', (route) => route.abort(), { times: 1 });
    await page.goto('/configuration/sites');
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await page.reload();
    await expect(page).toHaveURL('/configuration/sites');
    await expect(page.getByRole('button', { name: 'Profile' })).toContainText('Alice Admin');
  });

  test('sends a signed-in visitor of the sign-in page to the dashboard', async ({ page }) => {
    await page.goto('/');
    await signIn(page, 'admin');
    await page.goto('/');
    await expect(page).toHaveURL('/dashboard');
    await page.goto('/reset_password/forgot');
    await expect(page).toHaveURL('/dashboard');
  });

  test('ends with sign-out: back to the sign-in page, and shell pages send there again', async ({ page }) => {
    await page.goto('/');
    await signIn(page, 'admin');
    await page.getByRole('button', { name: 'Profile' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await page.goto('/dashboard');
    await expect(page).toHaveURL('/');
    await page.reload();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  });

  test('revokes the token on sign-out', async ({ page }) => {
    await page.goto('/');
    await signIn(page, 'admin');
    const token = await page.evaluate(() => localStorage.getItem('switchboard.token'));
    await page.getByRole('button', { name: 'Profile' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL('/');
    const answer = await page.request.get('/api/v3/user/profile/', { headers: { Authorization: `Token ${token}` } });
    expect(answer.status()).toBe(401);
  });

  test('returns to the sign-in page when the token stops working, keeping the page for later', async ({ page }) => {
    await page.goto('/');
    await signIn(page, 'admin');
    await page.evaluate(() => localStorage.setItem('switchboard.token', 'f'.repeat(40)));
    await page.goto('/configuration/devices');
    await expect(page).toHaveURL('/');
    await signIn(page, 'admin');
    await expect(page).toHaveURL('/configuration/devices');
  });

  test('signs out when the server refuses the token during work, says why, and comes back to the page', async ({ page }) => {
    await page.goto('/');
    await signIn(page, 'admin');
    await expect(page.getByRole('region', { name: 'Company summary' })).toBeVisible();
    await page.evaluate(() => localStorage.setItem('switchboard.token', 'f'.repeat(40)));
    const menu = page.getByRole('menu', { name: 'Main menu' });
    // The call flows' list asks the server, which refuses the token: signed out, and back there after signing in.
    await menu.getByRole('menuitem', { name: 'Call Flow' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByText('Your session has expired. Please sign in again.')).toBeVisible();
    await signIn(page, 'admin');
    await expect(page).toHaveURL('/call-flow');
  });
});
