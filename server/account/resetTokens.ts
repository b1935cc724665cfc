import { randomBytes } from 'node:crypto';
import type { Db, Queryable } from '../db/index.ts';
import { hashToken } from '../auth/tokens.ts';

/** How long a reset link works. */
export const RESET_TOKEN_MINUTES = 60;

/** 32 random bytes, 256 bits, written URL-safe so that the link carries it as it is. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function newResetToken(): string {
  return randomBytes(32).toString('base64url');
}

/** A new reset token for the user; the user's older ones stop working. Returns the token itself. */
export async function issueResetToken(db: Db, userId: number): Promise<string> {
  const token = newResetToken();
  await db.transaction(async (tx) => {
    // Expired tokens of anyone are of no use either; this keeps the table small.
    await tx.query(
      "DELETE FROM password_reset_tokens WHERE user_id = $1 OR expires_at < now() - interval '1 day'",
      [userId],
    );
    await tx.query(
      `INSERT INTO password_reset_tokens (token_hash, user_id, expires_at)
       VALUES ($1, $2, now() + make_interval(mins => $3))`,
      [hashToken(token), userId, RESET_TOKEN_MINUTES],
    );
  });
  return token;
}

/** The user a token would reset, while it is unused and unexpired. */
export async function resetTokenUser(db: Queryable, token: string): Promise<number | undefined> {
  if (!TOKEN_PATTERN.test(token)) return undefined;
  const rows = await db.query<{ user_id: number }>(
    'SELECT user_id FROM password_reset_tokens WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now()',
    [hashToken(token)],
  );
  return rows[0]?.user_id;
}

/**
 * Marks the token used and returns its user, in one statement: of two requests racing with
 * the same token, only one gets a user back.
 */
export async function consumeResetToken(tx: Queryable, token: string): Promise<number | undefined> {
  if (!TOKEN_PATTERN.test(token)) return undefined;
  const rows = await tx.query<{ user_id: number }>(
    `UPDATE password_reset_tokens SET used_at = now()
      WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now()
      RETURNING user_id`,
    [hashToken(token)],
  );
  return rows[0]?.user_id;
}
