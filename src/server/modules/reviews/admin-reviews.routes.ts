import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '#server/db/client';
import { formParts } from '#server/plugins/multipart';
import type { Storage } from '#server/storage/storage';
import type { UploadGuard } from '#server/uploads/upload-guard';
import { errorBodySchema, idParamSchema, noBodySchema } from '#shared/schemas/common';
import {
  adminReviewListSchema,
  adminReviewQuerySchema,
  adminReviewSchema,
  reviewImageLimits,
} from '#shared/schemas/review';
import {
  approveReview,
  createAdminReview,
  deleteAdminReview,
  listAdminReviews,
  updateAdminReview,
} from './admin-reviews.service.ts';

// One more file than allowed reaches the service, which refuses it with the review's own message.
const formLimits = { fileSize: reviewImageLimits.maxFileBytes, files: reviewImageLimits.maxAdminFiles + 1 };

/**
 * The admin Reviews tab's calls. The admin guard (modules/auth/admin-guard.ts) requires an admin session on
 * every /api/admin route; the multipart plugin must be registered first. While the disk is nearly full
 * a picture is refused (507) at its first byte.
 */
export function registerAdminReviewRoutes(
  app: FastifyInstance,
  deps: { db: Database; storage: Storage; uploads: UploadGuard },
): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const reviewForm = (request: FastifyRequest) => deps.uploads.guardParts(formParts(request, formLimits));

  routes.get(
    '/api/admin/reviews',
    { schema: { querystring: adminReviewQuerySchema, response: { 200: adminReviewListSchema } } },
    async (request) => listAdminReviews(deps.db, request.query),
  );

  routes.post(
    '/api/admin/reviews',
    { schema: { response: { 201: adminReviewSchema } } },
    async (request, reply) => {
      const review = await createAdminReview({ ...deps, log: request.log }, reviewForm(request));
      return reply.status(201).send(review);
    },
  );

  routes.patch(
    '/api/admin/reviews/:id',
    { schema: { params: idParamSchema, response: { 200: adminReviewSchema } } },
    async (request) =>
      updateAdminReview({ ...deps, log: request.log }, request.params.id, reviewForm(request)),
  );

  routes.delete(
    '/api/admin/reviews/:id',
    { schema: { params: idParamSchema, response: { 204: noBodySchema, 404: errorBodySchema } } },
    async (request, reply) => {
      await deleteAdminReview({ ...deps, log: request.log }, request.params.id);
      return reply.status(204).send();
    },
  );

  routes.patch(
    '/api/admin/reviews/:id/approve',
    { schema: { params: idParamSchema, response: { 200: adminReviewSchema } } },
    async (request) => approveReview(deps.db, request.params.id),
  );
}
