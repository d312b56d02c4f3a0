import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { WebpVariants } from '#server/modules/uploads/image-processing';
import { deleteStoredFiles } from '#server/storage/delete-stored-files';
import { publicMediaUrl, type Storage } from '#server/storage/storage';

export type ReviewImageDeps = { storage: Storage; log?: Pick<FastifyBaseLogger, 'warn'> };

const REVIEW_IMAGE_PREFIX = 'media/reviews/';

/**
 * Stores the pictures as media/reviews/<random>.webp (the 1200-px WebP; reviews use no smaller variant)
 * and answers their public URLs. Each URL is pushed to `written` before its file is put, so what a failed
 * request stored, a half-written file too, can be deleted.
 */
async function storeReviewImages(
  storage: Storage,
  images: readonly WebpVariants[],
  written: string[],
): Promise<string[]> {
  const urls: string[] = [];
  for (const image of images) {
    const key = `${REVIEW_IMAGE_PREFIX}${randomBytes(16).toString('hex')}.webp`;
    const url = publicMediaUrl(key);
    written.push(url);
    await storage.put(key, image.original);
    urls.push(url);
  }
  return urls;
}

/** The storage keys of review pictures among these URLs (a URL stored elsewhere is never deleted here). */
function reviewImageKeys(urls: readonly string[]): string[] {
  return urls.map((url) => url.slice(1)).filter((key) => key.startsWith(REVIEW_IMAGE_PREFIX));
}

/** Deletes the stored files of review pictures given by URL; best effort: a failure is logged, not thrown. */
export function deleteReviewFiles(deps: ReviewImageDeps, urls: readonly string[]): Promise<void> {
  return deleteStoredFiles(deps.storage, reviewImageKeys(urls), (key, error) =>
    deps.log?.warn({ key, err: error }, 'could not delete a review picture'),
  );
}

/**
 * Runs `write` with the URLs of the pictures once they are stored; when anything fails, the pictures
 * stored by this request are deleted again, so a refused or failed request leaves no file behind.
 */
export async function withStoredReviewImages<T>(
  deps: ReviewImageDeps,
  images: readonly WebpVariants[],
  write: (urls: string[]) => Promise<T>,
): Promise<T> {
  const written: string[] = [];
  try {
    return await write(await storeReviewImages(deps.storage, images, written));
  } catch (error) {
    await deleteReviewFiles(deps, written);
    throw error;
  }
}
