import { and, asc, eq, inArray, lt, max, sql } from 'drizzle-orm';
import type { Executor } from '#server/db/client';
import { preparedQuery } from '#server/db/prepared-query';
import { uploadedFiles } from '#server/db/schema/artwork-files';
import { cartItems } from '#server/db/schema/cart';
import { categoriesReadModel as categories } from '#server/db/schema/categories';
import { productsReadModel as products } from '#server/db/schema/products';
import { quoteRepliesReadModel as quoteReplies } from '#server/db/schema/quotes';
import { type ArtworkFileRow, artworkFactColumns } from '#server/uploads/artwork-facts';
import type { CustomOption } from '#shared/schemas/custom-option';

export type CartItemRow = typeof cartItems.$inferSelect;
export type NewCartItemRow = typeof cartItems.$inferInsert;
export type NewUploadedFileRow = typeof uploadedFiles.$inferInsert;
export type ProductRow = typeof products.$inferSelect;
/** A cart line with its stored product and that product's category's custom options. */
export type CartLineRow = {
  item: CartItemRow;
  product: ProductRow;
  /** The product's category's custom options; null when the product has no category. */
  categoryOptions: CustomOption[] | null;
  /** The quote the line was added from (its price and quantity); null or absent for a configured line. */
  quote?: CartLineQuote | null;
};
export type CartLineQuote = Pick<
  typeof quoteReplies.$inferSelect,
  'id' | 'description' | 'quantity' | 'unitPrice' | 'validUntil' | 'expiresAt'
>;
export type CartFileRow = ArtworkFileRow & { cartItemId: number | null };

const cartLineColumns = {
  item: cartItems,
  product: products,
  categoryOptions: categories.customOptions,
  quote: {
    id: quoteReplies.id,
    description: quoteReplies.description,
    quantity: quoteReplies.quantity,
    unitPrice: quoteReplies.unitPrice,
    validUntil: quoteReplies.validUntil,
    expiresAt: quoteReplies.expiresAt,
  },
};

/** The bytes of the artwork files of the cart line in the outer query. */
const lineArtworkBytes = sql<number>`coalesce(
  (select sum(${uploadedFiles.size}) from ${uploadedFiles} where ${uploadedFiles.cartItemId} = ${cartItems.id}),
  0)`.mapWith(Number);

const fileColumns = {
  id: uploadedFiles.id,
  cartItemId: uploadedFiles.cartItemId,
  originalName: uploadedFiles.originalName,
  size: uploadedFiles.size,
  mimeType: uploadedFiles.mimeType,
  ...artworkFactColumns,
};

/**
 * A session's cart lines with their artwork bytes: read by every add to the cart (cart-add.service.ts), and
 * by every read of the cart and of the checkout, which ignore the bytes.
 */
const cartLinesWithArtworkBytes = preparedQuery('cart_lines_with_artwork_bytes', (db) =>
  db
    .select({ ...cartLineColumns, artworkBytes: lineArtworkBytes })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .leftJoin(categories, eq(categories.id, products.categoryId))
    .leftJoin(quoteReplies, eq(quoteReplies.id, cartItems.quoteReplyId))
    .where(eq(cartItems.sessionId, sql.placeholder('sessionId')))
    .orderBy(asc(cartItems.id)),
);

/** An active product with its category's custom options: read by every add to the cart. */
const activeProduct = preparedQuery('active_product_with_category_options', (db) =>
  db
    .select({ product: products, categoryOptions: categories.customOptions })
    .from(products)
    .leftJoin(categories, eq(categories.id, products.categoryId))
    .where(and(eq(products.id, sql.placeholder('productId')), eq(products.isArchived, false)))
    .limit(1),
);

