import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ZodError } from 'zod';
import type { Database } from '#server/db/client';
import { requireCartSession } from '#server/modules/cart/cart-session';
import { checkDiscountGuess } from '#server/modules/discounts/discounts.service';
import type { Mailer } from '#server/modules/mail/mailer';
import type { Storage } from '#server/storage/storage';
import { apiMessages, errorCodes } from '#shared/errors';
import { orderSummarySchema, placeOrderInputSchema } from '#shared/schemas/checkout';
import {
  errorBodySchema,
  idParamSchema,
  loneSurrogateMessage,
  nulCharacterMessage,
} from '#shared/schemas/common';
import { requireIdempotencyKey } from './idempotency-key.ts';
import { getOrderForSession, placeOrder } from './orders.service.ts';

/** Text no database can hold: answered as a plain 400 naming the field, not as missing information. */
const unstorableText = new Set<string>([nulCharacterMessage, loneSurrogateMessage]);

/**
 * A missing or invalid name or e-mail (or no customer at all): the checkout's 'Missing Information' message
 * (docs/product/messages.md).
 */
function isCustomerInfoMissing(error: ZodError): boolean {
  if (error.issues.some((issue) => unstorableText.has(issue.message))) return false;
  return error.issues.some(
    (issue) =>
      issue.path[0] === 'customer' &&
      (issue.path.length === 1 || issue.path[1] === 'name' || issue.path[1] === 'email'),
  );
}

export function registerOrderRoutes(
  app: FastifyInstance,
  deps: {
    db: Database;
    storage: Storage;
    mailer: Mailer;
    /** The clock of the wrong-discount-code throttle (tests move it); the real time by default. */
    discountThrottleClock?: () => Date;
  },
): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post(
    '/api/orders',
    { schema: { response: { 200: orderSummarySchema, 201: orderSummarySchema, 400: errorBodySchema } } },
    async (request, reply) => {
      const sessionId = requireCartSession(request);
      const idempotencyKey = requireIdempotencyKey(request);
      const parsed = placeOrderInputSchema.safeParse(request.body);
      if (!parsed.success) {
        if (!isCustomerInfoMissing(parsed.error)) throw parsed.error;
        const issues = parsed.error.issues.map((issue) => ({
          path: issue.path.map(String).join('.'),
          message: issue.message,
        }));
        return reply
          .status(400)
          .send({ message: apiMessages.missingCustomerInfo, code: errorCodes.missingCustomerInfo, issues });
      }
      const place = () =>
        placeOrder(
          {
            db: deps.db,
            storage: deps.storage,
            mailer: deps.mailer,
            onFileDeleteError: (key, error) =>
              request.log.warn({ key, err: error }, 'could not delete an artwork file'),
          },
          { sessionId, idempotencyKey, input: parsed.data },
        );
      // A code is a guess counted with /api/validate-discount's: refused (429, nothing written) once the
      // address sent too many wrong codes; a wrong one (placeOrder's DISCOUNT_UNAVAILABLE) counts. A blank
      // code is ignored (the schema has trimmed it).
      const result = parsed.data.discountCode
        ? await checkDiscountGuess(
            {
              db: deps.db,
              now: deps.discountThrottleClock,
              onForgetError: (error) =>
                request.log.warn({ err: error }, 'could not forget a discount code check'),
            },
            request.ip,
            place,
          )
        : await place();
      return reply.status(result.created ? 201 : 200).send(result.order);
    },
  );

  routes.get(
    '/api/orders/:id',
    { schema: { params: idParamSchema, response: { 200: orderSummarySchema } } },
    async (request) => getOrderForSession(deps.db, request.params.id, requireCartSession(request)),
  );
}
