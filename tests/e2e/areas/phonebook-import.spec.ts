import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { apiAs, unique } from './helpers.ts';
import { signInIn, useLanguage, type Language } from '../support/language.ts';

const fixture = (name: string) => fileURLToPath(new URL(`../../fixtures/import/${name}`, import.meta.url));

/**
 * Issue 10: a spreadsheet LibreOffice wrote is imported into a phonebook from its page, in
 * two languages: the states run, the preview names the skipped rows and why, the commit adds
 * the contacts, and they are in the phonebook's list. Counts depend on what earlier runs left
 * in the group (a secondary number or shortcode is unique in it), so the test reads them.
 */
const CASES: { language: Language; file: string; t: Record<string, string | RegExp>; always: string; special: RegExp }[] = [
  {
    language: 'en', file: 'contacts-en.xlsx', always: 'Chloé Dubois', special: /Special characters are not allowed: < >/,
    t: { crumbs: 'You are here', action: 'Import contacts', upload: 'Upload and check', done: 'Done', toAdd: 'Contacts to add', commit: /^Add \d+ contacts?$/, added: /contacts? added to the phonebook/ },
  },
  {
    language: 'nl', file: 'contacts-nl.xlsx', always: 'Karel Hendrickx', special: /Speciale tekens zijn niet toegestaan: \{ \}/,
    t: { crumbs: 'U bent hier', action: 'Contacten importeren', upload: 'Uploaden en controleren', done: 'Klaar', toAdd: 'Toe te voegen contacten', commit: /^\d+ contacten? toevoegen$/, added: /toegevoegd aan het telefoonboek/ },
  },
];

async function countOf(page: Page, key: string): Promise<number> {
  return Number(await page.getByTestId(`import-count-${key}`).locator('dd').textContent());
}

test.describe('Phonebook import', () => {
  test.describe.configure({ timeout: 120_000 });
  for (const { language, file, t, always, special } of CASES) {
    test(`imports a LibreOffice xlsx, previews it and commits it (${language})`, async ({ page, request }) => {
      const api = await apiAs(request);
      const book = await api.create<{ description: string }>('v1/phonebooks/', { description: unique(`Import ${language}`) });
      await useLanguage(page, language);
      await page.goto(`/phonebooks/${book.id}`);
      await signInIn(page, language, 'admin');
      await page.getByTestId('phonebook-import').click();
      await expect(page).toHaveURL(`/phonebooks/${book.id}/import`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.action as string);
      // The crumbs name the phonebook and the page in the reader's language, not the path's words.
      const crumbs = page.getByRole('navigation', { name: t.crumbs as string });
      await expect(crumbs.getByText(book.description)).toBeVisible();
      await expect(crumbs.locator('[aria-current="page"]')).toHaveText(t.action as string);
      await page.getByTestId('import-file').setInputFiles(fixture(file));
      await expect(page.getByTestId('import-file-name')).toHaveText(file);
      await page.getByRole('button', { name: t.upload as string }).click();

      // The states run to "done", then the preview is read.
      await expect(page.getByTestId('import-steps')).toHaveAttribute('data-step', 'done', { timeout: 60_000 });
      await expect(page.getByTestId('import-steps')).toContainText(t.done as string);
      const preview = page.getByTestId('import-preview');
      await expect(preview).toContainText(t.toAdd as string);
      const toAdd = await countOf(page, 'to_add');
      expect(toAdd).toBeGreaterThan(0);
      await expect(page.getByTestId('import-rows').getByRole('row')).toHaveCount(toAdd + 1);
      await expect(page.getByTestId('import-rows')).toContainText(always);
      await expect(page.getByTestId('import-skipped').getByRole('row', { name: special })).toContainText('5');

      // Nothing is written before the commit.
      const before = await api.call('GET', `v1/phonebook_contacts/?phonebook=${book.id}`);
      expect((before.body as { count: number }).count).toBe(0);
      await page.getByRole('button', { name: t.commit }).click();
      await expect(page.getByTestId('import-result')).toContainText(t.added);
      const after = await api.call('GET', `v1/phonebook_contacts/?phonebook=${book.id}`);
      expect((after.body as { count: number }).count).toBe(toAdd);

      // The contacts are in the phonebook's list.
      await page.goto(`/phonebooks/${book.id}`);
      await expect(page.getByTestId('phonebook-contacts').getByRole('row', { name: always })).toBeVisible();
    });
  }
});
