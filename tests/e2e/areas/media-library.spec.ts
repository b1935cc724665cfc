import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { apiAs, freeExtension, openAs, search, unique } from './helpers.ts';
import { control } from '../support/control.ts';
import { signInIn, useLanguage } from '../support/language.ts';

const fixture = (name: string) => fileURLToPath(new URL(`../../fixtures/media/${name}`, import.meta.url));
let counter = 0;
/** The list's records, as a table's rows or, in a window too narrow for its columns, stacked. */
const records = (page: Page) => page.locator('tbody tr, [data-testid="list-record"]');
/** A media reference no other test (or run) takes in the group: 10000–999999. */
const freeReference = () => 10000 + ((Math.floor(Date.now() / 3) + process.pid * 31 + ++counter * 7919) % 989999);

/** The media library (configuration-areas §3, §5, §8, §9), issue 9. */
test.describe('Media library', () => {
  test.describe.configure({ timeout: 90_000 });

  test('add a media file, refuse a renamed text file at the field, upload real audio, play and download it from the list', async ({ page }) => {
    const name = unique('Welcome message');
    await openAs(page, '/configuration/media-library');
    await expect(page.getByTestId('recording-help')).toContainText('Dial 9700 on your phone to record a message');
    await page.getByRole('link', { name: 'Add media file' }).click();
    await page.getByRole('textbox', { name: 'Name' }).fill(name);
    await control(page, 'Reference').fill(String(freeReference()));
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(`${name} was created.`)).toBeVisible();
    await expect(page).toHaveURL(/\/configuration\/media-library\/\d+$/);
    const audio = page.getByTestId('media-audio');
    await expect(audio.getByTestId('no-media')).toHaveText('No media file is available.');
    await expect(audio.getByTestId('recording-help')).toContainText(/dial 9700#\d+/);

    // Nothing chosen: said at the field, nothing sent.
    await audio.getByTestId('media-upload').click();
    await expect(audio.getByTestId('media-file-error')).toHaveText('This field is required.');
    // A text file named .mp3 passes the browser's look at its name; the server reads its content.
    await audio.getByLabel(/^Audio file/).setInputFiles(fixture('text-renamed.mp3'));
    await audio.getByTestId('media-upload').click();
    await expect(audio.getByTestId('media-file-error')).toHaveText('Please choose an audio file: WAV, MP3 or Ogg (Opus or Vorbis). This file is not audio.');
    await audio.getByLabel(/^Audio file/).setInputFiles(fixture('message.wav'));
    await audio.getByTestId('media-upload').click();
    await expect(page.getByText('The audio is saved.')).toBeVisible();
    await expect(audio).toContainText('message.wav');
    await expect(audio.getByRole('button', { name: 'Replace audio' })).toBeVisible();

    await page.goto('/configuration/media-library');
    await search(page, name);
    await expect(records(page)).toHaveCount(1);
    const row = records(page).first();
    await expect(row).toContainText('message.wav');
    await row.getByRole('button', { name: `Play ${name}` }).click();
    const player = row.locator('audio');
    await expect(player).toHaveAttribute('src', /^blob:/);
    // The browser decoded the WAV: it knows its length (2.1 s).
    await expect.poll(() => player.evaluate((el: HTMLAudioElement) => el.duration)).toBeGreaterThan(2);
    const [download] = await Promise.all([page.waitForEvent('download'), row.getByRole('button', { name: `Download ${name}` }).click()]);
    expect(download.suggestedFilename()).toBe('message.wav');
    // Playing and downloading did not open the record.
    await expect(page).toHaveURL(/\/configuration\/media-library(\?.*)?$/);
  });

  test('refuses a picture renamed .wav, and replaces the audio of a file keeping its reference', async ({ page, request }) => {
    const api = await apiAs(request);
    const reference = freeReference();
    const media = await api.create<{ description: string }>('v3/media_file/', { description: unique('Closed message'), reference });
    await openAs(page, `/configuration/media-library/${media.id}`);
    const audio = page.getByTestId('media-audio');
    await audio.getByLabel(/^Audio file/).setInputFiles(fixture('picture-renamed.wav'));
    await audio.getByTestId('media-upload').click();
    await expect(audio.getByTestId('media-file-error')).toContainText('Please choose an audio file');
    await audio.getByLabel(/^Audio file/).setInputFiles(fixture('message.opus.ogg'));
    await audio.getByTestId('media-upload').click();
    await expect(audio).toContainText('message.opus.ogg');
    await audio.getByLabel(/^Replace the audio/).setInputFiles(fixture('message.mp3'));
    await audio.getByTestId('media-upload').click();
    await expect(audio).toContainText('message.mp3');
    const stored = await api.call('GET', `v3/media_file/${media.id}/`);
    expect(stored.body).toMatchObject({ id: media.id, reference, file_name: 'message.mp3', content_type: 'audio/mpeg' });
  });

  test('refuses to delete a media file a queue plays, naming the queue', async ({ page, request }) => {
    const api = await apiAs(request);
    const media = await api.create<{ description: string }>('v3/media_file/', { description: unique('Hold tune'), reference: freeReference(), usage: 'hold_music' });
    const queue = unique('Front desk queue');
    await api.create('v3/call_queue/', { description: queue, extension: freeExtension(), hold_music: media.id });
    await openAs(page, `/configuration/media-library/${media.id}`);
    await page.getByRole('button', { name: 'Delete' }).first().click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText(`This media file is used in a queue or in call flows and cannot be deleted: ${queue}.`)).toBeVisible();
    await expect(page).toHaveURL(`/configuration/media-library/${media.id}`);
  });

  test('a plain user sees shared files and their own, plays them, and uploads only to their own', async ({ page }) => {
    await openAs(page, '/configuration/media-library', 'user');
    await search(page, 'Umar');
    await expect(records(page)).toHaveCount(1);
    await search(page, 'Queue position announcement');
    // Not shared and not theirs: not listed.
    await expect(page.getByTestId('no-results')).toBeVisible();
    await search(page, 'Welcome greeting');
    const row = records(page).first();
    await row.getByRole('button', { name: 'Play Welcome greeting' }).click();
    await expect(row.locator('audio')).toHaveAttribute('src', /^blob:/);
    await row.getByRole('link', { name: 'Welcome greeting' }).click();
    const audio = page.getByTestId('media-audio');
    await expect(audio.getByRole('button', { name: 'Download Welcome greeting' })).toBeVisible();
    await expect(audio.getByTestId('media-upload')).toHaveCount(0);
    // Their own recording: its audio may be replaced.
    await page.goto('/configuration/media-library');
    await search(page, 'Umar');
    await records(page).first().getByRole('link', { name: 'Umar – out of office' }).click();
    await expect(page.getByTestId('media-audio').getByTestId('media-upload')).toBeVisible();
  });

  for (const [language, text] of [['nl', 'Bel 9700 met uw toestel'], ['fr', 'Composez le 9700 sur votre téléphone']] as const) {
    test(`shows the recording instructions in ${language}`, async ({ page }) => {
      await useLanguage(page, language);
      await page.goto('/configuration/media-library');
      await signInIn(page, language, 'admin');
      await expect(page.getByTestId('recording-help')).toContainText(text);
    });
  }
});
