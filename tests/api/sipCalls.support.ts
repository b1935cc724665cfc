import { spawn, spawnSync, type SpawnOptions } from 'node:child_process';
import { createSocket } from 'node:dgram';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { PORT_RANGES, ROOT, startServer, type ServerProcess } from '../../scripts/lib/serverProcess.ts';
import type { ServerTarget } from './helpers/serverTargets.ts';
import { DEMO_PASSWORD } from '../../server/seed/demo.ts';

/**
 * One Switchboard and one Kamailio (`npm run sip`, the shipped configuration) on loopback for a
 * test file, and SIPp (Debian's sip-tester) as phones, callers and the carrier. The carrier
 * lives on 127.0.0.2 so that Kamailio tells it from the phones on 127.0.0.1 by address, as it
 * tells a real carrier. Kamailio and SIPp must be installed (.ci/run installs them): without
 * them the tests fail, they do not skip.
 */
export const SIP_DIR = join(ROOT, 'tests', 'sip');
export const CARRIER_HOST = '127.0.0.2';

export function requireTool(command: string, args: string[], packages: string) {
  const found = spawnSync(command, args, { encoding: 'utf8' });
  if (found.error) throw new Error(`${command} is not installed: the SIP tests need it (sudo apt-get install ${packages}; .ci/run installs it)`);
}

/**
 * The UDP ports this worker's SIP tests pick from: the tests' range split between the API test
 * workers (VITEST_POOL_ID; vitest.config.ts runs API_TEST_WORKERS of them, 2 by default), so that two test files running side by side never pick the same port.
 */
const WORKER_SLICES = Math.max(2, Number(process.env.API_TEST_WORKERS) || 2);
function workerPorts() {
  const size = Math.floor((PORT_RANGES.tests.to - PORT_RANGES.tests.from + 1) / WORKER_SLICES);
  const slice = (Number(process.env.VITEST_POOL_ID ?? 1) - 1) % WORKER_SLICES;
  return { from: PORT_RANGES.tests.from + slice * size, size };
}

/**
 * Ports handed out lately, not handed out again: a phone's port is free between its
 * registration and the call that rings it, and a port picked meanwhile for the caller's RTP or
 * rtpengine's block landed on it (the phone then never rang). The oldest are forgotten, so that a
 * worker running many files does not run out.
 */
const handedOut: number[] = [];
const REMEMBERED = 160;
function handOut(ports: number[]) {
  handedOut.push(...ports);
  handedOut.splice(0, Math.max(0, handedOut.length - REMEMBERED));
}

const bindable = (port: number, host: string) =>
  new Promise<boolean>((resolve) => {
    const socket = createSocket('udp4');
    socket.once('error', () => resolve(false));
    socket.bind(port, host, () => socket.close(() => resolve(true)));
  });

/** A UDP port of this worker's share of the tests' range that nothing holds now on `host`, nor was handed out lately. */
export async function freeUdpPort(host = '127.0.0.1'): Promise<number> {
  const { from, size } = workerPorts();
  for (let attempt = 0; attempt < 50; attempt++) {
    const port = from + Math.floor(Math.random() * size);
    if (handedOut.includes(port) || !(await bindable(port, host))) continue;
    handOut([port]);
    return port;
  }
  throw new Error('no free UDP port');
}

/** `count` consecutive ports of this worker's share, none handed out lately (rtpengine's RTP block), starting on an even port. */
function freeUdpBlock(count: number): number {
  const { from, size } = workerPorts();
  for (let attempt = 0; attempt < 50; attempt++) {
    const first = from + 2 * Math.floor(Math.random() * ((size - count) / 2));
    const block = Array.from({ length: count }, (_, i) => first + i);
    if (block.some((port) => handedOut.includes(port))) continue;
    handOut(block);
    return first;
  }
  throw new Error('no free block of UDP ports');
}

/** Whether something holds UDP host:port (a SIPp that started listening). */
function portHeld(port: number, host: string): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createSocket('udp4');
    socket.once('error', () => resolve(true));
    socket.bind(port, host, () => socket.close(() => resolve(false)));
  });
}

/**
 * Whether a UDP server on 127.0.0.1:port answers within a second: `request` is sent from a bound
 * socket (given its own port), the first reply is judged by `answered`.
 */
function answersUdp(port: number, request: (localPort: number) => string, answered: (reply: string) => boolean): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createSocket('udp4');
    const timer = setTimeout(() => {
      socket.close();
      resolve(false);
    }, 1000);
    socket.once('message', (msg) => {
      clearTimeout(timer);
      socket.close();
      resolve(answered(msg.toString()));
    });
    socket.bind(0, '127.0.0.1', () => socket.send(request(socket.address().port), port, '127.0.0.1'));
  });
}

