import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { assertRangeWithin, assertSafeKey, type Storage } from './storage.ts';

/** Stores files in a folder on the local disk (default driver: DATA_DIR/uploads). */
export function createLocalStorage(root: string): Storage {
  const resolve = (key: string) => {
    assertSafeKey(key);
    return path.join(root, key);
  };
  const fileSize = async (target: string): Promise<number | null> => {
    try {
      const info = await stat(target);
      return info.isFile() ? info.size : null;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  };
  return {
    async put(key, data) {
      const target = resolve(key);
      await mkdir(path.dirname(target), { recursive: true });
      // Write then rename, so a reader never sees half a file; a stream that fails leaves no temporary file.
      const temporary = `${target}.${randomUUID()}.tmp`;
      try {
        await writeFile(temporary, data);
        await rename(temporary, target);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
    },
    async get(key, range) {
      const target = resolve(key);
      const size = await fileSize(target);
      if (size === null) return null;
      if (range) assertRangeWithin(range, size);
      return { stream: createReadStream(target, range), size };
    },
    async stat(key) {
      const size = await fileSize(resolve(key));
      return size === null ? null : { size };
    },
    async delete(key) {
      await rm(resolve(key), { force: true });
    },
  };
}
