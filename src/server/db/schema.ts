import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { MailPayload } from '#shared/mail-payloads';
import { trackingCarrierValues } from '#shared/order-tracking';
import { paymentStatusValues } from '#shared/schemas/checkout';
import type { CustomOption, CustomOptionChoices } from '#shared/schemas/custom-option';
import type {
  CustomSize,
  CutShapeOption,
  FinishOption,
  MaterialOption,
  MediaItem,
  QuantityDiscount,
  SizeOption,
} from '#shared/schemas/product';

const money = (name: string) => numeric(name, { precision: 10, scale: 2 });
const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    slug: text('slug').notNull().unique(),
    description: text('description'),
    customOptions: jsonb('custom_options').$type<CustomOption[]>().notNull().default([]),
    // The artwork check's thresholds for the category's products (docs/product/storefront.md#the-artwork-check);
    // null: the defaults by kind of product.
    printDpiGreat: integer('print_dpi_great'),
    printDpiOk: integer('print_dpi_ok'),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      'categories_print_dpi_pair',
      sql`(${t.printDpiGreat} IS NULL AND ${t.printDpiOk} IS NULL) OR (${t.printDpiOk} > 0 AND ${t.printDpiGreat} >= ${t.printDpiOk})`,
    ),
  ],
);

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    slug: text('slug').notNull().unique(),
    description: text('description').notNull().default(''),
    basePrice: money('base_price').notNull(),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    videos: jsonb('videos').$type<string[]>().notNull().default([]),
    media: jsonb('media').$type<MediaItem[]>().notNull().default([]),
    features: jsonb('features').$type<string[]>().notNull().default([]),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    freeShipping: boolean('free_shipping').notNull().default(false),
    categoryId: integer('category_id').references(() => categories.id, { onDelete: 'set null' }),
    turnaroundTime: text('turnaround_time').notNull().default('3-5 business days'),
    hasDoubleSided: boolean('has_double_sided').notNull().default(false),
    doubleSidedPrice: money('double_sided_price').notNull().default('0'),
    rushFee: money('rush_fee').notNull().default('0'),
    hasLamination: boolean('has_lamination').notNull().default(false),
    hasCutShapes: boolean('has_cut_shapes').notNull().default(false),
    hasFinishes: boolean('has_finishes').notNull().default(false),
    sizes: jsonb('sizes').$type<SizeOption[]>().notNull().default([]),
    // Any width × height priced by area (src/shared/custom-size.ts); null: fixed sizes only.
    customSize: jsonb('custom_size').$type<CustomSize>(),
    materials: jsonb('materials').$type<MaterialOption[]>().notNull().default([]),
    cutShapes: jsonb('cut_shapes').$type<CutShapeOption[]>().notNull().default([]),
    finishes: jsonb('finishes').$type<FinishOption[]>().notNull().default([]),
    quantityDiscounts: jsonb('quantity_discounts').$type<QuantityDiscount[]>().notNull().default([]),
    customOptions: jsonb('custom_options').$type<CustomOption[]>().notNull().default([]),
    seoTitle: text('seo_title'),
    seoDescription: text('seo_description'),
    seoKeywords: text('seo_keywords'),
    seoScriptTags: text('seo_script_tags'),
    overview: text('overview'),
    specifications: text('specifications'),
    faqs: text('faqs'),
    relatedProducts: jsonb('related_products').$type<number[]>().notNull().default([]),
    // The artwork check's thresholds for this product; null: its category's, or the defaults by kind.
    printDpiGreat: integer('print_dpi_great'),
    printDpiOk: integer('print_dpi_ok'),
    isArchived: boolean('is_archived').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    // What the catalogue page sorts by (migration 0010, decision 0019): computed by the database from
    // the row itself by IMMUTABLE functions, so every writer gets them without code of its own.
    /**
     * 'starting at': the lowest size price or the smallest custom size's price, or base_price without
     * either (productFromPrice in src/shared).
     */
    fromPrice: money('from_price')
      .notNull()
      .generatedAlwaysAs(sql`catalog_from_price("sizes", "base_price", "custom_size")`),
    /** Tagged 'Top Seller', ignoring case and surrounding spaces (hasTag in src/shared). */
    isTopSeller: boolean('is_top_seller')
      .notNull()
      .generatedAlwaysAs(sql`catalog_has_tag("tags", 'Top Seller')`),
    /** Tagged 'Fast Shipping', ignoring case and surrounding spaces. */
    isFastShipping: boolean('is_fast_shipping')
      .notNull()
      .generatedAlwaysAs(sql`catalog_has_tag("tags", 'Fast Shipping')`),
    // Kept by the triggers on reviews (migration 0010) after every write that changes an approved review;
    // never written by the app. How many approved reviews, and their average rounded to 2 places (null
    // without any).
    approvedReviewCount: integer('approved_review_count').notNull().default(0),
    approvedAverageRating: numeric('approved_average_rating', { precision: 3, scale: 2 }),
  },
  (t) => [
    index('products_category_id_idx').on(t.categoryId),
    index('products_active_idx').on(t.isArchived, t.id),
    // The catalogue's search: ILIKE '%q%' on the name or the description, through pg_trgm. Without a
    // pending list (fastupdate), which a search would scan whole until a vacuum merges it (PGlite never does).
    index('products_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')).with({ fastupdate: false }),
    index('products_description_trgm_idx')
      .using('gin', t.description.op('gin_trgm_ops'))
      .with({ fastupdate: false }),
    // One per catalogue sort, on the active products only; newest walks products_active_idx backwards.
    index('products_catalog_popular_idx')
      .on(t.isTopSeller.desc().nullsFirst(), t.id)
      .where(sql`NOT ${t.isArchived}`),
    index('products_catalog_fast_shipping_idx')
      .on(t.isFastShipping.desc().nullsFirst(), t.id)
      .where(sql`NOT ${t.isArchived}`),
    index('products_catalog_price_asc_idx').on(t.fromPrice, t.id).where(sql`NOT ${t.isArchived}`),
    index('products_catalog_price_desc_idx')
      .on(t.fromPrice.desc().nullsFirst(), t.id)
      .where(sql`NOT ${t.isArchived}`),
    index('products_catalog_rating_idx')
      .on(t.approvedAverageRating.desc().nullsLast(), t.approvedReviewCount.desc().nullsFirst(), t.id)
      .where(sql`NOT ${t.isArchived}`),
    check(
      'products_money_not_negative',
      sql`${t.basePrice} >= 0 AND ${t.doubleSidedPrice} >= 0 AND ${t.rushFee} >= 0`,
    ),
    check(
      'products_print_dpi_pair',
      sql`(${t.printDpiGreat} IS NULL AND ${t.printDpiOk} IS NULL) OR (${t.printDpiOk} > 0 AND ${t.printDpiGreat} >= ${t.printDpiOk})`,
    ),
  ],
);

