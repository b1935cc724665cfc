import { randomBytes } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type pg from 'pg';

/**
 * The API project's workers share their seeded copies (seededCopy.ts): one worker migrates and
 * seeds (about 25 CPU seconds each, PGlite and PostgreSQL), the others wait for it and copy the
 * same dump or template, instead of every worker seeding its own every few minutes. A copy is
 * as young as it was when each worker made its own: its age is counted from when its seed began.
 *
 * The run's token (set by globalSetup.ts before the workers start) scopes what is shared to one
 * vitest run; without it (a helper used outside vitest) each process seeds for itself, as before.
 */
export const RUN_ENV = 'SWITCHBOARD_SEED_RUN';

export function runToken(): string | undefined {
  const token = process.env[RUN_ENV];
  return token && /^[0-9a-f]{8}$/.test(token) ? token : undefined;
}

export function newRunToken(): string {
  return randomBytes(4).toString('hex');
}

export interface Seeded<T> {
  /** When the seed began (its "now"), in ms since the epoch. */
  at: number;
  value: T;
}

/** Where a run's workers leave their PGlite dumps; removed by globalSetup's teardown. */
export function runDir(token: string): string {
  return join(tmpdir(), `switchboard-seed-run-${token}`);
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** The newest dump in `dir` younger than `maxAgeMs`, if any. */
function youngDump(dir: string, maxAgeMs: number): Seeded<string> | undefined {
  const found = readdirSync(dir)
    .map((name) => /^pglite-(\d+)\.dump$/.exec(name))
    .filter((m): m is RegExpExecArray => m !== null)
    .map((m) => ({ at: Number(m[1]), value: join(dir, m[0]) }))
    .sort((a, b) => b.at - a.at)[0];
  return found && Date.now() - found.at < maxAgeMs ? found : undefined;
}

/**
 * A PGlite dump younger than `maxAgeMs` that this run's workers share: one made by another
 * worker, or made here by `make` while the others wait. The lock is a file holding the maker's
 * pid, so that a worker that died while seeding does not leave the others waiting.
 */
export async function sharedPgliteDump(token: string, maxAgeMs: number, make: () => Promise<Blob>): Promise<Seeded<Blob>> {
  const dir = runDir(token);
  mkdirSync(dir, { recursive: true });
  const lock = join(dir, 'pglite.lock');
  for (;;) {
    const young = youngDump(dir, maxAgeMs);
    if (young) return { at: young.at, value: new Blob([readFileSync(young.value)]) };
    try {
      writeFileSync(lock, String(process.pid), { flag: 'wx' });
    } catch {
      const holder = Number(readFileSafe(lock));
      if (holder && !alive(holder)) rmSync(lock, { force: true });
      // Another worker is seeding: its dump appears in a moment (a poll that ends on it).
      else await new Promise((r) => setTimeout(r, 200));
      continue;
    }
    try {
      // Another worker may have finished between the look and the lock.
      const made = youngDump(dir, maxAgeMs);
      if (made) return { at: made.at, value: new Blob([readFileSync(made.value)]) };
      const at = Date.now();
      const dump = await make();
      const file = join(dir, `pglite-${at}.dump`);
      writeFileSync(`${file}.${process.pid}.part`, Buffer.from(await dump.arrayBuffer()));
      renameSync(`${file}.${process.pid}.part`, file);
      return { at, value: dump };
    } finally {
      rmSync(lock, { force: true });
    }
  }
}

function readFileSafe(path: string): string {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return '';
  }
}

/**
 * The name of a template database younger than `maxAgeMs` that this run's workers share, made
 * by `make(name)` when there is none. A PostgreSQL advisory lock, held by `admin` while it looks
 * and makes, lets one worker seed while the others wait; it goes with the session if the worker dies.
 */
export async function sharedTemplate(
  admin: pg.Client,
  prefix: string,
  token: string,
  maxAgeMs: number,
  make: (name: string) => Promise<void>,
): Promise<Seeded<string>> {
  const own = `${prefix}${token}_`;
  await admin.query('SELECT pg_advisory_lock(hashtext($1))', [own]);
  try {
    const found = await admin.query<{ datname: string }>('SELECT datname FROM pg_database WHERE datname LIKE $1', [`${own}%`]);
    const newest = found.rows
      .map(({ datname }) => ({ at: Number(datname.slice(own.length)), value: datname }))
      .filter((t) => Number.isFinite(t.at))
      .sort((a, b) => b.at - a.at)[0];
    if (newest && Date.now() - newest.at < maxAgeMs) return newest;
    const at = Date.now();
    const name = `${own}${at}`;
    try {
      await make(name);
    } catch (err) {
      // A half-seeded template must not pass for a young one.
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => undefined);
      throw err;
    }
    return { at, value: name };
  } finally {
    await admin.query('SELECT pg_advisory_unlock(hashtext($1))', [own]);
  }
}
