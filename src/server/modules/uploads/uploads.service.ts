import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { badRequest, payloadTooLarge, unsupportedMediaType } from '#server/errors';
import { deleteStoredFiles } from '#server/storage/delete-stored-files';
import { publicMediaUrl, type Storage } from '#server/storage/storage';
import { sanitizeFileName } from '#server/uploads/file-name';
import type { FormFile, FormPart } from '#server/uploads/form-part';
import { apiMessages } from '#shared/errors';
import type { MediaItem } from '#shared/schemas/product';
import { imageUploadLimits, type UploadResult, videoUploadLimits } from '#shared/schemas/upload';
import { convertImage, readImagePart } from './image-upload.ts';
import { detectVideoType, videoSniffBytes } from './video-type.ts';

export type UploadDeps = { storage: Storage; log?: Pick<FastifyBaseLogger, 'warn'> };

const randomName = () => randomBytes(16).toString('hex');

/** Deletes what a refused request had already written; a failure is logged, the refusal still answered. */
function deleteWritten(deps: UploadDeps, keys: readonly string[]): Promise<void> {
  return deleteStoredFiles(deps.storage, keys, (key, error) =>
    deps.log?.warn({ key, err: error }, 'could not delete an uploaded media file'),
  );
}

/**
 * The file parts of an upload form, in the order sent: only the given field, at most `maxFiles`, the
 * empty part of an empty file input skipped by the caller. Text fields are ignored.
 */
async function* uploadedFiles(
  parts: AsyncIterable<FormPart>,
  limits: { field: string; maxFiles: number },
  noun: string,
): AsyncGenerator<FormFile & { displayName: string }> {
  let count = 0;
  for await (const part of parts) {
    if (part.kind === 'field') continue;
    if (part.name !== limits.field) {
      throw badRequest(`Unexpected file field "${part.name}": send the ${noun}s as "${limits.field}".`);
    }
    count += 1;
    if (count > limits.maxFiles) {
      throw badRequest(apiMessages.tooManyMediaFiles(limits.maxFiles, noun));
    }
    yield { ...part, displayName: sanitizeFileName(part.fileName) };
  }
}

function nothingSent(noun: string): never {
  throw badRequest(apiMessages.noMediaChosen(noun));
}

/**
 * POST /api/upload/images: every file is judged by its bytes (PNG, JPEG, WebP or GIF), decoded and
 * re-encoded as WebP 1200 px wide at most with a 600-px variant. All files are checked and converted
 * before anything is stored, so a refused file leaves nothing behind; the stored pictures are
 * media/products/<random>.webp and <random>-600.webp.
 */
export async function uploadImages(deps: UploadDeps, parts: AsyncIterable<FormPart>): Promise<UploadResult> {
  const converted: { original: Buffer; variant: Buffer }[] = [];
  for await (const file of uploadedFiles(parts, imageUploadLimits, 'image')) {
    const image = await readImagePart(file, imageUploadLimits.maxFileLabel);
    if (image) converted.push(await convertImage(image));
  }
  if (converted.length === 0) nothingSent('image');

  const written: string[] = [];
  try {
    const media: MediaItem[] = [];
    for (const [order, image] of converted.entries()) {
      const base = `media/products/${randomName()}`;
      const key = `${base}.webp`;
      const variantKey = `${base}-600.webp`;
      written.push(key, variantKey); // before put: a half-written file is deleted too
      await deps.storage.put(key, image.original);
      await deps.storage.put(variantKey, image.variant);
      media.push({ type: 'image', url: publicMediaUrl(key), thumbnail: publicMediaUrl(variantKey), order });
    }
    return { urls: media.map((item) => item.url), media };
  } catch (error) {
    await deleteWritten(deps, written);
    throw error;
  }
}

/** Reads chunks from the iterator until at least `length` bytes (or the end) have arrived. */
async function readHead(
  iterator: AsyncIterator<Buffer>,
  length: number,
): Promise<{ chunks: Buffer[]; size: number; ended: boolean }> {
  const chunks: Buffer[] = [];
  let size = 0;
  while (size < length) {
    const next = await iterator.next();
    if (next.done) return { chunks, size, ended: true };
    chunks.push(next.value);
    size += next.value.length;
  }
  return { chunks, size, ended: false };
}

/**
 * The whole file as a stream to store: the chunks already read, then the rest as it arrives. Throws
 * (so storage keeps nothing) when the parser cut the file at the size limit.
 */
async function* restOfFile(
  head: Buffer[],
  iterator: AsyncIterator<Buffer>,
  ended: boolean,
  onEnd: () => void,
): AsyncGenerator<Buffer> {
  yield* head;
  if (!ended) {
    for (let next = await iterator.next(); !next.done; next = await iterator.next()) yield next.value;
  }
  onEnd();
}

/**
 * POST /api/upload/videos: every file is judged by its first bytes (MP4, MOV, AVI, MKV or WebM) and
 * streamed to storage as media/videos/<random>.<ext> without holding it in memory; a file over 50 MB
 * is a 413 naming it. When any file is refused, the videos already stored by the request are deleted.
 */
export async function uploadVideos(deps: UploadDeps, parts: AsyncIterable<FormPart>): Promise<UploadResult> {
  const written: string[] = [];
  try {
    const media: MediaItem[] = [];
    for await (const file of uploadedFiles(parts, videoUploadLimits, 'video')) {
      const name = file.displayName;
      const iterator = file.stream[Symbol.asyncIterator]();
      const head = await readHead(iterator, videoSniffBytes);
      if (file.fileName === '' && head.size === 0) continue;
      const type = await detectVideoType(Buffer.concat(head.chunks));
      if (!type) throw unsupportedMediaType(apiMessages.videoTypeUnsupported(name));
      const key = `media/videos/${randomName()}.${type.extension}`;
      written.push(key); // before put: a half-written file is deleted too
      await deps.storage.put(
        key,
        restOfFile(head.chunks, iterator, head.ended, () => {
          if (file.truncated()) {
            throw payloadTooLarge(apiMessages.videoTooLarge(name, videoUploadLimits.maxFileLabel));
          }
        }),
      );
      media.push({ type: 'video', url: publicMediaUrl(key), thumbnail: null, order: media.length });
    }
    if (media.length === 0) nothingSent('video');
    return { urls: media.map((item) => item.url), media };
  } catch (error) {
    await deleteWritten(deps, written);
    throw error;
  }
}
