import { mkdtempSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './data-dir-lock.ts';

const freshDir = () => mkdtempSync(path.join(tmpdir(), 'lock-'));

describe('data directory lock', () => {
  it('writes the owner pid and removes the lock on release', () => {
    const dir = freshDir();
    const lock = lockDataDir(dir);
    expect(readFileSync(path.join(dir, 'server.lock'), 'utf8')).toBe(String(process.pid));
    lock.release();
    lockDataDir(dir).release();
  });

  it('refuses a folder held by another live process', () => {
    const dir = freshDir();
    // The parent of the test process is alive for the whole test.
    writeFileSync(path.join(dir, 'server.lock'), String(process.ppid));
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    expect(() => lockDataDir(dir)).toThrow(/already using the data directory/);
  });

  it('takes over a lock left by a dead process', () => {
    const dir = freshDir();
    writeFileSync(path.join(dir, 'server.lock'), '999999999');
    const lock = lockDataDir(dir);
    expect(readFileSync(path.join(dir, 'server.lock'), 'utf8')).toBe(String(process.pid));
    lock.release();
  });

  it('treats a fresh lock without a pid as held (its owner is still writing it)', () => {
    const dir = freshDir();
    writeFileSync(path.join(dir, 'server.lock'), '');
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
  });

  it('takes over an old lock without a pid', () => {
    const dir = freshDir();
    const lockPath = path.join(dir, 'server.lock');
    writeFileSync(lockPath, '');
    const old = new Date(Date.now() - 60_000);
    utimesSync(lockPath, old, old);
    lockDataDir(dir).release();
  });
});
