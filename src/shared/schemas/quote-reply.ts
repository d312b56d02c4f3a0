import { z } from 'zod';
import { moneyPattern } from '../money.ts';
import { maxLineTotalCents, maxQuantity } from '../pricing.ts';
import { defaultQuoteValidDays, maxQuoteOrders, maxQuoteValidDays, quotedLineCents } from '../quotes.ts';
import { idNumberSchema, moneySchema, safeString } from './common.ts';
import { quoteRequestSchema } from './quote-request.ts';

/** POST /api/admin/quote-requests/:id/replies: the shop's price for what the customer asked. */
export const quoteReplyInputSchema = z
  .object({
    productId: z.number({ error: 'Choose a product' }).pipe(idNumberSchema),
    description: safeString({ error: 'Describe what you quote' })
      .trim()
      .min(1, 'Describe what you quote')
      .max(500, 'The description must be at most 500 characters'),
    quantity: z
      .number({ error: 'Enter a quantity' })
      .int('Enter a whole number')
      .min(1, 'The quantity must be at least 1')
      .max(maxQuantity, `The quantity may be at most ${maxQuantity.toLocaleString('en-US')}`),
    unitPrice: z
      .string({ error: 'Enter a price per piece' })
      .trim()
      .pipe(moneySchema)
      .refine((price) => price !== '0.00', 'The price per piece must be more than $0.00'),
    note: safeString().trim().max(2000, 'The note must be at most 2000 characters').default(''),
    validDays: z
      .number({ error: 'Enter the days the quote is valid' })
      .int('Enter a whole number of days')
      .min(1, 'A quote is valid for at least 1 day')
      .max(maxQuoteValidDays, `A quote is valid for at most ${maxQuoteValidDays} days`)
      .default(defaultQuoteValidDays),
    /** How many orders may be placed at the quote (a reorderable job: more than one). */
    maxOrders: z
      .number({ error: 'Enter how many times the quote may be ordered' })
      .int('Enter a whole number of orders')
      .min(1, 'A quote may be ordered at least once')
      .max(maxQuoteOrders, `A quote may be ordered at most ${maxQuoteOrders.toLocaleString('en-US')} times`)
      .default(1),
  })
  .superRefine((input, ctx) => {
    // Run even when a field failed: only a well-formed price and quantity have a total.
    if (!moneyPattern.test(input.unitPrice) || !Number.isSafeInteger(input.quantity)) return;
    if (quotedLineCents(input.unitPrice, input.quantity).totalCents > maxLineTotalCents) {
      ctx.addIssue({
        code: 'custom',
        path: ['unitPrice'],
        message: 'The quote’s total is too large for one order',
      });
    }
  });
export type QuoteReplyInput = z.input<typeof quoteReplyInputSchema>;

/** A reply as the admin sees it under its request. */
export const quoteReplySchema = z.object({
  id: z.number().int(),
  number: z.string(),
  productId: z.number().int(),
  productName: z.string(),
  description: z.string(),
  quantity: z.number().int(),
  unitPrice: z.string(),
  total: z.string(),
  note: z.string(),
  validDays: z.number().int(),
  /** The last day it can be ordered, in the shop's calendar ('2026-12-11'). */
  validUntil: z.string(),
  expired: z.boolean(),
  /** The orders placed at this quote (not voided or failed), by number. */
  orderNumbers: z.array(z.string()),
  /** How many orders may be placed at it. */
  maxOrders: z.number().int(),
  createdAt: z.string(),
});
export type QuoteReply = z.infer<typeof quoteReplySchema>;

/** A quote request in the admin's list, with the shop's replies, oldest first. */
export const adminQuoteRequestSchema = quoteRequestSchema.extend({ replies: z.array(quoteReplySchema) });
export type AdminQuoteRequest = z.infer<typeof adminQuoteRequestSchema>;

/** GET /api/quotes/:token: the quote as its link shows it to the customer. */
export const customerQuoteSchema = z.object({
  number: z.string(),
  customerName: z.string(),
  productName: z.string(),
  productSlug: z.string(),
  image: z.object({ url: z.string(), thumbnail: z.string().nullable() }).nullable(),
  description: z.string(),
  quantity: z.number().int(),
  unitPrice: z.string(),
  total: z.string(),
  note: z.string(),
  validUntil: z.string(),
  expired: z.boolean(),
  /** The product is no longer sold (archived since the reply): the quote can no longer be ordered. */
  withdrawn: z.boolean(),
  turnaroundTime: z.string().nullable(),
  /** Whether the product ships free (the checkout's shipping counts it so). */
  freeShipping: z.boolean(),
  /** How many orders may be placed at the quote, and how many are left. */
  maxOrders: z.number().int(),
  ordersLeft: z.number().int(),
  /**
   * The orders placed at it, by number; `url` (the order's page) only for an order placed with the
   * e-mail the quote was sent to: the link's holder sees no one else's order.
   */
  orders: z.array(z.object({ number: z.string(), url: z.string().nullable() })),
});
export type CustomerQuote = z.infer<typeof customerQuoteSchema>;

/** A quote link's token in a path: 32 random bytes, base64url. */
export const quoteTokenParamSchema = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'Not a quote link'),
});
