// Shared by the bench scripts (load.mjs, browser.mjs): a build of their own, the shop and helper
// processes, a fresh PostgreSQL database, and clean-up on every way out (../lib/processes.mjs).
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  openSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { newestMtime, root } from '../build-lib.mjs';
import {
  addCleanup,
  createPostgresDatabase as createDatabase,
  runWithCleanup,
  sleep,
  trackChild,
} from '../lib/processes.mjs';

export { addCleanup, root, sleep, trackChild };

/** Runs `main` (which resolves with the exit code), then kills the children and cleans up on any way out. */
export function runBench(main) {
  return runWithCleanup(main, {
    onError: (error) => console.error(`bench failed: ${error.stack ?? error}`),
  });
}

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

// ---------------------------------------------------------------------------------------------------
// The bench's own build. `npm run build` (and `npm test`) delete and rewrite dist/, which other work on
// the same machine may be running from, and the working tree may change while a bench runs. So the bench
// copies the sources once (the working tree's tracked and untracked files, or with BENCH_GIT_REF a
// commit's, through `git archive`) into a folder of its own, runs the project's own build there
// (scripts/build.mjs), and starts the shop from that folder. A failed build leaves the previous one.

const buildInputs = [
  'src',
  'migrations',
  'scripts',
  'package.json',
  'package-lock.json',
  'vite.config.ts',
  'tsconfig.base.json',
  'tsconfig.server.json',
];

const git = (...args) => execFileSync('git', ['--no-optional-locks', ...args], { cwd: root });

/** The commit and how many files the working tree changes (read-only git calls), for the report. */
function workingTreeState() {
  try {
    const commit = git('rev-parse', '--short', 'HEAD').toString().trim();
    const changed = git('status', '--porcelain').toString().split('\n').filter(Boolean);
    const digest = createHash('sha256').update(changed.join('\n')).digest('hex').slice(0, 8);
    return changed.length === 0
      ? `commit ${commit}, clean working tree`
      : `commit ${commit} + the working tree's ${changed.length} changed/new files (status ${digest})`;
  } catch {
    return 'the working tree (no git)';
  }
}

/** Copies the sources to `target`: a commit's files, or the working tree's tracked and untracked ones. */
function copySources(target, ref) {
  mkdirSync(target, { recursive: true });
  if (ref) {
    const archive = spawnSync('git', ['archive', '--format=tar', ref], { cwd: root, maxBuffer: 1 << 30 });
    if (archive.status !== 0) throw new Error(`git archive ${ref} failed: ${archive.stderr}`);
    const untar = spawnSync('tar', ['-x', '-C', target], { input: archive.stdout });
    if (untar.status !== 0) throw new Error(`tar failed: ${untar.stderr}`);
    return;
  }
  const files = git('ls-files', '-z', '--cached', '--others', '--exclude-standard')
    .toString()
    .split('\0')
    .filter(Boolean);
  for (const file of files) {
    const from = path.join(root, file);
    if (!existsSync(from)) continue; // deleted in the working tree
    mkdirSync(path.dirname(path.join(target, file)), { recursive: true });
    cpSync(from, path.join(target, file));
  }
}

/**
 * The folder the bench runs the shop from: a copy of the sources with their build (dist/). Rebuilt when
 * a source is newer than it (or, with BENCH_GIT_REF, when the ref names another commit), unless
 * BENCH_REUSE_BUILD=1 (to measure two scripts on one build while the working tree changes). Resolves with
 * the folder and a line describing what was built.
 */
