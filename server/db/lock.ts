import { closeSync, existsSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';

export class DataDirInUseError extends Error {}

const BOOT_ID = '/proc/sys/kernel/random/boot_id';

/** Changes at every boot: a pid recorded before a reboot says nothing about the process now. */
function bootId(): string {
  return existsSync(BOOT_ID) ? readFileSync(BOOT_ID, 'utf8').trim() : '';
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM means the process exists but belongs to someone else: still alive.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite allows one process per data directory; a second one would corrupt it.
 * The lock file holds the owner's pid and boot, so a lock left behind by a killed server
 * (kill -9) or by a machine that restarted is recognised as stale and taken over.
 */
export function lockDataDir(dir: string): () => void {
  const path = join(dir, 'switchboard.lock');
  const boot = bootId();
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(path, 'wx');
      writeSync(fd, `${process.pid}\n${boot}\n`);
      closeSync(fd);
      return () => rmSync(path, { force: true });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const [pidLine, bootLine = ''] = readFileSync(path, 'utf8').split('\n');
      const owner = Number.parseInt(pidLine, 10);
      const sameBoot = bootLine.trim() === boot;
      if (Number.isInteger(owner) && owner !== process.pid && sameBoot && isAlive(owner)) {
        throw new DataDirInUseError(
          `The database in ${dir} is in use by another Switchboard process (pid ${owner}). ` +
            'Stop that process first, or set DATA_DIR to another directory.',
        );
      }
      rmSync(path, { force: true });
    }
  }
  throw new DataDirInUseError(`Could not lock the database directory ${dir}.`);
}
