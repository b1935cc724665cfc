import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { randomBytes } from 'node:crypto';

/** The file under DATA_DIR holding the key when SIP_SECRET_KEY is not set (base64, 32 bytes). */
export const KEY_FILE = 'sip-secret.key';

function decode(text: string, where: string): Buffer {
  const key = Buffer.from(text.trim(), 'base64');
  if (key.length !== 32) throw new Error(`${where} must be 32 bytes in base64 (make one with: openssl rand -base64 32)`);
  return key;
}

/**
 * The key the SIP passwords are encrypted with: SIP_SECRET_KEY (base64, 32 bytes; production),
 * otherwise DATA_DIR/sip-secret.key, made (mode 0600) on first start. Never in the database.
 */
export function loadSipKey(dataDir: string, env: NodeJS.ProcessEnv = process.env): Buffer {
  if (env.SIP_SECRET_KEY) return decode(env.SIP_SECRET_KEY, 'SIP_SECRET_KEY');
  const file = join(resolve(dataDir), KEY_FILE);
  if (!existsSync(file)) {
    mkdirSync(resolve(dataDir), { recursive: true });
    try {
      writeFileSync(file, `${randomBytes(32).toString('base64')}\n`, { mode: 0o600, flag: 'wx' });
    } catch (err) {
      // Another process made it first: read theirs.
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
    chmodSync(file, 0o600);
  }
  return decode(readFileSync(file, 'utf8'), file);
}

let current: Buffer | undefined;

/** Set by the app at start (server/sip/plugin.ts) from its configuration. */
export function setSipKey(key: Buffer) {
  current = key;
}

/** The key in use; before any app set one, the one of this process's environment (DATA_DIR or ./data). */
export function sipKey(): Buffer {
  current ??= loadSipKey(process.env.DATA_DIR || './data');
  return current;
}