/** Whether a SIP server answers an OPTIONS on 127.0.0.1:port within a second. */
export function answersOptions(port: number): Promise<boolean> {
  const options = (local: number) =>
    [
      `OPTIONS sip:127.0.0.1:${port} SIP/2.0`,
      `Via: SIP/2.0/UDP 127.0.0.1:${local};branch=z9hG4bK${randomBytes(6).toString('hex')};rport`,
      'Max-Forwards: 70',
      `From: <sip:probe@127.0.0.1>;tag=${randomBytes(4).toString('hex')}`,
      `To: <sip:127.0.0.1:${port}>`,
      `Call-ID: ${randomBytes(8).toString('hex')}@127.0.0.1`,
      'CSeq: 1 OPTIONS',
      'Content-Length: 0',
      '',
      '',
    ].join('\r\n');
  return answersUdp(port, options, (reply) => reply.startsWith('SIP/2.0 200'));
}

export async function until<T>(what: string, read: () => Promise<T>, ok: (value: T) => boolean, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: T;
  do {
    last = await read();
    if (ok(last)) return last;
    await new Promise((r) => setTimeout(r, 100));
  } while (Date.now() < deadline);
  throw new Error(`${what}: not within ${timeoutMs} ms (last: ${JSON.stringify(last)})`);
}

/** The API as the demo's administrator calls it, for a SIP test's set-up: an error answer throws with its body. */
export type AdminApi = <T = Record<string, unknown>>(method: string, path: string, body?: unknown) => Promise<T>;

/** Signs the demo's administrator in to the server at `url` (the tests' and the SIP bench's set-up). */
export async function adminApi(url: string): Promise<AdminApi> {
  const signIn = await fetch(`${url}/api/v1/api-token-auth/`, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'admin', password: DEMO_PASSWORD }),
  });
  if (!signIn.ok) throw new Error(`sign-in answered ${signIn.status}`);
  const { token } = (await signIn.json()) as { token: string };
  return async <T>(method: string, path: string, body?: unknown) => {
    const res = await fetch(`${url}${path}`, {
      method,
      headers: { authorization: `Token ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    const text = await res.text();
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${text}`);
    return JSON.parse(text) as T;
  };
}

/** An extension as the API lists it, with what a registered phone needs. */
export interface Extension { id: number; extension: number; account: number; site: number; destination_countries: string[] }

/** A phone registered for an extension, on a port of its own, with the account it signed in with. */
export interface RegisteredPhone { ext: Extension; port: number; authName: string; password: string; domain: string }

/** Registers `ext`'s phone with the SIP account the portal gives it (SIPp's register.xml: 401, then 200). */
export async function registerPhone(sip: SipEngine, api: AdminApi, ext: Extension, expires = 300): Promise<RegisteredPhone> {
  const account = await api<{ auth_name: string; domain: string }>('GET', `/api/v3/user/extension/${ext.id}/sip_account/`);
  const { password } = await api<{ password: string }>('POST', `/api/v3/user/extension/${ext.id}/sip_account/reveal/`);
  const port = await freeUdpPort();
  const run = await sip.sipp('register.xml', ['-s', String(ext.extension), '-set', 'domain', account.domain, '-set', 'expires', String(expires), '-au', account.auth_name, '-ap', password, '-p', String(port)]);
  if (run.answers.join() !== '401,200') throw new Error(`${ext.extension} did not register (answers ${run.answers.join()}): ${run.output}${sip.output()}`);
  return { ext, port, authName: account.auth_name, password, domain: account.domain };
}

/** What one SIPp run saw: its exit status, the SIP messages it exchanged, its output. */
export interface SippRun {
  status: number | null;
  /** The status codes of the answers it received, in order. */
  answers: number[];
  log: string;
  output: string;
}

export interface SipEngine {
  server: ServerProcess;
  sipPort: number;
  carrierPort: number;
  /** Kamailio's output so far (for failure messages). */
  output(): string;
  /** Runs a SIPp scenario of tests/sip/ to its end (SIPp's own -timeout bounds it). */
  sipp(scenario: string, args: string[], host?: string): Promise<SippRun>;
  /** Starts a SIPp that waits on host:port (a phone, the carrier): resolves once it holds the port. */
  listen(scenario: string, port: number, args: string[], host?: string): Promise<{ done: Promise<SippRun>; log(): string }>;
  stop(): Promise<void>;
}

/** Whether rtpengine answers an ng `ping` (bencoded, after a cookie) on 127.0.0.1:port within a second. */
function answersNgPing(port: number): Promise<boolean> {
  return answersUdp(port, () => `${randomBytes(4).toString('hex')} d7:command4:pinge`, (reply) => reply.includes('4:pong'));
}

/** A process of the SIP engine started by a test file: its output so far, and its stop. */
interface Daemon {
  output(): string;
  stop(): Promise<void>;
}

/**
 * Spawns a daemon (Kamailio, rtpengine) and waits until `ready` says it answers; its output
 * is kept for failure messages, and a start that does not answer in 20 s fails with it.
 */
async function startDaemon(what: string, command: string, args: string[], options: SpawnOptions, ready: () => Promise<boolean>): Promise<Daemon> {
  let output = '';
  const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout?.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr?.on('data', (c: Buffer) => (output += c.toString()));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const gone = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    await gone;
  };
  await until(what, ready, Boolean, 20_000).catch(async (err: Error) => {
    await stop();
    throw new Error(`${err.message}\n${output}`);
  });
  return { output: () => output, stop };
}

