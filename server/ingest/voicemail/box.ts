import type { Queryable } from '../../db/index.ts';
import { fieldError } from '../groupFacts.ts';

/**
 * The box a delivery names, of the token's group only: by its id, or by the extension whose
 * mailbox it is (platforms number mailboxes by extension). An extension owns several boxes when
 * it shares one (a reception box) and keeps its own: its own is the one it owns alone. A box of
 * another group is refused exactly as one that does not exist, so a token learns nothing of
 * other groups.
 */
export async function boxOfDelivery(db: Queryable, groupId: number, named: { box?: number; extension?: number }): Promise<number> {
  if (named.box !== undefined && named.extension !== undefined) throw fieldError('extension', 'ingest_box_or_extension');
  if (named.box !== undefined) {
    const rows = await db.query<{ id: number }>('SELECT id FROM res_voicemail_box WHERE id = $1 AND group_id = $2', [named.box, groupId]);
    if (!rows[0]) throw fieldError('box', 'invalid_reference', { id: named.box });
    return rows[0].id;
  }
  if (named.extension === undefined) throw fieldError('box', 'required');
  const owned = await db.query<{ id: number; owners: number }>(
    `SELECT b.id, jsonb_array_length(b.data -> 'owners')::int AS owners
       FROM res_voicemail_box b JOIN res_extension e ON e.group_id = b.group_id AND b.data -> 'owners' @> to_jsonb(e.id)
      WHERE b.group_id = $1 AND (e.data ->> 'extension')::int = $2
      ORDER BY b.id`,
    [groupId, named.extension],
  );
  const alone = owned.filter((b) => b.owners === 1);
  const box = alone.length === 1 ? alone[0] : owned.length === 1 ? owned[0] : undefined;
  if (!box) throw fieldError('extension', 'ingest_voicemail_box', { extension: named.extension });
  return box.id;
}
