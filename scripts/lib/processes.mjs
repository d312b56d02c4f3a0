// Shared by the scripts that start processes and make things to remove (the bench, the multi-instance
// test): every child process tracked here is SIGKILLed and every clean-up runs (last first) on any way
// out, and a fresh PostgreSQL database is dropped on the way out.
import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** Every child process started and not yet exited, killed on any exit. */
const children = new Set();
/** Clean-ups (temporary folders, databases, servers) run once on the way out, last first. */
const cleanups = [];

export function addCleanup(cleanup) {
  cleanups.push(cleanup);
}

/** Kills `child` on any way out, unless it has exited by then. */
export function trackChild(child) {
  children.add(child);
  child.once('exit', () => children.delete(child));
  return child;
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

/**
 * Runs `main` and exits with the code it resolves with, or 1 when it throws (after `onError(error)`
 * reports it); the children are killed and the clean-ups run first. SIGINT and SIGTERM (after
 * `onSignal(signal)`) kill the children, run the clean-ups and exit 130; a `main` that throws then is
 * not reported, and the exit is left to the signal's handler.
 */
export async function runWithCleanup(main, { onError, onSignal } = {}) {
  process.on('exit', killChildren);
  let interrupted = false;
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, () => {
      interrupted = true;
      onSignal?.(signal);
      killChildren();
      runCleanups().finally(() => process.exit(130));
    });
  }
  let exitCode = 1;
  try {
    exitCode = await main();
  } catch (error) {
    exitCode = 1;
    if (interrupted) return; // the signal's handler cleans up and exits
    onError?.(error);
  } finally {
    killChildren();
    await runCleanups();
  }
  process.exit(exitCode);
}

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** A short random tag (lowercase letters and digits) for names made by this run. */
export const randomTag = (bytes = 6) => randomBytes(bytes).toString('hex');

/**
 * A fresh database `<prefix>_<random>` on the server of `adminUrl`, dropped on the way out. Resolves with
 * its name and URL.
 */
export async function createPostgresDatabase(adminUrl, prefix) {
  const name = `${prefix}_${randomTag(12)}`;
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