/**
 * Debian's rtpengine in userspace (no kernel module, no privileges) on 127.0.0.1: its ng control
 * port, once it answers a ping. Its RTP ports are a block of this worker's share of the tests' range.
 */
async function startRtpengine(dir: string): Promise<Daemon & { ngPort: number }> {
  requireTool('rtpengine', ['--version'], 'rtpengine-daemon');
  const ngPort = await freeUdpPort();
  const portMin = freeUdpBlock(40);
  const args = [
    '--config-file=none', '--table=-1', '--interface=127.0.0.1', `--listen-ng=127.0.0.1:${ngPort}`, '--foreground', '--log-stderr',
    `--port-min=${portMin}`, `--port-max=${portMin + 39}`, `--pidfile=${join(dir, 'rtpengine.pid')}`, '--num-threads=1', '--media-num-threads=1',
  ];
  return { ngPort, ...(await startDaemon('rtpengine answers ping', 'rtpengine', args, {}, () => answersNgPing(ngPort))) };
}

/**
 * Starts the server on `target` and Kamailio before it, its carrier on CARRIER_HOST:carrierPort;
 * with `rtpengine`, an rtpengine too, which Kamailio has play announcements (SIP_RTPENGINE).
 */
export async function startSipEngine(target: ServerTarget, key: string, options: { rtpengine?: boolean } = {}): Promise<SipEngine> {
  requireTool('kamailio', ['-v'], 'kamailio kamailio-utils-modules kamailio-extra-modules kamailio-presence-modules');
  requireTool('sipp', ['-v'], 'sip-tester');
  const dir = mkdtempSync(join(tmpdir(), 'switchboard-sip-calls-'));
  const rtpengine = options.rtpengine ? await startRtpengine(dir) : undefined;
  // A loaded CI machine may take minutes to migrate and seed a fresh database.
  const server = await startServer({ ...target.storage, env: { SIP_SECRET_KEY: key } }, 240_000).catch(async (err: unknown) => {
    await rtpengine?.stop();
    throw err;
  });
  const sipPort = await freeUdpPort();
  const carrierPort = await freeUdpPort(CARRIER_HOST);
  const kamailio = await startDaemon('Kamailio answers OPTIONS', process.execPath, ['scripts/sip.mjs'], {
    cwd: ROOT,
    env: {
      ...process.env, PORT: String(server.port), SIP_PORT: String(sipPort), SIP_SECRET_KEY: key, SIP_RUN_DIR: join(dir, 'kamailio'),
      SIP_CARRIER: `${CARRIER_HOST}:${carrierPort}`, SIP_DEBUG: process.env.SIP_DEBUG ?? '1',
      ...(rtpengine ? { SIP_RTPENGINE: `127.0.0.1:${rtpengine.ngPort}` } : {}),
    },
  }, () => answersOptions(sipPort)).catch(async (err: unknown) => {
    await server.stop();
    await rtpengine?.stop();
    throw err;
  });

  const run = (scenario: string, args: string[], host: string, file: string) =>
    new Promise<SippRun>((resolve) => {
      const child = spawn('sipp', [
        `127.0.0.1:${sipPort}`, '-sf', join(SIP_DIR, scenario), '-m', '1', '-l', '1', '-i', host, '-nostdin', '-nd',
        '-timeout', '30s', '-max_retrans', '3', '-trace_msg', '-message_file', file, ...args,
      ]);
      // SIPp's -timeout does not end a scenario waiting in a <recv> without retransmissions: a bound.
      const bound = setTimeout(() => child.kill('SIGKILL'), 40_000);
      let text = '';
      child.stdout.on('data', (c: Buffer) => (text += c.toString()));
      child.stderr.on('data', (c: Buffer) => (text += c.toString()));
      child.on('exit', (status) => {
        clearTimeout(bound);
        const log = existsSync(file) ? readFileSync(file, 'utf8') : '';
        const answers = [...log.matchAll(/^SIP\/2\.0 (\d{3})/gm)].map((m) => Number(m[1]));
        resolve({ status, answers, log, output: text });
      });
    });
  const logFile = () => join(dir, `sipp-${randomBytes(4).toString('hex')}.log`);
  const sipp = (scenario: string, args: string[], host = '127.0.0.1') => run(scenario, args, host, logFile());
  const listen = async (scenario: string, port: number, args: string[], host = '127.0.0.1') => {
    const file = logFile();
    const done = run(scenario, ['-p', String(port), ...args], host, file);
    let ended: SippRun | undefined;
    void done.then((r) => (ended = r));
    await until(`SIPp ${scenario} on ${host}:${port}`, async () => ended ?? (await portHeld(port, host)), Boolean);
    if (ended) throw new Error(`SIPp ${scenario} ended before it listened:\n${ended.output}`);
    return { done, log: () => (existsSync(file) ? readFileSync(file, 'utf8') : '') };
  };

  return {
    server,
    sipPort,
    carrierPort,
    output: () => kamailio.output() + (rtpengine ? `\n--- rtpengine\n${rtpengine.output()}` : ''),
    sipp,
    listen,
    async stop() {
      await kamailio.stop();
      await server.stop();
      await rtpengine?.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
