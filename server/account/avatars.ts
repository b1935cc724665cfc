import { randomBytes } from 'node:crypto';
import type { Config } from '../config.ts';
import type { Db, Queryable } from '../db/index.ts';
import type { ImageInfo } from './imageInfo.ts';

/** portal-overview §5 and §9: at most 10,000,000 bytes, shown at most 2000 by 2000. */
export const AVATAR_MAX_BYTES = 10_000_000;
export const AVATAR_MAX_PIXELS = 2000;

const KEY_PATTERN = /^[0-9a-f]{32}$/;

/**
 * What the picture breaks of portal-overview §5, as a catalogue code: at most 2000 pixels on a
 * side, and square, as the portal's crop makes it (a client that skips the crop is refused too).
 */
export function avatarProblem(image: ImageInfo): 'avatar_dimensions' | 'avatar_not_square' | undefined {
  if (image.width > AVATAR_MAX_PIXELS || image.height > AVATAR_MAX_PIXELS) return 'avatar_dimensions';
  if (image.width !== image.height) return 'avatar_not_square';
  return undefined;
}

/** Stores the user's new picture under a new random key, and returns the key. */
export async function saveAvatar(db: Db, userId: number, image: ImageInfo, bytes: Buffer): Promise<string> {
  const key = randomBytes(16).toString('hex');
  await db.query(
    `INSERT INTO user_avatars (user_id, key, content_type, width, height, bytes)
     VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (user_id) DO UPDATE
        SET key = excluded.key, content_type = excluded.content_type, width = excluded.width,
            height = excluded.height, bytes = excluded.bytes, updated_at = now()`,
    [userId, key, image.contentType, image.width, image.height, bytes],
  );
  return key;
}

export async function avatarKey(db: Queryable, userId: number): Promise<string | undefined> {
  const rows = await db.query<{ key: string }>('SELECT key FROM user_avatars WHERE user_id = $1', [userId]);
  return rows[0]?.key;
}

export async function readAvatar(db: Queryable, key: string): Promise<{ contentType: string; bytes: Buffer } | undefined> {
  if (!KEY_PATTERN.test(key)) return undefined;
  const rows = await db.query<{ content_type: string; bytes: Uint8Array }>(
    'SELECT content_type, bytes FROM user_avatars WHERE key = $1',
    [key],
  );
  const row = rows[0];
  // pg hands bytea back as a Buffer, PGlite as a plain Uint8Array: one view over either.
  return row && { contentType: row.content_type, bytes: Buffer.from(row.bytes.buffer, row.bytes.byteOffset, row.bytes.byteLength) };
}

/**
 * Where the picture is served. An <img> sends no token, so the address itself is the secret:
 * 128 random bits, new with every upload. With PUBLIC_API_URL the API is on another host.
 */
export function avatarUrl(config: Config, key: string): string {
  const base = (config.publicApiUrl ?? '/api').replace(/\/+$/, '');
  return `${base}/v1/profile/avatar/${key}/`;
}
