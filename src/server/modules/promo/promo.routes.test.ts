import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { promoSettings } from '#server/db/schema';
import { createTestApp, type TestApp } from '#server/test/test-app';
import { defaultPromoSettings, promoSettingsSchema } from '#shared/schemas/promo';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/promo-settings', () => {
  it('answers the SPEC defaults when nothing is stored', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/promo-settings' });
    expect(response.statusCode).toBe(200);
    expect(promoSettingsSchema.parse(response.json())).toEqual(defaultPromoSettings);
    expect(defaultPromoSettings).toMatchObject({
      bannerText: 'LIMITED TIME: 50% OFF ALL ORDERS!',
      discountCode: 'SAVE50',
    });
  });

  it('answers the stored settings', async () => {
    const endTime = new Date('2026-12-31T23:59:59.000Z');
    await t.handle.db.insert(promoSettings).values({
      bannerEnabled: false,
      bannerText: 'Spring sale',
      bannerColor: 'blue-gradient',
      discountCode: 'SPRING',
      discountPercentage: 15,
      endTime,
    });
    const response = await t.app.inject({ method: 'GET', url: '/api/promo-settings' });
    expect(promoSettingsSchema.parse(response.json())).toEqual({
      bannerEnabled: false,
      bannerText: 'Spring sale',
      bannerColor: 'blue-gradient',
      discountCode: 'SPRING',
      discountPercentage: 15,
      endTime: endTime.toISOString(),
    });
  });
});
