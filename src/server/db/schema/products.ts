import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, numeric, pgTable, serial, text } from 'drizzle-orm/pg-core';
import type { CustomOption } from '#shared/schemas/custom-option';
import type {
  CustomSize,
  CutShapeOption,
  FinishOption,
  MaterialOption,
  MediaItem,
  QuantityDiscount,
  SizeOption,
} from '#shared/schemas/product';
import { categories } from './categories.ts';
import { createdAt, money, updatedAt } from './columns.ts';

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

// Published for other modules to read (never to write): docs/architecture.md#tables-and-their-owners.
/** @alias */
export const productsReadModel = products;
