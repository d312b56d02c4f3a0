import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, uploadedFiles } from '#server/db/schema';
import { insertAdmin, insertPlacedOrder, loginCookie } from '#server/test/admin-fixtures';
import {
  fullyLoadedLine,
  insertArtwork,
  insertCartLine,
  insertOrderableProduct,
  orderBody,
  orderHeaders,
  placeOrderRequest,
} from '#server/test/checkout-fixtures';
import { createTestApp, type TestApp } from '#server/test/test-app';
import { adminOrderListSchema, adminOrderSchema } from '#shared/schemas/admin';

let t: TestApp;
let cookie: string;
let productId: number;
beforeAll(async () => {
  t = await createTestApp();
  await insertAdmin(t.handle.db);
  cookie = await loginCookie(t.app);
  productId = (await insertOrderableProduct(t.handle.db)).id;
});
afterAll(async () => {
  await t.close();
});

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { cookie } });
const patchStatus = (id: number | string, body: unknown) =>
  t.app.inject({
    method: 'PATCH',
    url: `/api/admin/orders/${id}/status`,
    headers: { cookie },
    payload: body as Record<string, unknown>,
  });

/** A real checkout through POST /api/orders: two lines, one with two artwork files. */
async function placeRealOrder() {
  const sessionId = randomUUID();
  const first = await insertCartLine(t.handle.db, { sessionId, productId, designNotes: 'Blue background' });
  await insertCartLine(t.handle.db, { sessionId, productId, ...fullyLoadedLine });
  await insertArtwork(t.handle.db, t.storage, first.id, 'front.pdf');
  await insertArtwork(t.handle.db, t.storage, first.id, 'Logo – Café.pdf');
  const response = await placeOrderRequest(
    t.app,
    orderHeaders(sessionId),
    orderBody({ paymentMethod: 'store', shippingMethod: 'pickup' }),
  );
  expect(response.statusCode).toBe(201);
  return response.json() as { id: number };
}

