import { expect, test, type APIRequestContext } from '@playwright/test';
import { apiAs, unique } from './areas/helpers.ts';
import { openSignedIn } from './support/demo.ts';
import { useLanguage } from './support/language.ts';

/**
 * Summary feedback (portal-overview §3, issue 23): a reader rates a summary useful or not with an
 * optional comment and sees their rating; the group's administrators see every reader's. The
 * server's rules are tests/api/summaryFeedback.test.ts; here, what each of them sees on the card.
 * A seeded summary the other specs do not open (not the "molar" one): a rating is one per reader
 * and summary, replaced by the next, so a run again finds its own and replaces it.
 */
async function quietSummary(request: APIRequestContext): Promise<number> {
  const found = (await (await apiAs(request)).call('GET', 'v1/call_summaries/?page_size=50')).body as { results: { id: number; state: string; quick_summary?: string }[] };
  const complete = found.results.filter((s) => s.state === 'complete' && !/molar/i.test(s.quick_summary ?? ''));
  expect(complete.length, 'a complete seeded summary').toBeGreaterThan(0);
  return complete[complete.length - 1].id;
}

test('a reader rates a summary in Dutch and sees their rating, not the others\u2019', async ({ page, request }) => {
  const id = await quietSummary(request);
  const comment = unique('Mist het ordernummer');
  await useLanguage(page, 'nl');
  await openSignedIn(page, `/features/summaries/${id}`, 'user', 'Hoofdmenu');
  const card = page.getByRole('region', { name: 'Was deze samenvatting nuttig?' });
  await expect(card).toBeVisible();
  await card.getByRole('button', { name: 'Niet nuttig' }).click();
  await card.getByRole('textbox', { name: 'Opmerking (optioneel)' }).fill(comment);
  await card.getByRole('button', { name: 'Feedback versturen' }).click();
  await expect(card.getByRole('status')).toContainText('U vond deze samenvatting niet nuttig');
  await expect(card.getByRole('button', { name: 'Niet nuttig' })).toHaveAttribute('aria-pressed', 'true');
  // Sent, the same choice and comment are nothing new to send.
  await expect(card.getByRole('button', { name: 'Feedback versturen' })).toBeDisabled();
  // A plain user sees their own rating only.
  await expect(card.getByRole('list')).toHaveCount(0);

  // Kept by the server: read again, the page shows the rating and the comment.
  await page.reload();
  await expect(card.getByRole('status')).toContainText('U vond deze samenvatting niet nuttig');
  await expect(card.getByRole('textbox', { name: 'Opmerking (optioneel)' })).toHaveValue(comment);
});

test("an administrator sees each reader's rating and comment, in English", async ({ page, request }) => {
  const id = await quietSummary(request);
  const comment = unique('Clear and short');
  // The plain user's rating, given through the API as the card gives it.
  const asUser = await apiAs(request, 'user');
  expect((await asUser.call('PUT', `v1/call_summaries/${id}/feedback/`, { useful: true, comment })).status).toBe(200);

  await openSignedIn(page, `/features/summaries/${id}`, 'admin');
  const card = page.getByRole('region', { name: 'Was this summary useful?' });
  const ratings = card.getByRole('list', { name: /^Readers' ratings \(\d+\)$/ });
  await expect(ratings.getByRole('listitem').filter({ hasText: 'Umar User: Useful' })).toContainText(comment);
});
