import { z } from 'zod';
import { TRACKING_NUMBER_PATTERN, trackingCarrierValues } from '../order-tracking.ts';
import { shippingMethodValues } from '../shipping.ts';
import {
  orderItemSummarySchema,
  orderStatusValues,
  orderSummarySchema,
  paymentMethodValues,
  paymentStatusValues,
} from './checkout.ts';
import { safeString } from './common.ts';
import { printWithoutApprovalSchema, proofSchema } from './proofs.ts';
import { adminQuoteRequestSchema } from './quote-reply.ts';

/**
 * The admin contract (docs/product/admin.md, docs/product/api.md). Every /api/admin/* call except
 * the login needs the admin session cookie; without it the answer is 401.
 */

/** POST /api/admin/login. */
export const adminLoginInputSchema = z.object({
  email: safeString().trim().min(1, 'E-mail is required').max(254),
  password: safeString().min(1, 'Password is required').max(1024),
});
export type AdminLoginInput = z.infer<typeof adminLoginInputSchema>;

/** GET /api/admin/me, and the answer of a successful login. */
export const adminMeSchema = z.object({ id: z.number().int(), email: z.string() });
export type AdminMe = z.infer<typeof adminMeSchema>;

/** Orders, quote requests and reviews are listed 50 to a page. */
export const ADMIN_PAGE_SIZE = 50;

/** The optional ?page= of an admin list: a 1-based page number. */
export const pageSchema = z
  .string()
  .regex(/^\d{1,6}$/, 'Page must be a positive whole number')
  .transform(Number)
  .pipe(z.number().int().min(1, 'Page must be a positive whole number'))
  .optional();

/**
 * Which list the Orders tab shows: the placed orders, or the PayPal checkouts the buyer left unpaid
 * (voided after a newer checkout or 30 minutes), which are no orders but may explain a customer's call.
 */
export const adminOrderViewValues = ['orders', 'abandoned'] as const;
export type AdminOrderView = (typeof adminOrderViewValues)[number];

/** GET /api/admin/orders?status=&view=&page=: no status lists every order; no view lists placed orders. */
/** A day as the admin's date filters send it: 'YYYY-MM-DD', a day of the shop's calendar. */
const shopDaySchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Must be a date such as 2026-11-27')
  .refine(
    (text) =>
      !Number.isNaN(Date.parse(`${text}T00:00:00Z`)) &&
      new Date(`${text}T00:00:00Z`).toISOString().startsWith(text),
    'Must be a date such as 2026-11-27',
  )
  .optional();

/**
 * GET /api/admin/orders (docs/product/orders-and-statuses.md#what-the-admin-sees-orders-tab-adminorders): one
 * search box (order number, or part of the customer's name, e-mail, company or phone) and the filters, each
 * optional, all kept in the list's address.
 */
export const adminOrdersQuerySchema = z
  .object({
    q: safeString().trim().max(200, 'Search text must be at most 200 characters').optional(),
    status: z
      .enum(orderStatusValues, { error: 'Status must be one of new, in_progress, completed' })
      .optional(),
    paymentStatus: z
      .enum(paymentStatusValues, { error: `Payment must be one of ${paymentStatusValues.join(', ')}` })
      .optional(),
    paymentMethod: z
      .enum(paymentMethodValues, { error: 'Payment method must be paypal or store' })
      .optional(),
    shippingMethod: z
      .enum(shippingMethodValues, { error: `Shipping must be one of ${shippingMethodValues.join(', ')}` })
      .optional(),
    rush: z
      .enum(['true', 'false'], { error: 'Rush must be true or false' })
      .transform((value) => value === 'true')
      .optional(),
    from: shopDaySchema,
    to: shopDaySchema,
    view: z.enum(adminOrderViewValues, { error: 'View must be orders or abandoned' }).optional(),
    page: pageSchema,
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    path: ['to'],
    message: 'The end date must not be before the start date',
  });
export type AdminOrdersQuery = z.infer<typeof adminOrdersQuerySchema>;

/** GET /api/admin/quote-requests?page=. */
export const adminPageQuerySchema = z.object({ page: pageSchema });

