import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** The demo sign-ins of the seed (README); all share one password. */
export const DEMO_PASSWORD = 'Switchboard-2026';
export type DemoUser = 'reseller' | 'admin' | 'user';

export function signInPage(page: Page) {
  return {
    username: page.getByLabel('Username'),
    password: page.getByLabel('Password', { exact: true }),
    submit: page.getByRole('button', { name: 'Sign in' }),
  };
}

/** Signs in on the sign-in page the browser is on, as a user would, and waits for the shell. */
export async function signIn(page: Page, username: DemoUser, password = DEMO_PASSWORD) {
  const form = signInPage(page);
  await form.username.fill(username);
  await form.password.fill(password);
  await form.submit.click();
  await expect(page.getByRole('menu', { name: 'Main menu' })).toBeVisible();
}

/** A token and group for API calls made by the test itself, to compare with what the page shows. */
export async function apiSession(request: APIRequestContext, username: DemoUser) {
  const answer = await request.post('/api/v1/api-token-auth/', { data: { username, password: DEMO_PASSWORD } });
  expect(answer.ok()).toBe(true);
  const { token, group_id: groupId } = (await answer.json()) as { token: string; group_id: number };
  return { Authorization: `Token ${token}`, 'Current-Group-Id': String(groupId) };
}

/**
 * Opens `path` already signed in as `user`: the session is put where the portal keeps it
 * (src/auth/session.ts) before the first page loads, so that a test about a page spends no time
 * on the sign-in form (sign-in.spec.ts and the account specs test the form). Put there once per
 * tab: a test that signs out stays signed out.
 */
/** `menu`: the main menu's name in the page's language (useLanguage), which says the shell is drawn. */
export async function openSignedIn(page: Page, path: string, username: DemoUser = 'admin', menu = 'Main menu') {
  const answer = await page.request.post('/api/v1/api-token-auth/', { data: { username, password: DEMO_PASSWORD } });
  expect(answer.ok()).toBe(true);
  const { token, group_id: groupId } = (await answer.json()) as { token: string; group_id: number | null };
  await page.addInitScript(([t, g]) => {
    if (sessionStorage.getItem('e2e.signed-in')) return;
    sessionStorage.setItem('e2e.signed-in', '1');
    localStorage.setItem('switchboard.token', t);
    if (g) localStorage.setItem('switchboard.groupId', g);
  }, [token, groupId === null ? '' : String(groupId)] as const);
  await page.goto(path);
  await expect(page.getByRole('menu', { name: menu })).toBeVisible();
}
