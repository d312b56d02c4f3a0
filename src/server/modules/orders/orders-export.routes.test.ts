import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderItems, orders } from '#server/db/schema';
import { insertAdmin, insertPlacedOrder, loginCookie } from '#server/test/admin-fixtures';
import { insertProduct } from '#server/test/fixtures';
import { createTestApp, type TestApp } from '#server/test/test-app';
import { formatOrderNumber } from '#shared/order-number';
import { EXPORT_BATCH, exportColumns } from './orders-export.service.ts';

/**
 * Issue 21, item 4: the orders the list finds, as CSV with one row per line item, read back here by a CSV
 * library (csv-parse): the same rows, every awkward character kept, every formula neutralised.
 */

let t: TestApp;
let cookie: string;
let productId: number;
let tricky: number;

type Row = Record<(typeof exportColumns)[number], string>;

async function exportCsv(query = '') {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/admin/orders/export.csv${query}`,
    headers: { cookie },
  });
  return { response, rows: parse(response.body, { bom: true, columns: true }) as Row[] };
}

beforeAll(async () => {
  t = await createTestApp();
  await insertAdmin(t.handle.db);
  cookie = await loginCookie(t.app);
  const { db } = t.handle;
  productId = (await insertProduct(db, { name: 'Vinyl Banner' })).id;
  tricky = (
    await insertPlacedOrder(
      db,
      {
        customerName: '=HYPERLINK("http://evil.example","Click")',
        customerEmail: 'mallory@example.com',
        customerPhone: '+1 312 555 0100',
        customerCompany: '@Risky, "Quoted" & Co',
        customerAddress: '1 Elm St, Suite "5"\nBack door',
        customerCity: 'Springfield',
        shippingMethod: 'standard',
        subtotal: '45.00',
        discountCode: 'SAVE10',
        discountAmount: '4.50',
        shippingCost: '9.99',
        total: '50.49',
        createdAt: new Date('2026-11-20T18:30:00Z'),
      },
      [
        { productId, productName: 'Vinyl Banner', sizeLabel: "3' x 6'", quantity: 2, isRush: true },
        { productId, productName: '-Minus Sticker, round', sizeLabel: '2" x 2"', designMethod: 'create' },
      ],
    )
  ).id;
});

afterAll(() => t?.close());

describe('GET /api/admin/orders/export.csv', () => {
  it('downloads the orders as CSV, one row per line, every character kept and formulas neutralised', async () => {
    const { response, rows } = await exportCsv();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="orders-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.body.startsWith('\uFEFF"Order","Placed"')).toBe(true);

    const lines = rows.filter((row) => row.Order === formatOrderNumber(tricky));
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatchObject({
      Placed: '2026-11-20 12:30',
      Status: 'new',
      'Payment method': 'store',
      'Payment status': 'pending',
      'Shipping method': 'standard',
      Customer: `'=HYPERLINK("http://evil.example","Click")`,
      Email: 'mallory@example.com',
      Phone: "'+1 312 555 0100",
      Company: `'@Risky, "Quoted" & Co`,
      Address: '1 Elm St, Suite "5"\nBack door',
      City: 'Springfield',
      'Discount code': 'SAVE10',
      'Order subtotal': '45.00',
      'Order discount': '4.50',
      Shipping: '9.99',
      'Order total': '50.49',
      Line: '1',
      Product: 'Vinyl Banner',
      Size: "3' x 6'",
      Quantity: '2',
      'Unit price': '20.00',
      'Line total': '20.00',
      Rush: 'yes',
      Design: 'uploaded',
      Files: '0',
    });
    expect(lines[1]).toMatchObject({
      Line: '2',
      Product: "'-Minus Sticker, round",
      Size: '2" x 2"',
      Design: 'design by us',
    });
  });

  it('exports what the list’s filters find', async () => {
    const { rows } = await exportCsv('?q=mallory&rush=true');
    expect(new Set(rows.map((row) => row.Order))).toEqual(new Set([formatOrderNumber(tricky)]));
    const none = await exportCsv('?q=nobody-at-all');
    expect(none.rows).toEqual([]);
    expect(none.response.body).toBe(`\uFEFF${exportColumns.map((column) => `"${column}"`).join(',')}\r\n`);
  });

  it('streams a large export in batches, newest first, every order once, even when they share a microsecond', async () => {
    const { db } = t.handle;
    const count = EXPORT_BATCH * 2 + 7;
    const inserted = await db
      .insert(orders)
      .values(
        Array.from({ length: count }, (_, index) => ({
          customerName: `Bulk ${index}`,
          customerEmail: `bulk${index}@example.com`,
          shippingMethod: 'pickup' as const,
          subtotal: '10.00',
          total: '10.00',
          paymentMethod: 'store' as const,
          // Left to the database: one statement's now(), to the microsecond on PostgreSQL, for every row.
        })),
      )
      .returning({ id: orders.id });
    await db.insert(orderItems).values(
      inserted.map((order) => ({
        orderId: order.id,
        productId,
        productName: 'Yard Sign',
        quantity: 1,
        options: [],
        designMethod: 'upload' as const,
        unitPrice: '10.00',
        lineTotal: '10.00',
      })),
    );
    const { rows } = await exportCsv('?q=bulk');
    expect(rows).toHaveLength(count);
    const ids = rows.map((row) => Number(row.Order.slice(1)));
    expect(new Set(ids).size).toBe(count);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
  });

  it('refuses a bad filter, naming it', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/admin/orders/export.csv?from=2026-11-30&to=2026-11-01',
      headers: { cookie },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('The end date must not be before the start date');
  });

  it('is refused without the admin session', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/admin/orders/export.csv' });
    expect(response.statusCode).toBe(401);
  });
});
