import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { discountUsage, insertDiscountCode } from '#server/test/checkout-fixtures';
import { createTestApp, type TestApp } from '#server/test/test-app';
import { validateDiscountResultSchema } from '#shared/schemas/checkout';

let t: TestApp;
const day = 24 * 60 * 60 * 1000;
beforeAll(async () => {
  t = await createTestApp();
  const db = t.handle.db;
  await insertDiscountCode(db, { code: 'SAVE10', discountPercentage: 10, usageLimit: 100, usageCount: 3 });
  await insertDiscountCode(db, {
    code: 'FOREVER',
    discountPercentage: 25,
    usageLimit: null,
    usageCount: 5000,
  });
  await insertDiscountCode(db, {
    code: 'SOON',
    discountPercentage: 15,
    expiresAt: new Date(Date.now() + day),
  });
  await insertDiscountCode(db, {
    code: 'OLD',
    discountPercentage: 20,
    expiresAt: new Date(Date.now() - day),
  });
  await insertDiscountCode(db, { code: 'GONE', discountPercentage: 30, usageLimit: 5, usageCount: 5 });
  await insertDiscountCode(db, { code: 'OFF', discountPercentage: 40, isActive: false });
});
afterAll(async () => {
  await t.close();
});

const check = (body: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/validate-discount', payload: body as Record<string, unknown> });

const valid = (discount: number, code: string) => ({
  valid: true,
  discount,
  message: 'Discount applied!',
  code,
});
const invalid = (message: string) => ({ valid: false, discount: 0, message, code: null });

describe('POST /api/validate-discount', () => {
  it.each([
    ['an active code under its limit', 'SAVE10', valid(10, 'SAVE10')],
    ['a code typed in lower case', 'save10', valid(10, 'SAVE10')],
    ['a code in mixed case with spaces around it', '  SaVe10 ', valid(10, 'SAVE10')],
    ['a code without a usage limit', 'forever', valid(25, 'FOREVER')],
    ['a code that expires later', 'SOON', valid(15, 'SOON')],
    ['an unknown code', 'NOPE', invalid('Invalid discount code')],
    ['an expired code', 'old', invalid('This discount code has expired')],
    ['a used-up code', 'GONE', invalid('This discount code has reached its usage limit')],
    ['an inactive code', 'OFF', invalid('This discount code is no longer active')],
  ])('answers 200 for %s', async (_case, code, expected) => {
    const response = await check({ code });
    expect(response.statusCode).toBe(200);
    expect(validateDiscountResultSchema.parse(response.json())).toEqual(expected);
  });

  it('does not take a use of the code', async () => {
    await check({ code: 'SAVE10' });
    expect(await discountUsage(t.handle.db, 'SAVE10')).toBe(3);
  });

  it.each([
    ['an empty code', { code: '' }],
    ['a blank code', { code: '   ' }],
    ['no code', {}],
    ['a code that is not text', { code: 10 }],
    ['a code longer than 50 characters', { code: 'X'.repeat(51) }],
  ])('answers 400 for %s', async (_case, body) => {
    const response = await check(body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: expect.stringMatching(/code/),
    });
  });
});

describe('POST /api/validate-discount rate limit', () => {
  it('answers 429 once a client has checked 30 codes in a minute', async () => {
    let response = await check({ code: 'GUESS1' });
    for (let attempt = 2; attempt <= 40 && response.statusCode === 200; attempt += 1) {
      response = await check({ code: `GUESS${attempt}` });
    }
    expect(response.statusCode).toBe(429);
    expect(response.json()).toMatchObject({
      code: 'TOO_MANY_REQUESTS',
      message: expect.stringMatching(/wait a minute/),
    });
  });
});