/** The page fields of an admin list answer (see shared/paging.ts). */
export const pageInfo = {
  page: z.number().int(),
  pageSize: z.number().int(),
  /** How many rows match in all pages. */
  total: z.number().int(),
  pageCount: z.number().int(),
};

/** One row of the Orders tab: the first item with its size, and how many more items the order has. */
const adminOrderListItemSchema = z.object({
  id: z.number().int(),
  /** '#001' */
  orderNumber: z.string(),
  customerName: z.string(),
  customerEmail: z.string(),
  createdAt: z.string(),
  productName: z.string(),
  /** The first item's size label, e.g. "3' x 6'"; null when it has none. */
  size: z.string().nullable(),
  itemCount: z.number().int(),
  /** How many of its files the artwork check marks red (too low a resolution, or the wrong page shape). */
  filesToCheck: z.number().int(),
  total: z.string(),
  status: z.enum(orderStatusValues),
  paymentMethod: z.enum(paymentMethodValues),
  paymentStatus: z.enum(paymentStatusValues),
  shippingMethod: z.enum(shippingMethodValues),
  /** A line is made with rush turnaround. */
  rush: z.boolean(),
  /** The production queue's due date ('YYYY-MM-DD'); null once completed, or when unknown. */
  dueDate: z.string().nullable(),
});
export type AdminOrderListItem = z.infer<typeof adminOrderListItemSchema>;

export const adminOrderListSchema = z.object({ orders: z.array(adminOrderListItemSchema), ...pageInfo });
export type AdminOrderList = z.infer<typeof adminOrderListSchema>;

/** GET /api/admin/orders/:id: everything the details dialog shows (docs/product/orders-and-statuses.md). */
export const adminOrderSchema = orderSummarySchema.extend({
  paidAt: z.string().nullable(),
  /** The production queue's due date, 'YYYY-MM-DD' (shared/order-expected.ts); null once completed or unknown. */
  dueDate: z.string().nullable(),
  tracking: z.object({ carrier: z.enum(trackingCarrierValues), number: z.string() }).nullable(),
  items: z.array(
    orderItemSummarySchema.extend({
      /** The size label (or code, for a line whose snapshot has no label); null when the product has no sizes. */
      size: z.string().nullable(),
      isDoubleSided: z.boolean(),
      isRush: z.boolean(),
      /** Every version of the line's proof, oldest first, with the customer's answers. */
      proofs: z.array(proofSchema),
    }),
  ),
  printWithoutApproval: printWithoutApprovalSchema,
});
export type AdminOrder = z.infer<typeof adminOrderSchema>;

/**
 * PATCH /api/admin/orders/:id/status; any of the three statuses, in any order
 * (docs/product/orders-and-statuses.md).
 */
export const updateOrderStatusInputSchema = z.object({
  status: z.enum(orderStatusValues, { error: 'Status must be one of new, in_progress, completed' }),
  /**
   * E-mail the customer about the change (In Progress: 'in production'; Completed: 'ready for pickup' or
   * 'shipped' with the tracking). On unless the admin turns it off; a change to New sends nothing.
   */
  notifyCustomer: z.boolean({ error: 'notifyCustomer must be true or false' }).default(true),
});

/** PATCH /api/admin/orders/:id/tracking: a shipped order's parcel; null takes it away. */
export const orderTrackingInputSchema = z.object({
  tracking: z
    .object({
      carrier: z.enum(trackingCarrierValues, { error: 'Carrier must be one of ups, fedex, usps, other' }),
      number: z
        .string({ error: 'Enter the tracking number' })
        .trim()
        .regex(
          TRACKING_NUMBER_PATTERN,
          'Enter the tracking number as the carrier gave it (letters and digits)',
        ),
    })
    .nullable(),
});
export type OrderTrackingInput = z.infer<typeof orderTrackingInputSchema>;

export const adminQuoteRequestListSchema = z.object({
  quoteRequests: z.array(adminQuoteRequestSchema),
  ...pageInfo,
});
export type AdminQuoteRequestList = z.infer<typeof adminQuoteRequestListSchema>;
