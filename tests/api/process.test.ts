import { rmSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { expectExit, spawnServer, startServer, type ServerProcess } from '../../scripts/lib/serverProcess.ts';
import { BROKEN_MIGRATION, BROKEN_TABLE, brokenMigrationsDir, realMigrations, recordedMigrations, tableExists } from './helpers/migrations.ts';
import { seededPgliteDataDir, serverTargets, type ServerTarget } from './helpers/serverTargets.ts';
import { DEMO_PASSWORD } from '../../server/seed/demo.ts';

/** Servers and data of the running test, cleaned up whatever happens. */
const started: ServerProcess[] = [];
const targets: ServerTarget[] = [];
const dirs: string[] = [];
afterEach(async () => {
  for (const server of started.splice(0)) await server.stop();
  for (const target of targets.splice(0)) await target.dispose();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

async function signIn(server: ServerProcess, username = 'admin'): Promise<string> {
  const res = await fetch(`${server.url}/api/v1/api-token-auth/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: DEMO_PASSWORD }),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { token: string }).token;
}

async function profileStatus(server: ServerProcess, token: string): Promise<number> {
  const res = await fetch(`${server.url}/api/v3/user/profile/`, { headers: { authorization: `Token ${token}` } });
  await res.arrayBuffer();
  return res.status;
}

describe.each(serverTargets())('server start on $name', (kind) => {
  it('refuses to start on a failing migration, says which, and leaves the database as it was', async () => {
    const target = await kind.seeded();
    targets.push(target);
    const migrations = brokenMigrationsDir();
    dirs.push(migrations);
    const server = await spawnServer({ ...target.storage, env: { MIGRATIONS_DIR: migrations } });
    started.push(server);
    const exit = await expectExit(server);
    expect(exit.code, server.output()).not.toBe(0);
    expect(exit.code).not.toBeNull();
    expect(server.output()).toMatch(/could not start/i);
    expect(server.output()).toContain(BROKEN_MIGRATION);
    expect(server.output()).not.toMatch(/^\s+at /m);

    const db = await target.open();
    try {
      expect(await tableExists(db, BROKEN_TABLE)).toBe(false);
      expect(await recordedMigrations(db)).toEqual(realMigrations());
    } finally {
      await db.close();
    }
  });
});

describe('the PGlite data directory lock', () => {
  it('turns a second server away without harm, and passes to a new one after kill -9', async () => {
    const target = await seededPgliteDataDir();
    targets.push(target);
    const first = await startServer(target.storage);
    started.push(first);
    const token = await signIn(first);

    const second = await spawnServer(target.storage);
    started.push(second);
    const exit = await expectExit(second);
    expect(exit.code).not.toBe(0);
    expect(exit.code).not.toBeNull();
    expect(second.output()).toContain('in use by another Switchboard process');
    expect(second.output()).toContain(`pid ${first.child.pid}`);

    // The refused server left the lock alone: a third one is refused too.
    const again = await spawnServer(target.storage);
    started.push(again);
    expect((await expectExit(again)).code).not.toBe(0);
    expect(again.output()).toContain('in use by another Switchboard process');

    // The first server goes on as if nothing happened.
    expect(await profileStatus(first, token)).toBe(200);
    const later = await signIn(first, 'user');

    expect((await first.stop('SIGKILL')).signal).toBe('SIGKILL');
    const third = await startServer(target.storage);
    started.push(third);
    expect(await profileStatus(third, token)).toBe(200);
    expect(await profileStatus(third, later)).toBe(200);
    await signIn(third, 'reseller');
  });
});
