import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParamSchema } from '../../../shared/schemas/common.ts';
import type { Database } from '../../db/client.ts';
import { createProductsRepository } from '../products/products.repository.ts';
import { createReviewsRepository } from './reviews.repository.ts';
import { listProductReviews } from './reviews.service.ts';

export function registerReviewRoutes(app: FastifyInstance, deps: { db: Database }): void {
  const repositories = {
    reviews: createReviewsRepository(deps.db),
    products: createProductsRepository(deps.db),
  };
  app
    .withTypeProvider<ZodTypeProvider>()
    .get('/api/products/:id/reviews', { schema: { params: idParamSchema } }, async (request) =>
      listProductReviews(repositories, request.params.id),
    );
}
