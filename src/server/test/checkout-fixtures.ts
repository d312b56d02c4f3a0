import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '#server/db/client';
import {
  cartItems,
  discountCodes,
  orderItems,
  orders,
  shippingSettings,
  uploadedFiles,
} from '#server/db/schema';
import type { Storage } from '#server/storage/storage';
import type { CustomerInfo } from '#shared/schemas/checkout';
import { inkColorOption, insertVinylBanner } from './cart-fixtures.ts';
import type { insertProduct } from './fixtures.ts';

/**
 * insertVinylBanner for the order tests: two-sided +8, Grommets optional ('Add grommets'), Ink Color,
 * and Extras (multiselect: hem +1, pole +2).
 */
export function insertOrderableProduct(db: Database, overrides: Parameters<typeof insertProduct>[1] = {}) {
  return insertVinylBanner(
    db,
    { required: false, label: 'Add grommets' },
    {
      hasDoubleSided: true,
      doubleSidedPrice: '8.00',
      customOptions: [
        inkColorOption,
        {
          id: 'extras',
          name: 'Extras',
          type: 'multiselect',
          required: false,
          values: [
            { value: 'hem', label: 'Hemmed edges', priceModifier: '1.00' },
            { value: 'pole', label: 'Pole pockets', priceModifier: '2.00' },
          ],
        },
      ],
      ...overrides,
    },
  );
}

type NewCartItem = typeof cartItems.$inferInsert;

/**
 * A cart line written straight to the table (as POST /api/cart would): by default 1 × 2x4 vinyl rect
 * matte CMYK of insertOrderableProduct, $20.00. The stored prices are what the line said when added.
 */
export async function insertCartLine(
  db: Database,
  line: { sessionId: string; productId: number } & Partial<NewCartItem>,
) {
  const [row] = await db
    .insert(cartItems)
    .values({
      size: '2x4',
      material: 'vinyl',
      cutShape: 'rect',
      finish: 'matte',
      customOptions: { color: 'cmyk' },
      quantity: 1,
      designMethod: 'upload',
      unitPrice: '20.00',
      totalPrice: '20.00',
      ...line,
    })
    .returning();
  return row!;
}

/** The most expensive configuration of insertOrderableProduct: 10 × $90.75, 10 % off = $816.75. */
export const fullyLoadedLine = {
  size: '3x6',
  material: 'mesh',
  isDoubleSided: true,
  isRush: true,
  cutShape: 'circle',
  finish: 'gloss',
  lamination: true,
  customOptions: { grommets: true, color: 'spot', extras: ['hem', 'pole'] },
  quantity: 10,
  designMethod: 'create',
  designNotes: 'Blue logo, large type',
  unitPrice: '90.75',
  totalPrice: '816.75',
} satisfies Partial<NewCartItem>;

/** An artwork file of a cart line: its bytes in storage and its row. */
export async function insertArtwork(
  db: Database,
  storage: Storage,
  cartItemId: number,
  originalName = 'art.pdf',
) {
  const storageKey = `artwork/${randomUUID()}.pdf`;
  const bytes = Buffer.from('%PDF-1.4 test artwork');
  await storage.put(storageKey, bytes);
  // After the line's other files, as an upload would place it (two inserts can share a created_at).
  const [before] = await db
    .select({ n: count() })
    .from(uploadedFiles)
    .where(eq(uploadedFiles.cartItemId, cartItemId));
  const [row] = await db
    .insert(uploadedFiles)
    .values({
      storageKey,
      originalName,
      size: bytes.length,
      mimeType: 'application/pdf',
      sha256: 'test',
      cartItemId,
      position: before?.n ?? 0,
    })
    .returning();
  return row!;
}

export async function insertDiscountCode(
  db: Database,
  values: Partial<typeof discountCodes.$inferInsert> & { code: string },
) {
  const [row] = await db
    .insert(discountCodes)
    .values({ discountPercentage: 10, ...values })
    .returning();
  return row!;
}

export async function discountUsage(db: Database, code: string): Promise<number> {
  const [row] = await db
    .select({ usageCount: discountCodes.usageCount })
    .from(discountCodes)
    .where(eq(discountCodes.code, code));
  return row!.usageCount;
}

/**
 * Replaces the shipping settings (a singleton row); without values it restores the defaults
 * (docs/product/shipping-and-checkout.md#shipping).
 */
export async function setShippingSettings(
  db: Database,
  values: Partial<Omit<typeof shippingSettings.$inferInsert, 'id'>> = {},
) {
  await db.delete(shippingSettings);
  await db.insert(shippingSettings).values({ storeAddress: '1 Main St', ...values });
}

/** How many rows the order and cart tables hold, to check that a refused call wrote nothing. */
export async function countCheckoutRows(db: Database) {
  const [orderCount] = await db.select({ n: count() }).from(orders);
  const [itemCount] = await db.select({ n: count() }).from(orderItems);
  const [cartCount] = await db.select({ n: count() }).from(cartItems);
  const [fileCount] = await db.select({ n: count() }).from(uploadedFiles);
  return { orders: orderCount!.n, orderItems: itemCount!.n, cartItems: cartCount!.n, files: fileCount!.n };
}

export const validCustomer: CustomerInfo = {
  name: 'Pat Doe',
  email: 'pat@example.com',
  phone: '555-0100',
  company: '',
  address: '1 Elm St',
  city: 'Springfield',
  state: 'IL',
  zipCode: '62701',
  notes: '',
};

export function orderHeaders(sessionId: string, idempotencyKey: string = randomUUID()) {
  return { 'x-session-id': sessionId, 'idempotency-key': idempotencyKey };
}

/**
 * A POST /api/orders body: the valid customer, store pickup, pay in store (the pair that fits: only a
 * pickup is paid in store), no discount code.
 */
export function orderBody(overrides: Record<string, unknown> = {}) {
  return {
    customer: validCustomer,
    shippingMethod: 'pickup',
    paymentMethod: 'store',
    discountCode: null,
    ...overrides,
  };
}

/** POST /api/orders through app.inject. */
export function placeOrderRequest(app: FastifyInstance, headers: Record<string, string>, body: unknown) {
  return app.inject({
    method: 'POST',
    url: '/api/orders',
    headers,
    payload: body as Record<string, unknown>,
  });
}

/** GET /api/cart of a session, parsed. */
export async function fetchCart(app: FastifyInstance, sessionId: string): Promise<{ id: number }[]> {
  return (
    await app.inject({ method: 'GET', url: '/api/cart', headers: { 'x-session-id': sessionId } })
  ).json();
}

/** POST /api/validate-discount from a fresh cart session: the answer the checkout would get for `code`. */
export async function checkDiscountCode(app: FastifyInstance, code: string) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/validate-discount',
    headers: { 'x-session-id': randomUUID() },
    payload: { code },
  });
  return response.json();
}
