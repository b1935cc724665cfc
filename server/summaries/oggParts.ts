import { packUnits, type AudioPart, type Unit } from './audioParts.ts';

/**
 * An Ogg recording (Opus, RFC 7845, or Vorbis, Vorbis I spec appendix A) cut on page boundaries
 * (RFC 3533), each part an Ogg file of its own that a decoder plays:
 * - it starts with the original's header pages (Opus: identification and comment headers;
 *   Vorbis: identification, comment and setup headers), which the codec needs before any audio;
 * - it starts only at a page that begins a packet (a packet continued across pages stays whole);
 * - its pages are numbered on from the headers' (no gap: a gap means lost pages), the last one
 *   marked end of stream, and each page's CRC computed again;
 * - its granule positions count from the part's start (the original's less the last granule
 *   before the part), so that a decoder's timestamps start at zero. For Opus the pre-skip of the
 *   header then drops the part's first 3 to 7 ms, as at any stream's start; a Vorbis decoder
 *   yields nothing for the part's first packet (one half block), also a few milliseconds.
 * A part starts on the call's timeline where its first sample was in the original: that last
 * granule before it over the codec's rate (48 kHz for Opus; the identification header's for Vorbis).
 * One logical stream only: a multiplexed or chained file is not cut.
 */
interface Page extends Unit {
  type: number;
  granule: bigint;
  serial: number;
  /** Packets that end on this page: lacing values below 255. */
  completed: number;
}

const CONTINUED = 1;
const FIRST = 2;
const LAST = 4;
const NO_PACKET_ENDS = -1n;

/** The pages of the file in order, or undefined when it is no well-formed Ogg stream. */
export function oggPages(file: Buffer): Page[] | undefined {
  const pages: Page[] = [];
  for (let at = 0; at < file.length; ) {
    if (at + 27 > file.length || file.toString('latin1', at, at + 4) !== 'OggS' || file[at + 4] !== 0) return undefined;
    const count = file[at + 26];
    if (at + 27 + count > file.length) return undefined;
    const lacing = file.subarray(at + 27, at + 27 + count);
    const end = at + 27 + count + lacing.reduce((sum, n) => sum + n, 0);
    if (end > file.length) return undefined;
    const type = file[at + 5];
    pages.push({ start: at, end, cutBefore: !(type & CONTINUED), type, granule: file.readBigInt64LE(at + 6), serial: file.readUInt32LE(at + 14), completed: lacing.filter((n) => n < 255).length });
    at = end;
  }
  return pages;
}

/** The codec of the first page's packet: how many header packets it has and its granule rate. */
function codecOf(file: Buffer, first: Page): { headers: number; rate: number } | undefined {
  const body = first.start + 27 + file[first.start + 26];
  const text = (from: number, n: number) => file.toString('latin1', body + from, body + from + n);
  if (text(0, 8) === 'OpusHead') return { headers: 2, rate: 48000 };
  if (text(0, 7) === '\x01vorbis' && body + 16 <= first.end) return { headers: 3, rate: file.readUInt32LE(body + 12) };
  return undefined;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let r = n << 24;
  for (let i = 0; i < 8; i++) r = r & 0x80000000 ? (r << 1) ^ 0x04c11db7 : r << 1;
  return r >>> 0;
});

/** Ogg's CRC-32 (RFC 3533 §6: polynomial 0x04c11db7, initial value 0, no reflection, over the page with its CRC field zero). */
export function oggCrc(page: Buffer): number {
  let crc = 0;
  for (const byte of page) crc = ((crc << 8) ^ CRC_TABLE[((crc >>> 24) ^ byte) & 0xff]) >>> 0;
  return crc;
}

/** A copy of the page with its sequence number, granule position and flags set, and its CRC computed again. */
function rewritten(file: Buffer, page: Page, sequence: number, granule: bigint, last: boolean): Buffer {
  const copy = Buffer.from(file.subarray(page.start, page.end));
  copy[5] = (page.type & CONTINUED) | (last ? LAST : 0);
  copy.writeBigInt64LE(granule, 6);
  copy.writeUInt32LE(sequence, 18);
  copy.writeUInt32LE(0, 22);
  copy.writeUInt32LE(oggCrc(copy), 22);
  return copy;
}

/** The Ogg file in parts of at most `maxBytes`, or undefined when it cannot be cut so. */
export function oggParts(file: Buffer, maxBytes: number): AudioPart[] | undefined {
  const pages = oggPages(file);
  if (!pages?.length || !(pages[0].type & FIRST) || pages.some((p) => p.serial !== pages[0].serial)) return undefined;
  const codec = codecOf(file, pages[0]);
  if (!codec || !codec.rate) return undefined;
  // The header pages: up to the one on which the last header packet ends, which ends no audio packet (both specs).
  let packets = 0;
  let headerPages = 0;
  while (headerPages < pages.length && packets < codec.headers) packets += pages[headerPages++].completed;
  if (packets !== codec.headers || headerPages === pages.length) return undefined;
  const headers = file.subarray(0, pages[headerPages - 1].end);
  const audio = pages.slice(headerPages);
  const runs = packUnits(audio, headers.length, maxBytes);
  if (!runs) return undefined;
  return runs.map(([first, end]) => {
    const base = first === 0 ? 0n : audio[first - 1].granule;
    const body = audio.slice(first, end).map((page, i) =>
      rewritten(file, page, headerPages + i, page.granule === NO_PACKET_ENDS ? NO_PACKET_ENDS : page.granule - base, first + i === end - 1),
    );
    return { audio: Buffer.concat([headers, ...body]), offset: Number(base) / codec.rate };
  });
}
