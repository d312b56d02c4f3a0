import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { CustomerInfo } from '../../shared/schemas/checkout.ts';
import type { Database } from '../db/client.ts';
import {
  cartItems,
  discountCodes,
  orderItems,
  orders,
  shippingSettings,
  uploadedFiles,
} from '../db/schema.ts';
import type { Storage } from '../storage/storage.ts';
import { insertCategory, insertProduct } from './fixtures.ts';

/**
 * A product with every kind of option, in a category that adds an optional Yes/No 'Grommets' (+2):
 * sizes 2x4 ($20) / 3x6 ($35), materials vinyl (+0) / mesh (+5), two-sided +8, rush +15, cut shapes
 * rect (+0) / circle (+3), finishes matte (0 %) / gloss (+10 %), lamination (+10 %), 10 % off from 10
 * pieces; product options Ink Color (required select: cmyk +0 / spot +4) and Extras (multiselect: hem +1,
 * pole +2).
 */
export async function insertOrderableProduct(
  db: Database,
  overrides: Parameters<typeof insertProduct>[1] = {},
) {
  const category = await insertCategory(db, {
    customOptions: [
      {
        id: 'grommets',
        name: 'Grommets',
        type: 'boolean',
        required: false,
        values: [{ value: 'yes', label: 'Add grommets', priceModifier: 2 }],
      },
    ],
  });
  return insertProduct(db, {
    name: 'Vinyl Banner',
    categoryId: category.id,
    sizes: [
      { value: '2x4', label: "2' x 4'", price: '20.00' },
      { value: '3x6', label: "3' x 6'", price: '35.00' },
    ],
    materials: [
      { value: 'vinyl', label: '13oz Vinyl', priceModifier: '0.00' },
      { value: 'mesh', label: 'Mesh', priceModifier: '5.00' },
    ],
    hasDoubleSided: true,
    doubleSidedPrice: '8.00',
    rushFee: '15.00',
    hasCutShapes: true,
    cutShapes: [
      { value: 'rect', label: 'Rectangle', price: '0.00' },
      { value: 'circle', label: 'Circle', price: '3.00' },
    ],
    hasFinishes: true,
    finishes: [
      { value: 'matte', label: 'Matte', priceModifier: 0 },
      { value: 'gloss', label: 'Gloss', priceModifier: 10 },
    ],
    hasLamination: true,
    quantityDiscounts: [{ minQuantity: 10, discount: 0.1 }],
    customOptions: [
      {
        id: 'color',
        name: 'Ink Color',
        type: 'select',
        required: true,
        values: [
          { value: 'cmyk', label: 'CMYK', priceModifier: 0 },
          { value: 'spot', label: 'Spot', priceModifier: 4 },
        ],
      },
      {
        id: 'extras',
        name: 'Extras',
        type: 'multiselect',
        required: false,
        values: [
          { value: 'hem', label: 'Hemmed edges', priceModifier: 1 },
          { value: 'pole', label: 'Pole pockets', priceModifier: 2 },
        ],
      },
    ],
    ...overrides,
  });
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
  const [row] = await db
    .insert(uploadedFiles)
    .values({
      storageKey,
      originalName,
      size: bytes.length,
      mimeType: 'application/pdf',
      sha256: 'test',
      cartItemId,
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

/** Replaces the shipping settings (a singleton row); without values it restores the SPEC defaults. */
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

/** A POST /api/orders body: the valid customer, standard shipping, pay in store, no discount code. */
export function orderBody(overrides: Record<string, unknown> = {}) {
  return {
    customer: validCustomer,
    shippingMethod: 'standard',
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
