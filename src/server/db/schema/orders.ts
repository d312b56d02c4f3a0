import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { trackingCarrierValues } from '#shared/order-tracking';
import { paymentStatusValues } from '#shared/schemas/checkout';
import { cartItems } from './cart.ts';
import { createdAt, money, updatedAt } from './columns.ts';
import { products } from './products.ts';
import { quoteReplies } from './quotes.ts';

/** A chosen option kept with its label, so an order reads the same after the product changes. */
export type ChosenOption = { name: string; value: string; label: string };

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    sessionId: uuid('session_id'),
    customerName: text('customer_name').notNull(),
    customerEmail: text('customer_email').notNull(),
    customerPhone: text('customer_phone'),
    customerCompany: text('customer_company'),
    customerAddress: text('customer_address'),
    customerCity: text('customer_city'),
    customerState: text('customer_state'),
    customerZipCode: text('customer_zip_code'),
    customerNotes: text('customer_notes'),
    shippingMethod: text('shipping_method', { enum: ['pickup', 'standard', 'rush'] }).notNull(),
    subtotal: money('subtotal').notNull(),
    discountCode: text('discount_code'),
    discountPercentage: integer('discount_percentage'),
    discountAmount: money('discount_amount').notNull().default('0'),
    shippingCost: money('shipping_cost').notNull().default('0'),
    total: money('total').notNull(),
    paymentMethod: text('payment_method', { enum: ['paypal', 'store'] }).notNull(),
    /**
     * pending → completed when paid; a PayPal attempt the customer left (a newer checkout, or 30 minutes
     * unpaid) becomes voided: the row stays, since what a customer may have paid is never deleted. A capture
     * PayPal held for review and then denied is failed; a refunded one, refunded (PayPal's webhooks).
     */
    paymentStatus: text('payment_status', { enum: paymentStatusValues }).notNull().default('pending'),
    paypalOrderId: text('paypal_order_id').unique(),
    /** The verified PayPal capture; set once, so a second capture is never recorded. */
    paypalCaptureId: text('paypal_capture_id').unique(),
    /**
     * Set under the order's row lock before PayPal is asked to capture, cleared when PayPal refused:
     * while it is set, no checkout or clean-up voids the order (the money may be moving).
     */
    captureStartedAt: timestamp('capture_started_at', { withTimezone: true, mode: 'date' }),
    voidedAt: timestamp('voided_at', { withTimezone: true, mode: 'date' }),
    /** The checkout attempt's Idempotency-Key: the same key again returns this order instead of a new one. */
    idempotencyKey: text('idempotency_key').unique(),
    status: text('status', { enum: ['new', 'in_progress', 'completed'] })
      .notNull()
      .default('new'),
    /** The customer's timeline (the order page): when the payment was made and the status last reached each step. */
    paidAt: timestamp('paid_at', { withTimezone: true, mode: 'date' }),
    inProductionAt: timestamp('in_production_at', { withTimezone: true, mode: 'date' }),
    completedAt: timestamp('completed_at', { withTimezone: true, mode: 'date' }),
    /** A shipped order's parcel, as the admin entered it. */
    trackingCarrier: text('tracking_carrier', { enum: trackingCarrierValues }),
    trackingNumber: text('tracking_number'),
    /** The customer asked to approve a proof of every line before it is printed (src/shared/proofs.ts). */
    proofRequested: boolean('proof_requested').notNull().default(false),
    /** The admin chose to print without the customer's approval: who (e-mail) and when. */
    printWithoutApprovalBy: text('print_without_approval_by'),
    printWithoutApprovalAt: timestamp('print_without_approval_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /**
     * What the admin's order search reads
     * (docs/product/orders-and-statuses.md#what-the-admin-sees-orders-tab-adminorders): the customer's name,
     * e-mail, company and phone, and the phone's digits alone, in lower case; a trigram index answers LIKE
     * '%text%' without reading every row.
     */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(
        sql`lower(customer_name || ' ' || customer_email || ' ' || coalesce(customer_company, '') || ' ' || coalesce(customer_phone, '') || ' ' || regexp_replace(coalesce(customer_phone, ''), '[^0-9]', '', 'g'))`,
      ),
  },
  (t) => [
    index('orders_status_created_idx').on(t.status, t.createdAt),
    index('orders_search_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')).with({ fastupdate: false }),
    index('orders_created_idx').on(t.createdAt),
    index('orders_session_idx').on(t.sessionId),
    // The Overview's paid orders by the time they were paid (docs/product/admin.md#overview-tab).
    index('orders_paid_at_idx').on(t.paidAt).where(sql`${t.paymentStatus} = 'completed'`),
    check(
      'orders_money_not_negative',
      sql`${t.subtotal} >= 0 AND ${t.discountAmount} >= 0 AND ${t.shippingCost} >= 0 AND ${t.total} >= 0`,
    ),
    check('orders_status_valid', sql`${t.status} IN ('new', 'in_progress', 'completed')`),
    check(
      'orders_payment_status_valid',
      sql`${t.paymentStatus} IN ('pending', 'completed', 'voided', 'failed', 'refunded')`,
    ),
    check('orders_tracking_carrier_valid', sql`${t.trackingCarrier} IN ('ups', 'fedex', 'usps', 'other')`),
    // The unpaid PayPal attempts the abandoned-payment clean-up looks at.
    index('orders_unpaid_paypal_idx')
      .on(t.createdAt)
      .where(sql`${t.paymentMethod} = 'paypal' AND ${t.paymentStatus} = 'pending'`),
    check('orders_payment_method_valid', sql`${t.paymentMethod} IN ('paypal', 'store')`),
    check('orders_shipping_method_valid', sql`${t.shippingMethod} IN ('pickup', 'standard', 'rush')`),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    // Restrict: a product that has been ordered is archived, never deleted.
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'restrict' }),
    productName: text('product_name').notNull(),
    size: text('size'),
    // The size's printed width and height when it was ordered (the artwork check measures against them).
    sizeWidthIn: numeric('size_width_in', { precision: 8, scale: 2, mode: 'number' }),
    sizeHeightIn: numeric('size_height_in', { precision: 8, scale: 2, mode: 'number' }),
    material: text('material'),
    quantity: integer('quantity').notNull(),
    isDoubleSided: boolean('is_double_sided').notNull().default(false),
    isRush: boolean('is_rush').notNull().default(false),
    cutShape: text('cut_shape'),
    finish: text('finish'),
    lamination: boolean('lamination').notNull().default(false),
    options: jsonb('options').$type<ChosenOption[]>().notNull().default([]),
    designMethod: text('design_method', { enum: ['upload', 'create'] }).notNull(),
    designNotes: text('design_notes'),
    unitPrice: money('unit_price').notNull(),
    lineTotal: money('line_total').notNull(),
    // Unit price × quantity before the quantity discount, and the tier in force (10 = 10 % off; NULL when
    // none): what the order pages print (src/shared/line-breakdown.ts). NULL on lines placed before they
    // were kept.
    amountBeforeDiscount: money('amount_before_discount'),
    quantityDiscountPercent: numeric('quantity_discount_percent', { precision: 5, scale: 2, mode: 'number' }),
    // The cart line this was ordered from, while it exists: a verified PayPal capture removes exactly
    // these lines from the cart, not lines added after the order was placed.
    cartItemId: integer('cart_item_id').references(() => cartItems.id, { onDelete: 'set null' }),
    // The quote this line was ordered at, if any: its price is the quote's.
    quoteReplyId: integer('quote_reply_id').references(() => quoteReplies.id, { onDelete: 'restrict' }),
  },
  (t) => [
    index('order_items_order_idx').on(t.orderId),
    // The orders placed at a quote (the admin's quote requests).
    index('order_items_quote_idx').on(t.quoteReplyId).where(sql`${t.quoteReplyId} IS NOT NULL`),
    // The orders with a rush line (the admin's Rush filter and marker).
    index('order_items_rush_order_idx').on(t.orderId).where(sql`${t.isRush}`),
    // Migration 0021 also adds order_items_order_cover_idx (order_id) INCLUDE (product_id, product_name,
    // quantity, line_total), which drizzle cannot describe: the Overview's top products and categories read
    // a month's lines from it alone.
    index('order_items_cart_item_idx').on(t.cartItemId),
    index('order_items_product_idx').on(t.productId),
    check('order_items_quantity_positive', sql`${t.quantity} > 0`),
    check('order_items_money_not_negative', sql`${t.unitPrice} >= 0 AND ${t.lineTotal} >= 0`),
  ],
);

/**
 * The customer's links to an order's page (/orders/{number}?token=...): each e-mail that carries one, and the
 * confirmation page, gets its own random token, kept here only as its SHA-256. Whoever holds a link sees that
 * order and no other.
 */
export const orderLinks = pgTable(
  'order_links',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
  },
  (t) => [index('order_links_order_idx').on(t.orderId)],
);

// Published for other modules to read (never to write): docs/architecture.md#tables-and-their-owners.
/** @alias */
export const orderItemsReadModel = orderItems;
/** @alias */
export const ordersReadModel = orders;
