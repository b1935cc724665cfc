import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { imageInfo, jpegInfo, pngInfo } from '../../server/account/imageInfo.ts';

const fixture = (name: string) => readFileSync(new URL(`../fixtures/${name}`, import.meta.url));

describe('the avatar image check', () => {
  it.each([
    ['avatar.png', 'png', 256, 256],
    ['avatar.jpg', 'jpeg', 320, 320],
    ['avatar-progressive.jpg', 'jpeg', 120, 80],
    ['avatar-2000.jpg', 'jpeg', 2000, 2000],
    ['avatar-too-many-pixels.png', 'png', 2001, 1200],
  ])('reads the type and size of %s from its content', (name, type, width, height) => {
    expect(imageInfo(fixture(name))).toMatchObject({ type, width, height });
  });

  it('refuses what is not a whole PNG or JPEG', () => {
    const png = fixture('avatar.png');
    const jpeg = fixture('avatar.jpg');
    const flipped = Buffer.from(png);
    flipped[20] ^= 0xff; // inside IHDR: its CRC no longer matches
    for (const bytes of [
      fixture('avatar-fake.png'),
      Buffer.alloc(0),
      png.subarray(0, 8),
      png.subarray(0, png.length - 1),
      flipped,
      jpeg.subarray(0, 2),
      jpeg.subarray(0, jpeg.indexOf(Buffer.from([0xff, 0xc0]))),
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
    ]) {
      expect(imageInfo(bytes)).toBeUndefined();
    }
  });

  it('does not take one format for the other', () => {
    expect(pngInfo(fixture('avatar.jpg'))).toBeUndefined();
    expect(jpegInfo(fixture('avatar.png'))).toBeUndefined();
  });

  it('refuses a JPEG whose frame says zero pixels', () => {
    const jpeg = Buffer.from(fixture('avatar.jpg'));
    const frame = jpeg.indexOf(Buffer.from([0xff, 0xc0]));
    jpeg.writeUInt16BE(0, frame + 5); // height
    expect(jpegInfo(jpeg)).toBeUndefined();
  });
});
