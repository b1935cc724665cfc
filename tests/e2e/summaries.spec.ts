import { createServer, type Server } from 'node:http';
import { expect, test } from '@playwright/test';
import { apiAs, openAs, rows, search } from './areas/helpers.ts';

/**
 * Features > Call Summaries (configuration-areas §2, §4): the list, a summary opened, edited and
 * saved; and a recorded call summarised from the call history: pending, then complete once the
 * summariser at the edge answers. The summariser is a tiny local HTTP service started here, at
 * the address the server was given (SUMMARISER_URL, in playwright.config.ts's webServer env).
 */
const SUMMARISER_URL = process.env.SUMMARISER_URL;

test.describe('Call summaries', () => {
  test('lists the summaries with the credits left, opens one, edits it and saves it', async ({ page, request }) => {
    await openAs(page, '/features/summaries');
    await expect(page.getByRole('heading', { name: 'Call summaries' })).toBeVisible();
    await expect(page.getByTestId('summary-credits')).toContainText(/\d+ of 500 credits left/);
    await expect(rows(page).first()).toBeVisible();
    await search(page, 'molar');
    await expect(page.getByTestId('list-total')).toHaveText('1 summary');
    await rows(page).first().click();
    await expect(page).toHaveURL(/\/features\/summaries\/\d+$/);
    await expect(page.getByRole('heading', { name: 'Call summary' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Quick summary' })).toContainText('broken molar');
    await expect(page.getByRole('region', { name: 'Sections' })).toContainText('Complaint');
    await expect(page.getByRole('region', { name: 'Next steps' })).toContainText('Prepare the emergency room');
    // Seeded summaries are shared with the group and have no requester: the switch is not the admin's.
    await expect(page.getByText('Only the person who asked for this summary can change who sees it.')).toBeVisible();

    await page.getByRole('button', { name: 'Edit' }).click();
    const quick = page.getByRole('textbox', { name: 'Quick summary' });
    const edited = `A new patient with a broken molar was booked today (${Date.now().toString(36)}).`;
    await quick.fill(edited);
    await page.getByRole('button', { name: 'Add a line' }).first().click();
    await page.getByRole('textbox', { name: 'Conclusions 2' }).fill('A crown is likely.');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('The summary is saved.')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Quick summary' })).toContainText(edited);
    await expect(page.getByRole('region', { name: 'Conclusions' })).toContainText('A crown is likely.');

    // Changed by someone else meanwhile: the save is refused with the catalogue's save failure.
    const id = Number(page.url().split('/').pop());
    await page.getByRole('button', { name: 'Edit' }).click();
    await (await apiAs(request)).changeBehindTheBack('v1/call_summaries/', id, { notes: 'Changed elsewhere.' });
    await page.getByRole('textbox', { name: 'Notes' }).fill('Mine.');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'The summary could not be saved.' })).toBeVisible();
  });

  test('summarises a recorded call from the call history: pending, then complete', async ({ page, request }) => {
    test.skip(!SUMMARISER_URL, 'the server needs SUMMARISER_URL (playwright.config.ts webServer env)');
    const address = new URL(SUMMARISER_URL!);
    let release: () => void = () => {};
    const answered = new Promise<void>((resolve) => (release = resolve));
    // Answers once the test has seen the pending notice, as a real summariser takes its time.
    const summariser: Server = createServer((req, res) => {
      req.resume();
      req.on('end', () => {
        void answered.then(() =>
          res.writeHead(200, { 'content-type': 'application/json' }).end(
            JSON.stringify({
              quick_summary: 'The caller confirmed the Friday delivery.',
              detailed_summary: 'Delivery confirmed for Friday morning.',
              sections: [{ topic: 'Delivery', points: ['Friday before noon.'] }],
              next_steps: ['Check the parcel.'],
            }),
          ),
        );
      });
    });
    await new Promise<void>((resolve) => summariser.listen(Number(address.port), address.hostname, resolve));
    try {
      const api = await apiAs(request);
      const calls = (await api.call('GET', 'v1/cdr/?page_size=200&answered=true')).body as { results: { id: number; recording: string | null; has_summary: boolean }[] };
      const call = calls.results.find((c) => c.recording && !c.has_summary);
      expect(call, 'a recorded call without a summary').toBeTruthy();

      await openAs(page, `/reports/call-history/summary/${call!.id}`);
      await expect(page.getByText('There is no summary for this call yet.')).toBeVisible();
      await page.getByRole('button', { name: 'Summarise' }).click();
      const dialog = page.getByRole('dialog', { name: 'Summarise this call?' });
      await expect(dialog).toContainText(/costs \d+ credits/);
      await dialog.getByRole('button', { name: 'Summarise' }).click();
      await expect(page.getByTestId('summary-pending')).toContainText('The summary is being generated.');
      release();
      // Followed live: the job's end reads the summary again (a background job: on a busy machine it takes a while).
      await expect(page.getByRole('region', { name: 'Quick summary' })).toContainText('The caller confirmed the Friday delivery.', { timeout: 30_000 });
      await expect(page.getByTestId('summary-pending')).toHaveCount(0);
      await expect(page.getByText('Only you can see this summary.')).toBeVisible();
      // The switch follows the server: it turns once the change is saved.
      await page.getByRole('switch', { name: /Visibility/ }).click();
      await expect(page.getByText('Everyone in your group can see this summary.')).toBeVisible();
    } finally {
      release();
      await new Promise<void>((resolve) => summariser.close(() => resolve()));
    }
  });
});
