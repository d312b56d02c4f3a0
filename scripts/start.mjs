// `npm start`: build when the build is missing or stale, then run the compiled server
// (which migrates, seeds an empty database and listens on PORT).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { build, buildIsStale } from './build-lib.mjs';

/** The pid of a live server holding DATA_DIR (see src/server/db/data-dir-lock.ts), if any. */
function liveDataDirOwner() {
  if (process.env.DATABASE_URL) return null;
  try {
    const lockPath = path.join(path.resolve(process.env.DATA_DIR || './data'), 'server.lock');
    const lock = readFileSync(lockPath, 'utf8');
    const pid = Number.parseInt(lock, 10);
    if (!Number.isInteger(pid) || pid <= 0) return null;
    process.kill(pid, 0);
    return isStaleOnLinux(pid, lock) ? null : pid;
  } catch {
    return null;
  }
}

/** A zombie, or another program that reused the pid (another start time): not a server (Linux only). */
function isStaleOnLinux(pid, lock) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat
      .slice(stat.lastIndexOf(')') + 1)
      .trim()
      .split(/\s+/);
    const recordedStart = /^start (\d+)$/m.exec(lock)?.[1];
    return fields[0] === 'Z' || (recordedStart !== undefined && fields[19] !== recordedStart);
  } catch {
    return false; // no /proc: the pid being alive is all that can be known
  }
}

// Rebuilding would delete the files a running server is serving; let the server's own lock refuse instead.
const owner = liveDataDirOwner();
if (buildIsStale() && owner === null) {
  console.log(
    'Building the shop before it starts: about two minutes on a 2-core machine the first time. Later starts reuse the build until the sources change.',
  );
  build();
}
await import('../dist/server-build/server/main.js');
