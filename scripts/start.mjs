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
    const pid = Number.parseInt(readFileSync(lockPath, 'utf8'), 10);
    if (!Number.isInteger(pid) || pid <= 0) return null;
    process.kill(pid, 0);
    return pid;
  } catch {
    return null;
  }
}

// Rebuilding would delete the files a running server is serving; let the server's own lock refuse instead.
const owner = liveDataDirOwner();
if (buildIsStale() && owner === null) build();
await import('../dist/server-build/server/main.js');
