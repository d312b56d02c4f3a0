import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '#server/db/client';
import type { Mailer } from '#server/modules/mail/mailer';
import { createProductLookup } from '#server/modules/products/products.service';
import { formParts } from '#server/plugins/multipart';
import type { Storage } from '#server/storage/storage';
import type { UploadGuard } from '#server/uploads/upload-guard';
import { errorBodySchema, idParamSchema } from '#shared/schemas/common';
import { reviewImageLimits, reviewListSchema, reviewSubmissionResultSchema } from '#shared/schemas/review';
import { submitReview } from './review-submission.service.ts';
import { createReviewsRepository } from './reviews.repository.ts';
import { listProductReviews } from './reviews.service.ts';

/** The storefront's review calls (the admin's are in admin-reviews.routes.ts); needs the multipart plugin. */
export function registerReviewRoutes(
  app: FastifyInstance,
  deps: { db: Database; storage: Storage; uploads: UploadGuard; mailer?: Mailer | undefined },
): void {
  const repositories = {
    reviews: createReviewsRepository(deps.db),
    products: createProductLookup(deps.db),
  };
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/api/products/:id/reviews',
    {
      // A public read (plugins/public-read-cache.ts): kept until a review or the product changes.
      config: { publicRead: { topics: ['catalog'], cacheControl: 'no-cache' } },
      schema: { params: idParamSchema, response: { 200: reviewListSchema, 404: errorBodySchema } },
    },
    async (request) => listProductReviews(repositories, request.params.id),
  );

  routes.post(
    '/api/products/:id/reviews',
    {
      // Counted against the address's upload allowance, shared with POST /api/cart (upload-guard.ts).
      onRequest: deps.uploads.countRequest,
      schema: { params: idParamSchema, response: { 201: reviewSubmissionResultSchema } },
    },
    async (request, reply) => {
      // One more file than allowed reaches the service, which refuses it with the review's own message.
      // 507 at a picture's first byte while the disk is nearly full.
      const parts = deps.uploads.guardParts(
        formParts(request, {
          fileSize: reviewImageLimits.maxFileBytes,
          files: reviewImageLimits.maxCustomerFiles + 1,
        }),
      );
      const result = await submitReview(
        { ...deps, log: request.log },
        { productId: request.params.id, ip: request.ip, parts },
      );
      return reply.status(201).send(result);
    },
  );
}
