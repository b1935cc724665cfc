import { expect, test } from '@playwright/test';
import { useLanguage, signInIn } from '../support/language.ts';
import { apiAs, freeExtension, openAs, search, unique } from './helpers.ts';

interface Toggle {
  id: number;
  options: { label: string; shortcode: number; active: boolean }[];
  favourite: boolean;
}

/** Toggles (configuration-areas §3, §4, §9): switched with one click, starred, and the ## hint. */
test.describe('Toggles', () => {
  test.describe.configure({ timeout: 90_000 });

  async function newToggle(request: Parameters<typeof apiAs>[0], shared = true) {
    const api = await apiAs(request);
    const name = unique('Lunch break');
    const [open, closed] = [freeExtension(), freeExtension() + 1];
    const toggle = await api.create<Toggle>('v1/toggles/', {
      description: name,
      is_shared: shared,
      options: [{ label: 'Open', shortcode: open, active: true }, { label: 'Closed', shortcode: closed, active: false }],
    });
    return { api, name, toggle, open, closed };
  }

  test('switches an option with one click in the list, stars it and shows how to switch by phone', async ({ page, request }) => {
    const { api, name, toggle, closed } = await newToggle(request);
    await openAs(page, '/call-flow-toggles/');
    await expect(page.getByTestId('toggle-hint')).toContainText('Dial ## and the shortcode');
    await search(page, name);
    const row = page.getByTestId('toggle-row').filter({ hasText: name });
    await expect(row).toHaveCount(1);
    await expect(row.getByRole('button', { name: 'Switch to Open' })).toHaveAttribute('aria-pressed', 'true');
    await expect(row).toContainText(`##${closed}`);
    // The star column's name for screen readers takes no room: no horizontal scrollbar (issue 27).
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);

    await row.getByRole('button', { name: 'Switch to Closed' }).click();
    await expect(page.getByText(`${name} is now on Closed.`)).toBeVisible();
    await expect(row.getByRole('button', { name: 'Switch to Closed' })).toHaveAttribute('aria-pressed', 'true');
    await expect(row.getByRole('button', { name: 'Switch to Open' })).toHaveAttribute('aria-pressed', 'false');
    // The click switched it on the server, and did not open the toggle.
    await expect(page).toHaveURL(/\/call-flow-toggles\/?(\?|$)/);
    const stored = (await api.call('GET', `v1/toggles/${toggle.id}/`)).body as Toggle;
    expect(stored.options.filter((o) => o.active).map((o) => o.label)).toEqual(['Closed']);

    await row.getByRole('button', { name: 'Add to favourites' }).click();
    await expect(row.getByRole('button', { name: 'Remove from favourites' })).toBeVisible();
    await page.getByRole('combobox', { name: 'Favourite' }).click();
    await page.getByRole('option', { name: 'Yes' }).click();
    await expect(page.getByTestId('toggle-row').filter({ hasText: name })).toHaveCount(1);
    await expect(page.getByTestId('toggle-row').filter({ hasText: 'Emergency dentist on call' })).toHaveCount(0);
  });

  test('a plain user switches a shared toggle but may not star it or change it', async ({ page, request }) => {
    const { name } = await newToggle(request);
    await openAs(page, '/call-flow-toggles/', 'user');
    await search(page, name);
    const row = page.getByTestId('toggle-row').filter({ hasText: name });
    await expect(row).toHaveCount(1);
    await expect(row.getByRole('button', { name: /favourites/ })).toHaveCount(0);
    await row.getByRole('button', { name: 'Switch to Closed' }).click();
    await expect(page.getByText(`${name} is now on Closed.`)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Add toggle' })).toBeVisible();
  });

  test('refuses a shortcode another toggle holds, at the field, and warns before leaving unsaved changes', async ({ page, request }) => {
    const { toggle, open } = await newToggle(request);
    const other = await newToggle(request);
    await openAs(page, `/call-flow-toggles/${other.toggle.id}`);
    const shortcode = page.getByRole('spinbutton').first();
    await shortcode.fill(String(open));
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(`Shortcode ${open} is already used by the toggle`)).toBeVisible();
    expect(toggle.id).not.toBe(other.toggle.id);

    await page.getByRole('menuitem', { name: 'Dashboard' }).click();
    await expect(page.getByRole('dialog', { name: 'Leave this page?' })).toBeVisible();
    await page.getByRole('button', { name: 'Leave without saving' }).click();
    await expect(page).toHaveURL('/dashboard');
  });

  test('reads in Dutch: the hint and the switch', async ({ page, request }) => {
    const { name } = await newToggle(request);
    await useLanguage(page, 'nl');
    await page.goto('/call-flow-toggles/');
    await signInIn(page, 'nl', 'admin');
    await expect(page.getByTestId('toggle-hint')).toContainText('Bel ## en de snelcode');
    await search(page, name);
    await page.getByTestId('toggle-row').filter({ hasText: name }).getByRole('button', { name: 'Omschakelen naar Closed' }).click();
    await expect(page.getByText(`${name} staat nu op Closed.`)).toBeVisible();
  });
});
