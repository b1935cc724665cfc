/**
 * A record as the API answers it. The document marks `id` and `version` read-only (set by
 * the server, never sent), so the generated types leave them optional; every stored record
 * has both.
 */
export type Stored<T> = T & { id: number; version: number };

export function stored<T extends { id?: number; version?: number }>(record: T): Stored<T> {
  if (typeof record.id !== 'number' || typeof record.version !== 'number') throw new Error('A record without its id or version');
  return record as Stored<T>;
}
