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

/** Embedded PostgreSQL in this process; `dir` undefined means in memory (tests). */
export async function openPglite(dir?: string): Promise<Db> {
  let unlock = () => {};
  if (dir) {
    mkdirSync(dir, { recursive: true });
    unlock = lockDataDir(dir);
  }
  let pg: PGlite;
  try {
    pg = await PGlite.create(dir ? join(dir, 'pgdata') : undefined, { parsers });
  } catch (err) {
    unlock();
    throw err;
  }
  const base = wrap(pg);
  return {
    kind: 'pglite',
    ...base,
    transaction: (fn) => pg.transaction((tx) => fn(wrap(tx))),
    async close() {
      await pg.close();
      unlock();
    },
  };
}
