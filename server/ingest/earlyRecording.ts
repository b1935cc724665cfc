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
 * The statement part that moves a waiting recording to its call: it follows a CTE `cdr` holding
 * the call's id (none: nothing moves), with the group and call id as the given parameters. Moved
 * in one statement, so two writers cannot both take it.
 */
export const earlyRecordingMove = (groupParam: string, callIdParam: string) => `
  moved AS (DELETE FROM ingest_early_recording WHERE group_id = ${groupParam} AND call_id = ${callIdParam} AND EXISTS (SELECT 1 FROM cdr)
            RETURNING content_type, size, duration, audio),
  attached AS (INSERT INTO cdr_recording (cdr_id, content_type, size, duration, audio)
               SELECT cdr.id, content_type, size, duration, audio FROM cdr, moved ON CONFLICT (cdr_id) DO NOTHING)`;

/** Attaches the recording that came before its call, when one waits. */
export async function attachEarlyRecording(db: Queryable, groupId: number, callId: string, cdrId: number): Promise<void> {
  await db.query(`WITH cdr AS (SELECT $3::int AS id), ${earlyRecordingMove('$1', '$2')} SELECT 1`, [groupId, callId, cdrId]);
}