export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    customerName: text('customer_name').notNull(),
    rating: smallint('rating').notNull(),
    comment: text('comment').notNull(),
    reviewImages: jsonb('review_images').$type<string[]>().notNull().default([]),
    isApproved: boolean('is_approved').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('reviews_product_approved_idx').on(t.productId, t.isApproved),
    // The admin list of every product's reviews, newest first, a page at a time.
    index('reviews_created_at_idx').on(t.createdAt, t.id),
    check('reviews_rating_range', sql`${t.rating} BETWEEN 1 AND 5`),
  ],
);

export const cartItems = pgTable(
  'cart_items',
  {
    id: serial('id').primaryKey(),
    sessionId: uuid('session_id').notNull(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    size: text('size'),
    // A custom size's width and height in inches, instead of a size (src/shared/custom-size.ts).
    customWidthIn: numeric('custom_width_in', { precision: 8, scale: 2, mode: 'number' }),
    customHeightIn: numeric('custom_height_in', { precision: 8, scale: 2, mode: 'number' }),
    material: text('material'),
    quantity: integer('quantity').notNull(),
    isDoubleSided: boolean('is_double_sided').notNull().default(false),
    isRush: boolean('is_rush').notNull().default(false),
    cutShape: text('cut_shape'),
    finish: text('finish'),
    lamination: boolean('lamination').notNull().default(false),
    customOptions: jsonb('custom_options').$type<CustomOptionChoices>().notNull().default({}),
    designMethod: text('design_method', { enum: ['upload', 'create'] }).notNull(),
    designNotes: text('design_notes'),
    unitPrice: money('unit_price').notNull(),
    totalPrice: money('total_price').notNull(),
    // A line added from a quote's link: priced at the quote, its product and quantity fixed (quotes.ts).
    quoteReplyId: integer('quote_reply_id').references(() => quoteReplies.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('cart_items_session_idx').on(t.sessionId),
    // A quote goes into one cart once (two adds at once included).
    uniqueIndex('cart_items_session_quote_idx')
      .on(t.sessionId, t.quoteReplyId)
      .where(sql`${t.quoteReplyId} IS NOT NULL`),
    index('cart_items_updated_at_idx').on(t.updatedAt),
    check('cart_items_quantity_positive', sql`${t.quantity} > 0`),
    check('cart_items_money_not_negative', sql`${t.unitPrice} >= 0 AND ${t.totalPrice} >= 0`),
    check('cart_items_design_method', sql`${t.designMethod} IN ('upload', 'create')`),
  ],
);

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

/** A chosen option kept with its label, so an order reads the same after the product changes. */
export type ChosenOption = { name: string; value: string; label: string };

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

export const uploadedFiles = pgTable(
  'uploaded_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storageKey: text('storage_key').notNull().unique(),
    originalName: text('original_name').notNull(),
    size: integer('size').notNull(),
    mimeType: text('mime_type').notNull(),
    sha256: text('sha256').notNull(),
    // A file belongs to a cart line until checkout, then to the order line; removing the cart line removes it.
    cartItemId: integer('cart_item_id').references(() => cartItems.id, { onDelete: 'cascade' }),
    orderItemId: integer('order_item_id').references(() => orderItems.id, { onDelete: 'set null' }),
    // The file's place among its line's files, as uploaded (one upload shares one created_at).
    position: integer('position').notNull().default(0),
    // What the artwork check read from the bytes (src/shared/artwork-preflight.ts): an image's pixels, a
    // PDF's page count and first page size in points; the light is worked out against the line's size.
    pixelWidth: integer('pixel_width'),
    pixelHeight: integer('pixel_height'),
    pageCount: integer('page_count'),
    pageWidthPt: numeric('page_width_pt', { precision: 10, scale: 2, mode: 'number' }),
    pageHeightPt: numeric('page_height_pt', { precision: 10, scale: 2, mode: 'number' }),
    /** A small WebP of the image or of the PDF's first page, base64: shown only to who may see the file. */
    thumbnail: text('thumbnail'),
    createdAt: createdAt(),
  },
  (t) => [
    index('uploaded_files_cart_item_idx').on(t.cartItemId),
    index('uploaded_files_order_item_idx').on(t.orderItemId),
    check('uploaded_files_size_not_negative', sql`${t.size} >= 0`),
  ],
);

/**
 * The proofs of order lines: each upload a new version (1, 2, ...), kept with the customer's answer to it.
 * The file is private storage under proofs/; its pages, drawn for viewing, beside it (-page-N.webp).
 */
export const orderProofs = pgTable(
  'order_proofs',
  {
    id: serial('id').primaryKey(),
    orderItemId: integer('order_item_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    storageKey: text('storage_key').notNull().unique(),
    originalName: text('original_name').notNull(),
    mimeType: text('mime_type').notNull(),
    size: integer('size').notNull(),
    /** How many pages were drawn (at most PROOF_PAGES_SHOWN); 1 for an image. */
    pageCount: integer('page_count').notNull(),
    note: text('note'),
    sentBy: text('sent_by').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }).notNull(),
    decision: text('decision', { enum: ['approved', 'changes_requested'] }),
    comment: text('comment'),
    decidedAt: timestamp('decided_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    uniqueIndex('order_proofs_item_version_idx').on(t.orderItemId, t.version),
    check('order_proofs_decision_valid', sql`${t.decision} IN ('approved', 'changes_requested')`),
    check('order_proofs_version_positive', sql`${t.version} > 0`),
  ],
);

export const discountCodes = pgTable(
  'discount_codes',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull().unique(),
    discountPercentage: integer('discount_percentage').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }),
    usageLimit: integer('usage_limit'),
    usageCount: integer('usage_count').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    check('discount_codes_code_uppercase', sql`${t.code} = upper(${t.code}) AND length(trim(${t.code})) > 0`),
    check('discount_codes_percentage_range', sql`${t.discountPercentage} BETWEEN 1 AND 100`),
    check('discount_codes_usage_limit_positive', sql`${t.usageLimit} IS NULL OR ${t.usageLimit} >= 1`),
    check('discount_codes_usage_count_not_negative', sql`${t.usageCount} >= 0`),
  ],
);

