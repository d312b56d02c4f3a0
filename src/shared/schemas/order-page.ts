import { z } from 'zod';
import { trackingCarrierValues } from '../order-tracking.ts';
import { customerInfoSchema, orderItemSummarySchema, orderSummarySchema } from './checkout.ts';
import { safeString } from './common.ts';
import { proofSchema } from './proofs.ts';

/**
 * GET /api/order-page/:number (the token in the X-Order-Token header): the order as its customer's page shows
 * it, with the dates of its timeline and the parcel's tracking.
 */
export const orderPageSchema = orderSummarySchema.extend({
  paidAt: z.string().nullable(),
  inProductionAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  tracking: z
    .object({ carrier: z.enum(trackingCarrierValues), number: z.string(), url: z.string().nullable() })
    .nullable(),
  /** Where a pickup order is collected (the shipping settings' store address, else the shop's). */
  storeAddress: z.string(),
  /** Each line with every version of its proof and the customer's answers (src/shared/proofs.ts). */
  items: z.array(orderItemSummarySchema.extend({ proofs: z.array(proofSchema) })),
  /** When the shop chose to print without waiting for the customer's approval; null when it did not. */
  printWithoutApprovalAt: z.string().nullable(),
  /**
   * When the order is ready or arrives, as its customer is promised: counted from now while a proof waits,
   * from the last approval once every proof is approved, else from the order; null when no date is known
   * or the order is done.
   */
  expected: z.string().nullable(),
});
export type OrderPage = z.infer<typeof orderPageSchema>;

/** POST /api/orders/:id/page-link (the session that placed the order): a new link to its page. */
export const orderPageLinkSchema = z.object({ path: z.string() });

/** POST /api/order-lookup: an order number and the e-mail it was placed with. */
export const orderLookupInputSchema = z.object({
  orderNumber: safeString({ error: 'Enter your order number' })
    .trim()
    .min(1, 'Enter your order number')
    .max(20, 'Enter your order number as it was given, e.g. #042'),
  email: customerInfoSchema.shape.email,
});
export type OrderLookupInput = z.infer<typeof orderLookupInputSchema>;

/** The lookup's one answer, whether or not the pair names an order (the page reveals nothing). */
export const orderLookupSentMessage =
  'If that order number and e-mail address belong to an order, we have sent a link to its page to that address. It can take a few minutes to arrive.';
export const orderLookupResultSchema = z.object({ message: z.string() });
