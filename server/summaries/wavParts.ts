import type { AudioPart } from './audioParts.ts';

/**
 * A WAV recording (RIFF, as the ingestion API stores it) cut on whole sample frames, each part
 * a WAV file of its own with the original's format chunk.
 */

interface Wav {
  fmt: Buffer;
  data: Buffer;
  byteRate: number;
  blockAlign: number;
}

/** The format chunk and the samples of a RIFF/WAVE file, or undefined when it is none. */
export function readWav(file: Buffer): Wav | undefined {
  if (file.length < 12 || file.toString('latin1', 0, 4) !== 'RIFF' || file.toString('latin1', 8, 12) !== 'WAVE') return undefined;
  let fmt: Buffer | undefined;
  let data: Buffer | undefined;
  for (let at = 12; at + 8 <= file.length; ) {
    const id = file.toString('latin1', at, at + 4);
    const size = file.readUInt32LE(at + 4);
    const body = file.subarray(at + 8, Math.min(file.length, at + 8 + size));
    if (id === 'fmt ') fmt = body;
    if (id === 'data') data = body;
    // Chunks are padded to an even length (RIFF).
    at += 8 + size + (size % 2);
  }
  if (!fmt || fmt.length < 16 || !data) return undefined;
  const byteRate = fmt.readUInt32LE(8);
  const blockAlign = fmt.readUInt16LE(12);
  return byteRate > 0 && blockAlign > 0 ? { fmt, data, byteRate, blockAlign } : undefined;
}

/** A WAV file of these samples with this format chunk. */
function wavFile(fmt: Buffer, samples: Buffer): Buffer {
  const header = Buffer.alloc(12 + 8 + fmt.length + (fmt.length % 2) + 8);
  header.write('RIFF', 0, 'latin1');
  header.writeUInt32LE(header.length - 8 + samples.length, 4);
  header.write('WAVE', 8, 'latin1');
  header.write('fmt ', 12, 'latin1');
  header.writeUInt32LE(fmt.length, 16);
  fmt.copy(header, 20);
  const dataAt = 20 + fmt.length + (fmt.length % 2);
  header.write('data', dataAt, 'latin1');
  header.writeUInt32LE(samples.length, dataAt + 4);
  return Buffer.concat([header, samples]);
}

/** The WAV file in parts of at most `maxBytes`, or undefined when it is none or its header alone is too large. */
export function wavParts(audio: Buffer, maxBytes: number): AudioPart[] | undefined {
  const wav = readWav(audio);
  if (!wav) return undefined;
  const headerBytes = 28 + wav.fmt.length + (wav.fmt.length % 2);
  const perPart = Math.floor((maxBytes - headerBytes) / wav.blockAlign) * wav.blockAlign;
  if (perPart <= 0) return undefined;
  const parts: AudioPart[] = [];
  for (let at = 0; at < wav.data.length; at += perPart) {
    parts.push({ audio: wavFile(wav.fmt, wav.data.subarray(at, at + perPart)), offset: at / wav.byteRate });
  }
  return parts;
}
