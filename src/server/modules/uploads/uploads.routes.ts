import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { formParts } from '#server/plugins/multipart';
import type { Storage } from '#server/storage/storage';
import type { UploadGuard } from '#server/uploads/upload-guard';
import { imageUploadLimits, uploadResultSchema, videoUploadLimits } from '#shared/schemas/upload';
import { uploadImages, uploadVideos } from './uploads.service.ts';

/**
 * Product media uploads. The admin guard (modules/auth/admin-guard.ts) already requires an admin session on
 * every /api/upload route; needs the multipart plugin registered first. While the disk is nearly full
 * an upload is refused (507) at its first byte.
 */
export function registerUploadRoutes(
  app: FastifyInstance,
  deps: { storage: Storage; uploads: UploadGuard },
): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    '/api/upload/images',
    { schema: { response: { 201: uploadResultSchema } } },
    async (request, reply) => {
      // One more file than allowed reaches the service, which refuses it with its own message.
      const parts = deps.uploads.guardParts(
        formParts(request, {
          fileSize: imageUploadLimits.maxFileBytes,
          files: imageUploadLimits.maxFiles + 1,
        }),
      );
      return reply.status(201).send(await uploadImages({ ...deps, log: request.log }, parts));
    },
  );

  routes.post(
    '/api/upload/videos',
    { schema: { response: { 201: uploadResultSchema } } },
    async (request, reply) => {
      // Larger than the global 10 MB per file: the service streams each video to storage.
      const parts = deps.uploads.guardParts(
        formParts(request, {
          fileSize: videoUploadLimits.maxFileBytes,
          files: videoUploadLimits.maxFiles + 1,
        }),
      );
      return reply.status(201).send(await uploadVideos({ ...deps, log: request.log }, parts));
    },
  );
}
