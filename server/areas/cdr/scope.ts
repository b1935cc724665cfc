import type { Queryable } from '../../db/index.ts';
import type { Session } from '../../auth/session.ts';
import { writerOf } from '../../resources/writeAccess.ts';
import type { CallScope } from './query.ts';

/**
 * Whose calls a session sees (core/domain/writeAccess.ts decides who is a plain user): an
 * administrator or reseller the group's all; a plain user the calls of their own extension
 * (by its number, as the platform reports it), and none without one.
 */
export async function scopeOf(db: Queryable, session: Session): Promise<CallScope> {
  const writer = await writerOf(db, session);
  if (writer.role !== 'USER') return { groupId: session.group.id };
  if (writer.extension === null) return { groupId: session.group.id, extension: null };
  const rows = await db.query<{ number: number | null }>(`SELECT (data ->> 'extension')::int AS number FROM res_extension WHERE id = $1`, [writer.extension]);
  return { groupId: session.group.id, extension: rows[0]?.number ?? null };
}
