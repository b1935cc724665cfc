import type { Queryable } from '../db/index.ts';
import type { AudioKind } from '../areas/media_file/audioKind.ts';

/** How long a recording waits for its call record: a platform that never sends the record has lost it. */
const KEPT_DAYS = 7;

/**
 * Keeps a recording whose call record has not come yet (issue 25: it is never dropped), under
 * the group's call id; sending it again replaces it. Recordings waiting longer than KEPT_DAYS go.
 */
export async function keepEarlyRecording(db: Queryable, groupId: number, callId: string, audio: Buffer, kind: AudioKind): Promise<void> {
  await db.query(`DELETE FROM ingest_early_recording WHERE received_at < now() - interval '${KEPT_DAYS} days'`);
  await db.query(
    `INSERT INTO ingest_early_recording (group_id, call_id, content_type, size, duration, audio) VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (group_id, call_id) DO UPDATE SET content_type = EXCLUDED.content_type, size = EXCLUDED.size, duration = EXCLUDED.duration,
       audio = EXCLUDED.audio, received_at = now()`,
    [groupId, callId, kind.content_type, audio.length, kind.duration === null ? null : Math.round(kind.duration), audio],
  );
}

/**
 * The statement part that moves waiting recordings to their calls: it follows a CTE `cdr`
 * holding the stored calls' id, group_id and call_id (none: nothing moves). Moved in one
 * statement, so two writers cannot both take one.
 */
export const EARLY_RECORDING_MOVE = `
  moved AS (DELETE FROM ingest_early_recording e USING cdr WHERE e.group_id = cdr.group_id AND e.call_id = cdr.call_id
            RETURNING cdr.id AS cdr_id, e.content_type, e.size, e.duration, e.audio),
  attached AS (INSERT INTO cdr_recording (cdr_id, content_type, size, duration, audio)
               SELECT cdr_id, content_type, size, duration, audio FROM moved ON CONFLICT (cdr_id) DO NOTHING)`;

/** Attaches the recording that came before its call, when one waits. */
export async function attachEarlyRecording(db: Queryable, groupId: number, callId: string, cdrId: number): Promise<void> {
  await db.query(`WITH cdr AS (SELECT $3::int AS id, $1::int AS group_id, $2::text AS call_id), ${EARLY_RECORDING_MOVE} SELECT 1`, [groupId, callId, cdrId]);
}
