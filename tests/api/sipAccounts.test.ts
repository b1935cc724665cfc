import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiOf, databases, testConfig, useSeededApp } from './helpers/harness.ts';
import { demoOf, extensionBody, urlOf } from './helpers/records.ts';
import { buildApp } from '../../server/app.ts';
import { openDatabase } from '../../server/db/index.ts';
import { migrate } from '../../server/db/migrate.ts';
import { seedDemo } from '../../server/seed/demo.ts';
import { issuePlatformToken } from '../../server/ingest/tokens.ts';
import { ha1Of, readSipAccount, sipDomain } from '../../server/sip/accounts.ts';
import { registrarToken } from '../../server/sip/registrarToken.ts';
import { KEY_FILE } from '../../server/sip/secretKey.ts';

const EXTENSIONS = urlOf('extension');
const account = (id: number) => `${EXTENSIONS}${id}/sip_account/`;
const CREDENTIALS = '/api/ingest/v1/sip/credentials/';
const EVENTS = '/api/ingest/v1/sip/registrations/';
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Every text the database holds, as a dump would: each text, jsonb and bytea column of every table. */
async function everyText(db: { query<T>(sql: string, params?: unknown[]): Promise<T[]> }): Promise<string> {
  const columns = await db.query<{ table_name: string; column_name: string }>(
    `SELECT table_name, column_name FROM information_schema.columns
      WHERE table_schema = 'public' AND data_type IN ('text', 'character varying', 'jsonb', 'json', 'bytea', 'ARRAY')`,
  );
  const parts: string[] = [];
  for (const { table_name: t, column_name: c } of columns) {
    const rows = await db.query<{ v: string | null }>(`SELECT "${c}"::text AS v FROM "${t}"`);
    for (const row of rows) if (row.v) parts.push(row.v);
  }
  return parts.join('\n');
}

