/**
 * What an uploaded media file is, read from its bytes (configuration-areas §5: audio only).
 *
 * A small magic-number check rather than a library such as file-type: the three formats the
 * phone platform plays (WAV, MP3, Ogg with Opus or Vorbis) each have a fixed signature, the
 * check must also read the duration for the record, and file-type would recognise a hundred
 * kinds we would refuse anyway. A file's name is never trusted: a text file or picture renamed
 * to .mp3 has none of these signatures and is refused.
 */
export interface AudioKind {
  content_type: 'audio/wav' | 'audio/mpeg' | 'audio/ogg';
  /** Seconds, rounded to tenths, when the header says it cheaply; null otherwise. */
  duration: number | null;
}

const ascii = (bytes: Buffer, at: number, text: string) => bytes.length >= at + text.length && bytes.toString('latin1', at, at + text.length) === text;
const tenths = (seconds: number) => (Number.isFinite(seconds) && seconds > 0 ? Math.round(seconds * 10) / 10 : null);

/** RIFF/WAVE: the fmt chunk's byte rate and the data chunk's size give the duration. */
function wav(bytes: Buffer): AudioKind | undefined {
  if (!ascii(bytes, 0, 'RIFF') || !ascii(bytes, 8, 'WAVE')) return undefined;
  let byteRate = 0;
  let fmt = false;
  for (let at = 12; at + 8 <= bytes.length; ) {
    const id = bytes.toString('latin1', at, at + 4);
    const size = bytes.readUInt32LE(at + 4);
    if (id === 'fmt ' && at + 16 <= bytes.length) {
      fmt = true;
      byteRate = at + 20 <= bytes.length ? bytes.readUInt32LE(at + 16) : 0;
    }
    if (id === 'data') return fmt ? { content_type: 'audio/wav', duration: byteRate ? tenths(Math.min(size, bytes.length - at - 8) / byteRate) : null } : undefined;
    at += 8 + size + (size % 2);
  }
  return undefined;
}

const MPEG_BITRATES: Record<string, number[]> = {
  // kbit/s by bitrate index, for MPEG-1 layer III and MPEG-2/2.5 layer III.
  v1: [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320],
  v2: [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160],
};
const MPEG_RATES: Record<number, number[]> = { 3: [44100, 48000, 32000], 2: [22050, 24000, 16000], 0: [11025, 12000, 8000] };

/** An MPEG audio layer III frame header at `at`: its bitrate and length, or undefined. */
function mpegFrame(bytes: Buffer, at: number): { bitrate: number; length: number; rate: number; samples: number } | undefined {
  if (at + 4 > bytes.length || bytes[at] !== 0xff || (bytes[at + 1] & 0xe0) !== 0xe0) return undefined;
  const version = (bytes[at + 1] >> 3) & 3;
  const layer = (bytes[at + 1] >> 1) & 3;
  const bitrateIndex = bytes[at + 2] >> 4;
  const rateIndex = (bytes[at + 2] >> 2) & 3;
  if (version === 1 || layer !== 1 || bitrateIndex === 0 || bitrateIndex === 15 || rateIndex === 3) return undefined;
  const bitrate = MPEG_BITRATES[version === 3 ? 'v1' : 'v2'][bitrateIndex] * 1000;
  const rate = MPEG_RATES[version][rateIndex];
  const padding = (bytes[at + 2] >> 1) & 1;
  const length = Math.floor(((version === 3 ? 144 : 72) * bitrate) / rate) + padding;
  return { bitrate, length, rate, samples: version === 3 ? 1152 : 576 };
}

/**
 * MP3: an ID3v2 tag (skipped by its syncsafe size) or none, then a frame whose successor starts
 * where its length says, so that two bytes of 0xFF in some other file do not pass for audio.
 * The duration comes from the encoder's frame count, or else assumes a constant bitrate.
 */
function mp3(bytes: Buffer): AudioKind | undefined {
  let at = 0;
  if (ascii(bytes, 0, 'ID3') && bytes.length >= 10) {
    at = 10 + ((bytes[6] & 0x7f) << 21 | (bytes[7] & 0x7f) << 14 | (bytes[8] & 0x7f) << 7 | (bytes[9] & 0x7f));
    while (at < bytes.length && bytes[at] === 0) at++;
  }
  const first = mpegFrame(bytes, at);
  if (!first) return undefined;
  const next = at + first.length;
  if (next < bytes.length && !mpegFrame(bytes, next)) return undefined;
  // An encoder's Xing or Info frame counts the frames: exact even at a variable bitrate.
  const header = bytes.subarray(at, next).toString('latin1');
  const tag = Math.max(header.indexOf('Xing'), header.indexOf('Info'));
  if (tag >= 0 && at + tag + 12 <= bytes.length && bytes.readUInt32BE(at + tag + 4) & 1) {
    return { content_type: 'audio/mpeg', duration: tenths((bytes.readUInt32BE(at + tag + 8) * first.samples) / first.rate) };
  }
  return { content_type: 'audio/mpeg', duration: tenths(((bytes.length - at) * 8) / first.bitrate) };
}

/** Ogg with Opus or Vorbis: the first page's codec header; the last page's granule position gives the length. */
function ogg(bytes: Buffer): AudioKind | undefined {
  if (!ascii(bytes, 0, 'OggS') || bytes.length < 28) return undefined;
  const segments = bytes[26];
  const body = 27 + segments;
  const opus = ascii(bytes, body, 'OpusHead');
  const vorbis = ascii(bytes, body, '\x01vorbis');
  if (!opus && !vorbis) return undefined;
  const rate = opus ? 48000 : bytes.length >= body + 16 ? bytes.readUInt32LE(body + 12) : 0;
  const preSkip = opus && bytes.length >= body + 12 ? bytes.readUInt16LE(body + 10) : 0;
  const last = bytes.lastIndexOf('OggS', undefined, 'latin1');
  const granule = last >= 0 && last + 14 <= bytes.length ? Number(bytes.readBigInt64LE(last + 6)) : 0;
  return { content_type: 'audio/ogg', duration: rate && granule > 0 ? tenths((granule - preSkip) / rate) : null };
}

/** The audio the bytes hold, or undefined when they are no WAV, MP3 or Ogg audio. */
export function audioKind(bytes: Buffer): AudioKind | undefined {
  return wav(bytes) ?? ogg(bytes) ?? mp3(bytes);
}
