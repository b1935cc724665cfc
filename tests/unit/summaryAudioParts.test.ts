import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { audioParts } from '../../server/summaries/audioParts.ts';
import { mp3Frames } from '../../server/summaries/mp3Parts.ts';
import { oggCrc, oggPages } from '../../server/summaries/oggParts.ts';

/**
 * Long MP3 and Ogg recordings cut into parts a transcription endpoint accepts, on real files:
 * the demo's hold music (MP3, ffmpeg's LAME with an ID3v2 tag and an Info frame), a demo
 * voicemail (Ogg Opus, ffmpeg's libopus) and an Ogg Vorbis file written by oggenc (libvorbis,
 * tests/fixtures/README.md says how). Each part is checked as a decoder reads it:
 * whole frames, or pages with valid CRCs, numbering, flags and granule positions.
 */
const file = (path: string) => readFileSync(path);
const MP3 = file('server/areas/media_file/audio/blue_hold.mp3');
const OPUS = file('server/areas/voicemail_message/audio/lab_results.ogg');
const VORBIS = file('tests/fixtures/media/message.vorbis.ogg');

const sizes = (parts: { audio: Buffer }[]) => parts.map((p) => p.audio.length);
const body = (page: Buffer) => page.subarray(27 + page[26]);

/** A part's pages as a decoder checks them: the CRC each carries, and their bytes. */
function pagesOf(part: Buffer) {
  const pages = oggPages(part)!;
  expect(pages).toBeDefined();
  return pages.map((page) => {
    const bytes = Buffer.from(part.subarray(page.start, page.end));
    const crc = bytes.readUInt32LE(22);
    bytes.writeUInt32LE(0, 22);
    expect(oggCrc(bytes), `CRC of page ${bytes.readUInt32LE(18)}`).toBe(crc);
    return { ...page, bytes, sequence: bytes.readUInt32LE(18) };
  });
}

/**
 * Every part of an Ogg file: the original's header pages first, then pages numbered on without
 * a gap, the first marked beginning of stream and only the last end of stream, granule
 * positions from the part's start; all parts' audio pages together carry the original's bytes.
 */
function expectValidOggParts(original: Buffer, parts: { audio: Buffer; offset: number }[], headerPages: number, rate: number) {
  const source = pagesOf(original);
  const headers = original.subarray(0, source[headerPages - 1].end);
  let at = headerPages;
  for (const [index, part] of parts.entries()) {
    expect(part.audio.subarray(0, headers.length).equals(headers)).toBe(true);
    const pages = pagesOf(part.audio);
    expect(pages.map((p) => p.sequence)).toEqual(pages.map((_, i) => i));
    expect(pages.map((p) => p.type & 6)).toEqual(pages.map((_, i) => (i === 0 ? 2 : i === pages.length - 1 ? 4 : 0)));
    const audio = pages.slice(headerPages);
    // A part starts with a page that begins a packet.
    expect(audio[0].type & 1).toBe(0);
    const base = source[at - 1].granule === -1n || at === headerPages ? 0n : source[at - 1].granule;
    expect(part.offset, `part ${index + 1}'s start`).toBeCloseTo(Number(base) / rate, 6);
    for (const page of audio) {
      const from = source[at++];
      expect(body(page.bytes).equals(body(from.bytes))).toBe(true);
      expect(page.granule).toBe(from.granule === -1n ? -1n : from.granule - base);
    }
  }
  expect(at).toBe(source.length);
}

describe('long recordings cut into parts the transcription endpoint accepts (server/summaries/)', () => {
  it('cuts an MP3 on whole frames, leaving out the ID3 tags and the encoder’s Info frame, each part starting at its frames’ time', () => {
    const frames = mp3Frames(MP3);
    // 40 kbit/s MPEG-2 layer III at 16 kHz: 576 samples, 36 ms, 180 bytes a frame.
    expect(frames).toHaveLength(269);
    expect(frames[0].start).toBeGreaterThan(0);
    const parts = audioParts(MP3, 8192)!;
    expect(sizes(parts)).toEqual([8100, 8100, 8100, 4752]);
    // 75 frames of 36 ms in each full part.
    expect(parts.map((p) => p.offset)).toEqual([0, 2.7, 5.4, 8.1]);
    for (const part of parts) {
      // Only whole frames, one after another to the part's end, the first a frame header.
      const inPart = mp3Frames(part.audio);
      expect(inPart[0].start).toBe(0);
      expect(inPart.at(-1)!.end).toBe(part.audio.length);
      expect(part.audio.subarray(0, 3).toString('latin1')).not.toBe('ID3');
    }
    // Nothing lost or repeated: the parts are the original's audio frames in order.
    expect(Buffer.concat(parts.map((p) => p.audio)).equals(MP3.subarray(frames[0].start, frames.at(-1)!.end))).toBe(true);
    // An ID3v1 tag at the end is left out too.
    const tagged = Buffer.concat([MP3, Buffer.from('TAG'.padEnd(128, '\0'), 'latin1')]);
    expect(sizes(audioParts(tagged, 8192)!)).toEqual([8100, 8100, 8100, 4752]);
  });

  it('cuts an Ogg Opus file on pages with its two header pages in front of each part and timestamps from zero', () => {
    const parts = audioParts(OPUS, 8192)!;
    expect(parts.length).toBe(4);
    for (const part of parts) expect(part.audio.length).toBeLessThanOrEqual(8192);
    expectValidOggParts(OPUS, parts, 2, 48000);
    expect(parts.map((p) => p.offset)).toEqual([0, 3, 7, 11]);
  });

  it('cuts an Ogg Vorbis file on pages with its three header packets (two pages) in front of each part', () => {
    // The setup header alone is about 3 kB: each part carries it, and the audio fills the rest.
    expect(pagesOf(VORBIS).slice(0, 2).map((p) => p.granule)).toEqual([0n, 0n]);
    const parts = audioParts(VORBIS, 8192)!;
    expect(parts.length).toBe(4);
    for (const part of parts) expect(part.audio.length).toBeLessThanOrEqual(8192);
    expectValidOggParts(VORBIS, parts, 2, 16000);
    expect(parts.map((p) => p.offset)).toEqual([0, 1.424, 3.224, 5.056]);
  });

  it('refuses what cannot be cut: a header larger than the limit, a broken Ogg page, a file of no format', () => {
    expect(audioParts(OPUS, 64)).toBeUndefined();
    const broken = Buffer.from(OPUS);
    broken.write('OggX', pagesOf(OPUS)[5].start, 'latin1');
    expect(audioParts(broken, 8192)).toBeUndefined();
    expect(audioParts(Buffer.alloc(9000, 0x55), 8192)).toBeUndefined();
    // Cut short or damaged anywhere, a recording is cut or refused, never an exception.
    for (const original of [MP3, OPUS, VORBIS]) {
      for (let at = 0; at < original.length; at += 997) {
        const damaged = Buffer.from(original);
        damaged.fill(0xff, at, at + 40);
        expect(() => audioParts(damaged, 8192)).not.toThrow();
        expect(() => audioParts(original.subarray(0, at + 8193), 8192)).not.toThrow();
      }
    }
  });
});