/** Singleton rows: the id is always 1. */
export const promoSettings = pgTable(
  'promo_settings',
  {
    id: integer('id').primaryKey().default(1),
    bannerEnabled: boolean('banner_enabled').notNull().default(true),
    bannerText: text('banner_text').notNull(),
    bannerColor: text('banner_color').notNull(),
    discountCode: text('discount_code').notNull(),
    discountPercentage: integer('discount_percentage').notNull().default(20),
    endTime: timestamp('end_time', { withTimezone: true, mode: 'date' }),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('promo_settings_singleton', sql`${t.id} = 1`),
    check('promo_settings_percentage_range', sql`${t.discountPercentage} BETWEEN 1 AND 100`),
  ],
);

export const shippingSettings = pgTable(
  'shipping_settings',
  {
    id: integer('id').primaryKey().default(1),
    storeAddress: text('store_address').notNull(),
    standardShippingPrice: money('standard_shipping_price').notNull().default('15.00'),
    rushShippingPrice: money('rush_shipping_price').notNull().default('75.00'),
    freeShippingEnabled: boolean('free_shipping_enabled').notNull().default(false),
    freeShippingMinimum: money('free_shipping_minimum').notNull().default('0'),
    orderCutoffHour: integer('order_cutoff_hour').notNull().default(12),
    timeZone: text('time_zone').notNull().default('America/Chicago'),
    // The shop's closed days (src/shared/business-days.ts): the US federal holidays unless turned off, and
    // the owner's own ('2026-12-24'), skipped by every ready and arrival date.
    federalHolidays: boolean('federal_holidays').notNull().default(true),
    closedDays: jsonb('closed_days').$type<string[]>().notNull().default([]),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('shipping_settings_singleton', sql`${t.id} = 1`),
    check('shipping_settings_cutoff_hour_range', sql`${t.orderCutoffHour} BETWEEN 0 AND 23`),
    check(
      'shipping_settings_money_not_negative',
      sql`${t.standardShippingPrice} >= 0 AND ${t.rushShippingPrice} >= 0 AND ${t.freeShippingMinimum} >= 0`,
    ),
  ],
);

