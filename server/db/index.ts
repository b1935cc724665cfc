import type { Db } from './types.ts';
import { openPglite } from './pglite.ts';
import { openPostgres } from './postgres.ts';

export type { Db, Queryable } from './types.ts';

/** A PostgreSQL server when a URL is given, otherwise PGlite in `dataDir` (or memory). */
export function openDatabase(opts: { databaseUrl?: string; dataDir?: string }): Promise<Db> {
  return opts.databaseUrl ? openPostgres(opts.databaseUrl) : openPglite(opts.dataDir);
}
