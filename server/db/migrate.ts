import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Db } from './types.ts';

export const MIGRATIONS_DIR = fileURLToPath(new URL('../migrations', import.meta.url));

export class MigrationError extends Error {}

/**
 * Applies the versioned files of `dir` in name order, each in its own transaction together
 * with its row in schema_migrations: a file that fails leaves the database as it was.
 */
export async function migrate(db: Db, dir = MIGRATIONS_DIR): Promise<string[]> {
  await db.exec(
    `CREATE TABLE IF NOT EXISTS schema_migrations (
       version text PRIMARY KEY,
       applied_at timestamptz NOT NULL DEFAULT now()
     )`,
  );
  const files = readdirSync(dir)
    .filter((f) => /^\d+_[\w-]+\.sql$/.test(f))
    .sort();
  const applied: string[] = [];
  for (const file of files) {
    const version = file.replace(/\.sql$/, '');
    const sql = readFileSync(join(dir, file), 'utf8');
    try {
      const done = await db.transaction(async (tx) => {
        // Several servers may start together on one PostgreSQL database.
        await tx.query('SELECT pg_advisory_xact_lock(727274)');
        const rows = await tx.query('SELECT 1 FROM schema_migrations WHERE version = $1', [version]);
        if (rows.length) return false;
        await tx.exec(sql);
        await tx.query('INSERT INTO schema_migrations (version) VALUES ($1)', [version]);
        return true;
      });
      if (done) applied.push(version);
    } catch (err) {
      throw new MigrationError(
        `Migration ${file} failed and was rolled back; the database is unchanged by it. ${(err as Error).message}`,
      );
    }
  }
  return applied;
}
