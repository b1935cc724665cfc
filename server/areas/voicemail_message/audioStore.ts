import type { Queryable } from '../../db/index.ts';

/**
 * The recordings of voicemail messages, in the database (migration 0015): every API server on
 * it serves the same messages. PGlite answers bytea as Uint8Array, pg as Buffer: both become a Buffer.
 */
export async function readMessageAudio(db: Queryable, message: number): Promise<{ contentType: string; audio: Buffer } | undefined> {
  const rows = await db.query<{ content_type: string; audio: Uint8Array }>(
    'SELECT content_type, audio FROM voicemail_message_audio WHERE voicemail_message_id = $1',
    [message],
  );
  return rows[0] ? { contentType: rows[0].content_type, audio: Buffer.from(rows[0].audio) } : undefined;
}

/** Stores a message's recording, in the caller's transaction (the ingestion of a message, the demo seed). */
export async function writeMessageAudio(db: Queryable, message: number, contentType: string, audio: Buffer): Promise<void> {
  await db.query(
    `INSERT INTO voicemail_message_audio (voicemail_message_id, content_type, audio) VALUES ($1, $2, $3)
     ON CONFLICT (voicemail_message_id) DO UPDATE SET content_type = EXCLUDED.content_type, audio = EXCLUDED.audio`,
    [message, contentType, audio],
  );
}
