import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { migrate, MigrationError } from '../../server/db/migrate.ts';
import { databases } from './helpers/harness.ts';
import type { TestDatabase } from './helpers/databases.ts';
import {
  BROKEN_MIGRATION, BROKEN_TABLE, brokenMigrationsDir, realMigrations, recordedMigrations, tableExists,
} from './helpers/migrations.ts';

describe.each(databases())('migrations on $name', (kind) => {
  let database: TestDatabase;
  let dirs: string[] = [];
  beforeEach(async () => {
    database = await kind.create();
  });
  afterEach(async () => {
    await database.drop();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
    dirs = [];
  });
  const broken = () => {
    const dir = brokenMigrationsDir();
    dirs.push(dir);
    return dir;
  };

  it('applies every migration once, in order, and records each', async () => {
    const versions = realMigrations();
    expect(versions.length).toBeGreaterThan(0);
    expect(await migrate(database.db)).toEqual(versions);
    expect(await recordedMigrations(database.db)).toEqual(versions);
    for (const table of ['groups', 'users', 'auth_tokens']) expect(await tableExists(database.db, table), table).toBe(true);
  });

  it('applies nothing on a second run', async () => {
    await migrate(database.db);
    const [before] = await database.db.query<{ at: string }>('SELECT max(applied_at)::text AS at FROM schema_migrations');
    expect(await migrate(database.db)).toEqual([]);
    expect(await recordedMigrations(database.db)).toEqual(realMigrations());
    const [after] = await database.db.query<{ at: string }>('SELECT max(applied_at)::text AS at FROM schema_migrations');
    expect(after.at).toBe(before.at);
  });

  it('names a failing migration and leaves no trace of it, on a fresh or an existing database', async () => {
    for (const existing of [false, true]) {
      if (existing) await migrate(database.db);
      const failure = await migrate(database.db, broken()).then(() => undefined, (err: unknown) => err);
      expect(failure).toBeInstanceOf(MigrationError);
      expect((failure as Error).message).toContain(BROKEN_MIGRATION);
      expect(await tableExists(database.db, BROKEN_TABLE)).toBe(false);
      // The migrations before it stay applied; the failing one is not recorded.
      expect(await recordedMigrations(database.db)).toEqual(realMigrations());
    }
  });

  it('applies the migration once it is fixed', async () => {
    const dir = broken();
    await expect(migrate(database.db, dir)).rejects.toThrow(MigrationError);
    writeFileSync(join(dir, BROKEN_MIGRATION), `CREATE TABLE ${BROKEN_TABLE} (id integer PRIMARY KEY);`);
    expect(await migrate(database.db, dir)).toEqual([BROKEN_MIGRATION.replace('.sql', '')]);
    expect(await tableExists(database.db, BROKEN_TABLE)).toBe(true);
  });
});
