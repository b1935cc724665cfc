import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Queryable } from '../../../db/index.ts';

const hash = (secret: string) => createHash('sha256').update(secret).digest('hex');

/** A new 160-bit secret for the device, replacing any before it; only its hash is kept. */
export async function newSecret(db: Queryable, deviceId: number): Promise<string> {
  const secret = randomBytes(20).toString('base64url');
  await db.query(
    `INSERT INTO device_provisioning (device_id, secret_hash) VALUES ($1, $2)
     ON CONFLICT (device_id) DO UPDATE SET secret_hash = EXCLUDED.secret_hash, created_at = now()`,
    [deviceId, hash(secret)],
  );
  return secret;
}

/** Whether `secret` is the device's, compared in constant time. */
export function secretMatches(stored: string | null | undefined, secret: string): boolean {
  if (!stored) return false;
  const a = Buffer.from(stored, 'hex');
  const b = Buffer.from(hash(secret), 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}
