import { createHash, randomBytes } from 'node:crypto';
import type { Queryable } from '../db/index.ts';

/** 20 random bytes: 160 bits, written as the 40 hex characters DRF clients expect. */
export function newToken(): string {
  return randomBytes(20).toString('hex');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export async function issueToken(db: Queryable, userId: number): Promise<string> {
  const token = newToken();
  await db.query('INSERT INTO auth_tokens (token_hash, user_id) VALUES ($1, $2)', [hashToken(token), userId]);
  return token;
}

export async function revokeToken(db: Queryable, token: string): Promise<void> {
  await db.query('DELETE FROM auth_tokens WHERE token_hash = $1', [hashToken(token)]);
}
