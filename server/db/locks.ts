import type { Queryable } from './types.ts';

/**
 * The advisory locks the server takes, a first key each (the second is the record a lock
 * serialises: a group, a phonebook). Kept in one place because two locks on one key would make
 * unrelated writers wait on each other. (The migrations' single-key lock, migrate.ts, is in another key space.)
 */
export const LOCKS = {
  /** Changes to one group's dial plan. */
  dialPlan: 4201,
  /** Changes to one group's toggle shortcodes: two writers cannot both find a code free. */
  shortcodes: 4202,
  /** One group's phone numbers against its phonebooks. */
  phoneNumbers: 4203,
  /** Hot-desk sign-ins of one group. */
  hotdeskSignIn: 4204,
  /** One import at a time into a phonebook. */
  phonebookImport: 4210,
  /**
   * One group's live events: an engine's report processes post batches side by side, and two
   * batches touching the same calls in another order would deadlock.
   */
  liveEvents: 4220,
} as const;

/** Holds lock `kind` on record `id` until the transaction ends. */
export async function holdLock(tx: Queryable, kind: keyof typeof LOCKS, id: number): Promise<void> {
  await tx.query('SELECT pg_advisory_xact_lock($1, $2)', [LOCKS[kind], id]);
}