export const adminUsers = pgTable(
  'admin_users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('admin_users_email_idx').on(sql`lower(${t.email})`)],
);

export const adminSessions = pgTable(
  'admin_sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    adminId: integer('admin_id')
      .notNull()
      .references(() => adminUsers.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    index('admin_sessions_admin_idx').on(t.adminId),
    index('admin_sessions_expires_idx').on(t.expiresAt),
  ],
);

/** 'Get Free Quote' requests from the home page, read by the admin. */
export const quoteRequests = pgTable(
  'quote_requests',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    product: text('product').notNull().default(''),
    details: text('details').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('quote_requests_created_at_idx').on(t.createdAt)],
);

/**
 * The shop's answers to a quote request: a price per piece for a quantity of a product, valid through
 * `valid_until` in the shop's time zone (`expires_at` is the first instant after it). The customer orders it
 * from the link the reply's e-mail carries (quote_links).
 */
export const quoteReplies = pgTable(
  'quote_replies',
  {
    id: serial('id').primaryKey(),
    quoteRequestId: integer('quote_request_id')
      .notNull()
      .references(() => quoteRequests.id, { onDelete: 'cascade' }),
    // A product deleted takes its quotes along; one ordered (from a quote or not) can only be archived.
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    description: text('description').notNull(),
    quantity: integer('quantity').notNull(),
    unitPrice: money('unit_price').notNull(),
    note: text('note').notNull().default(''),
    validDays: integer('valid_days').notNull(),
    validUntil: date('valid_until', { mode: 'string' }).notNull(),
    // How many orders may be placed at this quote (docs/product/orders-and-statuses.md); one by default.
    maxOrders: integer('max_orders').notNull().default(1),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('quote_replies_request_idx').on(t.quoteRequestId),
    check('quote_replies_quantity_positive', sql`${t.quantity} > 0`),
    check('quote_replies_price_positive', sql`${t.unitPrice} > 0`),
    check('quote_replies_valid_days', sql`${t.validDays} BETWEEN 1 AND 365`),
    check('quote_replies_max_orders', sql`${t.maxOrders} BETWEEN 1 AND 1000`),
  ],
);

