import { cpSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { MIGRATIONS_DIR } from '../../../server/db/migrate.ts';
import type { Queryable } from '../../../server/db/index.ts';

export const BROKEN_MIGRATION = '9999_broken.sql';
/** The table the broken migration creates before it fails: it must not survive. */
export const BROKEN_TABLE = 'broken_migration_probe';

/** The versions of the real migrations, in the order they apply. */
export function realMigrations(): string[] {
  return readdirSync(MIGRATIONS_DIR)
    .filter((f) => /^\d+_[\w-]+\.sql$/.test(f))
    .sort()
    .map((f) => f.replace(/\.sql$/, ''));
}

/** A copy of the real migrations plus one that creates a table, writes to it, and then fails. */
export function brokenMigrationsDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'switchboard-migrations-'));
  cpSync(MIGRATIONS_DIR, dir, { recursive: true });
  writeFileSync(
    join(dir, BROKEN_MIGRATION),
    `CREATE TABLE ${BROKEN_TABLE} (id integer PRIMARY KEY);\nINSERT INTO ${BROKEN_TABLE} VALUES (1);\nSELECT 1 / 0;\n`,
  );
  return dir;
}

export async function recordedMigrations(db: Queryable): Promise<string[]> {
  const rows = await db.query<{ version: string }>('SELECT version FROM schema_migrations ORDER BY version');
  return rows.map((r) => r.version);
}

export async function tableExists(db: Queryable, table: string): Promise<boolean> {
  const [row] = await db.query<{ found: boolean }>('SELECT to_regclass($1) IS NOT NULL AS found', [table]);
  return row.found;
}
