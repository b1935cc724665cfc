import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromium, type Browser, type Page } from 'playwright';
import { audioParts } from '../../server/summaries/audioParts.ts';

/**
 * The recording's parts read back by a real decoder: Chromium's (the e2e tests' browser, whose
 * Web Audio decodes MP3, Opus and Vorbis with FFmpeg). Each part must decode on its own and last
 * until the next part starts, less the codec's start-up at a part's beginning (Opus's pre-skip,
 * under 30 ms; Vorbis's first packet, which only primes the decoder: up to half a long block,
 * 1024 samples or 64 ms at 16 kHz); the last part ends where the whole recording does,
 * give or take the encoder's delay and padding that the MP3's Info frame tells a decoder to trim.
 */
let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await chromium.launch({ executablePath: process.env.CHROME_PATH || '/usr/bin/chromium' });
  page = await browser.newPage();
  // A browser's start takes seconds on a busy two-core machine.
}, 60_000);
afterAll(async () => browser?.close());

/** Seconds of audio the browser decodes from the file, or the decoder's error. */
function decodedSeconds(audio: Buffer): Promise<number | string> {
  return page.evaluate(async (base64) => {
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    try {
      return (await new OfflineAudioContext(1, 1, 48000).decodeAudioData(bytes.buffer)).duration;
    } catch (error) {
      return String(error);
    }
  }, audio.toString('base64'));
}

describe.each([
  ['an MP3 (MPEG-2 layer III, 16 kHz)', 'server/areas/media_file/audio/blue_hold.mp3', 8192, 4, 0.03],
  ['an Ogg Opus file', 'server/areas/voicemail_message/audio/lab_results.ogg', 8192, 4, 0.03],
  ['an Ogg Vorbis file (16 kHz)', 'tests/fixtures/media/message.vorbis.ogg', 8192, 4, 0.065],
])('%s cut into parts', (_, path, maxBytes, count, startUp) => {
  it('gives parts a decoder plays, each lasting until the next starts', async () => {
    const whole = readFileSync(path);
    const length = await decodedSeconds(whole);
    expect(typeof length).toBe('number');
    const parts = audioParts(whole, maxBytes)!;
    expect(parts).toHaveLength(count);
    const ends = [...parts.slice(1).map((p) => p.offset), length as number];
    for (const [index, part] of parts.entries()) {
      const seconds = await decodedSeconds(part.audio);
      expect(typeof seconds, `part ${index + 1}: ${seconds}`).toBe('number');
      const expected = ends[index] - part.offset;
      const last = index === parts.length - 1;
      expect(seconds as number, `part ${index + 1}'s length`).toBeGreaterThan(expected - (last ? 0.1 : startUp));
      expect(seconds as number, `part ${index + 1}'s length`).toBeLessThan(expected + (last ? 0.1 : 0.001));
    }
  });
});
