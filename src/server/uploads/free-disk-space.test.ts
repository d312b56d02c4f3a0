import { statfs } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { freeDiskBytesReader, statfsFreeBytes } from './free-disk-space.ts';

describe('statfsFreeBytes', () => {
  it('answers the free space of the disk holding a folder, or its nearest existing parent', async () => {
    const info = await statfs(tmpdir());
    const free = await statfsFreeBytes(tmpdir());
    expect(free).toBeGreaterThan(0);
    expect(free).toBeLessThanOrEqual(info.blocks * info.bsize);
    const missing = await statfsFreeBytes(path.join(tmpdir(), `not-created-${process.pid}`, 'uploads'));
    expect(missing).toBeGreaterThan(0);
  });
});

describe('freeDiskBytesReader', () => {
  it('reads at most once per cache period and does not keep a failed reading', async () => {
    let time = 0;
    let reads = 0;
    let fail = false;
    const read = async (dir: string) => {
      expect(dir).toBe('/data');
      reads += 1;
      if (fail) throw new Error('statfs failed');
      return reads * 100;
    };
    const free = freeDiskBytesReader('/data', { cacheMs: 5_000, read, now: () => time });

    expect(await free()).toBe(100);
    time = 4_999;
    expect(await free()).toBe(100);
    expect(reads).toBe(1);
    time = 5_000;
    expect(await free()).toBe(200);

    time = 10_000;
    fail = true;
    await expect(free()).rejects.toThrow('statfs failed');
    fail = false;
    expect(await free()).toBe(400);
    expect(reads).toBe(4);
  });
});
