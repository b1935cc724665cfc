import { mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { openDatabase, type Db } from '../../../server/db/index.ts';
import type { SpawnOptions } from '../../../scripts/lib/serverProcess.ts';
import { createPostgresDatabase } from './databases.ts';

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
  create(): Promise<ServerTarget>;
}

export function pgliteDataDir(): ServerTarget {
  const dataDir = mkdtempSync(join(tmpdir(), 'switchboard-data-'));
  return {
    storage: { dataDir },
    open: () => openDatabase({ dataDir }),
    dispose: async () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

/** PGlite in a data directory always; a PostgreSQL database too when TEST_DATABASE_URL is set. */
export function serverTargets(): ServerTargetKind[] {
  const kinds: ServerTargetKind[] = [{ name: 'pglite', create: async () => pgliteDataDir() }];
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (baseUrl) {
    kinds.push({
      name: 'postgres',
      async create() {
        const { url, drop } = await createPostgresDatabase(baseUrl);
        return { storage: { databaseUrl: url }, open: () => openDatabase({ databaseUrl: url }), dispose: drop };
      },
    });
  }
  return kinds;
}
