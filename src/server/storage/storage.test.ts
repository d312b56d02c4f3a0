import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { afterAll, describe, expect, it } from 'vitest';
import { createLocalStorage } from './local-storage.ts';
import { createMemoryStorage } from './memory-storage.ts';
import type { Storage } from './storage.ts';

const folders: string[] = [];
afterAll(async () => {
  await Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true })));
});

async function* chunks(...parts: string[]) {
  for (const part of parts) yield Buffer.from(part);
}

async function* failingAfter(part: string) {
  yield Buffer.from(part);
  throw new Error('cut off');
}

describe.each([
  ['memory', async () => ({ storage: createMemoryStorage() as Storage, files: async () => [] as string[] })],
  [
    'local',
    async () => {
      const root = await mkdtemp(path.join(tmpdir(), 'storage-test-'));
      folders.push(root);
      const files = async () => readdir(path.join(root, 'media'), { recursive: true });
      return { storage: createLocalStorage(root), files };
    },
  ],
])('the %s storage', (_name, make) => {
  it('stores a buffer and a stream, and reads them whole, in a range and by size', async () => {
    const { storage } = await make();
    await storage.put('media/a.txt', Buffer.from('0123456789'));
    await storage.put('media/b.txt', chunks('abc', 'def', 'ghij'));
    const whole = await storage.get('media/b.txt');
    expect(whole?.size).toBe(10);
    expect(await text(whole!.stream)).toBe('abcdefghij');
    const part = await storage.get('media/a.txt', { start: 3, end: 5 });
    expect(part?.size).toBe(10);
    expect(await text(part!.stream)).toBe('345');
    expect(await storage.stat('media/a.txt')).toEqual({ size: 10 });
    expect(await storage.stat('media/none.txt')).toBeNull();
    expect(await storage.get('media/none.txt')).toBeNull();
  });

  it('keeps nothing of a stream that fails', async () => {
    const { storage, files } = await make();
    await expect(storage.put('media/c.txt', failingAfter('partial'))).rejects.toThrow('cut off');
    expect(await storage.stat('media/c.txt')).toBeNull();
    expect((await files()).filter((file) => file.startsWith('c.txt'))).toEqual([]);
  });

  it('refuses a range outside the file', async () => {
    const { storage } = await make();
    await storage.put('media/d.txt', Buffer.from('abc'));
    await expect(storage.get('media/d.txt', { start: 1, end: 3 })).rejects.toThrow(RangeError);
  });
});
