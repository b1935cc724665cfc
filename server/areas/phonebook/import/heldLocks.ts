import type { Queryable } from '../../../db/index.ts';

/** Statements that only take a lock the transaction then holds to its end: a row lock (FOR SHARE) or an advisory one. */
const LOCKING = /\bFOR SHARE\b|\bpg_advisory_xact_lock\b/;

/**
 * `tx` for thousands of records checked one after another in one transaction: a locking read
 * made again with the same parameters answers what it did the first time, without a round
 * trip. That is exact, not a shortcut: the lock is the transaction's until it ends, so the
 * locked row can neither go nor change under it (every contact of a file refers to the same
 * phonebook, which the references' check locks FOR SHARE for each). Other statements pass through.
 */
export function holdingLocks(tx: Queryable): Queryable {
  const held = new Map<string, Promise<unknown[]>>();
  return {
    query<T>(sql: string, params: unknown[] = []): Promise<T[]> {
      if (!LOCKING.test(sql)) return tx.query<T>(sql, params);
      const key = `${sql}\u0000${JSON.stringify(params)}`;
      if (!held.has(key)) held.set(key, tx.query(sql, params));
      return held.get(key) as Promise<T[]>;
    },
    exec: (sql) => tx.exec(sql),
  };
}
