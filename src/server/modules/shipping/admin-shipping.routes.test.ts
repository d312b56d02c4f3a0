import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { setUpLoggedInAdminApp } from '#server/test/admin-fixtures';
import { insertCartLine, insertOrderableProduct } from '#server/test/checkout-fixtures';
import type { TestApp } from '#server/test/test-app';
import { shippingSettingsSchema } from '#shared/schemas/shipping-settings';

let t: TestApp;
let cookie: string;
setUpLoggedInAdminApp((app, adminCookie) => {
  t = app;
  cookie = adminCookie;
});

const valid = {
  storeAddress: '9 Sign Street, Springfield',
  standardShippingPrice: '12.5',
  rushShippingPrice: '60',
  freeShippingEnabled: true,
  freeShippingMinimum: '250',
};

/** 'YYYY-MM-DD' `n` days from today (UTC). */
const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

const put = (body: unknown, headers: Record<string, string> = { cookie }) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/admin/shipping-settings',
    headers,
    payload: body as Record<string, unknown>,
  });
const publicSettings = async () => (await t.app.inject({ url: '/api/shipping-settings' })).json();

describe('PUT /api/admin/shipping-settings', () => {
  it('saves the settings (money as decimal strings); the public settings and the checkout use them at once', async () => {
    const response = await put(valid);
    expect(response.statusCode).toBe(200);
    const expected = {
      storeAddress: '9 Sign Street, Springfield',
      standardShippingPrice: '12.50',
      rushShippingPrice: '60.00',
      freeShippingEnabled: true,
      freeShippingMinimum: '250.00',
      orderCutoffHour: 12,
      timeZone: 'America/Chicago',
      federalHolidays: true,
      closedDays: [],
    };
    expect(shippingSettingsSchema.parse(response.json())).toEqual(expected);
    expect(await publicSettings()).toEqual(expected);

    const session = randomUUID();
    const product = await insertOrderableProduct(t.handle.db);
    await insertCartLine(t.handle.db, { sessionId: session, productId: product.id });
    const quote = await t.app.inject({
      method: 'POST',
      url: '/api/calculate-shipping',
      headers: { 'x-session-id': session },
      payload: { shippingMethod: 'standard' },
    });
    expect(quote.json()).toMatchObject({ shippingCost: '12.50', freeShippingApplied: false });

    // A second save updates the one row.
    expect((await put({ ...valid, standardShippingPrice: '0' })).json()).toMatchObject({
      standardShippingPrice: '0.00',
    });
  });

  it.each([
    ['a negative price', { standardShippingPrice: '-1' }, 'standardShippingPrice'],
    ['a price that is not money', { rushShippingPrice: '12.345' }, 'rushShippingPrice'],
    ['a number instead of a decimal string', { freeShippingMinimum: 100 }, 'freeShippingMinimum'],
    ['a blank store address', { storeAddress: '  ' }, 'Store address is required'],
    ['a switch that is not a boolean', { freeShippingEnabled: 'yes' }, 'freeShippingEnabled'],
    ['a cut-off hour of 24', { orderCutoffHour: 24 }, 'orderCutoffHour'],
    ['a cut-off hour that is not whole', { orderCutoffHour: 11.5 }, 'orderCutoffHour'],
    ['a cut-off hour as text', { orderCutoffHour: '12' }, 'orderCutoffHour'],
    ['an unknown time zone', { timeZone: 'Mars/Olympus' }, 'timeZone'],
    ['a blank time zone', { timeZone: ' ' }, 'timeZone'],
    ['a federal-holidays switch that is not a boolean', { federalHolidays: 'no' }, 'federalHolidays'],
    ['closed days that are not a list', { closedDays: '2026-12-24' }, 'closedDays'],
    ['a closed day that is no date', { closedDays: [inDays(30), 'Dec 24'] }, 'closedDays/1'],
    ['a closed day that does not exist', { closedDays: ['2027-02-30'] }, 'closedDays/0'],
    ['a closed day listed twice', { closedDays: [inDays(30), inDays(30)] }, `${inDays(30)} is listed twice`],
    ['a closed day far in the past', { closedDays: [inDays(-400)] }, 'closedDays/0: Must not be more'],
    ['a closed day years ahead', { closedDays: [inDays(6 * 366)] }, 'closedDays/0: Must be within'],
    [
      'more than 200 closed days',
      { closedDays: Array.from({ length: 201 }, (_, n) => inDays(n + 1)) },
      'At most 200 closed days',
    ],
  ])('refuses %s with 400 and changes nothing', async (_case, change, message) => {
    const before = await publicSettings();
    const response = await put({ ...valid, ...change });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
    expect(await publicSettings()).toEqual(before);
  });

  it('saves the cut-off hour and the time zone; a save that leaves them out keeps them', async () => {
    const saved = await put({ ...valid, orderCutoffHour: 16, timeZone: 'America/New_York' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ orderCutoffHour: 16, timeZone: 'America/New_York' });
    expect(await publicSettings()).toMatchObject({ orderCutoffHour: 16, timeZone: 'America/New_York' });

    const pricesOnly = await put({ ...valid, rushShippingPrice: '61' });
    expect(pricesOnly.json()).toMatchObject({
      rushShippingPrice: '61.00',
      orderCutoffHour: 16,
      timeZone: 'America/New_York',
    });
  });

  it('saves the closed days soonest first and the federal-holidays switch; the public settings carry both', async () => {
    const days = [inDays(40), inDays(-20), inDays(10)];
    const saved = await put({ ...valid, federalHolidays: false, closedDays: days });
    expect(saved.statusCode).toBe(200);
    const sorted = [inDays(-20), inDays(10), inDays(40)];
    expect(saved.json()).toMatchObject({ federalHolidays: false, closedDays: sorted });
    expect(await publicSettings()).toMatchObject({ federalHolidays: false, closedDays: sorted });

    // A save that leaves them out keeps them; an empty list clears the days.
    expect((await put(valid)).json()).toMatchObject({ federalHolidays: false, closedDays: sorted });
    expect((await put({ ...valid, federalHolidays: true, closedDays: [] })).json()).toMatchObject({
      federalHolidays: true,
      closedDays: [],
    });
  });

  it('answers 401 without a session', async () => {
    expect((await put(valid, {})).statusCode).toBe(401);
  });
});
