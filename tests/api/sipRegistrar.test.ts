import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT, startServer, type ServerProcess } from '../../scripts/lib/serverProcess.ts';
import { answersOptions, freeUdpPort, requireTool, until } from './sipCalls.support.ts';
import { serverTargets, type ServerTarget } from './helpers/serverTargets.ts';
import { DEMO_PASSWORD } from '../../server/seed/demo.ts';

/**
 * The real registrar (issue 17): Switchboard and Kamailio (`npm run sip`) on loopback, and SIPp
 * (Debian's sip-tester) registering with an extension's account. Kamailio and SIPp must be
 * installed (.ci/run installs them): without them this test fails, it does not skip.
 */
const SCENARIO = join(ROOT, 'tests', 'sip', 'register.xml');

describe.each(serverTargets())('the SIP registrar on $name', (kind) => {
  let target: ServerTarget;
  let server: ServerProcess;
  let kamailio: ChildProcess;
  let kamailioOutput = '';
  let sipPort: number;
  /** The phone's port: one phone, so its contact stays the same from one REGISTER to the next. */
  let localPort: number;
  let dir: string;
  let token: string;
  let extension: { id: number; extension: number };
  let domain: string;
  let authName: string;
  /** The password the provisioning file gave the phone. */
  let provisioned: string;
  const key = randomBytes(32).toString('base64');

  const api = async (method: string, path: string, body?: unknown) => {
    const res = await fetch(`${server.url}${path}`, {
      method,
      headers: { authorization: `Token ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    const text = await res.text();
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${text}`);
    return JSON.parse(text) as Record<string, unknown>;
  };
  const account = () => api('GET', `/api/v3/user/extension/${extension.id}/sip_account/`) as Promise<{ registered: boolean; registrations: { user_agent: string; source: string; last_registration: string }[] }>;
  /** The dashboard's registration figure: the group's extensions registered now. */
  const registeredFigure = async () => ((await api('GET', '/api/v3/dashboard/summary/')) as { company: { registered_extensions: number } }).company.registered_extensions;
  /** The figure before the test's phone registered. */
  let figureBefore: number;

  /** The Basic credentials of the test's Yealink T54W, made once in beforeAll. */
  let phoneAuth: string;

  /** A Yealink T54W on the extension, with its provisioning secret. */
  async function provisionPhone() {
    const device = (await api('POST', '/api/v1/devices/', {
      description: 'Registrar test phone', type: 'desk_phone', model: 'yealink_t54w', mac_address: '00:15:65:5a:b0:01', extension: extension.id,
    })) as { id: number };
    const { username, secret } = (await api('POST', `/api/v1/devices/${device.id}/provisioning_secret/`)) as { username: string; secret: string };
    phoneAuth = `Basic ${Buffer.from(`${username}:${secret}`).toString('base64')}`;
  }

  /**
   * The account as the phone gets it: its `<mac>.cfg` fetched with its MAC address and secret
   * (HTTP Basic), read back from Yealink's `key = value` lines.
   */
  async function provisionedAccount() {
    const file = await fetch(`${server.url}/api/v1/provisioning/0015655ab001.cfg`, { headers: { authorization: phoneAuth, 'user-agent': 'Yealink SIP-T54W 96.86.0.100 00:15:65:5a:b0:01' } });
    expect(file.status).toBe(200);
    const lines = new Map((await file.text()).split('\n').map((line) => line.split(' = ') as [string, string]));
    expect(lines.get('account.1.user_name')).toBe(String(extension.extension));
    return { domain: lines.get('account.1.sip_server.1.address')!, authName: lines.get('account.1.auth_name')!, password: lines.get('account.1.password')! };
  }

  /** One SIPp REGISTER with these credentials: its exit status and the final answers it got. */
  async function register(password: string, expires = 60) {
    const file = join(dir, `sipp-${randomBytes(4).toString('hex')}.log`);
    const args = [
      `127.0.0.1:${sipPort}`, '-sf', SCENARIO, '-s', String(extension.extension), '-set', 'domain', domain, '-set', 'expires', String(expires),
      '-au', authName, '-ap', password, '-m', '1', '-l', '1', '-i', '127.0.0.1', '-p', String(localPort), '-nostdin',
      '-timeout', '10s', '-max_retrans', '3', '-trace_msg', '-message_file', file,
    ];
    const run = spawnSync('sipp', args, { encoding: 'utf8', timeout: 20_000 });
    const log = existsSync(file) ? readFileSync(file, 'utf8') : '';
    const answers = [...log.matchAll(/^SIP\/2\.0 (\d{3})/gm)].map((m) => Number(m[1]));
    return { status: run.status, answers, output: `${run.stdout}${run.stderr}` };
  }

  beforeAll(async () => {
    requireTool('kamailio', ['-v'], 'kamailio kamailio-utils-modules');
    requireTool('sipp', ['-v'], 'sip-tester');
    dir = mkdtempSync(join(tmpdir(), 'switchboard-sip-e2e-'));
    target = await kind.seeded();
    server = await startServer({ ...target.storage, env: { SIP_SECRET_KEY: key } });
    sipPort = await freeUdpPort();
    localPort = await freeUdpPort();
    kamailio = spawn(process.execPath, ['scripts/sip.mjs'], {
      cwd: ROOT,
      env: { ...process.env, PORT: String(server.port), SIP_PORT: String(sipPort), SIP_SECRET_KEY: key, SIP_RUN_DIR: join(dir, 'kamailio'), SIP_TIMER: '1', SIP_MIN_EXPIRES: '2' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    kamailio.stdout?.on('data', (c: Buffer) => (kamailioOutput += c.toString()));
    kamailio.stderr?.on('data', (c: Buffer) => (kamailioOutput += c.toString()));
    await until('Kamailio answers OPTIONS', () => answersOptions(sipPort), Boolean, 20_000).catch((err: Error) => {
      throw new Error(`${err.message}\n${kamailioOutput}`);
    });

    const signIn = await fetch(`${server.url}/api/v1/api-token-auth/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: DEMO_PASSWORD }),
    });
    token = ((await signIn.json()) as { token: string }).token;
    const list = (await api('GET', '/api/v3/user/extension/?page_size=100')) as { results: { id: number; extension: number; registered: boolean }[] };
    extension = list.results.find((e) => !e.registered)!;
    expect(extension, 'a demo extension without a registration').toBeDefined();
    // The phone's account as a real phone gets it: from its provisioning file, not from the portal.
    await provisionPhone();
    ({ domain, authName, password: provisioned } = await provisionedAccount());
  }, 240_000);

  afterAll(async () => {
    if (kamailio && kamailio.exitCode === null) {
      const gone = new Promise((r) => kamailio.once('exit', r));
      kamailio.kill('SIGTERM');
      await gone;
    }
    await server?.stop();
    await target?.dispose();
    if (dir) rmSync(dir, { recursive: true, force: true });
  }, 60_000);

  it('registers with the right password: 200, and the extension shows registered within seconds, counted on the dashboard', async () => {
    expect((await account()).registered).toBe(false);
    figureBefore = await registeredFigure();
    const run = await register(provisioned);
    expect(run.answers, run.output + kamailioOutput).toEqual([401, 200]);
    expect(run.status).toBe(0);
    const state = await until('registered', account, (a) => a.registered);
    expect(state.registrations).toEqual([expect.objectContaining({ user_agent: 'SIPp register test', source: expect.stringMatching(/^127\.0\.0\.1:\d+$/) })]);
    expect(await registeredFigure()).toBe(figureBefore + 1);
  }, 60_000);

  it('refuses a wrong password (401/403) and changes nothing', async () => {
    const before = await account();
    const run = await register('not-the-password');
    expect(run.status).not.toBe(0);
    expect(run.answers.at(-1)).toBeOneOf([401, 403]);
    expect(await account()).toEqual(before);
  }, 60_000);

  it('refuses the old password once a new one is made, takes the new one, and sees the phone go', async () => {
    const old = (await provisionedAccount()).password;
    await api('POST', `/api/v3/user/extension/${extension.id}/sip_account/password/`);
    const refused = await register(old);
    expect(refused.answers.at(-1)).toBeOneOf([401, 403]);
    // The phone's next fetch carries the new password, the one the portal reveals.
    const { password } = await provisionedAccount();
    expect(password).not.toBe(old);
    expect((await api('POST', `/api/v3/user/extension/${extension.id}/sip_account/reveal/`)).password).toBe(password);
    expect((await register(password)).answers).toEqual([401, 200]);
    // Expires 0: the phone unregisters.
    expect((await register(password, 0)).answers).toEqual([401, 200]);
    await until('unregistered', account, (a) => !a.registered);
    expect(await registeredFigure()).toBe(figureBefore);
  }, 60_000);

  it('sees a registration expire', async () => {
    const { password } = (await api('POST', `/api/v3/user/extension/${extension.id}/sip_account/reveal/`)) as { password: string };
    expect((await register(password, 2)).answers).toEqual([401, 200]);
    await until('registered', account, (a) => a.registered);
    await until('expired', account, (a) => !a.registered, 15_000);
  }, 60_000);
});
