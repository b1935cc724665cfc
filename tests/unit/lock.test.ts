import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DataDirInUseError, lockDataDir } from '../../server/db/lock.ts';

const boot = readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim();
const fresh = () => mkdtempSync(join(tmpdir(), 'switchboard-lock-'));

describe('the data directory lock', () => {
  it('refuses a directory held by a live process of this boot', () => {
    const dir = fresh();
    writeFileSync(join(dir, 'switchboard.lock'), `${process.ppid}\n${boot}\n`);
    expect(() => lockDataDir(dir)).toThrow(DataDirInUseError);
  });

  it('takes over a lock written before a reboot, even if its pid is alive again', () => {
    const dir = fresh();
    writeFileSync(join(dir, 'switchboard.lock'), `${process.ppid}\nan-earlier-boot\n`);
    const unlock = lockDataDir(dir);
    expect(readFileSync(join(dir, 'switchboard.lock'), 'utf8')).toBe(`${process.pid}\n${boot}\n`);
    unlock();
  });

  it('takes over a lock whose process is gone', () => {
    const dir = fresh();
    writeFileSync(join(dir, 'switchboard.lock'), `2147483646\n${boot}\n`);
    lockDataDir(dir)();
  });
});
