import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { apiAs, openAs, rows } from './helpers.ts';

/**
 * Voicemail (configuration-areas §5, §8): a box's messages are played in the page, downloaded,
 * marked listened to and deleted, and a box that still holds messages is not deleted. Each test
 * works on a seeded box of its own (messages come from the phone platform, not the portal).
 */
test.describe('Voicemail', () => {
  test.describe.configure({ timeout: 90_000 });

  async function openMessages(page: Page, box: string) {
    await openAs(page, '/configuration/voicemail');
    // The list's row leads to the box's messages (issue 27), its name to the settings.
    await rows(page).filter({ has: page.getByRole('link', { name: box, exact: true }) }).getByRole('link', { name: /^Messages \(\d+ new of \d+\)$/ }).click();
    await expect(page).toHaveURL(/\/configuration\/voicemail\/messages-\d+$/);
    await expect(page.getByRole('heading', { name: `Messages: ${box}` })).toBeVisible();
  }

  test('plays a message in the page, downloads it, and marks it listened to and new again', async ({ page }) => {
    await openMessages(page, 'Reception');
    await expect(page.getByTestId('voicemail-counts')).toHaveText('2 new of 3 messages');
    const first = rows(page).filter({ hasText: '+32 9 223 11 22' }).first();
    await first.getByRole('button', { name: 'Play the message from +32 9 223 11 22' }).click();
    const audio = first.locator('audio');
    await expect(audio).toBeVisible();
    await expect.poll(() => audio.evaluate((a: HTMLAudioElement) => (Number.isFinite(a.duration) ? a.duration : 0)), { timeout: 15_000 }).toBeGreaterThan(5);

    const download = page.waitForEvent('download');
    await first.getByRole('button', { name: 'Download the message from +32 9 223 11 22' }).click();
    expect((await download).suggestedFilename()).toMatch(/^voicemail_\+3292231122_\d{4}-\d\d-\d\d\.ogg$/);

    await first.getByRole('button', { name: 'Mark as listened to' }).click();
    await expect(page.getByText('The message from +32 9 223 11 22 is marked as listened to.')).toBeVisible();
    await expect(page.getByTestId('voicemail-counts')).toHaveText('1 new of 3 messages');
    await expect(first).toContainText('Listened to');
    await first.getByRole('button', { name: 'Mark as new' }).click();
    await expect(page.getByTestId('voicemail-counts')).toHaveText('2 new of 3 messages');

    // The list shows the counts the server keeps.
    await page.getByRole('button', { name: 'Box settings' }).or(page.getByRole('link', { name: 'Box settings' })).click();
    await expect(page).toHaveURL(/\/configuration\/voicemail\/settings-\d+$/);
    await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue('Reception');
  });

  test('refuses to delete a box with messages; once its message is deleted, the box goes', async ({ page }) => {
    await openAs(page, '/configuration/voicemail');
    await page.getByRole('link', { name: 'Billing', exact: true }).click();
    await page.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('This voicemail still holds messages and cannot be deleted.')).toBeVisible();

    await page.getByTestId('voicemail-messages-link').click();
    await expect(page.getByTestId('voicemail-counts')).toHaveText('1 new of 1 message');
    await rows(page).first().getByRole('button', { name: 'Delete message' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete message' }).click();
    await expect(page.getByText('The message from +32 2 555 10 10 is deleted.')).toBeVisible();
    await expect(page.getByText('This box holds no messages.')).toBeVisible();
    await expect(page.getByTestId('voicemail-counts')).toHaveText('0 new of 0 messages');

    await page.getByRole('link', { name: 'Box settings' }).click();
    await page.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page).toHaveURL(/\/configuration\/voicemail(\?|$)/);
    await expect(page.getByRole('link', { name: 'Billing', exact: true })).toHaveCount(0);
  });

  test('a plain user sees their own and shared boxes only, and plays their messages', async ({ page }) => {
    await openAs(page, '/configuration/voicemail', 'user');
    await expect(page.getByRole('link', { name: 'Reception', exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Umar User', exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Dr. Bram Peeters', exact: true })).toHaveCount(0);
    // Each box of the list links to its messages (issue 27 item 3); so does the box's page.
    await rows(page).filter({ has: page.getByRole('link', { name: 'Umar User', exact: true }) }).getByTestId('voicemail-messages-link').click();
    const row = rows(page).filter({ hasText: '+32 2 588 00 00' });
    await row.getByRole('button', { name: 'Play the message from +32 2 588 00 00' }).click();
    await expect.poll(() => row.locator('audio').evaluate((a: HTMLAudioElement) => (Number.isFinite(a.duration) ? a.duration : 0)), { timeout: 15_000 }).toBeGreaterThan(5);
    await expect(row.getByRole('button', { name: 'Delete message' })).toBeVisible();

    // The shared reception box is theirs to listen to, not to empty.
    await page.goto('/configuration/voicemail');
    await page.getByRole('link', { name: 'Reception', exact: true }).click();
    await expect(page).toHaveURL(/\/configuration\/voicemail\/[^/]*\d+$/);
    await expect(page.getByTestId('voicemail-messages-link')).toHaveCount(1);
    await page.getByTestId('voicemail-messages-link').click();
    await expect(rows(page).first().getByRole('button', { name: /Play the message from/ })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Delete message' })).toHaveCount(0);
  });

  test('a message a platform delivers appears in the open page with the box’s counts, without a reload', async ({ page, request }) => {
    await openMessages(page, 'Dr. Bram Peeters');
    await expect(page.getByTestId('voicemail-counts')).toHaveText('1 new of 1 message');
    const api = await apiAs(request);
    const issued = await api.call('POST', 'v1/live_statistics/platform_token/', { name: 'E2E voicemail' });
    expect(issued.status).toBe(201);
    // Bram's extension, 203, as a platform numbers his mailbox; a real recording (tests/fixtures/media).
    const delivered = await request.post('/api/ingest/v1/voicemail/', {
      headers: { authorization: `Bearer ${(issued.body as { token: string }).token}` },
      multipart: {
        extension: '203', caller: '+32470998877', recorded_on: new Date().toISOString(), duration: '2',
        file: { name: 'msg0001.wav', mimeType: 'audio/wav', buffer: readFileSync(new URL('../../fixtures/media/message.wav', import.meta.url)) },
      },
    });
    expect(delivered.status(), await delivered.text()).toBe(201);
    const { id } = (await delivered.json()) as { id: number };
    try {
      const row = rows(page).filter({ hasText: '+32 470 99 88 77' });
      await expect(row).toHaveCount(1);
      await expect(page.getByTestId('voicemail-counts')).toHaveText('2 new of 2 messages');
      // Played to its end, it is listened to, on the server too (the counts are the server's).
      await row.getByRole('button', { name: 'Play the message from +32 470 99 88 77' }).click();
      await expect(row).toContainText('Listened to', { timeout: 15_000 });
      await expect(page.getByTestId('voicemail-counts')).toHaveText('1 new of 2 messages');
    } finally {
      expect((await api.call('DELETE', `v3/voicemail/message/${id}/`)).status).toBe(204);
    }
  });
});
