import type { Queryable } from '../../db/index.ts';
import { DUMMY_HASH, hashPassword, verifyPassword } from '../../auth/passwords.ts';

/**
 * Hotdesking PINs (migration 0014_hotdesk_pins.sql): one per extension, scrypt-hashed like
 * passwords. Per extension, not per desk: the PIN proves who signs in, so knowing a desk's code
 * would not let anyone take a colleague's calls, and a user remembers one PIN for every desk.
 */
export async function setPin(db: Queryable, extension: number, pin: string): Promise<void> {
  const hash = await hashPassword(pin);
  await db.query(
    `INSERT INTO hotdesk_pins (extension_id, pin_hash) VALUES ($1, $2)
     ON CONFLICT (extension_id) DO UPDATE SET pin_hash = EXCLUDED.pin_hash, updated_at = now()`,
    [extension, hash],
  );
}

/**
 * Whether `pin` is the PIN of the group's extension. An unknown extension, or one without a PIN,
 * takes as long to refuse as a wrong PIN, so the answer's timing does not tell them apart.
 */
export async function pinMatches(db: Queryable, groupId: number, extension: number, pin: string): Promise<boolean> {
  const rows = await db.query<{ pin_hash: string | null }>(
    `SELECT p.pin_hash FROM res_extension e LEFT JOIN hotdesk_pins p ON p.extension_id = e.id WHERE e.id = $1 AND e.group_id = $2`,
    [extension, groupId],
  );
  const stored = rows[0]?.pin_hash;
  const matches = await verifyPassword(pin, stored ?? DUMMY_HASH);
  return Boolean(stored) && matches;
}

/** Whether the group has an extension with this id. */
export async function extensionOfGroup(db: Queryable, groupId: number, extension: number): Promise<boolean> {
  const rows = await db.query(`SELECT 1 FROM res_extension WHERE id = $1 AND group_id = $2`, [extension, groupId]);
  return rows.length > 0;
}
