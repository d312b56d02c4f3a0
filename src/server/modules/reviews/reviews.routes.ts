import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParamSchema } from '../../../shared/schemas/common.ts';
import { reviewImageLimits, reviewSubmissionResultSchema } from '../../../shared/schemas/review.ts';
import type { Database } from '../../db/client.ts';
import { formParts } from '../../plugins/multipart.ts';
import type { Storage } from '../../storage/storage.ts';
import { createProductsRepository } from '../products/products.repository.ts';
import { registerAdminReviewRoutes } from './admin-reviews.routes.ts';
import { submitReview } from './review-submission.service.ts';
import { createReviewsRepository } from './reviews.repository.ts';
import { listProductReviews } from './reviews.service.ts';

/** The storefront's review calls and the admin's (admin-reviews.routes.ts); needs the multipart plugin. */
export function registerReviewRoutes(app: FastifyInstance, deps: { db: Database; storage: Storage }): void {
  const repositories = {
    reviews: createReviewsRepository(deps.db),
    products: createProductsRepository(deps.db),
  };
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get('/api/products/:id/reviews', { schema: { params: idParamSchema } }, async (request) =>
    listProductReviews(repositories, request.params.id),
  );

  routes.post(
    '/api/products/:id/reviews',
    { schema: { params: idParamSchema, response: { 201: reviewSubmissionResultSchema } } },
    async (request, reply) => {
      // One more file than allowed reaches the service, which refuses it with the review's own message.
      const parts = formParts(request, {
        fileSize: reviewImageLimits.maxFileBytes,
        files: reviewImageLimits.maxCustomerFiles + 1,
      });
      const result = await submitReview(
        { ...deps, log: request.log },
        { productId: request.params.id, ip: request.ip, parts },
      );
      return reply.status(201).send(result);
    },
  );

  registerAdminReviewRoutes(app, deps);
}
