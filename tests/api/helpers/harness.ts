import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { afterAll, beforeAll, expect } from 'vitest';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../../../server/app.ts';
import { loadConfig, type Config } from '../../../server/config.ts';
import type { Db } from '../../../server/db/index.ts';
import { DEMO_PASSWORD } from '../../../server/seed/demo.ts';
import type { DatabaseKind, TestDatabase } from './databases.ts';

export { databases } from './databases.ts';

/** The server's defaults, quiet, and without a portal unless a test gives it one. */
export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    ...loadConfig({}),
    logLevel: 'silent',
    distDir: join(tmpdir(), 'switchboard-no-portal'),
    ...overrides,
  };
}

export interface RequestOptions {
  token?: string;
  /** Sent as Current-Group-Id. */
  group?: string | number;
  body?: InjectOptions['payload'];
  headers?: Record<string, string>;
  remoteAddress?: string;
}

export interface Api {
  readonly app: FastifyInstance;
  request(method: 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, options?: RequestOptions): Promise<LightMyRequestResponse>;
  get(url: string, options?: RequestOptions): Promise<LightMyRequestResponse>;
  post(url: string, options?: RequestOptions): Promise<LightMyRequestResponse>;
  /** Signs in and returns the token; fails the test when sign-in does not succeed. */
  signIn(username: string, password?: string): Promise<string>;
}

export const SIGN_IN = '/api/v1/api-token-auth/';
export const PROFILE = '/api/v3/user/profile/';
export const LOGOUT = '/api/v1/logout/';

/** Requests as a client sends them, through app.inject: no port, same code path as HTTP. */
export function apiOf(app: FastifyInstance): Api {
  const request: Api['request'] = (method, url, options = {}) =>
    app.inject({
      method,
      url,
      payload: options.body,
      remoteAddress: options.remoteAddress,
      headers: {
        ...(options.token ? { authorization: `Token ${options.token}` } : {}),
        ...(options.group !== undefined ? { 'current-group-id': String(options.group) } : {}),
        ...options.headers,
      },
    });
  return {
    app,
    request,
    get: (url, options) => request('GET', url, options),
    post: (url, options) => request('POST', url, options),
    async signIn(username, password = DEMO_PASSWORD) {
      const res = await request('POST', SIGN_IN, { body: { username, password } });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{ token: string }>().token;
    },
  };
}

export interface Harness extends Api {
  readonly db: Db;
  readonly database: TestDatabase;
  /** Another app on the same database, e.g. with other limits; closed with the harness. */
  newApp(overrides?: Partial<Config>): Promise<Api>;
}

/**
 * A migrated and seeded database of `kind` (a copy: seededCopy.ts) and an app on it, for the tests of one
 * describe block. Created in beforeAll, closed and dropped in afterAll.
 */
export function useSeededApp(kind: DatabaseKind, overrides: Partial<Config> = {}): Harness {
  let database: TestDatabase | undefined;
  const apps: FastifyInstance[] = [];
  let main: Api | undefined;

  async function newApp(more: Partial<Config> = {}): Promise<Api> {
    if (!database) throw new Error('the harness is used outside its tests');
    const app = await buildApp(database.db, testConfig({ ...overrides, ...more }));
    apps.push(app);
    return apiOf(app);
  }

  beforeAll(async () => {
    database = await kind.seeded();
    main = await newApp();
  });
  afterAll(async () => {
    for (const app of apps.splice(0)) await app.close();
    await database?.drop();
  });

  function current(): Api {
    if (!main) throw new Error('the harness is used outside its tests');
    return main;
  }
  return {
    get app() {
      return current().app;
    },
    get db() {
      if (!database) throw new Error('the harness is used outside its tests');
      return database.db;
    },
    get database() {
      if (!database) throw new Error('the harness is used outside its tests');
      return database;
    },
    request: (...args) => current().request(...args),
    get: (...args) => current().get(...args),
    post: (...args) => current().post(...args),
    signIn: (...args) => current().signIn(...args),
    newApp,
  };
}
