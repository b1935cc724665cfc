import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';

export class DataDirInUseError extends Error {}

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
 * The lock file holds the owner's pid, so a lock left behind by a killed server
 * (kill -9) is recognised as stale and taken over.
 */
export function lockDataDir(dir: string): () => void {
  const path = join(dir, 'switchboard.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(path, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(path, { force: true });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const owner = Number.parseInt(readFileSync(path, 'utf8'), 10);
      if (Number.isInteger(owner) && owner !== process.pid && isAlive(owner)) {
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
