import { packUnits, type AudioPart, type Unit } from './audioParts.ts';

/**
 * An MP3 recording cut on whole frames (ISO/IEC 11172-3 and 13818-3, layer III, the MP3s the
 * ingestion API accepts): the ID3v2 tag in front and the ID3v1 tag at the end are left out,
 * each frame's length read from its header, and each part is the frames it holds, an MP3 file
 * any decoder plays. A part starts at the sum of the frames' durations before it. The encoder's
 * Xing/Info/VBRI frame (no audio; it counts the whole file's frames, wrong for a part) is left
 * out. A part's first frame may borrow bits from the frame before it (the bit reservoir): a
 * decoder then leaves that one frame (at most 72 ms) silent, harmless for a transcription.
 */
interface Frame extends Unit {
  /** Seconds of audio. */
  seconds: number;
}

// kbit/s by bitrate index, layer III: MPEG-1, then MPEG-2 and 2.5 (ISO/IEC 13818-3 Table B.1).
const BITRATES = {
  v1: [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320],
  v2: [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160],
};
// Hz by sampling-frequency index, by version bits: 3 MPEG-1, 2 MPEG-2, 0 MPEG-2.5.
const RATES: Record<number, number[]> = { 3: [44100, 48000, 32000], 2: [22050, 24000, 16000], 0: [11025, 12000, 8000] };

/** The layer III frame whose header is at `at`: its length in bytes, samples, rate and side-information size. */
export function mpegFrameAt(file: Buffer, at: number): { length: number; samples: number; rate: number; sideInfo: number } | undefined {
  if (at + 4 > file.length || file[at] !== 0xff || (file[at + 1] & 0xe0) !== 0xe0) return undefined;
  const version = (file[at + 1] >> 3) & 3;
  const layer = (file[at + 1] >> 1) & 3;
  const bitrateIndex = file[at + 2] >> 4;
  const rateIndex = (file[at + 2] >> 2) & 3;
  // Reserved version, another layer, free format (no length in the header) or a bad index.
  if (version === 1 || layer !== 1 || bitrateIndex === 0 || bitrateIndex === 15 || rateIndex === 3) return undefined;
  const mpeg1 = version === 3;
  const bitrate = BITRATES[mpeg1 ? 'v1' : 'v2'][bitrateIndex] * 1000;
  const rate = RATES[version][rateIndex];
  const padding = (file[at + 2] >> 1) & 1;
  const mono = file[at + 3] >> 6 === 3;
  return {
    length: Math.floor(((mpeg1 ? 144 : 72) * bitrate) / rate) + padding,
    samples: mpeg1 ? 1152 : 576,
    rate,
    sideInfo: mpeg1 ? (mono ? 17 : 32) : mono ? 9 : 17,
  };
}

/** Where the audio starts: after an ID3v2 tag (its syncsafe size, and its footer when flagged). */
function audioStart(file: Buffer): number {
  if (file.length < 10 || file.toString('latin1', 0, 3) !== 'ID3') return 0;
  const size = ((file[6] & 0x7f) << 21) | ((file[7] & 0x7f) << 14) | ((file[8] & 0x7f) << 7) | (file[9] & 0x7f);
  return 10 + size + (file[5] & 0x10 ? 10 : 0);
}

/** Where the audio ends: before an ID3v1 tag (the last 128 bytes, starting "TAG"). */
function audioEnd(file: Buffer): number {
  return file.length >= 128 && file.toString('latin1', file.length - 128, file.length - 125) === 'TAG' ? file.length - 128 : file.length;
}

/** An encoder's information frame: "Xing" or "Info" after the side information, or "VBRI" 32 bytes in. */
function isInfoFrame(file: Buffer, at: number, sideInfo: number): boolean {
  const tag = (from: number) => file.toString('latin1', at + from, at + from + 4);
  return ['Xing', 'Info'].includes(tag(4 + sideInfo)) || tag(36) === 'VBRI';
}

/**
 * The audio frames in order. Bytes between frames that are no frame (padding, a damaged
 * stretch) are skipped up to the next header whose frame is followed by another or by the end.
 */
export function mp3Frames(file: Buffer): Frame[] {
  const end = audioEnd(file);
  const frames: Frame[] = [];
  const fits = (at: number) => {
    const frame = mpegFrameAt(file, at);
    if (!frame || at + frame.length > end) return undefined;
    const next = at + frame.length;
    return next === end || next + 4 > end || mpegFrameAt(file, next) ? frame : undefined;
  };
  for (let at = audioStart(file); at + 4 <= end; ) {
    const frame = fits(at);
    if (!frame) {
      at++;
      continue;
    }
    if (!(frames.length === 0 && isInfoFrame(file, at, frame.sideInfo))) {
      frames.push({ start: at, end: at + frame.length, cutBefore: true, seconds: frame.samples / frame.rate });
    }
    at += frame.length;
  }
  return frames;
}

/** The MP3 file in parts of at most `maxBytes`, or undefined when it holds no frames. */
export function mp3Parts(file: Buffer, maxBytes: number): AudioPart[] | undefined {
  const frames = mp3Frames(file);
  const runs = frames.length ? packUnits(frames, 0, maxBytes) : undefined;
  if (!runs) return undefined;
  let offset = 0;
  return runs.map(([first, end]) => {
    const part = { audio: file.subarray(frames[first].start, frames[end - 1].end), offset: Math.round(offset * 1e6) / 1e6 };
    for (let i = first; i < end; i++) offset += frames[i].seconds;
    return part;
  });
}
