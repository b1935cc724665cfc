import type { Queryable } from '../../db/index.ts';
import type { AudioKind } from '../media_file/audioKind.ts';

/** A call's recording, in the database (migration 0017) like media files' audio: every API server serves it. */
export async function readRecording(db: Queryable, cdr: number): Promise<{ audio: Buffer; contentType: string } | undefined> {
  const rows = await db.query<{ audio: Uint8Array; content_type: string }>('SELECT audio, content_type FROM cdr_recording WHERE cdr_id = $1', [cdr]);
  return rows[0] ? { audio: Buffer.from(rows[0].audio), contentType: rows[0].content_type } : undefined;
}

/** Stores or replaces a call's recording (a platform may send it again). */
export async function writeRecording(db: Queryable, cdr: number, audio: Buffer, kind: AudioKind): Promise<void> {
  await db.query(
    `INSERT INTO cdr_recording (cdr_id, content_type, size, duration, audio) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (cdr_id) DO UPDATE SET content_type = EXCLUDED.content_type, size = EXCLUDED.size, duration = EXCLUDED.duration, audio = EXCLUDED.audio`,
    [cdr, kind.content_type, audio.length, kind.duration === null ? null : Math.round(kind.duration), audio],
  );
}
