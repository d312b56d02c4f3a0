import { statfs } from 'node:fs/promises';
import path from 'node:path';

/** Free bytes on the filesystem that holds a folder, as an unprivileged process may use them. */
export type FreeDiskBytes = () => Promise<number>;

/**
 * The free space (statfs: available blocks × block size) of the filesystem holding `dir`, or of its
 * nearest existing parent while `dir` is not created yet.
 */
export async function statfsFreeBytes(dir: string): Promise<number> {
  for (let current = path.resolve(dir); ; current = path.dirname(current)) {
    try {
      const info = await statfs(current);
      return info.bavail * info.bsize;
    } catch (error) {
      const parent = path.dirname(current);
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT' || parent === current) throw error;
    }
  }
}

const FREE_DISK_CACHE_MS = 5_000;

/**
 * Reads the free space under `dir` at most once every `cacheMs` (every upload asks; statfs is cheap,
 * but not free). A failed reading is not kept: the next call tries again.
 */
export function freeDiskBytesReader(
  dir: string,
  options: { cacheMs?: number; read?: (dir: string) => Promise<number>; now?: () => number } = {},
): FreeDiskBytes {
  const { cacheMs = FREE_DISK_CACHE_MS, read = statfsFreeBytes, now = Date.now } = options;
  let cached: { at: number; bytes: Promise<number> } | undefined;
  return () => {
    const time = now();
    if (!cached || time - cached.at >= cacheMs) {
      const bytes = read(dir);
      const entry = { at: time, bytes };
      cached = entry;
      bytes.catch(() => {
        if (cached === entry) cached = undefined;
      });
    }
    return cached.bytes;
  };
}
