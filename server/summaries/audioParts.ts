import { mp3Parts } from './mp3Parts.ts';
import { oggParts } from './oggParts.ts';
import { wavParts } from './wavParts.ts';

/**
 * A recording cut into parts a transcription endpoint accepts (OpenAI takes files up to 25 MB),
 * each a file of its own in the recording's format, with the moment it starts so that the
 * parts' segments are put back on the call's timeline in order: WAV on whole sample frames
 * (wavParts.ts), MP3 on whole frames (mp3Parts.ts), Ogg Opus or Vorbis on whole pages with the
 * codec's headers in front of each part (oggParts.ts).
 */
export interface AudioPart {
  audio: Buffer;
  /** Seconds from the recording's start to this part's. */
  offset: number;
}

/** One piece a cutter may put in a part: its bytes in the file, and whether a part may start with it. */
export interface Unit {
  start: number;
  end: number;
  cutBefore: boolean;
}

/**
 * The units in runs of at most `maxBytes - headerBytes` bytes, each run starting at a unit a
 * part may start with, as [first, last + 1] index pairs; undefined when a run cannot fit.
 */
export function packUnits(units: Unit[], headerBytes: number, maxBytes: number): [number, number][] | undefined {
  const room = maxBytes - headerBytes;
  const runs: [number, number][] = [];
  let first = 0;
  while (first < units.length) {
    let end = first + 1;
    let lastCut = -1;
    while (end < units.length && units[end].end - units[first].start <= room) {
      if (units[end].cutBefore) lastCut = end;
      end++;
    }
    if (units[end - 1].end - units[first].start > room) return undefined;
    // Ran out of room inside the units: go back to the last place a part may start.
    if (end < units.length && !units[end].cutBefore) {
      if (lastCut <= first) return undefined;
      end = lastCut;
    }
    runs.push([first, end]);
    first = end;
  }
  return runs;
}

const isOgg = (audio: Buffer) => audio.toString('latin1', 0, 4) === 'OggS';
const isWav = (audio: Buffer) => audio.toString('latin1', 0, 4) === 'RIFF';

/**
 * The recording in parts of at most `maxBytes` each, in order. A recording that fits is one
 * part; undefined when it neither fits nor can be cut (another format, a header alone larger
 * than the limit, a broken file), so that the summary fails rather than the endpoint refusing it.
 * The format is read from the bytes, as the ingestion API read it to set the content type.
 */
export function audioParts(audio: Buffer, maxBytes: number): AudioPart[] | undefined {
  if (audio.length <= maxBytes) return [{ audio, offset: 0 }];
  if (isWav(audio)) return wavParts(audio, maxBytes);
  if (isOgg(audio)) return oggParts(audio, maxBytes);
  return mp3Parts(audio, maxBytes);
}
