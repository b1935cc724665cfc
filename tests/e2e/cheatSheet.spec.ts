import { execFileSync } from 'node:child_process';
import { expect, test, type Page } from '@playwright/test';
import { openAs } from './areas/helpers.ts';

const ENGLISH = [
  'Option Menu', 'Dial', 'Calendar', 'Schedule', 'Choice/Toggle', 'Queue', 'Voicemail', 'Fax', 'Distribute Call',
  'Caller ID Routing', 'Number of Active Calls', 'Use Audio Message', 'Create Audio File', 'Jump To Call Flow', 'Summary', 'End Call',
];

/** The blocks of the page: one region per kind, named by its heading. */
const blocks = (page: Page) => page.getByTestId('cheat-sheet-block');

/** The PDF the page's button downloads, read back as text with spaces folded. */
async function downloadedText(page: Page, button: string, path: string): Promise<string> {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: button }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('call-flow-cheat-sheet.pdf');
  await file.saveAs(path);
  return execFileSync('pdftotext', [path, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
}

/** /help_support/cheat_sheet (issue 11): every block kind with a picture, what it does and its rules, and its PDF, in the user's language. */
test.describe('the call-flow cheat sheet', () => {
  test.describe.configure({ timeout: 60_000 });

  test('shows the 16 block kinds, each with its picture as in the designer, and downloads them as a PDF', async ({ page }, testInfo) => {
    await openAs(page, '/help_support/cheat_sheet', 'user');
    await expect(page.getByRole('heading', { level: 1, name: 'Call-flow cheat sheet' })).toBeVisible();
    await expect(blocks(page)).toHaveCount(16);
    expect(await blocks(page).getByRole('heading', { level: 3 }).allTextContents()).toEqual(ENGLISH);
    for (const name of ENGLISH) {
      const block = page.getByRole('region', { name, exact: true });
      const picture = block.getByRole('img', { name: `${name} as it appears in the designer` });
      await expect(picture).toBeVisible();
      // The picture holds the block's name as the designer draws it, and is drawn, not empty.
      expect((await picture.boundingBox())!.height).toBeGreaterThan(30);
    }
    // The Option Menu's picture: its icon, and an output per port named as in the designer.
    const menu = page.getByRole('region', { name: 'Option Menu' });
    const drawn = menu.getByRole('img', { name: 'Option Menu as it appears in the designer' });
    await expect(drawn.locator('path')).toHaveCount(1);
    await expect(drawn.locator('text')).toHaveText(['Option Menu', '1', 'No key pressed', 'Invalid key']);
    await expect(drawn.locator('circle')).toHaveCount(4);
    await expect(menu).toContainText('Plays a prompt and lets the caller choose a route with the keypad.');
    await expect(menu.getByRole('list', { name: 'Rules' })).toContainText('The timeout must be at least 3 seconds.');
    await expect(menu.getByRole('list', { name: 'Rules' })).toContainText('Each option needs a key: 0 to 9, * or #.');
    await expect(page.getByRole('region', { name: 'End Call' })).toContainText('Nothing to fill in');

    const text = await downloadedText(page, 'Download PDF', testInfo.outputPath('cheat-sheet.pdf'));
    for (const name of ENGLISH) expect(text).toContain(name);
    expect(text).toContain('The timeout must be at least 3 seconds.');
    expect(text).toContain('No key pressed');
  });

  test('is Dutch for a Dutch user: the page, its pictures and the PDF', async ({ page }, testInfo) => {
    await openAs(page, '/help_support/cheat_sheet', 'user');
    await page.getByRole('button', { name: 'Change language' }).click();
    await page.getByRole('menuitem', { name: 'Nederlands' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Spiekbrief call flows' })).toBeVisible();
    await expect(blocks(page)).toHaveCount(16);
    await expect(blocks(page).getByRole('img')).toHaveCount(16);
    const menu = page.getByRole('region', { name: 'Keuzemenu' });
    await expect(menu.getByRole('img', { name: 'Keuzemenu zoals in de ontwerper' })).toBeVisible();
    await expect(menu.getByRole('img').locator('text').first()).toHaveText('Keuzemenu');
    await expect(menu.getByRole('list', { name: 'Regels' })).toContainText('De wachttijd moet minstens 3 seconden zijn.');

    const text = await downloadedText(page, 'Pdf downloaden', testInfo.outputPath('spiekbrief.pdf'));
    expect(text).toContain('Spiekbrief call flows');
    expect(text).toContain('Keuzemenu');
    expect(text).toContain('De wachttijd moet minstens 3 seconden zijn.');
    expect(text).not.toContain('Option Menu');
  });
});
