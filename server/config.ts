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
  /** Origins of portals served elsewhere that may call this API from the browser (CORS). */
  portalOrigins: string[];
  tokenIdleMinutes: number;
  loginFailuresPerAccount: number;
  loginFailuresPerAddress: number;
  loginWindowSeconds: number;
  logLevel: string;
  distDir: string;
  /** smtp://user:pass@host:587; without it mail is written to DATA_DIR/outbox as .eml files. */
  smtpUrl?: string;
  mailFrom: string;
  /** Reset requests allowed per e-mail address and per client address in the window, then 429. */
  resetRequestsPerEmail: number;
  resetRequestsPerAddress: number;
  /** Impersonation tokens one user may ask for, and feedback messages one user may send, per window. */
  impersonationsPerUser: number;
  feedbackPerUser: number;
  accountWindowSeconds: number;
}

function int(value: string | undefined, fallback: number): number {
  const n = Number.parseInt(value ?? '', 10);
  return Number.isFinite(n) && n > 0 ? n : fallback;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = int(env.PORT, 8080);
  const publicBaseUrl = (env.PUBLIC_BASE_URL || `http://localhost:${port}`).replace(/\/+$/, '');
  return {
    port,
    host: env.HOST || '0.0.0.0',
    dataDir: resolve(env.DATA_DIR || './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    publicBaseUrl,
    publicApiUrl: env.PUBLIC_API_URL || undefined,
    portalOrigins: (env.PORTAL_ORIGINS ?? '').split(',').map((o) => o.trim().replace(/\/+$/, '')).filter(Boolean),
    tokenIdleMinutes: int(env.TOKEN_IDLE_MINUTES, 12 * 60),
    loginFailuresPerAccount: int(env.LOGIN_FAILURES_PER_ACCOUNT, 10),
    loginFailuresPerAddress: int(env.LOGIN_FAILURES_PER_ADDRESS, 50),
    loginWindowSeconds: int(env.LOGIN_WINDOW_SECONDS, 15 * 60),
    logLevel: env.LOG_LEVEL || 'warn',
    distDir: resolve(env.DIST_DIR || './dist'),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || `Switchboard <no-reply@${new URL(publicBaseUrl).hostname}>`,
    resetRequestsPerEmail: int(env.RESET_REQUESTS_PER_EMAIL, 3),
    resetRequestsPerAddress: int(env.RESET_REQUESTS_PER_ADDRESS, 20),
    impersonationsPerUser: int(env.IMPERSONATIONS_PER_USER, 30),
    feedbackPerUser: int(env.FEEDBACK_PER_USER, 5),
    accountWindowSeconds: int(env.ACCOUNT_WINDOW_SECONDS, 15 * 60),
  };
}
