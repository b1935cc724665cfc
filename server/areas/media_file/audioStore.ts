import type { Queryable } from '../../db/index.ts';

/**
 * The audio of media files, in the database (migration 0012): every API server on it serves
 * the same files. PGlite answers bytea as Uint8Array, pg as Buffer: both become a Buffer.
 */
export async function readAudio(db: Queryable, mediaFile: number): Promise<Buffer | undefined> {
  const rows = await db.query<{ audio: Uint8Array }>('SELECT audio FROM media_file_audio WHERE media_file_id = $1', [mediaFile]);
  return rows[0] ? Buffer.from(rows[0].audio) : undefined;
}

/** Stores or replaces a media file's audio, in the caller's transaction. */
export async function writeAudio(db: Queryable, mediaFile: number, audio: Buffer): Promise<void> {
  await db.query(
    `INSERT INTO media_file_audio (media_file_id, audio) VALUES ($1, $2)
     ON CONFLICT (media_file_id) DO UPDATE SET audio = EXCLUDED.audio`,
    [mediaFile, audio],
  );
}
