import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import type { Database } from '#server/db/client';
import { adminUsers, orderItems, orders } from '#server/db/schema';
import { ADMIN_SESSION_COOKIE } from '#server/modules/auth/admin-guard';
import { hashPassword } from '#server/modules/auth/password';
import { createTestApp, type TestApp } from './test-app.ts';

export const adminEmail = 'owner@printshop.example';
export const adminPassword = 'correct horse battery staple';

/**
 * The fixtures' accounts store a hash made with scrypt's N = 2^10 instead of the shop's 2^17 (a login
 * checks a password with the parameters its hash names): the same code, without 128 MiB and a few hundred
 * milliseconds of CPU per login in every admin test.
 */
const cheapHash = { N: 2 ** 10, r: 8, p: 1 };

export async function insertAdmin(db: Database, email = adminEmail, password = adminPassword) {
  const [row] = await db
    .insert(adminUsers)
    .values({ email, passwordHash: await hashPassword(password, cheapHash) })
    .returning();
  return row!;
}

let nextAddress = 0;
/** A client address of its own for each call, unless given: the login route limits requests per address. */
function freshAddress(): string {
  nextAddress += 1;
  return `10.77.${Math.floor(nextAddress / 250)}.${(nextAddress % 250) + 1}`;
}

export function loginRequest(
  app: FastifyInstance,
  body: unknown,
  options: { remoteAddress?: string; headers?: Record<string, string> } = {},
) {
  return app.inject({
    method: 'POST',
    url: '/api/admin/login',
    payload: body as Record<string, unknown>,
    remoteAddress: options.remoteAddress ?? freshAddress(),
    ...(options.headers ? { headers: options.headers } : {}),
  });
}

/** Logs in and answers the Cookie header value that carries the new session. */
export async function loginCookie(
  app: FastifyInstance,
  email = adminEmail,
  password = adminPassword,
): Promise<string> {
  const response = await loginRequest(app, { email, password });
  const cookie = response.cookies.find((c) => c.name === ADMIN_SESSION_COOKIE);
  if (response.statusCode !== 200 || !cookie) throw new Error(`login failed: ${response.body}`);
  return `${ADMIN_SESSION_COOKIE}=${cookie.value}`;
}

/** An order row written straight to the table: a $20.00 store order with one 2x4 line unless told otherwise. */
export async function insertPlacedOrder(
  db: Database,
  values: Partial<typeof orders.$inferInsert> = {},
  lines: ({ productId: number; productName?: string; sizeLabel?: string } & Partial<
    Pick<
      typeof orderItems.$inferInsert,
      'isRush' | 'quantity' | 'designMethod' | 'sizeWidthIn' | 'sizeHeightIn'
    >
  >)[] = [],
) {
  const [order] = await db
    .insert(orders)
    .values({
      customerName: 'Pat Buyer',
      customerEmail: 'pat@example.com',
      shippingMethod: 'pickup',
      subtotal: '20.00',
      total: '20.00',
      paymentMethod: 'store',
      ...values,
    })
    .returning();
  if (lines.length > 0) {
    await db.insert(orderItems).values(
      lines.map((line) => ({
        orderId: order!.id,
        productId: line.productId,
        productName: line.productName ?? 'Vinyl Banner',
        size: '2x4',
        quantity: line.quantity ?? 1,
        options: [{ name: 'Size', value: '2x4', label: line.sizeLabel ?? "2' x 4'" }],
        designMethod: line.designMethod ?? 'upload',
        isRush: line.isRush ?? false,
        sizeWidthIn: line.sizeWidthIn ?? null,
        sizeHeightIn: line.sizeHeightIn ?? null,
        unitPrice: '20.00',
        lineTotal: '20.00',
      })),
    );
  }
  return order!;
}

/**
 * The admin route tests' set-up: before all tests, an app on a fresh database with one admin logged in
 * (handed over with its session cookie); after all, the app closed.
 */
export function setUpLoggedInAdminApp(
  ready: (app: TestApp, cookie: string) => void,
  options?: Parameters<typeof createTestApp>[0],
): void {
  let app: TestApp | undefined;
  beforeAll(async () => {
    app = await createTestApp(options);
    await insertAdmin(app.handle.db);
    ready(app, await loginCookie(app.app));
  });
  afterAll(async () => {
    await app?.close();
  });
}
