import { Readable } from 'node:stream';
import { assertSafeKey, type Storage } from './storage.ts';

/** Keeps files in memory; for tests. */
export function createMemoryStorage(): Storage & { keys(): string[] } {
  const files = new Map<string, Buffer>();
  return {
    async put(key, data) {
      assertSafeKey(key);
      files.set(key, Buffer.from(data));
    },
    async get(key) {
      const data = files.get(key);
      return data ? { stream: Readable.from([data]), size: data.length } : null;
    },
    async delete(key) {
      files.delete(key);
    },
    keys: () => [...files.keys()],
  };
}
