import type { Queryable } from '../../db/index.ts';

/** One reader's rating of a summary (migration 0027). */
export interface Rating {
  useful: boolean;
  comment: string;
  updated_at: string;
}

/** A rating as the administrators see it: with who gave it. */
export interface NamedRating extends Rating {
  user: number;
  name: string;
}

const RATING = `f.useful, f.comment, to_char(f.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS updated_at`;

/** The reader's own rating of the summary, or null before they rate it. */
export async function ratingOf(db: Queryable, summaryId: number, userId: number): Promise<Rating | null> {
  const rows = await db.query<Rating>(`SELECT ${RATING} FROM call_summary_feedback f WHERE f.summary_id = $1 AND f.user_id = $2`, [summaryId, userId]);
  return rows[0] ?? null;
}

/** Every rating of the summary, newest first, with the name of who gave it: for the group's administrators. */
export async function ratingsOf(db: Queryable, summaryId: number): Promise<NamedRating[]> {
  return db.query<NamedRating>(
    `SELECT f.user_id AS user, u.name, ${RATING} FROM call_summary_feedback f JOIN users u ON u.id = f.user_id
      WHERE f.summary_id = $1 ORDER BY f.updated_at DESC, f.user_id`,
    [summaryId],
  );
}

/** Gives or changes the reader's rating: one per reader and summary. */
export async function rate(db: Queryable, summaryId: number, userId: number, rating: { useful: boolean; comment?: string }): Promise<void> {
  await db.query(
    `INSERT INTO call_summary_feedback (summary_id, user_id, useful, comment) VALUES ($1, $2, $3, $4)
     ON CONFLICT (summary_id, user_id) DO UPDATE SET useful = EXCLUDED.useful, comment = EXCLUDED.comment, updated_at = now()`,
    [summaryId, userId, rating.useful, rating.comment?.trim() ?? ''],
  );
}