describe.each(databases())('SIP accounts on $name', (kind) => {
  const dataDir = mkdtempSync(join(tmpdir(), 'switchboard-sip-'));
  const harness = useSeededApp(kind, { dataDir });
  let tokens: Awaited<ReturnType<typeof demoOf>>['tokens'];
  let acme: number;
  let blue: number;
  let userExtension: number;
  let otherExtension: number;
  let blueExtension: number;

  beforeAll(async () => {
    const demo = await demoOf(harness);
    tokens = demo.tokens;
    ({ acme, blueHarbor: blue } = demo.groups);
    const [user] = await harness.db.query<{ extension_id: number }>(`SELECT extension_id FROM users WHERE username = 'user'`);
    userExtension = user.extension_id;
    const [other] = await harness.db.query<{ id: number }>(`SELECT id FROM res_extension WHERE group_id = $1 AND id <> $2 ORDER BY id LIMIT 1`, [acme, userExtension]);
    otherExtension = other.id;
    const [b] = await harness.db.query<{ id: number }>(`SELECT id FROM res_extension WHERE group_id = $1 ORDER BY id LIMIT 1`, [blue]);
    blueExtension = b.id;
    // The app has started: every extension has its account.
    await harness.get(account(otherExtension), { token: tokens.admin });
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('gives every extension an account: its number, a unique auth name and its group’s domain', async () => {
    const res = await harness.get(account(otherExtension), { token: tokens.admin });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    const [row] = await harness.db.query<{ extension: string }>(`SELECT data ->> 'extension' AS extension FROM res_extension WHERE id = $1`, [otherExtension]);
    expect(body).toMatchObject({ username: row.extension, auth_name: `sb${otherExtension}`, domain: sipDomain(acme) });
    expect(body).not.toHaveProperty('password');
    expect(res.headers['cache-control']).toBe('no-store');
    const [{ count }] = await harness.db.query<{ count: number }>('SELECT count(*)::int AS count FROM res_extension e LEFT JOIN sip_accounts a ON a.extension_id = e.id WHERE a.extension_id IS NULL');
    expect(count).toBe(0);
    expect(statSync(join(dataDir, KEY_FILE)).mode & 0o777).toBe(0o600);
  });

  it('reveals the password to an administrator and to the extension’s own user, and logs it', async () => {
    const revealed = await harness.post(`${account(otherExtension)}reveal/`, { token: tokens.admin });
    expect(revealed.statusCode, revealed.body).toBe(200);
    const { password } = revealed.json<{ password: string }>();
    expect(password).toMatch(/^[A-Za-z0-9]{24}$/);
    expect((await readSipAccount(harness.db, otherExtension))?.password).toBe(password);
    const own = await harness.post(`${account(userExtension)}reveal/`, { token: tokens.user });
    expect(own.statusCode, own.body).toBe(200);
    const audit = await harness.db.query<{ username: string; action: string; extension_id: number }>('SELECT username, action, extension_id FROM sip_account_audit ORDER BY id');
    expect(audit).toEqual(expect.arrayContaining([
      expect.objectContaining({ username: 'admin', action: 'reveal', extension_id: otherExtension }),
      expect.objectContaining({ username: 'user', action: 'reveal', extension_id: userExtension }),
    ]));
  });

  it('refuses a plain user another’s account, and every one outside the group', async () => {
    expect((await harness.get(account(otherExtension), { token: tokens.user })).statusCode).toBe(403);
    expect((await harness.post(`${account(otherExtension)}reveal/`, { token: tokens.user })).statusCode).toBe(403);
    expect((await harness.post(`${account(userExtension)}password/`, { token: tokens.user })).statusCode).toBe(403);
    expect([403, 404]).toContain((await harness.post(`${account(blueExtension)}reveal/`, { token: tokens.admin })).statusCode);
    expect((await harness.post(`${account(otherExtension)}reveal/`)).statusCode).toBe(401);
  });

  it('makes a new password that replaces the old one at once', async () => {
    const before = (await readSipAccount(harness.db, otherExtension))!;
    const res = await harness.post(`${account(otherExtension)}password/`, { token: tokens.admin });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).not.toHaveProperty('password');
    const after = (await readSipAccount(harness.db, otherExtension))!;
    expect(after.password).not.toBe(before.password);
    const ha1 = await harness.get(`${CREDENTIALS}?auth_name=${after.authName}&realm=${after.domain}&user=${after.username}`, { headers: bearer(registrarToken()) });
    expect(ha1.statusCode, ha1.body).toBe(200);
    expect(ha1.body).toBe(ha1Of(after));
    expect(ha1.body).not.toBe(ha1Of(before));
  });

  it('gives a new extension its account, and takes it away with the extension', async () => {
    const made = await harness.post(EXTENSIONS, { token: tokens.admin, body: await extensionBody(harness.db, acme, { extension: 777, email: 'sip.new@example.com' }) });
    expect(made.statusCode, made.body).toBe(201);
    const id = made.json<{ id: number }>().id;
    expect((await harness.get(account(id), { token: tokens.admin })).json()).toMatchObject({ username: '777', auth_name: `sb${id}` });
    expect((await harness.request('DELETE', `${EXTENSIONS}${id}/`, { token: tokens.admin })).statusCode).toBe(204);
    expect(await harness.db.query('SELECT 1 FROM sip_accounts WHERE extension_id = $1', [id])).toEqual([]);
    expect(await readSipAccount(harness.db, id)).toBeUndefined();
  });

  it('never carries a password in lists, records, exports or any other answer', async () => {
    const passwords = (await harness.db.query<{ id: number }>('SELECT id FROM res_extension ORDER BY id')).map(async ({ id }) => (await readSipAccount(harness.db, id))!.password);
    const all = await Promise.all(passwords);
    const answers = [
      await harness.get(`${EXTENSIONS}?page_size=100`, { token: tokens.admin }),
      await harness.get(`${EXTENSIONS}${otherExtension}/`, { token: tokens.admin }),
      await harness.get(`${EXTENSIONS}${userExtension}/`, { token: tokens.user }),
      await harness.get(account(otherExtension), { token: tokens.admin }),
      await harness.get('/api/v3/user/profile/', { token: tokens.user }),
      await harness.get(`${urlOf('device')}?page_size=100`, { token: tokens.admin }),
    ];
    for (const res of answers) {
      expect(res.statusCode, res.body).toBe(200);
      for (const password of all) expect(res.body).not.toContain(password);
    }
  });

  it('keeps no password in clear in the database, nor its HA1', async () => {
    const dump = await everyText(harness.db);
    for (const { id } of await harness.db.query<{ id: number }>('SELECT id FROM res_extension')) {
      const sip = (await readSipAccount(harness.db, id))!;
      expect(dump).not.toContain(sip.password);
      expect(dump).not.toContain(ha1Of(sip));
    }
  });

  it('answers the registrar the HA1 only, with a token', async () => {
    const sip = (await readSipAccount(harness.db, otherExtension))!;
    const url = `${CREDENTIALS}?auth_name=${sip.authName}&realm=${sip.domain}&user=${sip.username}`;
    expect((await harness.get(url)).statusCode).toBe(401);
    expect((await harness.get(url, { headers: bearer('0'.repeat(40)) })).statusCode).toBe(401);
    expect((await harness.get(url, { token: tokens.admin })).statusCode).toBe(401);
    const ok = await harness.get(url, { headers: bearer(registrarToken()) });
    expect(ok.body).toMatch(/^[0-9a-f]{32}$/);
    expect(ok.body).not.toContain(sip.password);
    // Another group's realm, another number, or a platform token of another group: nothing.
    expect((await harness.get(`${CREDENTIALS}?auth_name=${sip.authName}&realm=${sipDomain(blue)}`, { headers: bearer(registrarToken()) })).statusCode).toBe(404);
    expect((await harness.get(`${CREDENTIALS}?auth_name=${sip.authName}&realm=${sip.domain}&user=999`, { headers: bearer(registrarToken()) })).statusCode).toBe(404);
    const bluePlatform = await issuePlatformToken(harness.db, blue, 'registrar of Blue Harbor');
    expect((await harness.get(url, { headers: bearer(bluePlatform) })).statusCode).toBe(404);
    const acmePlatform = await issuePlatformToken(harness.db, acme, 'registrar of Acme');
    expect((await harness.get(url, { headers: bearer(acmePlatform) })).body).toBe(ok.body);
  });

  it('follows the registrar’s events: registered, refreshed, removed, expired', async () => {
    const sip = (await readSipAccount(harness.db, otherExtension))!;
    const aor = `${sip.username}@${sip.domain}`;
    const headers = bearer(registrarToken());
    const state = async () => (await harness.get(account(otherExtension), { token: tokens.admin })).json<{ registered: boolean; registrations: { user_agent: string; source: string }[] }>();
    // The demo's phone, as a registrar reported it, is gone: this extension starts unregistered.
    await harness.db.query('DELETE FROM sip_registrations WHERE extension_id = $1', [otherExtension]);
    await harness.db.query(`UPDATE res_extension SET data = jsonb_set(data, '{registered}', 'false') WHERE id = $1`, [otherExtension]);

    const registered = await harness.post(EVENTS, { headers, body: { event: 'register', aor, contact: '<sip:201@127.0.0.1:5070;transport=udp>;expires=120', user_agent: 'Yealink SIP-T54W 96.86.0.100', source: '127.0.0.1:5070' } });
    expect(registered.statusCode, registered.body).toBe(200);
    expect(registered.json()).toEqual({ extension: otherExtension, registered: true });
    expect(await state()).toMatchObject({ registered: true, registrations: [{ user_agent: 'Yealink SIP-T54W 96.86.0.100', source: '127.0.0.1:5070' }] });
    const record = await harness.get(`${EXTENSIONS}${otherExtension}/`, { token: tokens.admin });
    expect(record.json()).toMatchObject({ registered: true });

    // A form, as Kamailio posts it; a refresh keeps one registration.
    const form = new URLSearchParams({ event: 'register', aor, contact: '<sip:201@127.0.0.1:5070;transport=udp>', expires: '300', user_agent: 'Yealink SIP-T54W 96.86.0.101', source: '127.0.0.1:5070' });
    const refreshed = await harness.post(EVENTS, { headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' }, body: form.toString() });
    expect(refreshed.statusCode, refreshed.body).toBe(200);
    expect((await state()).registrations).toEqual([expect.objectContaining({ user_agent: 'Yealink SIP-T54W 96.86.0.101' })]);

    const expired = await harness.post(EVENTS, { headers, body: { event: 'expired', aor, contact: 'sip:201@127.0.0.1:5070;transport=udp' } });
    expect(expired.json()).toEqual({ extension: otherExtension, registered: false });
    expect(await state()).toMatchObject({ registered: false, registrations: [] });

    await harness.post(EVENTS, { headers, body: { event: 'register', aor, contact: '<sip:201@10.0.0.9>', expires: 60 } });
    expect((await state()).registered).toBe(true);
    await harness.post(EVENTS, { headers, body: { event: 'register', aor, contact: '*', expires: 0 } });
    expect((await state()).registered).toBe(false);
  });

  it('refuses an event for an unknown extension or another group’s, without a 5xx, and changes nothing', async () => {
    const headers = bearer(registrarToken());
    const before = await harness.db.query('SELECT * FROM sip_registrations ORDER BY extension_id, contact');
    for (const aor of [`999@${sipDomain(acme)}`, `201@g999999.sip.localhost`, '201@example.com', 'nonsense']) {
      const res = await harness.post(EVENTS, { headers, body: { event: 'register', aor, contact: '<sip:x@127.0.0.1>', expires: 60 } });
      expect(res.statusCode, `${aor}: ${res.body}`).toBe(404);
    }
    const sip = (await readSipAccount(harness.db, otherExtension))!;
    const bluePlatform = await issuePlatformToken(harness.db, blue, 'Blue Harbor platform');
    const other = await harness.post(EVENTS, { headers: bearer(bluePlatform), body: { event: 'register', aor: `${sip.username}@${sip.domain}`, contact: '<sip:x@127.0.0.1>', expires: 60 } });
    expect(other.statusCode).toBe(404);
    expect((await harness.post(EVENTS, { body: { event: 'register', aor: `${sip.username}@${sip.domain}`, contact: '<sip:x@127.0.0.1>' } })).statusCode).toBe(401);
    expect((await harness.post(EVENTS, { headers, body: { event: 'bogus', aor: 'x', contact: 'y' } })).statusCode).toBe(400);
    expect(await harness.db.query('SELECT * FROM sip_registrations ORDER BY extension_id, contact')).toEqual(before);
  });
});

describe('the SIP passwords at rest in a PGlite data directory', () => {
  const dir = mkdtempSync(join(tmpdir(), 'switchboard-sip-rest-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('holds no password in clear in any file of DATA_DIR', async () => {
    const db = await openDatabase({ dataDir: join(dir, 'pg') });
    await migrate(db);
    await seedDemo(db);
    const app = await buildApp(db, testConfig({ dataDir: dir }));
    const api = apiOf(app);
    const admin = await api.signIn('admin');
    const ids = (await db.query<{ id: number }>('SELECT id FROM res_extension ORDER BY id')).map((r) => r.id);
    expect((await api.get(account(ids[0]), { token: admin })).statusCode).not.toBe(500);
    const passwords: string[] = [];
    for (const id of ids) passwords.push((await readSipAccount(db, id))!.password);
    await db.exec('CHECKPOINT');
    await app.close();
    await db.close();
    const files: string[] = [];
    const walk = (d: string) => {
      for (const entry of readdirSync(d, { withFileTypes: true })) {
        if (entry.isDirectory()) walk(join(d, entry.name));
        else files.push(join(d, entry.name));
      }
    };
    walk(dir);
    expect(files.length).toBeGreaterThan(10);
    for (const file of files) {
      const bytes = readFileSync(file);
      for (const password of passwords) expect(bytes.includes(Buffer.from(password)), `${password} in ${file}`).toBe(false);
    }
  });
});
