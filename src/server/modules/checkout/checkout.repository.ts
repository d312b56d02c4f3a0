import { asc, eq } from 'drizzle-orm';
import type { CustomOption } from '../../../shared/schemas/custom-option.ts';
import type { Executor } from '../../db/client.ts';
import { cartItems, categories, products } from '../../db/schema.ts';

export type CartLineRow = {
  item: typeof cartItems.$inferSelect;
  product: typeof products.$inferSelect;
  /** The product's category's custom options; null when the product has no category. */
  categoryOptions: CustomOption[] | null;
};

export function createCheckoutRepository(db: Executor) {
  return {
    /**
     * The session's cart lines with their stored products and category options, oldest first, in one
     * query. `lock` takes row locks on the cart lines (FOR UPDATE OF cart_items) until the transaction
     * ends, so two checkouts of one cart take turns; only inside a transaction.
     */
    async listCartLines(sessionId: string, options: { lock?: boolean } = {}): Promise<CartLineRow[]> {
      const query = db
        .select({ item: cartItems, product: products, categoryOptions: categories.customOptions })
        .from(cartItems)
        .innerJoin(products, eq(products.id, cartItems.productId))
        .leftJoin(categories, eq(categories.id, products.categoryId))
        .where(eq(cartItems.sessionId, sessionId))
        .orderBy(asc(cartItems.id));
      return options.lock ? await query.for('update', { of: cartItems }) : await query;
    },
  };
}
export type CheckoutRepository = ReturnType<typeof createCheckoutRepository>;