/**
 * The customer's links to a quote (/quote/{token}): each e-mail that carries one gets its own random token,
 * made as it is sent and kept here only as its SHA-256, as order_links are.
 */
export const quoteLinks = pgTable(
  'quote_links',
  {
    id: serial('id').primaryKey(),
    quoteReplyId: integer('quote_reply_id')
      .notNull()
      .references(() => quoteReplies.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
  },
  (t) => [index('quote_links_reply_idx').on(t.quoteReplyId)],
);

/**
 * Attempts counted in a sliding window by the throttles (throttle/attempt-window.ts): failed admin logins
 * (by e-mail and by address, or by trusted device: decision 0016), wrong discount codes and review
 * submissions (by address), order lookups (by e-mail and by address). One row per key an attempt counts
 * against, grouped by its attempt; kept in the database so every instance counts the same attempts.
 */
export const throttleAttempts = pgTable(
  'throttle_attempts',
  {
    id: serial('id').primaryKey(),
    /** Which throttle counts it: 'admin-login', 'discount-code', 'review-submission', 'order-lookup'. */
    throttle: text('throttle').notNull(),
    /** What it counts against: 'email:…', 'address:…' (IPv6 by its /64) or 'device:…'. */
    key: text('key').notNull(),
    /** The attempt the row belongs to: one per key it counts against. */
    attempt: uuid('attempt').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('throttle_attempts_key_idx').on(t.throttle, t.key, t.createdAt),
    index('throttle_attempts_attempt_idx').on(t.attempt),
    index('throttle_attempts_created_at_idx').on(t.createdAt),
  ],
);

/**
 * The outbox (modules/mail): every message the shop sends, written in the transaction of the event that
 * causes it and sent by the delivery worker; kept after sending, for the admin's Messages tab.
 */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: serial('id').primaryKey(),
    /** The Message-ID header, fixed when queued and kept by every retry. */
    messageId: text('message_id').notNull().unique(),
    kind: text('kind').notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    /** What the message is rendered from (modules/mail/mail-payloads.ts). */
    payload: jsonb('payload').$type<MailPayload>().notNull(),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    /** waiting (to send, or being sent under a lease), sent, or failed (given up; the admin may resend). */
    state: text('state', { enum: ['waiting', 'sent', 'failed'] })
      .notNull()
      .default('waiting'),
    attempts: integer('attempts').notNull().default(0),
    /** When the next attempt is due; while a sender holds the message, the end of its lease. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [
    check('outbox_messages_state_valid', sql`${t.state} IN ('waiting', 'sent', 'failed')`),
    // The delivery worker's question: which waiting messages are due.
    index('outbox_messages_due_idx').on(t.nextAttemptAt).where(sql`${t.state} = 'waiting'`),
    // The admin's list, newest first.
    index('outbox_messages_created_idx').on(t.createdAt),
    index('outbox_messages_order_idx').on(t.orderId),
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

/** PayPal webhook events already acted on, by PayPal's event id: a redelivered event changes nothing. */
export const paypalWebhookEvents = pgTable('paypal_webhook_events', {
  eventId: text('event_id').primaryKey(),
  eventType: text('event_type').notNull(),
  resourceId: text('resource_id'),
  receivedAt: timestamp('received_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/**
 * The request limits of @fastify/rate-limit (plugins/rate-limit-store.ts) when several instances share one
 * PostgreSQL: a counter per route and client key, for a fixed window ending at `expires_at`.
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('rate_limit_counters_expires_idx').on(t.expiresAt)],
);
