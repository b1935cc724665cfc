import type { Session } from '../../auth/session.ts';
import type { Queryable } from '../../db/index.ts';
import { readLimit } from '../../../core/domain/writeAccess.ts';
import type { ResourceModel } from '../../resources/model.ts';
import { writerOf } from '../../resources/writeAccess.ts';

/**
 * The SQL condition (on res_voicemail_box `b`) and its parameters for the boxes the signed-in
 * user sees: every box of the group for an administrator or the Admin role, only the boxes they
 * own or that are shared for a plain user. A message has no owners of its own: it is seen
 * exactly when its box is (configuration-areas §6).
 */
export async function visibleBoxes(db: Queryable, session: Session, box: ResourceModel, first: number): Promise<{ sql: string; params: unknown[] }> {
  const limit = readLimit(await writerOf(db, session), box.schema);
  if (!limit) return { sql: 'true', params: [] };
  const seen: string[] = [];
  const params: unknown[] = [];
  if (limit.extension !== null) {
    params.push(JSON.stringify([limit.extension]));
    seen.push(`b.data -> '${limit.owners}' @> $${first + params.length - 1}::jsonb`);
  }
  if (limit.shared) seen.push(`b.data -> '${limit.shared}' = 'true'::jsonb`);
  return { sql: seen.length ? `(${seen.join(' OR ')})` : 'false', params };
}

/**
 * Writes a box's message counts into its record (the schema's read-only unread_count and
 * total_count) from its messages, in the caller's transaction. The record's version stays: the
 * counts are the server's, and an edit form open on the box must still save.
 */
export async function refreshCounts(db: Queryable, boxId: number): Promise<void> {
  await db.query(
    `UPDATE res_voicemail_box b SET data = b.data || jsonb_build_object('unread_count', c.unread, 'total_count', c.total)
       FROM (SELECT count(*) FILTER (WHERE NOT (data -> 'read' = 'true'::jsonb))::int AS unread, count(*)::int AS total
               FROM res_voicemail_message WHERE box_id = $1) c
      WHERE b.id = $1`,
    [boxId],
  );
}

/** A box's message counts as they are now (for a box being written). */
export async function countsOf(db: Queryable, boxId: number | undefined): Promise<{ unread_count: number; total_count: number }> {
  if (boxId === undefined) return { unread_count: 0, total_count: 0 };
  const rows = await db.query<{ unread: number; total: number }>(
    `SELECT count(*) FILTER (WHERE NOT (data -> 'read' = 'true'::jsonb))::int AS unread, count(*)::int AS total
       FROM res_voicemail_message WHERE box_id = $1`,
    [boxId],
  );
  return { unread_count: rows[0]?.unread ?? 0, total_count: rows[0]?.total ?? 0 };
}
