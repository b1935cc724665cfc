import { mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { openDatabase, type Db } from '../../../server/db/index.ts';
import type { SpawnOptions } from '../../../scripts/lib/serverProcess.ts';
import { createPostgresDatabase } from './databases.ts';
import { seededPgliteDir } from './seededCopy.ts';

/** Where a spawned server keeps its data: a PGlite directory, or a PostgreSQL database. */
export interface ServerTarget {
  /** DATA_DIR or DATABASE_URL for spawnServer. */
  readonly storage: Pick<SpawnOptions, 'dataDir' | 'databaseUrl'>;
  /** Opens the same data from the test, for PGlite only while no server holds it. */
  open(): Promise<Db>;
  dispose(): Promise<void>;
}

export interface ServerTargetKind {
  readonly name: 'pglite' | 'postgres';
  /** Empty: the server that starts on it runs the migrations and writes the demo data. */
  create(): Promise<ServerTarget>;
  /**
   * Migrated and seeded already (a copy: seededCopy.ts), as a server leaves it after its first
   * start: a server starts on it in seconds instead of migrating and seeding for a minute.
   */
  seeded(): Promise<ServerTarget>;
}

/** An empty PGlite data directory (or `dataDir`, which the target removes when disposed). */
export function pgliteDataDir(dataDir = mkdtempSync(join(tmpdir(), 'switchboard-data-'))): ServerTarget {
  return {
    storage: { dataDir },
    open: () => openDatabase({ dataDir }),
    dispose: async () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

/** A PGlite data directory with the migrations and the demo data. */
export async function seededPgliteDataDir(): Promise<ServerTarget> {
  const dataDir = mkdtempSync(join(tmpdir(), 'switchboard-data-'));
  const target = pgliteDataDir(dataDir);
  try {
    await seededPgliteDir(dataDir);
  } catch (err) {
    await target.dispose();
    throw err;
  }
  return target;
}

/** A fresh database on the PostgreSQL server of `baseUrl`, empty or `seeded` (a copy of the seeded template). */
export function postgresTarget(baseUrl: string, seeded: boolean): () => Promise<ServerTarget> {
  return async () => {
    const { url, drop } = await createPostgresDatabase(baseUrl, seeded);
    return { storage: { databaseUrl: url }, open: () => openDatabase({ databaseUrl: url }), dispose: drop };
  };
}

/** PGlite in a data directory always; a PostgreSQL database too when TEST_DATABASE_URL is set. */
export function serverTargets(): ServerTargetKind[] {
  const kinds: ServerTargetKind[] = [{ name: 'pglite', create: async () => pgliteDataDir(), seeded: seededPgliteDataDir }];
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (baseUrl) kinds.push({ name: 'postgres', create: postgresTarget(baseUrl, false), seeded: postgresTarget(baseUrl, true) });
  return kinds;
}
