import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { AppError, notFound } from '#server/errors';
import { type ByteRange, PUBLIC_MEDIA_PREFIX, type Storage } from '#server/storage/storage';
import { apiMessages } from '#shared/errors';
import { errorBodySchema, fileBodySchema } from '#shared/schemas/common';

const contentTypes: Record<string, string> = {
  '.webp': 'image/webp',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.mp4': 'video/mp4',
  '.mov': 'video/quicktime',
  '.webm': 'video/webm',
  '.mkv': 'video/x-matroska',
  '.avi': 'video/x-msvideo',
};

/**
 * The one range a Range header asks for within a file of `size` bytes (RFC 9110 §14): 'none' when the
 * header is absent, malformed, not in bytes or asks for several ranges (the whole file is then sent, as
 * the RFC allows); 'unsatisfiable' when no byte of the file is in it.
 */
export function parseRange(header: string | undefined, size: number): ByteRange | 'none' | 'unsatisfiable' {
  if (header === undefined) return 'none';
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return 'none';
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return 'none';
  if (first === '') {
    // A suffix: the last N bytes.
    const length = Number(last);
    if (length === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - length), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? Number.POSITIVE_INFINITY : Number(last);
  if (!Number.isSafeInteger(start) || end < start) return 'none';
  if (start >= size) return 'unsatisfiable';
  return { start, end: Math.min(end, size - 1) };
}

/** The storage key and content type of a public media path, or a 404 for any other path. */
function mediaFile(rest: string): { key: string; type: string } {
  const type = contentTypes[path.extname(rest).toLowerCase()];
  if (!type || rest.includes('..')) throw notFound(apiMessages.mediaNotFound);
  return { key: `${PUBLIC_MEDIA_PREFIX}${rest}`, type };
}

/** The part of a file of `size` bytes that a Range header asks for: undefined for all of it, a 416 for none. */
function askedRange(header: string | undefined, size: number): ByteRange | undefined {
  const asked = parseRange(header, size);
  if (asked === 'unsatisfiable') {
    throw new AppError('RANGE_NOT_SATISFIABLE', apiMessages.rangeNotSatisfiable, 416, undefined, {
      'Content-Range': `bytes */${size}`,
      'Accept-Ranges': 'bytes',
    });
  }
  return asked === 'none' ? undefined : asked;
}

/** A storage failure on a media path is a 404 (the file is not there to serve); a refusal stays itself. */
function asMediaError(error: unknown): AppError {
  return error instanceof AppError ? error : notFound(apiMessages.mediaNotFound);
}

/** The headers of a media answer, whole (200) or in part (206), with or without its bytes. */
function describeMedia(reply: FastifyReply, type: string, size: number, range: ByteRange | undefined) {
  reply
    .type(type)
    .header('Accept-Ranges', 'bytes')
    .header('Cache-Control', 'public, max-age=31536000, immutable')
    .header('X-Content-Type-Options', 'nosniff');
  if (!range) return reply.header('Content-Length', size);
  return reply
    .status(206)
    .header('Content-Range', `bytes ${range.start}-${range.end}/${size}`)
    .header('Content-Length', range.end - range.start + 1);
}

/**
 * Public product media from Storage at /media/...; names are never reused, so they are cached for a year.
 * Range requests are answered (206 / 416), so browsers can seek in a video and resume a download. A HEAD
 * asks the storage for the size only, never for the bytes (on S3 those would be downloaded and dropped).
 */
export function registerMediaFiles(app: FastifyInstance, storage: Storage): void {
  const schema = {
    response: { 200: fileBodySchema, 206: fileBodySchema, 404: errorBodySchema, 416: errorBodySchema },
  };
  app.get<{ Params: { '*': string } }>(
    '/media/*',
    { schema, exposeHeadRoute: false },
    async (request, reply) => {
      const { key, type } = mediaFile(request.params['*']);
      let file: Awaited<ReturnType<Storage['get']>>;
      let range: ByteRange | undefined;
      try {
        const rangeHeader = request.headers.range;
        if (rangeHeader === undefined) {
          file = await storage.get(key);
        } else {
          const info = await storage.stat(key);
          if (!info) throw notFound(apiMessages.mediaNotFound);
          range = askedRange(rangeHeader, info.size);
          file = await storage.get(key, range);
        }
      } catch (error) {
        throw asMediaError(error);
      }
      if (!file) throw notFound(apiMessages.mediaNotFound);
      return describeMedia(reply, type, file.size, range).send(file.stream);
    },
  );
  app.head<{ Params: { '*': string } }>('/media/*', { schema }, async (request, reply) => {
    const { key, type } = mediaFile(request.params['*']);
    let info: Awaited<ReturnType<Storage['stat']>>;
    try {
      info = await storage.stat(key);
    } catch (error) {
      throw asMediaError(error);
    }
    if (!info) throw notFound(apiMessages.mediaNotFound);
    return describeMedia(reply, type, info.size, askedRange(request.headers.range, info.size)).send();
  });
}
