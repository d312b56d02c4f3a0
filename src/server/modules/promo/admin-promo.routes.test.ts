import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { discountCodes } from '#server/db/schema';
import { setUpLoggedInAdminApp } from '#server/test/admin-fixtures';
import { checkDiscountCode, insertDiscountCode } from '#server/test/checkout-fixtures';
import type { TestApp } from '#server/test/test-app';
import { promoSettingsSchema } from '#shared/schemas/promo';

let t: TestApp;
let cookie: string;
setUpLoggedInAdminApp((app, adminCookie) => {
  t = app;
  cookie = adminCookie;
});

const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString();
const banner = (overrides: Record<string, unknown> = {}) => ({
  bannerEnabled: true,
  bannerText: 'SPRING SALE: 30% OFF!',
  bannerColor: 'blue-gradient',
  discountCode: 'x',
  discountPercentage: 30,
  endTime: tomorrow(),
  ...overrides,
});
const put = (body: unknown, headers: Record<string, string> = { cookie }) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/admin/promo-settings',
    headers,
    payload: body as Record<string, unknown>,
  });
const check = (code: string) => checkDiscountCode(t.app, code);

describe('PUT /api/admin/promo-settings', () => {
  it('saves the banner; the storefront reads it, and the advertised code works at checkout with its percentage', async () => {
    const body = banner();
    const response = await put(body);
    expect(response.statusCode).toBe(200);
    const saved = promoSettingsSchema.parse(response.json());
    expect(saved).toEqual({ ...body, discountCode: 'X', endTime: body.endTime });
    expect((await t.app.inject({ url: '/api/promo-settings' })).json()).toEqual(saved);
    expect(await check('x')).toMatchObject({ valid: true, discount: 30, code: 'X' });
  });

  it('updates an existing code (percentage, end, active again, no limit) and keeps its usage count', async () => {
    await insertDiscountCode(t.handle.db, {
      code: 'OLDCODE',
      discountPercentage: 5,
      isActive: false,
      usageLimit: 50,
      usageCount: 7,
    });
    const endTime = tomorrow();
    expect((await put(banner({ discountCode: 'oldcode', discountPercentage: 40, endTime }))).statusCode).toBe(
      200,
    );
    const [row] = await t.handle.db.select().from(discountCodes).where(eq(discountCodes.code, 'OLDCODE'));
    expect(row).toMatchObject({ discountPercentage: 40, isActive: true, usageLimit: null, usageCount: 7 });
    expect(row!.expiresAt?.toISOString()).toBe(endTime);
  });

  it('a code whose uses ran out works again once the banner advertises it', async () => {
    await insertDiscountCode(t.handle.db, { code: 'SPENT', usageLimit: 5, usageCount: 5 });
    expect(await check('SPENT')).toMatchObject({ valid: false });
    expect((await put(banner({ discountCode: 'spent' }))).statusCode).toBe(200);
    expect(await check('spent')).toMatchObject({ valid: true, discount: 30 });
  });

  it('a banner switched off leaves its code as it is: neither created nor activated', async () => {
    await insertDiscountCode(t.handle.db, { code: 'PAUSED', discountPercentage: 5, isActive: false });
    expect((await put(banner({ bannerEnabled: false, discountCode: 'paused' }))).statusCode).toBe(200);
    const [row] = await t.handle.db.select().from(discountCodes).where(eq(discountCodes.code, 'PAUSED'));
    expect(row).toMatchObject({ discountPercentage: 5, isActive: false });

    expect((await put(banner({ bannerEnabled: false, discountCode: 'NEVERMADE' }))).statusCode).toBe(200);
    expect(await check('NEVERMADE')).toMatchObject({ valid: false });
  });

  it('a banner whose end time has passed advertises a code the checkout calls expired', async () => {
    await put(banner({ discountCode: 'PAST', endTime: new Date(Date.now() - 60_000).toISOString() }));
    expect(await check('PAST')).toMatchObject({ valid: false, message: 'This discount code has expired' });
  });

  it.each([
    [{ discountPercentage: 0 }, 'Percentage must be a whole number from 1 to 100'],
    [{ discountPercentage: 101 }, 'Percentage must be a whole number from 1 to 100'],
    [{ discountCode: '  ' }, 'Code is required'],
    [{ bannerColor: 'bg-gradient-to-r from-red-600 to-orange-500' }, 'Banner colour must be one of'],
    [{ bannerText: '' }, 'Banner text is required'],
    [{ endTime: 'soon' }, 'End time must be a date and time'],
  ])('refuses %j with 400 and changes nothing', async (change, message) => {
    const before = (await t.app.inject({ url: '/api/promo-settings' })).json();
    const response = await put(banner(change));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
    expect((await t.app.inject({ url: '/api/promo-settings' })).json()).toEqual(before);
  });

  it('answers 401 without a session', async () => {
    expect((await put(banner(), {})).statusCode).toBe(401);
  });
});
