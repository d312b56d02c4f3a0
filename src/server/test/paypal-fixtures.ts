import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { type AppOptions, buildApp } from '#server/app';
import type { Database } from '#server/db/client';
import { cartItems, orderItems, orders, uploadedFiles } from '#server/db/schema';
import { createInjectFetch } from '#server/payments/inject-fetch';
import { createPaypalClient, type PaypalClient } from '#server/payments/paypal-client';
import { PAYPAL_SIMULATOR_PREFIX, type PaypalSettings } from '#server/payments/paypal-settings';
import { paypalSimulatorPlugin } from '#server/payments/paypal-simulator';
import {
  createPaypalSimulatorStore,
  type PaypalSimulatorStore,
} from '#server/payments/paypal-simulator-store';
import { createMemoryStorage } from '#server/storage/memory-storage';
import type { Storage } from '#server/storage/storage';
import { insertProduct } from './fixtures.ts';
import type { TestApp } from './test-app.ts';
import { createTestDatabase } from './test-database.ts';

export const SHOP_URL = 'http://shop.test';

/** The simulator alone on a bare Fastify, with a client pointed at it through app.inject. */
export async function createSimulatorApp(): Promise<{
  app: FastifyInstance;
  store: PaypalSimulatorStore;
  client: PaypalClient;
}> {
  const store = createPaypalSimulatorStore();
  const app = Fastify();
  await app.register(paypalSimulatorPlugin, { prefix: PAYPAL_SIMULATOR_PREFIX, store, publicUrl: SHOP_URL });
  await app.ready();
  const client = createPaypalClient({
    baseUrl: `${SHOP_URL}${PAYPAL_SIMULATOR_PREFIX}`,
    clientId: store.clientId,
    clientSecret: store.clientSecret,
    fetch: createInjectFetch(app),
  });
  return { app, store, client };
}

/** The whole shop on a fresh database, with PayPal as given (by default the simulator with this store). */
export async function createPaypalTestApp(
  paypal?: PaypalSettings,
  extra: Pick<AppOptions, 'mail'> = {},
): Promise<TestApp & { store: PaypalSimulatorStore }> {
  const store = createPaypalSimulatorStore();
  const handle = await createTestDatabase();
  const storage = createMemoryStorage();
  const app = await buildApp({
    db: handle.db,
    storage,
    publicUrl: SHOP_URL,
    cartCleanup: false,
    authCleanup: false,
    throttleCleanup: false,
    paymentCleanup: false,
    paypal: paypal ?? { mode: 'simulator', store },
    ...extra,
  });
  await app.ready();
  return {
    app,
    handle,
    storage,
    store,
    close: async () => {
      await app.close();
      await handle.close();
    },
  };
}

/** POST /paypal/order for a placed order, as its session; answers PayPal's (the simulator's) order id. */
export async function openPaypalOrder(
  app: FastifyInstance,
  placed: { sessionId: string; order: { id: number } },
) {
  const opened = await app.inject({
    method: 'POST',
    url: '/paypal/order',
    headers: { 'x-session-id': placed.sessionId },
    payload: { orderId: placed.order.id },
  });
  return opened.json().id as string;
}

/** POST /paypal/order/:id/capture, as the order's session. */
export function capturePaypalOrder(app: FastifyInstance, sessionId: string, paypalOrderId: string) {
  return app.inject({
    method: 'POST',
    url: `/paypal/order/${paypalOrderId}/capture`,
    headers: { 'x-session-id': sessionId },
  });
}

/**
 * The approval page's form, as a browser would post it (Pay, Cancel, or one of the 'held for review'
 * choices); answers the redirect's Location.
 */
export async function submitApproval(
  app: FastifyInstance,
  token: string,
  action: 'pay' | 'cancel' | 'hold' | 'hold-deny',
) {
  const response = await app.inject({
    method: 'POST',
    url: `${PAYPAL_SIMULATOR_PREFIX}/checkoutnow`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ token, action }).toString(),
  });
  return { status: response.statusCode, location: String(response.headers.location ?? '') };
}

/**
 * A placed PayPal order as POST /api/orders leaves it: status new, payment pending, the cart still full.
 * The cart holds the ordered line (its artwork linked to the order line too) and one more line added
 * later, with a file of its own.
 */
export async function placeOrderWithCart(
  db: Database,
  storage: Storage,
  options: { total?: string; paymentMethod?: 'paypal' | 'store'; sessionId?: string } = {},
) {
  const sessionId = options.sessionId ?? randomUUID();
  const total = options.total ?? '42.50';
  const product = await insertProduct(db, { name: 'Vinyl Banner' });
  const line = { productId: product.id, quantity: 1, designMethod: 'upload' as const };
  const [ordered] = await db
    .insert(cartItems)
    .values({ ...line, sessionId, unitPrice: total, totalPrice: total })
    .returning();
  const [later] = await db
    .insert(cartItems)
    .values({ ...line, sessionId, unitPrice: '5.00', totalPrice: '5.00' })
    .returning();
  const [order] = await db
    .insert(orders)
    .values({
      sessionId,
      customerName: 'Pat Buyer',
      customerEmail: 'pat@example.com',
      shippingMethod: 'pickup',
      subtotal: total,
      total,
      paymentMethod: options.paymentMethod ?? 'paypal',
    })
    .returning();
  const [item] = await db
    .insert(orderItems)
    .values({
      ...line,
      orderId: order!.id,
      cartItemId: ordered!.id,
      productName: product.name,
      unitPrice: total,
      lineTotal: total,
    })
    .returning();
  const orderedKey = `artwork/${randomUUID()}.pdf`;
  const laterKey = `artwork/${randomUUID()}.pdf`;
  await storage.put(orderedKey, Buffer.from('%PDF-1.4 ordered'));
  await storage.put(laterKey, Buffer.from('%PDF-1.4 later'));
  const file = { size: 16, mimeType: 'application/pdf', sha256: 'x' };
  await db.insert(uploadedFiles).values([
    {
      ...file,
      storageKey: orderedKey,
      originalName: 'logo.pdf',
      cartItemId: ordered!.id,
      orderItemId: item!.id,
    },
    { ...file, storageKey: laterKey, originalName: 'later.pdf', cartItemId: later!.id },
  ]);
  return { sessionId, order: order!, orderItem: item!, orderedKey, laterKey };
}

export async function readOrder(db: Database, id: number) {
  const [row] = await db.select().from(orders).where(eq(orders.id, id));
  return row!;
}

export async function countCartItems(db: Database, sessionId: string): Promise<number> {
  const rows = await db
    .select({ id: cartItems.id })
    .from(cartItems)
    .where(eq(cartItems.sessionId, sessionId));
  return rows.length;
}