export async function ensureBenchBuild() {
  const ref = process.env.BENCH_GIT_REF || undefined;
  const buildRoot = process.env.BENCH_BUILD_DIR || path.join(tmpdir(), 'print-shop-bench-build');
  const stampPath = path.join(buildRoot, 'bench-build.json');
  const stamp = existsSync(stampPath) ? JSON.parse(readFileSync(stampPath, 'utf8')) : undefined;
  const reuse = process.env.BENCH_REUSE_BUILD === '1';
  const commit = ref ? git('rev-parse', '--short', ref).toString().trim() : undefined;
  const source = ref ? `commit ${commit} (BENCH_GIT_REF=${ref})` : workingTreeState();
  const newerSource = () =>
    buildInputs.some((input) => newestMtime(path.join(root, input)) > statSync(stampPath).mtimeMs);
  const stale = !stamp || (ref ? stamp.source !== source : stamp.ref !== undefined || newerSource());
  if (stamp && (reuse || !stale)) {
    console.log(
      `bench build: ${buildRoot} (${stamp.source}, built ${stamp.builtAt}${stale ? ', stale' : ''})`,
    );
    return { buildRoot, description: `${stamp.source}, built ${stamp.builtAt}` };
  }
  if (reuse) console.log('BENCH_REUSE_BUILD=1 but there is no bench build yet: building');
  const staging = `${buildRoot}.staging`;
  console.log(`bench build: copying ${source} to ${staging} and building it there`);
  rmSync(staging, { recursive: true, force: true });
  copySources(staging, ref);
  symlinkSync(path.join(root, 'node_modules'), path.join(staging, 'node_modules'), 'dir');
  const result = spawnSync(process.execPath, ['scripts/build.mjs'], { cwd: staging, stdio: 'inherit' });
  if (result.status !== 0) {
    throw new Error(
      `the build of ${source} failed (exit ${result.status}); the previous bench build is kept`,
    );
  }
  const builtAt = new Date().toISOString();
  writeFileSync(path.join(staging, 'bench-build.json'), JSON.stringify({ builtAt, source, ref }));
  rmSync(buildRoot, { recursive: true, force: true });
  renameSync(staging, buildRoot);
  return { buildRoot, description: `${source}, built ${builtAt}` };
}

// ---------------------------------------------------------------------------------------------------
// Processes.

/**
 * Starts the built shop from `buildRoot`; resolves when it logs 'shop ready at'. Its output goes to
 * shop.log in dataDir.
 */
/** BENCH_SHOP_NODE_ARGS: flags for the shop's Node, e.g. `--cpu-prof --cpu-prof-dir=/tmp/profiles`. */
function shopNodeArgs() {
  return (process.env.BENCH_SHOP_NODE_ARGS ?? '').split(' ').filter(Boolean);
}

export async function startShop({ buildRoot, databaseUrl, dataDir, env: extraEnv = {} }) {
  const port = await freePort();
  const logPath = path.join(dataDir, 'shop.log');
  const out = openSync(logPath, 'a');
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl ?? '',
    ADMIN_EMAIL: 'bench@example.com',
    ADMIN_PASSWORD: 'bench-password-not-secret',
    // Every bench request comes from 127.0.0.1: lift the anonymous upload allowance (60 per 10 minutes).
    // Placing an order has no per-address limit (only a wrong discount code counts, and none is sent).
    UPLOAD_REQUESTS_PER_10_MINUTES: '1000000',
    ...extraEnv,
  };
  const child = trackChild(
    spawn(process.execPath, [...shopNodeArgs(), path.join(buildRoot, 'dist/server-build/server/main.js')], {
      cwd: buildRoot,
      env,
      stdio: ['ignore', out, out],
    }),
  );
  const startedLength = readFileSync(logPath, 'utf8').length;
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    const log = readFileSync(logPath, 'utf8').slice(startedLength);
    if (child.exitCode !== null) {
      throw new Error(`the shop exited (${child.exitCode}) before it was ready:\n${log}`);
    }
    if (log.includes('shop ready at')) return { child, url: `http://127.0.0.1:${port}` };
    await sleep(200);
  }
  throw new Error(`the shop was not ready within 180 s:\n${readFileSync(logPath, 'utf8')}`);
}

/** SIGTERM (SIGKILL after 15 s), and wait for the exit. */
export async function stopChild(child) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(timer);
}

/** A fresh database `bench_<random>` on the server of the given URL, dropped on the way out; resolves with its URL. */
export async function createPostgresDatabase(adminUrl) {
  return (await createDatabase(adminUrl, 'bench')).url;
}

/** The demo products' slugs in catalogue order, from GET /api/products (a list, or a page of cards). */
export async function productSlugs(shopUrl) {
  const response = await fetch(`${shopUrl}/api/products`);
  if (!response.ok) throw new Error(`GET /api/products answered ${response.status}`);
  const body = await response.json();
  const list = Array.isArray(body) ? body : (body.items ?? body.products ?? []);
  return list.map((product) => product.slug);
}

export function median(values) {
  const sorted = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** Prints a Markdown table: a header row and rows of cells. */
export function printTable(header, lines) {
  const all = [header, ...lines];
  const widths = header.map((_, column) => Math.max(...all.map((line) => String(line[column]).length)));
  const format = (line) =>
    `| ${line.map((cell, column) => String(cell).padEnd(widths[column])).join(' | ')} |`;
  console.log(`\n${format(header)}`);
  console.log(`| ${widths.map((width) => '-'.repeat(width)).join(' | ')} |`);
  for (const line of lines) console.log(format(line));
}
