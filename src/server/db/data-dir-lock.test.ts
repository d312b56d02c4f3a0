import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import {
  DataDirLockedError,
  formatLockRecord,
  lockDataDir,
  parseLockRecord,
  parseProcStat,
} from './data-dir-lock.ts';

const freshDir = () => mkdtempSync(path.join(tmpdir(), 'lock-'));
const onLinux = existsSync('/proc/self/stat');
const lockFile = (dir: string) => path.join(dir, 'server.lock');

const started: ChildProcess[] = [];
afterEach(() => {
  for (const child of started.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
});

/** A child process; resolves with it once it printed its first line (returned too). */
function spawnUntilFirstLine(
  command: string,
  args: string[],
): Promise<{ child: ChildProcess; line: string }> {
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'inherit'] });
  started.push(child);
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const end = output.indexOf('\n');
      if (end !== -1) resolve({ child, line: output.slice(0, end).trim() });
    });
    child.on('error', reject);
    child.on('exit', (code) => reject(new Error(`${command} exited (${code}) before answering`)));
  });
}

/** `sleep 30`: a live process that is certainly not the shop. */
async function unrelatedProcess(): Promise<number> {
  const child = spawn('sleep', ['30'], { stdio: 'ignore' });
  started.push(child);
  // 'spawn' comes once the program has been executed.
  await new Promise((resolve, reject) => child.once('spawn', resolve).once('error', reject));
  return child.pid!;
}

function procState(pid: number): string | undefined {
  try {
    return parseProcStat(readFileSync(`/proc/${pid}/stat`, 'utf8'))?.state;
  } catch {
    return undefined;
  }
}

