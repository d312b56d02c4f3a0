import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '#server/db/client';
import { AppError } from '#server/errors';
import { cartHasQuotedLine } from '#server/modules/cart/cart.service';
import { optionalCartSession } from '#server/modules/cart/cart-session';
import { apiMessages } from '#shared/errors';
import { validateDiscountInputSchema, validateDiscountResultSchema } from '#shared/schemas/checkout';
import { createDiscountsRepository } from './discounts.repository.ts';
import { checkDiscountGuess, quotedCartAnswer, validateDiscount } from './discounts.service.ts';

/**
 * Code checks one client address may make per minute, right or wrong, counted in this process's memory:
 * cheap flood protection in front of the database-backed limit on wrong codes (checkDiscountGuess).
 */
const DISCOUNT_CHECKS_PER_MINUTE = 30;

/** Needs the rate-limit plugin (plugins/rate-limit.ts) registered first. */
export function registerDiscountRoutes(
  app: FastifyInstance,
  deps: {
    db: Database;
    /** The clock of the wrong-code throttle (tests move it); the real time by default. */
    discountThrottleClock?: () => Date;
  },
): void {
  const repository = createDiscountsRepository(deps.db);
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    '/api/validate-discount',
    {
      schema: { body: validateDiscountInputSchema, response: { 200: validateDiscountResultSchema } },
      config: {
        rateLimit: {
          max: DISCOUNT_CHECKS_PER_MINUTE,
          timeWindow: '1 minute',
          errorResponseBuilder: () =>
            new AppError('TOO_MANY_REQUESTS', apiMessages.tooManyDiscountChecks, 429),
        },
      },
    },
    // A wrong code counts against the address's limit shared with POST /api/orders (429 beyond it). A cart
    // with a quoted line takes no code: answered before any code is looked at, so it counts as no guess.
    async (request) => {
      const sessionId = optionalCartSession(request);
      if (sessionId && (await cartHasQuotedLine(deps.db, sessionId))) return quotedCartAnswer;
      return checkDiscountGuess(
        {
          db: deps.db,
          now: deps.discountThrottleClock,
          onForgetError: (error) =>
            request.log.warn({ err: error }, 'could not forget a discount code check'),
        },
        request.ip,
        () => validateDiscount(repository, request.body.code),
        (result) => !result.valid,
      );
    },
  );
}
