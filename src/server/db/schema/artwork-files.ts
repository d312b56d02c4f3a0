import { sql } from 'drizzle-orm';
import { check, index, integer, numeric, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { cartItems } from './cart.ts';
import { createdAt } from './columns.ts';
import { orderItems } from './orders.ts';

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

// Published for other modules to read (never to write): docs/architecture.md#tables-and-their-owners.
/** @alias */
export const uploadedFilesReadModel = uploadedFiles;
