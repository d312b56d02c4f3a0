import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../errors.ts';
import { PUBLIC_MEDIA_PREFIX, type Storage } from '../storage/storage.ts';

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

/** Public product media from Storage at /media/...; names are never reused, so they are cached for a year. */
export function registerMediaFiles(app: FastifyInstance, storage: Storage): void {
  app.get<{ Params: { '*': string } }>('/media/*', async (request, reply) => {
    const rest = request.params['*'];
    const type = contentTypes[path.extname(rest).toLowerCase()];
    if (!type || rest.includes('..')) throw notFound('File not found');
    let file: Awaited<ReturnType<Storage['get']>>;
    try {
      file = await storage.get(`${PUBLIC_MEDIA_PREFIX}${rest}`);
    } catch {
      throw notFound('File not found');
    }
    if (!file) throw notFound('File not found');
    return reply
      .type(type)
      .header('Content-Length', file.size)
      .header('Cache-Control', 'public, max-age=31536000, immutable')
      .header('X-Content-Type-Options', 'nosniff')
      .send(file.stream);
  });
}
