import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite, types } from '@electric-sql/pglite';
import type { Db, Queryable } from './types.ts';
import { lockDataDir } from './lock.ts';

// PGlite hands int8 back as BigInt and pg as string; both become numbers here.
const parsers = { [types.INT8]: (v: string) => Number(v) };

function wrap(q: { query: PGlite['query']; exec: PGlite['exec'] }): Queryable {
  return {
    async query<T>(sql: string, params: unknown[] = []) {
      const res = await q.query<T>(sql, params);
      return res.rows;
    },
    async exec(sql: string) {
      await q.exec(sql);
    },
  };
}

/** What a PGlite database adds: a copy of its files, that `openPglite` can start from. */
export interface PgliteDb extends Db {
  dump(): Promise<Blob>;
}

/**
 * Embedded PostgreSQL in this process; `dir` undefined means in memory (tests). `from`: start
 * from a dump instead of an empty cluster, which skips initdb (seconds in WebAssembly): the API
 * tests start each describe block's database from one migrated and seeded copy.
 */
export async function openPglite(dir?: string, options: { from?: Blob } = {}): Promise<PgliteDb> {
  let unlock = () => {};
  if (dir) {
    mkdirSync(dir, { recursive: true });
    unlock = lockDataDir(dir);
  }
  let pg: PGlite;
  try {
    pg = await PGlite.create(dir ? join(dir, 'pgdata') : undefined, { parsers, ...(options.from ? { loadDataDir: options.from } : {}) });
  } catch (err) {
    unlock();
    throw err;
  }
  const base = wrap(pg);
  return {
    kind: 'pglite',
    ...base,
    transaction: (fn) => pg.transaction((tx) => fn(wrap(tx))),
    dump: () => pg.dumpDataDir('none'),
    async close() {
      await pg.close();
      unlock();
    },
  };
}