describe('GET /api/admin/orders', () => {
  let ids: { old: number; multi: number; paypalPaid: number; paypalHeld: number; abandoned: number };
  beforeAll(async () => {
    const db = t.handle.db;
    const hoursAgo = (h: number) => new Date(Date.now() - h * 3600_000);
    const line = { productId };
    ids = {
      old: (await insertPlacedOrder(db, { createdAt: hoursAgo(5), status: 'completed' }, [line])).id,
      multi: (
        await insertPlacedOrder(db, { createdAt: hoursAgo(4), customerName: 'Multi' }, [
          { productId, productName: 'Banner A', sizeLabel: "3' x 6'" },
          line,
          line,
        ])
      ).id,
      paypalPaid: (
        await insertPlacedOrder(
          db,
          {
            createdAt: hoursAgo(3),
            paymentMethod: 'paypal',
            paymentStatus: 'completed',
            paypalOrderId: 'PP-1',
            paypalCaptureId: 'CAP-1',
            status: 'in_progress',
          },
          [line],
        )
      ).id,
      paypalHeld: (
        await insertPlacedOrder(
          db,
          {
            createdAt: hoursAgo(2),
            paymentMethod: 'paypal',
            paypalOrderId: 'PP-2',
            paypalCaptureId: 'CAP-2',
          },
          [line],
        )
      ).id,
      abandoned: (
        await insertPlacedOrder(
          db,
          { createdAt: hoursAgo(1), paymentMethod: 'paypal', paypalOrderId: 'PP-3' },
          [line],
        )
      ).id,
    };
  });

  it('lists placed orders newest first with the first product, its size and the item count; unpaid PayPal attempts are left out', async () => {
    const response = await get('/api/admin/orders');
    expect(response.statusCode).toBe(200);
    const list = adminOrderListSchema.parse(response.json());
    expect(list.orders.map((o) => o.id)).toEqual([ids.paypalHeld, ids.paypalPaid, ids.multi, ids.old]);
    expect(list).toMatchObject({ page: 1, pageSize: 50, total: 4, pageCount: 1 });
    const multi = list.orders.find((o) => o.id === ids.multi)!;
    expect(multi).toMatchObject({
      orderNumber: `#${String(ids.multi).padStart(3, '0')}`,
      customerName: 'Multi',
      productName: 'Banner A',
      size: "3' x 6'",
      itemCount: 3,
      total: '20.00',
      status: 'new',
      paymentMethod: 'store',
      paymentStatus: 'pending',
    });
    expect(list.orders.find((o) => o.id === ids.paypalPaid)).toMatchObject({
      paymentMethod: 'paypal',
      paymentStatus: 'completed',
    });
  });

  it.each([
    ['new', () => [ids.paypalHeld, ids.multi]],
    ['in_progress', () => [ids.paypalPaid]],
    ['completed', () => [ids.old]],
  ])('filters by status=%s', async (status, expected) => {
    const list = adminOrderListSchema.parse((await get(`/api/admin/orders?status=${status}`)).json());
    expect(list.orders.map((o) => o.id)).toEqual(expected());
  });

  it.each([
    ['status=shipped', 'Status must be one of new, in_progress, completed'],
    ['status=', 'Status must be one of'],
    ['page=0', 'Page must be a positive whole number'],
    ['page=abc', 'Page must be a positive whole number'],
  ])('refuses ?%s with 400', async (query, message) => {
    const response = await get(`/api/admin/orders?${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
  });
});

describe('paging', () => {
  it('serves more than 50 orders in pages of 50, with no order on two pages', async () => {
    const paged = await createTestApp();
    try {
      await insertAdmin(paged.handle.db);
      const pagedCookie = await loginCookie(paged.app);
      await paged.handle.db.insert(orders).values(
        Array.from({ length: 53 }, (_, i) => ({
          customerName: `Customer ${i}`,
          customerEmail: 'c@example.com',
          shippingMethod: 'pickup' as const,
          subtotal: '1.00',
          total: '1.00',
          paymentMethod: 'store' as const,
          createdAt: new Date(Date.now() - i * 60_000),
        })),
      );
      const page = async (n: number) =>
        adminOrderListSchema.parse(
          (
            await paged.app.inject({ url: `/api/admin/orders?page=${n}`, headers: { cookie: pagedCookie } })
          ).json(),
        );
      const [first, second, third] = [await page(1), await page(2), await page(3)];
      expect(first.orders).toHaveLength(50);
      expect(second.orders).toHaveLength(3);
      expect(third.orders).toHaveLength(0);
      expect(first).toMatchObject({ total: 53, pageCount: 2 });
      expect(first.orders[0]!.customerName).toBe('Customer 0');
      expect(second.orders.map((o) => o.customerName)).toEqual(['Customer 50', 'Customer 51', 'Customer 52']);
      expect(first.orders[0]).toMatchObject({ productName: '', size: null, itemCount: 0 });
    } finally {
      await paged.close();
    }
  });
});

describe('GET /api/admin/orders/:id', () => {
  it('shows everything the details dialog needs: customer, every line with every choice, notes, files, totals', async () => {
    const placed = await placeRealOrder();
    const response = await get(`/api/admin/orders/${placed.id}`);
    expect(response.statusCode).toBe(200);
    const order = adminOrderSchema.parse(response.json());
    expect(order).toMatchObject({
      id: placed.id,
      status: 'new',
      paymentMethod: 'store',
      paymentStatus: 'pending',
      shippingMethod: 'pickup',
    });
    expect(order.customer.name).toBeTruthy();
    expect(order.items).toHaveLength(2);
    expect(order.items[0]).toMatchObject({
      designNotes: 'Blue background',
      isDoubleSided: false,
      isRush: false,
    });
    expect(order.items[0]!.files.map((f) => f.originalName)).toEqual(['front.pdf', 'Logo – Café.pdf']);
    expect(order.items[1]).toMatchObject({
      isDoubleSided: fullyLoadedLine.isDoubleSided,
      isRush: fullyLoadedLine.isRush,
    });
    expect(order.items[1]!.options.map((o) => o.name)).toContain('Size');
    expect(order.items[0]!.size).toBe(order.items[0]!.options.find((o) => o.name === 'Size')!.label);
  });

  it.each([
    ['999999', 404],
    ['abc', 400],
  ])('answers /%s with %i', async (id, status) => {
    expect((await get(`/api/admin/orders/${id}`)).statusCode).toBe(status);
  });
});

describe('PATCH /api/admin/orders/:id/status', () => {
  it('sets any of the three statuses in any order, and the list follows', async () => {
    const order = await insertPlacedOrder(t.handle.db, {}, [{ productId }]);
    for (const status of ['completed', 'new', 'in_progress'] as const) {
      const response = await patchStatus(order.id, { status });
      expect(response.statusCode).toBe(200);
      expect(adminOrderSchema.parse(response.json()).status).toBe(status);
    }
    const list = adminOrderListSchema.parse((await get('/api/admin/orders?status=in_progress')).json());
    expect(list.orders.map((o) => o.id)).toContain(order.id);
  });

  it.each([
    [{ status: 'shipped' }, 400],
    [{ status: '' }, 400],
    [{}, 400],
    [{ status: 42 }, 400],
  ])('refuses %j with %i and changes nothing', async (body, status) => {
    const order = await insertPlacedOrder(t.handle.db, { status: 'in_progress' });
    const response = await patchStatus(order.id, body);
    expect(response.statusCode).toBe(status);
    expect(response.json().message).toContain('status');
    const [row] = await t.handle.db
      .select({ status: orders.status })
      .from(orders)
      .where(sql`${orders.id} = ${order.id}`);
    expect(row!.status).toBe('in_progress');
  });

  it('answers 404 for an unknown order', async () => {
    expect((await patchStatus(999999, { status: 'new' })).statusCode).toBe(404);
  });
});

describe('GET /api/admin/download/:fileId', () => {
  it('streams the bytes as an attachment with the original name (RFC 5987) and nosniff', async () => {
    const placed = await placeRealOrder();
    const order = adminOrderSchema.parse((await get(`/api/admin/orders/${placed.id}`)).json());
    const file = order.items[0]!.files[1]!;
    const response = await get(`/api/admin/download/${file.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="Logo _ Caf_.pdf"; filename*=UTF-8''Logo%20%E2%80%93%20Caf%C3%A9.pdf`,
    );
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.rawPayload.equals(Buffer.from('%PDF-1.4 test artwork'))).toBe(true);
  });

  it('answers 404 with the SPEC message for an unknown file, and for a file whose bytes are gone', async () => {
    const unknown = await get(`/api/admin/download/${randomUUID()}`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('File not found. It may have been moved or deleted.');

    const sessionId = randomUUID();
    const line = await insertCartLine(t.handle.db, { sessionId, productId });
    const file = await insertArtwork(t.handle.db, t.storage, line.id, 'gone.pdf');
    await t.storage.delete(file.storageKey);
    expect((await get(`/api/admin/download/${file.id}`)).statusCode).toBe(404);
  });

  it('answers 400 for an id that is not a file id', async () => {
    expect((await get('/api/admin/download/..%2F..%2Fetc%2Fpasswd')).statusCode).toBe(400);
    const [row] = await t.handle.db.select({ n: sql<number>`count(*)::int` }).from(uploadedFiles);
    expect(row!.n).toBeGreaterThan(0);
  });
});
