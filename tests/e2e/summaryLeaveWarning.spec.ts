import { expect, test } from '@playwright/test';
import { apiAs } from './areas/helpers.ts';
import { openSignedIn } from './support/demo.ts';

/**
 * The summary editor asks before leaving with unsaved changes (configuration-areas §1), as every
 * other form does: staying keeps the edit; without changes, or once the edit is cancelled, the
 * page leaves without asking. Nothing is saved, so the demo summary stays as it was.
 */
test('the summary editor warns before leaving unsaved changes, and only then', async ({ page, request }) => {
  const found = (await (await apiAs(request)).call('GET', 'v1/call_summaries/?search=molar')).body as { results: { id: number }[] };
  await openSignedIn(page, `/features/summaries/${found.results[0].id}`);
  const dashboard = page.getByRole('menuitem', { name: 'Dashboard' });
  const dialog = page.getByRole('dialog', { name: 'Leave this page?' });

  await page.getByRole('button', { name: 'Edit' }).click();
  const notes = page.getByRole('textbox', { name: 'Notes' });
  await notes.fill('Not saved yet.');
  await dashboard.click();
  await expect(dialog).toContainText('You have unsaved changes.');
  await page.getByRole('button', { name: 'Stay on this page' }).click();
  await expect(dialog).toBeHidden();
  await expect(notes).toHaveValue('Not saved yet.');

  // Cancelled: nothing is left to lose, so the menu leaves at once.
  await page.getByRole('button', { name: 'Cancel' }).click();
  await dashboard.click();
  await expect(page).toHaveURL('/dashboard');
  await expect(dialog).toBeHidden();
});
