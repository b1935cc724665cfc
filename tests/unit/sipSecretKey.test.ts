import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { open, seal } from '../../server/sip/crypto.ts';
import { KEY_FILE, loadSipKey } from '../../server/sip/secretKey.ts';

/**
 * The SIP passwords' key comes from the server's configuration, never the database (issue 17):
 * SIP_SECRET_KEY in production, otherwise a file made once under DATA_DIR that only its owner reads.
 */
describe('the SIP passwords’ key', () => {
  const dir = mkdtempSync(join(tmpdir(), 'switchboard-sip-key-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('is SIP_SECRET_KEY when set, and nothing is written', () => {
    const key = randomBytes(32);
    const dataDir = join(dir, 'from-env');
    expect(loadSipKey(dataDir, { SIP_SECRET_KEY: key.toString('base64') })).toEqual(key);
    expect(() => statSync(join(dataDir, KEY_FILE))).toThrow();
  });

  it('refuses a SIP_SECRET_KEY of another length, saying how to make one', () => {
    expect(() => loadSipKey(dir, { SIP_SECRET_KEY: randomBytes(16).toString('base64') })).toThrow(/32 bytes in base64 .*openssl rand -base64 32/);
  });

  it('is otherwise made at first start under DATA_DIR, readable by its owner only, and the same at every start', () => {
    const dataDir = join(dir, 'made');
    const first = loadSipKey(dataDir, {});
    const file = join(dataDir, KEY_FILE);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(Buffer.from(readFileSync(file, 'utf8').trim(), 'base64')).toEqual(first);
    expect(first).toHaveLength(32);
    expect(loadSipKey(dataDir, {})).toEqual(first);
  });
});

describe('a sealed SIP password', () => {
  const key = randomBytes(32);
  const password = 'Kx7pQ2vN9sLm4Tz8Rb3Wc6Yd';

  it('opens with its key and extension, and carries no clear text', () => {
    const sealed = seal(key, password, '42');
    expect(sealed).not.toContain(password);
    expect(Buffer.from(sealed, 'base64').includes(Buffer.from(password))).toBe(false);
    expect(open(key, sealed, '42')).toBe(password);
    // A fresh IV each time: the same password never looks the same twice.
    expect(seal(key, password, '42')).not.toBe(sealed);
  });

  it('does not open for another extension, nor with another key, nor when altered', () => {
    const sealed = seal(key, password, '42');
    expect(() => open(key, sealed, '43')).toThrow();
    expect(() => open(randomBytes(32), sealed, '42')).toThrow();
    const bytes = Buffer.from(sealed, 'base64');
    bytes[bytes.length - 1] ^= 1;
    expect(() => open(key, bytes.toString('base64'), '42')).toThrow();
  });
});
