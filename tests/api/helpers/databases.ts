import { randomBytes } from 'node:crypto';
import { openDatabase, type Db } from '../../../server/db/index.ts';
import { asAdmin, emptyPglite, seededPglite, seededPostgres } from './seededCopy.ts';

/** A database that exists for one test file and is thrown away afterwards. */
export interface TestDatabase {
  readonly db: Db;
  /** Set for PostgreSQL: the URL a spawned server can be given as DATABASE_URL. */
  readonly url?: string;
  drop(): Promise<void>;
}

export interface DatabaseKind {
  readonly name: 'pglite' | 'postgres';
  /** An empty database: no migrations, no data. */
  create(): Promise<TestDatabase>;
  /** A database with the migrations and the demo seed (a copy: seededCopy.ts). */
  seeded(): Promise<TestDatabase>;
}

/**
 * A uniquely named database on the server of `baseUrl`, so that test files and parallel CI
 * runs never see each other's rows. The name is generated here, never taken from input.
 */
export async function createPostgresDatabase(baseUrl: string, seeded = false): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `switchboard_test_${process.pid}_${randomBytes(6).toString('hex')}`;
  let url: string;
  if (seeded) url = await seededPostgres(baseUrl, name);
  else {
    await asAdmin(baseUrl, (c) => c.query(`CREATE DATABASE ${name}`));
    const named = new URL(baseUrl);
    named.pathname = `/${name}`;
    url = named.toString();
  }
  return {
    url,
    // FORCE: a server killed with -9 can leave its connections behind for a moment.
    drop: () => asAdmin(baseUrl, (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => {}),
  };
}

const pglite: DatabaseKind = {
  name: 'pglite',
  async create() {
    const db = await emptyPglite();
    return { db, drop: () => db.close() };
  },
  async seeded() {
    const db = await seededPglite();
    return { db, drop: () => db.close() };
  },
};

function postgres(baseUrl: string): DatabaseKind {
  const open = async (seeded: boolean): Promise<TestDatabase> => {
    const { url, drop } = await createPostgresDatabase(baseUrl, seeded);
    const db = await openDatabase({ databaseUrl: url });
    return {
      db,
      url,
      async drop() {
        await db.close();
        await drop();
      },
    };
  };
  return { name: 'postgres', create: () => open(false), seeded: () => open(true) };
}

/** PGlite always; a PostgreSQL server too when TEST_DATABASE_URL names one (CI does). */
export function databases(): DatabaseKind[] {
  const url = process.env.TEST_DATABASE_URL;
  return url ? [pglite, postgres(url)] : [pglite];
}
