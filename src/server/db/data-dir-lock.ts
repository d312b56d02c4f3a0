import { linkSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export class DataDirLockedError extends Error {}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The pid in the lock file; 'unreadable' for a lock younger than a few seconds that holds no pid yet. */
function readOwner(lockPath: string): number | 'unreadable' {
  try {
    const pid = Number.parseInt(readFileSync(lockPath, 'utf8'), 10);
    if (Number.isInteger(pid) && pid > 0) return pid;
    return Date.now() - statSync(lockPath).mtimeMs < 5_000 ? 'unreadable' : 0;
  } catch {
    return 0;
  }
}

/**
 * Takes DATA_DIR for this process. PGlite corrupts its files when two processes open them, so a second
 * server on the same folder must stop before touching the database. A lock left by a dead process is taken over.
 */
export function lockDataDir(dataDir: string): { release: () => void } {
  mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, 'server.lock');
  for (let attempt = 0; attempt < 2; attempt += 1) {
    // The pid is written first and then linked into place, so the lock never exists without its owner.
    const candidate = `${lockPath}.${process.pid}`;
    writeFileSync(candidate, String(process.pid));
    try {
      linkSync(candidate, lockPath);
      let released = false;
      return {
        release: () => {
          if (released) return;
          released = true;
          rmSync(lockPath, { force: true });
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = readOwner(lockPath);
      if (owner === 'unreadable' || (owner > 0 && owner !== process.pid && isRunning(owner))) {
        throw new DataDirLockedError(
          `Another server${owner === 'unreadable' ? '' : ` (process ${owner})`} is already using the data directory ${dataDir}. ` +
            'Stop it first, or start this one with a different DATA_DIR.',
        );
      }
      rmSync(lockPath, { force: true });
    } finally {
      rmSync(candidate, { force: true });
    }
  }
  throw new DataDirLockedError(`Could not lock the data directory ${dataDir}.`);
}
