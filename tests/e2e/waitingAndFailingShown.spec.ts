import { expect, test, type Page } from '@playwright/test';
import { openSignedIn } from './support/demo.ts';
import { useLanguage } from './support/language.ts';

/**
 * What a user sees while the portal waits and when a request fails (portal-overview §2, §9):
 * a list's loading rows, its failed state with the generic "Uh-oh" for a failure that is no
 * answer of the server and a retry; the user-settings modal's loading state; the three modal
 * sizes; the browser's own prompt before leaving a form with unsaved changes.
 */

/** Holds the answers to `url` until `release` is called, then fails them (no answer: the network) while `failing` says so. */
async function holdThenFail(page: Page, url: RegExp) {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const state = { failing: true, release };
  await page.route(url, async (route) => {
    if (route.request().method() !== 'GET') return route.fallback();
    await held;
    return state.failing ? route.abort('connectionfailed') : route.fallback();
  });
  return state;
}

/** A dialog's width as drawn: the modal sizes are widths (src/engine/ui/Modal.tsx). */
const widthOf = (page: Page, name: string) =>
  page
    .getByRole('dialog', { name })
    .evaluate((dialog) => Math.round(dialog.getBoundingClientRect().width));

test('the user-settings modal loads, fails with the generic message and retries; modals come small, medium and large', async ({ page }) => {
  await openSignedIn(page, '/dashboard');
  const settings = await holdThenFail(page, /\/api\/v1\/groups\/\d+\/$/);
  const openFromProfile = async (item: string) => {
    await page.getByRole('button', { name: 'Profile', exact: true }).click();
    await page.getByRole('menuitem', { name: item }).click();
  };

  await openFromProfile('User settings');
  const modal = page.getByRole('dialog', { name: 'User settings' });
  await expect(modal.getByRole('status')).toHaveText('Loading…');
  settings.release();
  await expect(modal.getByRole('alert')).toContainText("Uh-oh! That didn't work. Mind trying again?");
  settings.failing = false;
  await modal.getByRole('button', { name: 'Try again' }).click();
  await expect(modal.getByLabel('Group name')).not.toHaveValue('');
  expect(await widthOf(page, 'User settings')).toBe(960);
  // The retry button left the page with the focus; MUI's focus trap brings it back into the
  // modal (its container, around the dialog) within 50 ms, and Escape closes the dialog from there.
  await expect.poll(() => modal.evaluate((dialog) => Boolean(dialog.closest('.MuiModal-root')?.contains(document.activeElement)))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();

  await openFromProfile('Change password');
  expect(await widthOf(page, 'Change password')).toBe(440);
  await page.keyboard.press('Escape');
  await openFromProfile('Profile picture');
  expect(await widthOf(page, 'Profile picture')).toBe(640);
});

test('en français : une liste en attente, puis en échec avec « Réessayer » ; le navigateur retient un formulaire modifié', async ({ page }) => {
  await useLanguage(page, 'fr');
  const groups = await holdThenFail(page, /\/api\/v3\/group\/(\?|$)/);
  await openSignedIn(page, '/group-overview', 'admin', 'Menu principal');
  // The rows wait as skeletons under the table's header, not as an empty table.
  const table = page.getByRole('table', { name: 'Vue des groupes' });
  await expect(table.getByRole('row')).toHaveCount(4);
  await expect(table.locator('.MuiSkeleton-root')).toHaveCount(3);
  groups.release();
  await expect(page.getByRole('alert')).toContainText('Oups ! Cela n’a pas fonctionné. Voulez-vous réessayer ?');
  await expect(table).toBeHidden();
  groups.failing = false;
  await page.getByRole('button', { name: 'Réessayer' }).click();
  await expect(page.getByTestId('list-total')).toHaveText('1 groupe');

  // A changed form: closing the tab asks the browser's own question first (beforeunload).
  await page.getByRole('menuitem', { name: 'Configuration' }).click();
  await page.getByRole('menuitem', { name: 'Sites' }).click();
  // The sites' list by its own column, not whatever table is still drawn as the page changes.
  const sites = page.getByRole('table').filter({ has: page.getByRole('columnheader', { name: 'Code postal' }) });
  await sites.getByRole('row').nth(1).getByRole('link').first().click();
  // The form's field: by its label alone, the list's sort button « Trier par code postal
  // croissant » matched too while the list was still drawn, and was not fillable (CI, session 12).
  const postalCode = page.getByRole('textbox', { name: 'Code postal' });
  await postalCode.fill('5000');
  const asked = new Promise<string>((resolve) => page.once('dialog', (dialog) => void dialog.dismiss().then(() => resolve(dialog.type()))));
  await page.close({ runBeforeUnload: true });
  expect(await asked).toBe('beforeunload');
});
