import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderItems, orders } from '#server/db/schema';
import { insertAdmin, insertPlacedOrder, loginCookie } from '#server/test/admin-fixtures';
import { insertProduct } from '#server/test/fixtures';
import { createTestApp, type TestApp } from '#server/test/test-app';
import { groupBy } from '#shared/collections';
import { fromCents, toCents } from '#shared/money';
import { formatOrderNumber } from '#shared/order-number';
import { EXPORT_BATCH, exportColumns } from './orders-export.service.ts';

/**
 * The orders the list finds, as CSV with one row per line item, read back here by a CSV library
 * (csv-parse): the same rows, every awkward character kept, every formula neutralised, the codes in the
 * admin's words, and figures that add up (docs/product/orders-and-statuses.md#what-the-admin-sees-orders-tab-adminorders).
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
      Status: 'New',
      'Payment method': 'Pay in Store',
      'Payment status': 'Pending',
      'Shipping method': 'Standard Shipping',
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
      // A line stored without its amount before the discount (an old order): unit × quantity stands for it.
      'Unit price': '20.00',
      'Before discounts': '40.00',
      'Quantity discount': '20.00',
      'Line total': '20.00',
      'Code discount': '2.25',
      'Line net': '17.75',
      Rush: 'yes',
      Design: 'uploaded',
      Files: '0',
    });
    expect(lines[1]).toMatchObject({
      'Order subtotal': '',
      'Order discount': '',
      Shipping: '',
      'Order total': '',
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

  it('adds up: each line steps from its price to its net, an order’s nets and shipping make its total, and the paid orders’ totals are the Overview’s revenue', async () => {
    const { db } = t.handle;
    const paidAt = new Date(Date.now() - 60_000);
    const cardsId = (await insertProduct(db, { name: 'Sum Cards' })).id;
    // [before discounts, tier %, line total, quantity, unit] per line; a code discount that splits unevenly.
    const sheets = [
      {
        discount: '3.34',
        shipping: '15.00',
        lines: [
          { quantity: 12, unitPrice: '84.48', before: '1013.76', tier: 10, total: '912.38' },
          { quantity: 3, unitPrice: '4.22', before: '12.67', tier: null, total: '12.67' },
          { quantity: 1, unitPrice: '0.01', before: '0.01', tier: null, total: '0.01' },
        ],
      },
      {
        discount: '0.02',
        shipping: '0.00',
        lines: [
          { quantity: 1, unitPrice: '1.00', before: '1.00', tier: null, total: '1.00' },
          { quantity: 1, unitPrice: '1.00', before: '1.00', tier: null, total: '1.00' },
          { quantity: 1, unitPrice: '1.00', before: '1.00', tier: null, total: '1.00' },
        ],
      },
      {
        discount: '0.00',
        shipping: '75.00',
        lines: [{ quantity: 5, unitPrice: '9.99', before: '49.95', tier: null, total: '49.95' }],
      },
    ];
    const placedIds: number[] = [];
    for (const sheet of sheets) {
      const subtotalCents = sheet.lines.reduce((sum, line) => sum + toCents(line.total), 0);
      const totalCents = subtotalCents - toCents(sheet.discount) + toCents(sheet.shipping);
      const [order] = await db
        .insert(orders)
        .values({
          customerName: 'Sum Checker',
          customerEmail: 'sums@example.com',
          shippingMethod: sheet.shipping === '0.00' ? 'pickup' : 'standard',
          subtotal: fromCents(subtotalCents),
          discountCode: sheet.discount === '0.00' ? null : 'SUMS',
          discountAmount: sheet.discount,
          shippingCost: sheet.shipping,
          total: fromCents(totalCents),
          paymentMethod: 'paypal',
          paymentStatus: 'completed',
          paypalCaptureId: `CAPTURE-SUMS-${placedIds.length}`,
          paidAt,
          createdAt: paidAt,
        })
        .returning({ id: orders.id });
      placedIds.push(order!.id);
      await db.insert(orderItems).values(
        sheet.lines.map((line, index) => ({
          orderId: order!.id,
          productId: index === 0 ? cardsId : productId,
          productName: index === 0 ? 'Sum Cards' : 'Vinyl Banner',
          quantity: line.quantity,
          options: [],
          designMethod: 'upload' as const,
          unitPrice: line.unitPrice,
          amountBeforeDiscount: line.before,
          quantityDiscountPercent: line.tier,
          lineTotal: line.total,
        })),
      );
    }

    const { rows } = await exportCsv('?paymentStatus=completed');
    const cents = (text: string | undefined) => (text ? toCents(text) : 0);
    for (const row of rows) {
      if (row['Unit price'] !== '') {
        expect(Number(row.Quantity) * cents(row['Unit price'])).toBe(cents(row['Before discounts']));
      }
      expect(cents(row['Before discounts']) - cents(row['Quantity discount'])).toBe(cents(row['Line total']));
      expect(cents(row['Line total']) - cents(row['Code discount'])).toBe(cents(row['Line net']));
    }
    const byOrder = groupBy(rows, (row) => row.Order);
    for (const id of placedIds) {
      const [first, ...rest] = byOrder.get(formatOrderNumber(id)) ?? [];
      expect(first?.['Order total']).not.toBe('');
      expect(rest.every((row) => row['Order total'] === '' && row['Order discount'] === '')).toBe(true);
      const orderRows = [first!, ...rest];
      const sum = (column: keyof Row) => orderRows.reduce((total, row) => total + cents(row[column]), 0);
      expect(sum('Code discount')).toBe(cents(first!['Order discount']));
      expect(sum('Line net') + cents(first!.Shipping)).toBe(cents(first!['Order total']));
      expect(sum('Line total')).toBe(cents(first!['Order subtotal']));
    }
    // The uneven split, cent for cent: 3.34 over 912.38, 12.67 and 0.01.
    expect(byOrder.get(formatOrderNumber(placedIds[0]!))!.map((row) => row['Code discount'])).toEqual([
      '3.29',
      '0.05',
      '0.00',
    ]);
    expect(byOrder.get(formatOrderNumber(placedIds[1]!))!.map((row) => row['Code discount'])).toEqual([
      '0.01',
      '0.01',
      '0.00',
    ]);

    // The Overview counts the same paid orders: its revenue is the CSV's order totals, its top products
    // the CSV's line nets.
    const overview = await t.app.inject({ method: 'GET', url: '/api/admin/overview', headers: { cookie } });
    const figures = overview.json();
    const csvRevenue = rows.reduce((sum, row) => sum + cents(row['Order total']), 0);
    expect(figures.periods.last30Days.revenue).toBe(fromCents(csvRevenue));
    const netOf = (product: string) =>
      fromCents(
        rows.filter((row) => row.Product === product).reduce((sum, row) => sum + cents(row['Line net']), 0),
      );
    expect(figures.topProducts).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: 'Sum Cards', revenue: netOf('Sum Cards') }),
        expect.objectContaining({ name: 'Vinyl Banner', revenue: netOf('Vinyl Banner') }),
      ]),
    );
  });

  it('is refused without the admin session', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/admin/orders/export.csv' });
    expect(response.statusCode).toBe(401);
  });
});
