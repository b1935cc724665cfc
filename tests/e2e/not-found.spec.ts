import { expect, test } from '@playwright/test';
import { signIn } from './support/demo.ts';

test('an unknown path shows the 404 page with a quote from the server, inside the shell', async ({ page }) => {
  await page.goto('/');
  await signIn(page, 'admin');
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page.getByText('The page you are looking for does not exist or has been moved.')).toBeVisible();
  await expect(page.getByTestId('not-found-quote')).toHaveText(/\w+/);
  await expect(page.getByRole('menu', { name: 'Main menu' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to the dashboard' }).click();
  await expect(page).toHaveURL('/dashboard');
});

test('the quote is one of the server quotes, in the portal language', async ({ page, request }) => {
  const quotes = new Set<string>();
  for (let i = 0; i < 25; i += 1) {
    quotes.add(((await (await request.get('/api/v1/quote/')).json()) as { text: string }).text);
  }
  await page.goto('/');
  await signIn(page, 'user');
  await page.goto('/nowhere');
  await expect(page.getByTestId('not-found-quote')).not.toBeEmpty();
  expect(quotes).toContain((await page.getByTestId('not-found-quote').innerText()).trim());
});

test("the 404 page says 'Voila!' when the quote cannot be fetched", async ({ page }) => {
  await page.route('**/api/v1/quote/', (route) => route.fulfill({ status: 503, json: { detail: 'down' } }));
  await page.goto('/');
  await signIn(page, 'user');
  await page.goto('/nowhere');
  await expect(page.getByTestId('not-found-quote')).toHaveText('Voila!');
});

test('a menu entry whose page is still to come shows the 404 page', async ({ page }) => {
  await page.goto('/');
  await signIn(page, 'admin');
  // Call Flow has its pages since issue 11; Phone's (a phone in the browser) come later.
  await page.goto('/phone');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});
