// The multi-instance test's surroundings: a fresh PostgreSQL database, an S3 server (s3rver, in this
// process), the built shop started as separate processes, and clean-up on every way out.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { readFile, rm } from 'node:fs/promises';
import { createServer as createHttpServer } from 'node:http';
import { createServer as createNetServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import pg from 'pg';
import S3rver from 's3rver';
import { buildIsStale, root } from '../build-lib.mjs';

export { root };

export const serverEntry = path.join(root, 'dist/server-build/server/main.js');

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** A short random tag (lowercase letters and digits) for names made by this run. */
export const randomTag = (bytes = 6) => randomBytes(bytes).toString('hex');

// ---------------------------------------------------------------------------------------------------
// Clean-up: every child process is SIGKILLed and every clean-up runs (last first) on any way out.

const children = new Set();
const cleanups = [];

export function addCleanup(cleanup) {
  cleanups.push(cleanup);
}

function killChildren() {
  for (const child of children) {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  }
  children.clear();
}

async function runCleanups() {
  while (cleanups.length > 0) {
    const cleanup = cleanups.pop();
    try {
      await cleanup();
    } catch (error) {
      console.error(`clean-up failed: ${error.message}`);
    }
  }
}

/** Runs `main`; then kills the children and cleans up, and exits 0 when it resolved, 1 when it threw. */
export async function runTest(main) {
  process.on('exit', killChildren);
  let interrupted = false;
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => {
      interrupted = true;
      console.error(`\n${signal}: stopping`);
      killChildren();
      runCleanups().finally(() => process.exit(130));
    });
  }
  let exitCode = 0;
  try {
    await main();
  } catch (error) {
    exitCode = 1;
    if (interrupted) return; // the signal handler cleans up and exits
    console.error(`\nmulti-instance test FAILED: ${error.message}`);
    if (error.details) console.error(error.details);
    // An unexpected error (not a check's assertion): where it came from.
    if (error.code !== 'ERR_ASSERTION' && !error.expected) console.error(error.stack);
  } finally {
    killChildren();
    await runCleanups();
  }
  process.exit(exitCode);
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
// PostgreSQL.

/** A fresh database `multi_instance_<random>` on the server of `adminUrl`, dropped on the way out. */
export async function createPostgresDatabase(adminUrl) {
  const name = `multi_instance_${randomTag(8)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  addCleanup(async () => {
    const dropper = new pg.Client({ connectionString: adminUrl });
    await dropper.connect();
    try {
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    } finally {
      await dropper.end();
    }
  });
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { name, url: url.toString() };
}

// ---------------------------------------------------------------------------------------------------
// S3: s3rver on a free port of 127.0.0.1, its files in a temporary folder, served from an http server
// of our own (as src/server/storage/storage.test.ts does) so AbortMultipartUpload can be answered.

/** Where s3rver keeps the parts of a multipart upload that is neither completed nor aborted. */
const S3RVER_UPLOADS = '._S3rver_uploads';
export const S3_KEY = 'S3RVER';

export async function startS3Server(bucket) {
  const directory = tempDir('multi-instance-s3-');
  const s3rver = new S3rver({ directory, silent: true, configureBuckets: [{ name: bucket }] });
  await s3rver.configureBuckets();
  const handle = s3rver.callback();
  // s3rver 3.7 answers AbortMultipartUpload with 405 and keeps the parts; this drops them, as S3 does.
  const abortMultipartUpload = async (request, response, url) => {
    const [, bucketName = '', ...keyParts] = url.pathname.split('/');
    const uploadId = url.searchParams.get('uploadId') ?? '';
    const uploadFolder = path.join(directory, bucketName, S3RVER_UPLOADS, uploadId);
    let key;
    if (/^[a-z0-9.-]+$/.test(bucketName) && /^[0-9a-f]+$/.test(uploadId)) {
      key = await readFile(path.join(uploadFolder, 'key'), 'utf8').catch(() => undefined);
    }
    request.resume();
    if (key === undefined || key !== decodeURIComponent(keyParts.join('/'))) {
      response.writeHead(404, { 'content-type': 'application/xml' });
      response.end('<?xml version="1.0" encoding="UTF-8"?><Error><Code>NoSuchUpload</Code></Error>');
      return;
    }
    await rm(uploadFolder, { recursive: true, force: true });
    response.writeHead(204).end();
  };
  const server = createHttpServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://s3.test');
    if (request.method === 'DELETE' && url.searchParams.has('uploadId')) {
      abortMultipartUpload(request, response, url).catch((error) => {
        response.writeHead(500).end(String(error));
      });
      return;
    }
    handle(request, response);
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const endpoint = `http://127.0.0.1:${server.address().port}`;
  const client = new S3Client({
    endpoint,
    forcePathStyle: true,
    region: 'us-east-1',
    credentials: { accessKeyId: S3_KEY, secretAccessKey: S3_KEY },
  });
  addCleanup(async () => {
    client.destroy();
    server.closeAllConnections();
    await new Promise((resolve) => server.close(() => resolve()));
  });
  return {
    endpoint,
    /** The keys stored under a prefix. */
    async keys(prefix) {
      const listed = await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix }));
      return (listed.Contents ?? []).map((object) => object.Key ?? '');
    },
    async read(key) {
      const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
      return Buffer.from(await object.Body.transformToByteArray());
    },
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
    children.add(child);
    const append = (chunk) => {
      this.output += chunk;
    };
    child.stdout.on('data', append);
    child.stderr.on('data', append);
    this.exited = new Promise((resolve) => {
      child.once('exit', (code, signal) => {
        children.delete(child);
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
