import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

/** The repository root: servers are started from there, as `npm start` does. */
export const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/**
 * Spawned servers listen on loopback in a range of their own, clear of a developer's 8080 and
 * of the e2e servers (41xx): the tests' servers in one, the benchmarks' in another, so that a
 * bench run beside the tests never takes a port a test just found free.
 */
export const PORT_RANGES = { tests: { from: 18000, to: 18999 }, bench: { from: 19000, to: 19499 } } as const;

function portIsFree(port: number): Promise<boolean> {
  return new Promise((done) => {
    const probe = createServer();
    probe.once('error', () => done(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => done(true)));
  });
}

/**
 * Under vitest, whose workers run test files side by side, each worker (VITEST_POOL_ID 1, 2, …)
 * takes the tests' ports from a slice of 100 of its own, so that two files never find the same
 * port free at once. (The SMTP test's fixed 18525 lies in the sixth slice.)
 */
function ownSlice(range: { from: number; to: number }): { from: number; to: number } {
  const worker = Number(process.env.VITEST_POOL_ID);
  if (range !== PORT_RANGES.tests || !Number.isInteger(worker) || worker < 1) return range;
  const from = range.from + ((worker - 1) % 10) * 100;
  return { from, to: from + 99 };
}

export async function freePort(wanted: { from: number; to: number } = PORT_RANGES.tests): Promise<number> {
  const range = ownSlice(wanted);
  for (let attempt = 0; attempt < 50; attempt++) {
    const port = range.from + Math.floor(Math.random() * (range.to - range.from + 1));
    if (await portIsFree(port)) return port;
  }
  throw new Error(`no free port in ${range.from}-${range.to}`);
}

export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface ServerProcess {
  readonly port: number;
  readonly url: string;
  readonly child: ChildProcess;
  /** Everything the process wrote to stdout and stderr so far. */
  output(): string;
  readonly exited: Promise<Exit>;
  /** Sends `signal` (SIGKILL by default) and waits until the process is gone and reaped. */
  stop(signal?: NodeJS.Signals): Promise<Exit>;
}

export interface SpawnOptions {
  /** `main` runs the API server alone (fast); `start` is `npm start`, which builds the portal first. */
  entry?: 'main' | 'start';
  dataDir?: string;
  databaseUrl?: string;
  env?: Record<string, string>;
  port?: number;
}

const running = new Set<ChildProcess>();
// A test or bench that dies half-way must not leave servers holding ports and data directories.
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

/**
 * Set to a bundle of server/main.ts (scripts/lib/serverBundle.mjs) to start the `main` servers
 * from it instead of through tsx: the API tests' globalSetup builds one per run, which took a
 * spawned server's start from about 8 to 6 CPU seconds.
 */
export const SERVER_BUNDLE_ENV = 'SWITCHBOARD_SERVER_BUNDLE';

const ENTRIES = {
  // A server that a test adds modules to (NODE_OPTIONS=--import, tests/api/helpers/jobKinds.ts)
  // runs from the sources: the bundle holds its own copy of the registries they add to.
  main: (env: NodeJS.ProcessEnv) => {
    const bundle = process.env[SERVER_BUNDLE_ENV];
    return bundle && existsSync(bundle) && !env.NODE_OPTIONS?.includes('--import') ? [bundle] : ['--import', 'tsx', 'server/main.ts'];
  },
  start: () => ['scripts/start.mjs'],
};

export async function spawnServer(options: SpawnOptions = {}): Promise<ServerProcess> {
  const port = options.port ?? (await freePort());
  // The caller's DATABASE_URL or DATA_DIR must never leak into a server meant for a throw-away database.
  const { DATABASE_URL: _url, DATA_DIR: _dir, PORT: _port, ...inherited } = process.env;
  const env: NodeJS.ProcessEnv = {
    ...inherited,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    ...(options.dataDir ? { DATA_DIR: options.dataDir } : {}),
    ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
    ...options.env,
  };
  const child = spawn(process.execPath, ENTRIES[options.entry ?? 'main'](env), {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<Exit>((resolve) => {
    child.once('exit', (code, signal) => {
      running.delete(child);
      resolve({ code, signal });
    });
  });
  return {
    port,
    url: `http://127.0.0.1:${port}`,
    child,
    output: () => output,
    exited,
    async stop(signal = 'SIGKILL') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}

async function answersHealth(url: string): Promise<boolean> {
  try {
    const res = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(1000) });
    return res.ok;
  } catch {
    return false;
  }
}

/** Waits until the server answers /api/health; fails with its output if it exits or takes too long. */
export async function waitUntilReady(server: ServerProcess, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let gone = false;
  void server.exited.then(() => (gone = true));
  while (Date.now() < deadline) {
    if (gone) throw new Error(`the server exited before answering:\n${server.output()}`);
    if (await answersHealth(server.url)) return;
    await new Promise((r) => setTimeout(r, 25));
  }
  await server.stop();
  throw new Error(`the server did not answer within ${timeoutMs} ms:\n${server.output()}`);
}

export async function startServer(options: SpawnOptions = {}, timeoutMs?: number): Promise<ServerProcess> {
  const server = await spawnServer(options);
  await waitUntilReady(server, timeoutMs);
  return server;
}

/** For servers expected to refuse to start: the exit status, or a failure if it keeps running. */
export async function expectExit(server: ServerProcess, timeoutMs = 120_000): Promise<Exit> {
  const timer = new Promise<'timeout'>((r) => setTimeout(r, timeoutMs, 'timeout').unref());
  const result = await Promise.race([server.exited, timer]);
  if (result !== 'timeout') return result;
  await server.stop();
  throw new Error(`the server kept running for ${timeoutMs} ms:\n${server.output()}`);
}
