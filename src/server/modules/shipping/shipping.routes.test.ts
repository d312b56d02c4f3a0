import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shippingSettings } from '#server/db/schema';
import { createTestApp, type TestApp } from '#server/test/test-app';
import { shippingSettingsSchema } from '#shared/schemas/shipping-settings';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/shipping-settings', () => {
  it('answers the default settings when nothing is stored', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/shipping-settings' });
    expect(response.statusCode).toBe(200);
    expect(shippingSettingsSchema.parse(response.json())).toMatchObject({
      standardShippingPrice: '15.00',
      rushShippingPrice: '75.00',
      freeShippingEnabled: false,
      freeShippingMinimum: '0.00',
      orderCutoffHour: 12,
      timeZone: 'America/Chicago',
      federalHolidays: true,
      closedDays: [],
    });
  });

  it('answers the stored settings with money as decimal strings', async () => {
    await t.handle.db.insert(shippingSettings).values({
      storeAddress: '1 Main St',
      standardShippingPrice: '9.5',
      rushShippingPrice: '40',
      freeShippingEnabled: true,
      freeShippingMinimum: '100',
      closedDays: ['2026-11-27'],
    });
    const response = await t.app.inject({ method: 'GET', url: '/api/shipping-settings' });
    expect(response.json()).toEqual({
      storeAddress: '1 Main St',
      standardShippingPrice: '9.50',
      rushShippingPrice: '40.00',
      freeShippingEnabled: true,
      freeShippingMinimum: '100.00',
      orderCutoffHour: 12,
      timeZone: 'America/Chicago',
      federalHolidays: true,
      closedDays: ['2026-11-27'],
    });
  });
});
