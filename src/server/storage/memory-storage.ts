import { Readable } from 'node:stream';
import { assertRangeWithin, assertSafeKey, type Storage } from './storage.ts';

/** Keeps files in memory; for tests. */
export function createMemoryStorage(): Storage & { keys(): string[] } {
  const files = new Map<string, Buffer>();
  return {
    async put(key, data) {
      assertSafeKey(key);
      if (Buffer.isBuffer(data)) {
        files.set(key, Buffer.from(data));
        return;
      }
      const chunks: Buffer[] = [];
      for await (const chunk of data) chunks.push(Buffer.from(chunk));
      files.set(key, Buffer.concat(chunks));
    },
    async get(key, range) {
      const data = files.get(key);
      if (!data) return null;
      if (range) assertRangeWithin(range, data.length);
      const bytes = range ? data.subarray(range.start, range.end + 1) : data;
      return { stream: Readable.from([bytes]), size: data.length };
    },
    async stat(key) {
      const data = files.get(key);
      return data ? { size: data.length } : null;
    },
    async delete(key) {
      files.delete(key);
    },
    keys: () => [...files.keys()],
  };
}
