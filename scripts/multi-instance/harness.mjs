// The multi-instance test's surroundings: a fresh PostgreSQL database, an S3 server (s3rver, in this
// process), the built shop started as separate processes, and clean-up on every way out
// (../lib/processes.mjs).
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer as createNetServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startS3Server as startS3TestServer } from '../../src/server/test/s3-test-server.ts';
import { buildIsStale, root } from '../build-lib.mjs';
import {
  addCleanup,
  createPostgresDatabase as createDatabase,
  randomTag,
  runWithCleanup,
  sleep,
  trackChild,
} from '../lib/processes.mjs';

export { addCleanup, randomTag, root, sleep };

export const serverEntry = path.join(root, 'dist/server-build/server/main.js');

/** Runs `main`; then kills the children and cleans up, and exits 0 when it resolved, 1 when it threw. */
export function runTest(main) {
  return runWithCleanup(
    async () => {
      await main();
      return 0;
    },
    {
      onSignal: (signal) => console.error(`\n${signal}: stopping`),
      onError(error) {
        console.error(`\nmulti-instance test FAILED: ${error.message}`);
        if (error.details) console.error(error.details);
        // An unexpected error (not a check's assertion): where it came from.
        if (error.code !== 'ERR_ASSERTION' && !error.expected) console.error(error.stack);
      },
    },
  );
}

export function requireBuild() {
  if (!existsSync(serverEntry)) {
    throw failure(`${path.relative(root, serverEntry)} is missing: run \`npm run build\` first`);
  }
  if (buildIsStale()) {
    console.log('note: dist/ is older than some sources (npm run build rebuilds it); testing it as it is');
  }
}

export function tempDir(prefix) {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  addCleanup(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** Resolves when nothing listens on 127.0.0.1:port; throws when something does. */
export function assertPortFree(port) {
  return new Promise((resolve, reject) => {
    const server = createNetServer();
    server.once('error', (error) =>
      reject(failure(`port ${port} is not free (${error.code}): is another shop running there?`)),
    );
    server.listen(port, '127.0.0.1', () => server.close(() => resolve()));
  });
}

// ---------------------------------------------------------------------------------------------------
// PostgreSQL and S3.

/** A fresh database `multi_instance_<random>` on the server of `adminUrl`, dropped on the way out. */
export const createPostgresDatabase = (adminUrl) => createDatabase(adminUrl, 'multi_instance');

/** s3rver's fixed credentials, its key and its secret alike. */
export const S3_KEY = 'S3RVER';

/**
 * The project's test S3 server (s3rver on a free port of 127.0.0.1, its files in a temporary folder,
 * AbortMultipartUpload answered as S3 does) with `bucket` created, closed on the way out.
 */
export async function startS3Server(bucket) {
  const s3 = await startS3TestServer({ buckets: [bucket] });
  addCleanup(() => s3.close());
  return {
    endpoint: s3.endpoint,
    /** The keys stored under a prefix. */
    keys: (prefix) => s3.objectKeys(bucket, prefix),
    read: (key) => s3.readObject(bucket, key),
  };
}

// ---------------------------------------------------------------------------------------------------
// The shop's processes.

/**
 * One instance of the built shop: `start()` spawns it (again, after it stopped) on its port with its
 * environment; the output of every run is kept for the failure report.
 */
export class ShopInstance {
  constructor(name, port, env) {
    this.name = name;
    this.port = port;
    this.url = `http://127.0.0.1:${port}`;
    this.env = env;
    this.child = undefined;
    this.output = '';
    this.starts = 0;
  }

  start() {
    this.starts += 1;
    this.output += `\n--- ${this.name}: start #${this.starts} ---\n`;
    const child = spawn(process.execPath, [serverEntry], {
      cwd: root,
      env: { ...process.env, ...this.env, PORT: String(this.port), HOST: '127.0.0.1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    trackChild(child);
    const append = (chunk) => {
      this.output += chunk;
    };
    child.stdout.on('data', append);
    child.stderr.on('data', append);
    this.exited = new Promise((resolve) => {
      child.once('exit', (code, signal) => {
        this.output += `--- ${this.name}: exited (code ${code}, signal ${signal}) ---\n`;
        resolve({ code, signal });
      });
    });
    this.child = child;
    return this;
  }

  get running() {
    return this.child !== undefined && this.child.exitCode === null && this.child.signalCode === null;
  }

  /** Waits until GET /readyz answers 200; throws when the process exits or the time runs out. */
  async waitReady(timeoutMs = 90_000) {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      if (!this.running) throw failure(`${this.name} exited before it was ready`, this.tail());
      try {
        const response = await fetch(`${this.url}/readyz`, { signal: AbortSignal.timeout(2_000) });
        await response.arrayBuffer();
        if (response.status === 200) return;
      } catch {
        // not listening yet
      }
      await sleep(100);
    }
    throw failure(`${this.name} was not ready within ${timeoutMs / 1000} s`, this.tail());
  }

  /** SIGKILL, and wait for the exit. */
  async kill() {
    if (!this.running) return;
    this.child.kill('SIGKILL');
    await this.exited;
  }

  signal(name) {
    this.child.kill(name);
  }

  /** The last lines of its output, for a failure report. */
  tail(lines = 40) {
    return `${this.name} output (last ${lines} lines):\n${this.output.trimEnd().split('\n').slice(-lines).join('\n')}`;
  }
}

/** A failure the test reports by its message (and `details`, e.g. process output), without a stack. */
export function failure(message, details) {
  const error = new Error(message);
  error.expected = true;
  if (details) error.details = details;
  return error;
}
