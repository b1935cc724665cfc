import { resolve } from 'node:path';

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  /** Where the portal is reached by people; used in links sent by mail, never the Host header. */
  publicBaseUrl: string;
  /** Given to the portal at run time when the API lives on another host. */
  publicApiUrl?: string;
  tokenIdleMinutes: number;
  loginFailuresPerAccount: number;
  loginFailuresPerAddress: number;
  loginWindowSeconds: number;
  logLevel: string;
  distDir: string;
}

function int(value: string | undefined, fallback: number): number {
  const n = Number.parseInt(value ?? '', 10);
  return Number.isFinite(n) && n > 0 ? n : fallback;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = int(env.PORT, 8080);
  return {
    port,
    host: env.HOST || '0.0.0.0',
    dataDir: resolve(env.DATA_DIR || './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    publicBaseUrl: (env.PUBLIC_BASE_URL || `http://localhost:${port}`).replace(/\/+$/, ''),
    publicApiUrl: env.PUBLIC_API_URL || undefined,
    tokenIdleMinutes: int(env.TOKEN_IDLE_MINUTES, 12 * 60),
    loginFailuresPerAccount: int(env.LOGIN_FAILURES_PER_ACCOUNT, 10),
    loginFailuresPerAddress: int(env.LOGIN_FAILURES_PER_ADDRESS, 50),
    loginWindowSeconds: int(env.LOGIN_WINDOW_SECONDS, 15 * 60),
    logLevel: env.LOG_LEVEL || 'warn',
    distDir: resolve(env.DIST_DIR || './dist'),
  };
}