describe('data directory lock', () => {
  it('writes the owner pid first, then what identifies the process, and removes the lock on release', () => {
    const dir = freshDir();
    const lock = lockDataDir(dir);
    const text = readFileSync(lockFile(dir), 'utf8');
    // The first line stays the bare pid: scripts/start.mjs and older versions read only that.
    expect(Number.parseInt(text, 10)).toBe(process.pid);
    const record = parseLockRecord(text);
    expect(record?.pid).toBe(process.pid);
    if (onLinux) {
      expect(record?.startTime).toMatch(/^\d+$/);
      expect(record?.command).toContain('node');
    }
    lock.release();
    expect(existsSync(lockFile(dir))).toBe(false);
    lockDataDir(dir).release();
  });

  it('refuses a folder held by another live process (a lock of an older version: the pid only)', () => {
    const dir = freshDir();
    // The parent of the test process (Node, as the shop) is alive for the whole test.
    writeFileSync(lockFile(dir), String(process.ppid));
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    expect(() => lockDataDir(dir)).toThrow(/already using the data directory/);
  });

  it('refuses a folder held by a running shop', async () => {
    const dir = freshDir();
    const lockModule = path.join(path.dirname(fileURLToPath(import.meta.url)), 'data-dir-lock.ts');
    const holder = `const { lockDataDir } = await import(${JSON.stringify(lockModule)});
      lockDataDir(${JSON.stringify(dir)}); console.log('locked'); setInterval(() => {}, 1000);`;
    const { child } = await spawnUntilFirstLine(process.execPath, ['--input-type=module', '-e', holder]);
    expect(parseLockRecord(readFileSync(lockFile(dir), 'utf8'))?.pid).toBe(child.pid);
    expect(() => lockDataDir(dir)).toThrow(new RegExp(`process ${child.pid}.*already using`));
  });

  it('takes over a lock left by a dead process, and says so', () => {
    const dir = freshDir();
    writeFileSync(lockFile(dir), '999999999');
    const messages: string[] = [];
    const lock = lockDataDir(dir, { onTakeover: (message) => messages.push(message) });
    expect(parseLockRecord(readFileSync(lockFile(dir), 'utf8'))?.pid).toBe(process.pid);
    expect(messages).toEqual([expect.stringMatching(/Took over the stale lock .*process 999999999 is gone/)]);
    lock.release();
  });

  it('treats a fresh lock without a pid as held (its owner is still writing it)', () => {
    const dir = freshDir();
    writeFileSync(lockFile(dir), '');
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
  });

  it('takes over an old lock without a pid', () => {
    const dir = freshDir();
    writeFileSync(lockFile(dir), '');
    const old = new Date(Date.now() - 60_000);
    utimesSync(lockFile(dir), old, old);
    lockDataDir(dir).release();
  });

  describe.runIf(onLinux)('when the pid now belongs to another program', () => {
    it('takes over a lock of an older version (pid only) whose pid is a program that is not Node', async () => {
      const pid = await unrelatedProcess();
      const dir = freshDir();
      writeFileSync(lockFile(dir), String(pid));
      const messages: string[] = [];
      const lock = lockDataDir(dir, { onTakeover: (message) => messages.push(message) });
      expect(parseLockRecord(readFileSync(lockFile(dir), 'utf8'))?.pid).toBe(process.pid);
      expect(messages[0]).toMatch(new RegExp(`process ${pid} is another program \\(sleep 30\\)`));
      lock.release();
    });

    it('takes over a lock whose pid is alive but started at another time than the holder', async () => {
      const pid = await unrelatedProcess();
      const real = parseLockRecord(formatLockRecord(pid));
      expect(real?.startTime).toMatch(/^\d+$/);
      const dir = freshDir();
      writeFileSync(lockFile(dir), `${pid}\nstart ${Number(real!.startTime) - 1}\ncommand node main.js\n`);
      const messages: string[] = [];
      const lock = lockDataDir(dir, { onTakeover: (message) => messages.push(message) });
      expect(messages[0]).toMatch(new RegExp(`process ${pid} is another program that reused the pid`));
      lock.release();
    });

    it('takes over a lock written before the machine restarted', async () => {
      const pid = await unrelatedProcess();
      const real = parseLockRecord(formatLockRecord(pid))!;
      const dir = freshDir();
      writeFileSync(lockFile(dir), `${pid}\nstart ${real.startTime}\nboot not-this-boot\n`);
      const messages: string[] = [];
      lockDataDir(dir, { onTakeover: (message) => messages.push(message) }).release();
      expect(messages[0]).toMatch(/before the machine restarted/);
    });

    it('refuses a lock whose pid and start time are those of the running process', async () => {
      const pid = await unrelatedProcess();
      const dir = freshDir();
      writeFileSync(lockFile(dir), formatLockRecord(pid));
      expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    });

    it('takes over a lock whose process has exited but is not yet reaped (a zombie)', async () => {
      // The background `sleep` ends after the shell has become `sleep 30`, which never reaps it.
      const { line } = await spawnUntilFirstLine('sh', ['-c', 'sleep 0.2 & echo $!; exec sleep 30']);
      const zombie = Number(line);
      for (let i = 0; i < 100 && procState(zombie) !== 'Z'; i += 1)
        await new Promise((r) => setTimeout(r, 50));
      expect(procState(zombie)).toBe('Z');
      const dir = freshDir();
      writeFileSync(lockFile(dir), formatLockRecord(zombie));
      const messages: string[] = [];
      lockDataDir(dir, { onTakeover: (message) => messages.push(message) }).release();
      expect(messages[0]).toMatch(new RegExp(`process ${zombie} has exited \\(zombie\\)`));
    });
  });
});

describe('parseProcStat', () => {
  const fields = (state: string, start: string) =>
    `${state} 1 2 3 0 -1 4227084 97 0 0 0 0 0 0 0 20 0 1 0 ${start} 0 0 18446744073709551615 0 0`;

  it('reads the state (field 3) and the start time (field 22)', () => {
    expect(parseProcStat(`4242 (node) ${fields('S', '258479')}`)).toEqual({
      state: 'S',
      startTime: '258479',
    });
    expect(parseProcStat(`25413 (sleep) ${fields('Z', '7')}`)).toEqual({ state: 'Z', startTime: '7' });
  });

  it('counts the fields after the program name, which may hold spaces and parentheses', () => {
    expect(parseProcStat(`77 (my (odd) prog) ${fields('R', '123')}`)).toEqual({
      state: 'R',
      startTime: '123',
    });
  });

  it('gives nothing for text that is not a stat line', () => {
    expect(parseProcStat('')).toBeUndefined();
    expect(parseProcStat('4242 (node) S 1 2')).toBeUndefined();
  });
});

describe('parseLockRecord', () => {
  it('reads a lock of an older version (the pid only) and the current format', () => {
    expect(parseLockRecord('4242')).toEqual({ pid: 4242 });
    expect(parseLockRecord('4242\nstart 99\nboot abc\ncommand node src/server/main.ts\n')).toEqual({
      pid: 4242,
      startTime: '99',
      bootId: 'abc',
      command: 'node src/server/main.ts',
    });
    expect(parseLockRecord('')).toBeUndefined();
    expect(parseLockRecord('nope')).toBeUndefined();
  });
});
