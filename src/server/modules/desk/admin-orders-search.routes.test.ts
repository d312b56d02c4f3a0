import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertAdmin, insertPlacedOrder, loginCookie } from '#server/test/admin-fixtures';
import { insertOrderableProduct } from '#server/test/checkout-fixtures';
import { createTestApp, type TestApp } from '#server/test/test-app';
import { formatOrderNumber } from '#shared/order-number';
import { adminOrderListSchema } from '#shared/schemas/admin';

/**
 * The admin finds any order with one search box (order number, or part of the customer's
 * name, e-mail, company or phone) and narrows the list by status, payment, shipping, rush and dates
 * (docs/product/orders-and-statuses.md#what-the-admin-sees-orders-tab-adminorders).
 */

let t: TestApp;
let cookie: string;
let ids: Record<'ada' | 'grace' | 'linus' | 'paypal' | 'abandoned', number>;

beforeAll(async () => {
  t = await createTestApp();
  await insertAdmin(t.handle.db);
  cookie = await loginCookie(t.app);
  const { db } = t.handle;
  const productId = (await insertOrderableProduct(db)).id;
  const line = { productId };
  // The shop's days (America/Chicago): the 2nd, the 10th late in the evening (the 11th in UTC), the 20th.
  ids = {
    ada: (
      await insertPlacedOrder(
        db,
        {
          customerName: 'Ada Lovelace',
          customerEmail: 'ada@analytical.example',
          customerCompany: 'Engines & Co',
          customerPhone: '(312) 555-0142',
          shippingMethod: 'standard',
          createdAt: new Date('2026-11-02T15:00:00Z'),
        },
        [line],
      )
    ).id,
    grace: (
      await insertPlacedOrder(
        db,
        {
          customerName: 'Grace Hopper',
          customerEmail: 'grace@navy.example',
          customerPhone: '555 0199',
          shippingMethod: 'rush',
          status: 'in_progress',
          createdAt: new Date('2026-11-11T04:30:00Z'),
        },
        [line, { ...line, isRush: true }],
      )
    ).id,
    linus: (
      await insertPlacedOrder(
        db,
        {
          customerName: 'Linus 100%_Sure',
          customerEmail: 'linus@kernel.example',
          customerCompany: 'Kernel_Works',
          status: 'completed',
          paymentStatus: 'completed',
          createdAt: new Date('2026-11-20T18:00:00Z'),
        },
        [line],
      )
    ).id,
    paypal: (
      await insertPlacedOrder(
        db,
        {
          customerName: 'Pay Pal',
          customerEmail: 'buyer@paypal.example',
          paymentMethod: 'paypal',
          paymentStatus: 'completed',
          paypalCaptureId: 'CAPTURE-1',
          createdAt: new Date('2026-11-21T18:00:00Z'),
        },
        [line],
      )
    ).id,
    abandoned: (
      await insertPlacedOrder(
        db,
        {
          customerName: 'Ada Gone',
          customerEmail: 'ada.gone@example.com',
          paymentMethod: 'paypal',
          paymentStatus: 'voided',
          createdAt: new Date('2026-11-21T19:00:00Z'),
        },
        [line],
      )
    ).id,
  };
});
afterAll(async () => {
  await t.close();
});

async function list(query: string) {
  const response = await t.app.inject({ url: `/api/admin/orders?${query}`, headers: { cookie } });
  expect(response.statusCode, response.body).toBe(200);
  return adminOrderListSchema.parse(response.json());
}

async function found(query: string): Promise<string[]> {
  const { orders } = await list(query);
  const names = Object.entries(ids);
  return orders.map((order) => names.find(([, id]) => id === order.id)?.[0] ?? String(order.id));
}

describe('GET /api/admin/orders?q=', () => {
  it.each([
    ['part of a name, any case', 'lovel', ['ada']],
    ['part of an e-mail', 'NAVY.ex', ['grace']],
    ['part of a company', 'engines &', ['ada']],
    ['part of a phone as written, and by its digits', '555-01', ['grace', 'ada']],
    ['a phone typed with dots', '555.0142', ['ada']],
    ['a phone by its digits only', '5550142', ['ada']],
    ['a phone typed with spaces and brackets', '(555) 0199', ['grace']],
    ['LIKE’s own characters, literally', '100%_', ['linus']],
    ['an underscore matches only itself', 'kernel_', ['linus']],
    ['a percent sign alone matches only itself', '%', ['linus']],
    ['a name shared with an abandoned payment: only placed orders', 'ada', ['ada']],
    ['nothing', 'zzz-no-such-customer', []],
    ['surrounding spaces are ignored', '  hopper  ', ['grace']],
  ])('finds %s', async (_case, q, expected) => {
    expect(await found(`q=${encodeURIComponent(q)}`)).toEqual(expected);
  });

  it('finds an abandoned payment in its own view', async () => {
    expect(await found('view=abandoned&q=ada')).toEqual(['abandoned']);
  });

  it('finds an order by its number, with or without the #', async () => {
    expect(await found(`q=${encodeURIComponent(formatOrderNumber(ids.grace))}`)).toEqual(['grace']);
    expect(await found(`q=${ids.grace}`)).toContain('grace');
  });
});

describe('GET /api/admin/orders filters', () => {
  it.each([
    ['status', 'status=in_progress', ['grace']],
    ['payment state', 'paymentStatus=completed', ['paypal', 'linus']],
    ['payment method', 'paymentMethod=paypal', ['paypal']],
    ['shipping method', 'shippingMethod=rush', ['grace']],
    ['rush lines', 'rush=true', ['grace']],
    ['no rush lines', 'rush=false', ['paypal', 'linus', 'ada']],
    ['a start date, in the shop’s days', 'from=2026-11-20', ['paypal', 'linus']],
    // 04:30 UTC on the 11th is 10:30 pm on the 10th in Chicago: the 10th's order.
    ['one day, in the shop’s time zone', 'from=2026-11-10&to=2026-11-10', ['grace']],
    ['an end date', 'to=2026-11-09', ['ada']],
    ['filters together', 'q=example&paymentMethod=store&from=2026-11-05', ['linus', 'grace']],
  ])('by %s', async (_case, query, expected) => {
    expect(await found(query)).toEqual(expected);
  });

  it('answers each row with its shipping method and whether it is rush', async () => {
    const { orders } = await list('q=hopper');
    expect(orders[0]).toMatchObject({ shippingMethod: 'rush', rush: true });
    const { orders: others } = await list('q=lovelace');
    expect(others[0]).toMatchObject({ shippingMethod: 'standard', rush: false });
  });

  it.each([
    ['an unknown payment state', 'paymentStatus=maybe', 'paymentStatus'],
    ['an unknown shipping method', 'shippingMethod=boat', 'shippingMethod'],
    ['rush that is not true or false', 'rush=yes', 'rush'],
    ['a date that is not a date', 'from=2026-13-40', 'from'],
    ['a date in another shape', 'to=27/11/2026', 'to'],
    ['an end before the start', 'from=2026-11-20&to=2026-11-02', 'to'],
    ['a search longer than 200 characters', `q=${'a'.repeat(201)}`, 'q'],
  ])('refuses %s with 400 naming the field', async (_case, query, field) => {
    const response = await t.app.inject({ url: `/api/admin/orders?${query}`, headers: { cookie } });
    expect(response.statusCode).toBe(400);
    expect(response.json().issues.map((issue: { path: string }) => issue.path)).toContain(`/${field}`);
  });
});
