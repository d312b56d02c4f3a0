import { asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { cartItems, products, uploadedFiles } from '../../db/schema.ts';

export type CartItemRow = typeof cartItems.$inferSelect;
export type CartFileRow = {
  id: string;
  cartItemId: number | null;
  originalName: string;
  size: number;
  mimeType: string;
};

export function createCartRepository(db: Executor) {
  return {
    /** The session's items with their product names, oldest first. */
    listForSession(
      sessionId: string,
    ): Promise<{ item: CartItemRow; productName: string; productSlug: string }[]> {
      return db
        .select({ item: cartItems, productName: products.name, productSlug: products.slug })
        .from(cartItems)
        .innerJoin(products, eq(products.id, cartItems.productId))
        .where(eq(cartItems.sessionId, sessionId))
        .orderBy(asc(cartItems.id));
    },

    listFiles(cartItemIds: number[]): Promise<CartFileRow[]> {
      if (cartItemIds.length === 0) return Promise.resolve([]);
      return db
        .select({
          id: uploadedFiles.id,
          cartItemId: uploadedFiles.cartItemId,
          originalName: uploadedFiles.originalName,
          size: uploadedFiles.size,
          mimeType: uploadedFiles.mimeType,
        })
        .from(uploadedFiles)
        .where(inArray(uploadedFiles.cartItemId, cartItemIds))
        .orderBy(asc(uploadedFiles.createdAt));
    },
  };
}
export type CartRepository = ReturnType<typeof createCartRepository>;
