import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openDatabase, type Db } from '../../../server/db/index.ts';
import { openPglite, type PgliteDb } from '../../../server/db/pglite.ts';
import { migrate } from '../../../server/db/migrate.ts';
import { seedDemo } from '../../../server/seed/demo.ts';
import { analyzeStaleTables } from '../../../server/db/analyze.ts';
import { runToken, sharedPgliteDump, sharedTemplate, type Seeded } from './sharedSeed.ts';

/**
 * Migrating and seeding took most of an API test file's time (PGlite's initdb alone is seconds
 * in WebAssembly): each describe block now gets a copy of one migrated and seeded database,
 * made once per worker process: a dump that PGlite starts from, a template database that the
 * PostgreSQL server copies, and for spawned servers a data directory made from the dump, which
 * each server's directory copies (a server would otherwise run initdb, the migrations and the
 * seed itself: most of a spawned-server test's time). The copies are kept on globalThis, which outlives the module reset
 * between the files a worker runs (tests/support/sharedWorkerFile.ts). A copy older than
 * MAX_AGE_MS is made again, so that the seed's "now" (calls of the last hour, today's figures)
 * stays close to the test's. The dump and the template are shared by the run's workers
 * (sharedSeed.ts): one seeds, the others copy, where each used to seed its own.
 */
// Longer than the API project takes on a clean clone (7–11 min), so that a run seeds once: at
// five minutes, two more seeds of 25 CPU seconds per database came in every run, each with the
// other worker waiting for it. The demo's times are hours and days from its "now".
const MAX_AGE_MS = 15 * 60_000;
/** Template databases are named so; `dropTemplates` removes them all after a run. */
export const TEMPLATE_PREFIX = 'switchboard_tpl_';

interface Made<T> {
  /** When the copy's seed began: when it was asked for, until a shared one says its own time. */
  at: number;
  value: Promise<T>;
}
interface Copies {
  /** An empty cluster (initdb only): it holds no "now", so it is kept for the worker's life. */
  empty?: Promise<Blob>;
  pglite?: Made<Blob>;
  /** The data directory made from the dump `from`; made again when the dump is. */
  pgliteDir?: { from: Promise<Blob>; dir: Promise<string> };
  postgres?: Made<string>;
}
const store = globalThis as typeof globalThis & { __switchboardSeededCopies?: Copies };
const copies = (store.__switchboardSeededCopies ??= {});

async function seed(db: Db) {
  await migrate(db);
  await seedDemo(db);
}

/** The copy `get` holds while it is young enough, else a new one made by `make` and kept by `set`. */
function current<T>(get: () => Made<T> | undefined, set: (made: Made<T> | undefined) => void, make: () => Promise<Seeded<T>>): Promise<T> {
  const made = get();
  if (made && Date.now() - made.at < MAX_AGE_MS) return made.value;
  const seeded = make();
  const next: Made<T> = { at: Date.now(), value: seeded.then((s) => s.value) };
  // A copy another worker made is as old as its seed, not as this look.
  void seeded.then((s) => (next.at = s.at), () => undefined);
  set(next);
  // A failed copy is not kept: the next describe block tries again and reports its own error.
  next.value.catch(() => get() === next && set(undefined));
  return next.value;
}

/** An empty PGlite in memory (no migrations, no data), without running initdb again. */
export async function emptyPglite(): Promise<PgliteDb> {
  if (!copies.empty) {
    const made = (async () => {
      const db = await openPglite();
      try {
        return await db.dump();
      } finally {
        await db.close();
      }
    })();
    copies.empty = made;
    made.catch(() => copies.empty === made && (copies.empty = undefined));
  }
  return openPglite(undefined, { from: await copies.empty });
}

/** The dump of a migrated and seeded PGlite. */
function pgliteDump(): Promise<Blob> {
  const make = async () => {
    const db = await emptyPglite();
    try {
      await seed(db);
      return await db.dump();
    } finally {
      await db.close();
    }
  };
  return current(() => copies.pglite, (made) => (copies.pglite = made), async () => {
    const token = runToken();
    if (token) return sharedPgliteDump(token, MAX_AGE_MS, make);
    return { at: Date.now(), value: await make() };
  });
}

/** A migrated and seeded PGlite in memory. */
export async function seededPglite(): Promise<Db> {
  return openPglite(undefined, { from: await pgliteDump() });
}

/**
 * The data directories made for this worker (the one in use, and any that a newer dump replaced
 * while a test might still copy it): removed when the worker ends.
 */
function madeDirs(): Set<string> {
  const kept = store as typeof store & { __switchboardSeededDirs?: Set<string> };
  if (!kept.__switchboardSeededDirs) {
    const dirs = (kept.__switchboardSeededDirs = new Set());
    process.once('exit', () => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));
  }
  return kept.__switchboardSeededDirs;
}

/**
 * Fills `dir` (empty or missing) with a migrated and seeded PGlite data directory, as DATA_DIR
 * of a spawned server: a file copy of one directory the worker made from the seeded dump.
 */
export async function seededPgliteDir(dir: string): Promise<void> {
  const from = pgliteDump();
  let made = copies.pgliteDir?.from === from ? copies.pgliteDir.dir : undefined;
  if (!made) {
    const next = (async () => {
      const template = mkdtempSync(join(tmpdir(), 'switchboard-seeded-'));
      madeDirs().add(template);
      // Opened once with the dump, analysed as a server's start does, and closed cleanly: what a
      // server finds in a directory it used before, so that each spawned server's start does not
      // analyse the demo's tables again.
      const db = await openPglite(template, { from: await from });
      await analyzeStaleTables(db);
      await db.close();
      return template;
    })();
    copies.pgliteDir = { from, dir: next };
    next.catch(() => copies.pgliteDir?.dir === next && (copies.pgliteDir = undefined));
    made = next;
  }
  cpSync(await made, dir, { recursive: true });
}

/** A connection to the server's maintenance database for CREATE and DROP DATABASE. */
export async function asAdmin<T>(baseUrl: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

const withName = (baseUrl: string, name: string) => {
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

/** A migrated and seeded database of its own on the server of `baseUrl`, and its URL. */
export async function seededPostgres(baseUrl: string, name: string): Promise<string> {
  const make = async (template: string) => {
    await asAdmin(baseUrl, (c) => c.query(`CREATE DATABASE ${template}`));
    const db = await openDatabase({ databaseUrl: withName(baseUrl, template) });
    try {
      await seed(db);
    } finally {
      // CREATE DATABASE … TEMPLATE needs the template without connections.
      await db.close();
    }
  };
  const template = await current(() => copies.postgres, (made) => (copies.postgres = made), async () => {
    const token = runToken();
    if (token) return asAdmin(baseUrl, (admin) => sharedTemplate(admin, TEMPLATE_PREFIX, token, MAX_AGE_MS, make));
    const at = Date.now();
    const own = `${TEMPLATE_PREFIX}${process.pid}_${randomBytes(4).toString('hex')}`;
    await make(own);
    return { at, value: own };
  });
  await asAdmin(baseUrl, (c) => c.query(`CREATE DATABASE ${name} TEMPLATE ${template}`));
  return withName(baseUrl, name);
}

/** Drops every template database on the server (after a run: vitest's global set-up). */
export async function dropTemplates(baseUrl: string) {
  await asAdmin(baseUrl, async (c) => {
    const found = await c.query<{ datname: string }>('SELECT datname FROM pg_database WHERE datname LIKE $1', [`${TEMPLATE_PREFIX}%`]);
    for (const { datname } of found.rows) await c.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
  });
}