export function createCartRepository(db: Executor) {
  return {
    /**
     * The session's cart lines with their stored products and category options, oldest first, in one
     * query. `lock` takes row locks on the cart lines (FOR UPDATE OF cart_items) until the transaction
     * ends, so two checkouts of one cart take turns; only inside a transaction.
     */
    async listCartLines(sessionId: string, options: { lock?: boolean } = {}): Promise<CartLineRow[]> {
      if (!options.lock) return cartLinesWithArtworkBytes(db, { sessionId });
      return db
        .select(cartLineColumns)
        .from(cartItems)
        .innerJoin(products, eq(products.id, cartItems.productId))
        .leftJoin(categories, eq(categories.id, products.categoryId))
        .leftJoin(quoteReplies, eq(quoteReplies.id, cartItems.quoteReplyId))
        .where(eq(cartItems.sessionId, sessionId))
        .orderBy(asc(cartItems.id))
        .for('update', { of: cartItems });
    },

    /** The session's cart lines as listCartLines reads them, each with its artwork files' bytes, in one query. */
    listCartLinesWithArtworkBytes(sessionId: string): Promise<(CartLineRow & { artworkBytes: number })[]> {
      return cartLinesWithArtworkBytes(db, { sessionId });
    },

    listFiles(cartItemIds: number[]): Promise<CartFileRow[]> {
      if (cartItemIds.length === 0) return Promise.resolve([]);
      return db
        .select(fileColumns)
        .from(uploadedFiles)
        .where(inArray(uploadedFiles.cartItemId, cartItemIds))
        .orderBy(asc(uploadedFiles.createdAt), asc(uploadedFiles.position), asc(uploadedFiles.id));
    },

    /** An active (not archived) product with its category's custom options, in one query. */
    async findActiveProduct(
      productId: number,
    ): Promise<{ product: ProductRow; categoryOptions: CustomOption[] } | undefined> {
      const [row] = await activeProduct(db, { productId });
      return row && { product: row.product, categoryOptions: row.categoryOptions ?? [] };
    },

    async insertItem(values: NewCartItemRow): Promise<CartItemRow> {
      const [row] = await db.insert(cartItems).values(values).returning();
      if (!row) throw new Error('Inserting the cart item returned no row');
      return row;
    },

    async updateItem(id: number, values: Partial<NewCartItemRow>): Promise<CartItemRow> {
      const [row] = await db.update(cartItems).set(values).where(eq(cartItems.id, id)).returning();
      if (!row) throw new Error('Updating the cart item returned no row');
      return row;
    },

    async insertFiles(rows: NewUploadedFileRow[]): Promise<CartFileRow[]> {
      if (rows.length === 0) return [];
      return db.insert(uploadedFiles).values(rows).returning(fileColumns);
    },

    /** The item's id when it belongs to this session, locked until the transaction ends. */
    async lockSessionItem(sessionId: string, id: number): Promise<number | undefined> {
      const [row] = await db
        .select({ id: cartItems.id })
        .from(cartItems)
        .where(and(eq(cartItems.id, id), eq(cartItems.sessionId, sessionId)))
        .for('update');
      return row?.id;
    },

    async listSessionItemIds(sessionId: string): Promise<number[]> {
      const rows = await db
        .select({ id: cartItems.id })
        .from(cartItems)
        .where(eq(cartItems.sessionId, sessionId));
      return rows.map((row) => row.id);
    },

    /** Up to `limit` sessions whose newest item was last changed before `cutoff`. */
    async listStaleSessions(cutoff: Date, limit: number): Promise<string[]> {
      const rows = await db
        .select({ sessionId: cartItems.sessionId })
        .from(cartItems)
        .groupBy(cartItems.sessionId)
        .having(lt(max(cartItems.updatedAt), cutoff))
        .limit(limit);
      return rows.map((row) => row.sessionId);
    },

    /** The items of these sessions that were last changed before `cutoff`. */
    async listItemIdsBefore(sessionIds: string[], cutoff: Date): Promise<number[]> {
      if (sessionIds.length === 0) return [];
      const rows = await db
        .select({ id: cartItems.id })
        .from(cartItems)
        .where(and(inArray(cartItems.sessionId, sessionIds), lt(cartItems.updatedAt, cutoff)));
      return rows.map((row) => row.id);
    },
  };
}
