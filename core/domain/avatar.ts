/**
 * The avatar rules of portal-overview §5 and §9: JPEG or PNG, one file, cropped square,
 * at most 2000 by 2000 pixels, and at most 10,000,000 bytes once cropped.
 */
export const AVATAR_MAX_BYTES = 10_000_000;
export const AVATAR_MAX_SIDE = 2000;
export const AVATAR_TYPES = ['image/jpeg', 'image/png'] as const;
export type AvatarType = (typeof AVATAR_TYPES)[number];

/**
 * The type by content, as the server checks it: a file named .png may be anything. JPEG
 * starts FF D8 FF; PNG with its eight-byte signature.
 */
export function imageTypeOf(head: Uint8Array): AvatarType | null {
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'image/jpeg';
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (head.length >= png.length && png.every((byte, i) => head[i] === byte)) return 'image/png';
  return null;
}

/** The side of the saved square: the crop's own pixels, never more than 2000. */
export function avatarSide(cropWidth: number, cropHeight: number): number {
  return Math.max(1, Math.min(AVATAR_MAX_SIDE, Math.round(Math.min(cropWidth, cropHeight))));
}

export function avatarTooLarge(bytes: number): boolean {
  return bytes > AVATAR_MAX_BYTES;
}
