import type { Storage } from './storage.ts';

/**
 * Deletes stored bytes after their rows are gone (run it AFTER the transaction that deleted them commits:
 * a rollback must not lose bytes). A failure is reported to `onError`, not thrown: the rows are already gone.
 */
export async function deleteStoredFiles(
  storage: Storage,
  keys: readonly string[],
  onError: (key: string, error: unknown) => void = () => {},
): Promise<void> {
  await Promise.all(
    keys.map(async (key) => {
      try {
        await storage.delete(key);
      } catch (error) {
        onError(key, error);
      }
    }),
  );
}
