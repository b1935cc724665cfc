import { crc32 } from 'node:zlib';

export interface ImageInfo {
  type: 'png' | 'jpeg';
  contentType: 'image/png' | 'image/jpeg';
  width: number;
  height: number;
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const PNG_BIT_DEPTHS = new Set([1, 2, 4, 8, 16]);
const PNG_COLOUR_TYPES = new Set([0, 2, 3, 4, 6]);

/**
 * A PNG's size from its IHDR, once every chunk up to IEND is whole and its CRC right:
 * a file that only starts like a PNG, or was cut off in transit, is refused.
 */
export function pngInfo(bytes: Buffer): ImageInfo | undefined {
  if (bytes.length < PNG_SIGNATURE.length || !bytes.subarray(0, PNG_SIGNATURE.length).equals(PNG_SIGNATURE)) return undefined;
  let offset = PNG_SIGNATURE.length;
  let header: { width: number; height: number } | undefined;
  let hasData = false;
  while (offset + 12 <= bytes.length) {
    const length = bytes.readUInt32BE(offset);
    const type = bytes.toString('latin1', offset + 4, offset + 8);
    const end = offset + 12 + length;
    if (end > bytes.length) return undefined;
    if (crc32(bytes.subarray(offset + 4, offset + 8 + length)) !== bytes.readUInt32BE(offset + 8 + length)) return undefined;
    const data = bytes.subarray(offset + 8, offset + 8 + length);
    if (!header) {
      if (type !== 'IHDR' || length !== 13) return undefined;
      const width = data.readUInt32BE(0);
      const height = data.readUInt32BE(4);
      if (!width || !height || !PNG_BIT_DEPTHS.has(data[8]) || !PNG_COLOUR_TYPES.has(data[9])) return undefined;
      header = { width, height };
    } else if (type === 'IDAT') {
      hasData = true;
    } else if (type === 'IEND') {
      return hasData ? { type: 'png', contentType: 'image/png', ...header } : undefined;
    }
    offset = end;
  }
  return undefined;
}

/** Start-of-frame markers: every one but DHT (C4), JPG (C8) and DAC (CC) in C0–CF. */
const isStartOfFrame = (marker: number) => marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker);
/** Markers without a length: TEM, RST0–7 (SOI is read before the loop). */
const isStandalone = (marker: number) => marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7);
const END_OF_IMAGE = Buffer.from([0xff, 0xd9]);

/**
 * A JPEG's size from its start-of-frame segment, walking the segments before it; the file
 * must also hold its end-of-image marker after the frame (entropy-coded data stuffs every
 * 0xFF, so FF D9 appears there only as that marker).
 */
export function jpegInfo(bytes: Buffer): ImageInfo | undefined {
  if (bytes.length < 4 || bytes[0] !== 0xff || bytes[1] !== 0xd8) return undefined;
  let offset = 2;
  while (offset < bytes.length) {
    if (bytes[offset] !== 0xff) return undefined;
    while (bytes[offset] === 0xff) offset += 1; // fill bytes
    const marker = bytes[offset];
    offset += 1;
    if (marker === undefined || marker === 0xd9 || marker === 0xda || marker === 0xd8) return undefined;
    if (isStandalone(marker)) continue;
    if (offset + 2 > bytes.length) return undefined;
    const length = bytes.readUInt16BE(offset);
    if (length < 2 || offset + length > bytes.length) return undefined;
    if (isStartOfFrame(marker)) {
      if (length < 8) return undefined;
      const height = bytes.readUInt16BE(offset + 3);
      const width = bytes.readUInt16BE(offset + 5);
      // Height 0 defers the size to a DNL segment, which no browser shows reliably.
      if (!width || !height || bytes.indexOf(END_OF_IMAGE, offset + length) === -1) return undefined;
      return { type: 'jpeg', contentType: 'image/jpeg', width, height };
    }
    offset += length;
  }
  return undefined;
}

/** What the bytes are, by their content alone: never by the file name or the declared type. */
export function imageInfo(bytes: Buffer): ImageInfo | undefined {
  return pngInfo(bytes) ?? jpegInfo(bytes);
}
