import { linkSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export class DataDirLockedError extends Error {}

/**
 * What a lock file says about its holder. The first line is the pid (all a lock of an older version
 * holds, and all scripts/start.mjs reads); the following `key value` lines identify the process, so a
 * pid reused by another program after a crash is not mistaken for the holder:
 *
 *     4242
 *     start 1234567     (Linux: field 22 of /proc/<pid>/stat, clock ticks after boot)
 *     boot 3f1c…        (Linux: /proc/sys/kernel/random/boot_id; a start time counts only within one boot)
 *     command node src/server/main.ts
 */
export type LockRecord = { pid: number; startTime?: string; bootId?: string; command?: string };

/** The fields of /proc/<pid>/stat the lock needs: the state (R, S, D, Z…) and the start time. */
export type ProcStat = { state: string; startTime: string };

/**
 * Parses /proc/<pid>/stat. The second field, the program name in parentheses, may itself hold spaces
 * and parentheses, so the fields are counted from the last ')'.
 */
export function parseProcStat(text: string): ProcStat | undefined {
  const end = text.lastIndexOf(')');
  if (end === -1) return undefined;
  // Fields 3 onwards: state is field 3, starttime field 22.
  const fields = text
    .slice(end + 1)
    .trim()
    .split(/\s+/);
  const state = fields[0];
  const startTime = fields[22 - 3];
  if (!state || !startTime || !/^\d+$/.test(startTime)) return undefined;
  return { state, startTime };
}

function readText(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
}

/** Whether this system has Linux's /proc (elsewhere only "is the pid alive" can be asked). */
function hasProc(): boolean {
  return readText('/proc/self/stat') !== undefined;
}

function procStat(pid: number): ProcStat | undefined {
  const text = readText(`/proc/${pid}/stat`);
  return text === undefined ? undefined : parseProcStat(text);
}

function bootId(): string | undefined {
  return readText('/proc/sys/kernel/random/boot_id')?.trim() || undefined;
}

function commandLine(pid: number): string[] | undefined {
  const text = readText(`/proc/${pid}/cmdline`);
  if (text === undefined) return undefined;
  return text.split('\0').filter((part) => part !== '');
}

/** This process's lock file: its pid and, where /proc tells, what identifies it. */
export function formatLockRecord(pid: number = process.pid): string {
  const lines = [String(pid)];
  const stat = procStat(pid);
  if (stat) lines.push(`start ${stat.startTime}`);
  const boot = bootId();
  if (boot) lines.push(`boot ${boot}`);
  const command = commandLine(pid);
  if (command?.length) lines.push(`command ${command.join(' ').replace(/[\r\n]+/g, ' ')}`);
  return `${lines.join('\n')}\n`;
}

export function parseLockRecord(text: string): LockRecord | undefined {
  const [first = '', ...rest] = text.split('\n');
  const pid = Number.parseInt(first.trim(), 10);
  if (!Number.isInteger(pid) || pid <= 0) return undefined;
  const record: LockRecord = { pid };
  for (const line of rest) {
    const space = line.indexOf(' ');
    if (space === -1) continue;
    const key = line.slice(0, space);
    const value = line.slice(space + 1).trim();
    if (key === 'start' && /^\d+$/.test(value)) record.startTime = value;
    else if (key === 'boot' && value) record.bootId = value;
    else if (key === 'command' && value) record.command = value;
  }
  return record;
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The shop runs on Node (`node …main.js`, `node --watch src/server/main.ts`, `node scripts/start.mjs`). */
function looksLikeNode(command: string[]): boolean {
  const program = path.basename(command[0] ?? '');
  return /^node(js)?(\d+)?(\.exe)?$/i.test(program) || command[0] === process.execPath;
}

/**
 * Why the lock's holder is no longer there (so the lock may be taken over), or undefined when it may
 * still be: the pid is gone, or is a zombie (exited, not yet reaped: it holds no files), or belongs to
 * another process than the one that wrote the lock (another start time or boot; for a lock of an older
 * version, which records only the pid, a program that is not Node).
 */
function staleReason(record: LockRecord): string | undefined {
  const { pid } = record;
  if (pid === process.pid) return `it names this very process (${pid}), so it was left by an earlier run`;
  if (!isRunning(pid)) return `process ${pid} is gone`;
  if (!hasProc()) return undefined; // alive, and nothing more can be known here
  const stat = procStat(pid);
  if (!stat) {
    // Still visible to kill(0) but not in /proc: it ended in between, or /proc hides it (hidepid).
    return isRunning(pid) ? undefined : `process ${pid} is gone`;
  }
  if (stat.state === 'Z' || stat.state === 'X') return `process ${pid} has exited (zombie)`;
  if (record.startTime !== undefined) {
    const boot = bootId();
    if (record.bootId && boot && record.bootId !== boot) {
      return `it was written before the machine restarted (process ${pid} is now another program)`;
    }
    if (record.startTime !== stat.startTime) {
      return `process ${pid} is another program that reused the pid (it started at another time)`;
    }
    return undefined;
  }
  const command = commandLine(pid);
  if (command?.length && !looksLikeNode(command)) {
    return `process ${pid} is another program (${command.join(' ').slice(0, 80)}) that reused the pid`;
  }
  return undefined;
}

type LockOwner =
  | { kind: 'record'; record: LockRecord; text: string }
  | { kind: 'none'; text: string }
  | { kind: 'unreadable' }
  | { kind: 'gone' };

/**
 * The lock's holder: 'unreadable' for a lock younger than a few seconds that holds no pid yet, 'none'
 * for an older one, 'gone' when the lock has just been removed.
 */
function readOwner(lockPath: string): LockOwner {
  const text = readText(lockPath);
  if (text === undefined) return { kind: 'gone' };
  const record = parseLockRecord(text);
  if (record) return { kind: 'record', record, text };
  try {
    return Date.now() - statSync(lockPath).mtimeMs < 5_000 ? { kind: 'unreadable' } : { kind: 'none', text };
  } catch {
    return { kind: 'gone' };
  }
}

export type LockOptions = {
  /** Told (e.g. as a warning in the log) when a stale lock is taken over, and why it was stale. */
  onTakeover?: (message: string) => void;
};

/**
 * Takes DATA_DIR for this process. PGlite corrupts its files when two processes open them, so a second
 * server on the same folder must stop before touching the database. A stale lock — its process gone, a
 * zombie, or another program that got the same pid — is taken over (see docs/decisions/0004).
 */
export function lockDataDir(dataDir: string, options: LockOptions = {}): { release: () => void } {
  mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, 'server.lock');
  const content = formatLockRecord();
  let takenOver: string | undefined;
  for (let attempt = 0; attempt < 3; attempt += 1) {
    // The record is written first and then linked into place, so the lock never exists without its owner.
    const candidate = `${lockPath}.${process.pid}`;
    writeFileSync(candidate, content);
    try {
      linkSync(candidate, lockPath);
      if (takenOver) options.onTakeover?.(`Took over the stale lock ${lockPath}: ${takenOver}.`);
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
      if (owner.kind === 'gone') continue; // released meanwhile: try again
      const reason =
        owner.kind === 'record'
          ? staleReason(owner.record)
          : owner.kind === 'none'
            ? 'it names no process'
            : undefined;
      if (reason === undefined || owner.kind === 'unreadable') {
        const pid = owner.kind === 'record' ? ` (process ${owner.record.pid})` : '';
        throw new DataDirLockedError(
          `Another server${pid} is already using the data directory ${dataDir}. ` +
            'Stop it first, or start this one with a different DATA_DIR.',
        );
      }
      // Remove it only if it is still the lock judged stale (another server may have just replaced it).
      if (readText(lockPath) === owner.text) {
        rmSync(lockPath, { force: true });
        takenOver = reason;
      }
    } finally {
      rmSync(candidate, { force: true });
    }
  }
  throw new DataDirLockedError(`Could not lock the data directory ${dataDir}.`);
}
