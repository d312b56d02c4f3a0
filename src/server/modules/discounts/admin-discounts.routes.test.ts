import { describe, expect, it } from 'vitest';
import { setUpLoggedInAdminApp } from '#server/test/admin-fixtures';
import { checkDiscountCode } from '#server/test/checkout-fixtures';
import type { TestApp } from '#server/test/test-app';
import { discountCodeListSchema, discountCodeSchema } from '#shared/schemas/promo';

let t: TestApp;
let cookie: string;
setUpLoggedInAdminApp((app, adminCookie) => {
  t = app;
  cookie = adminCookie;
});

const send = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: { cookie },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
const create = (body: unknown) => send('POST', '/api/admin/discount-codes', body);
const check = (code: string) => checkDiscountCode(t.app, code);

describe('POST /api/admin/discount-codes', () => {
  it('creates a code with the SPEC defaults (10 %, 100 uses, no expiry), stored uppercase and usable at checkout', async () => {
    const response = await create({ code: ' spring-sale ' });
    expect(response.statusCode).toBe(201);
    expect(discountCodeSchema.parse(response.json())).toMatchObject({
      code: 'SPRING-SALE',
      discountPercentage: 10,
      usageLimit: 100,
      usageCount: 0,
      expiresAt: null,
      isActive: true,
    });
    expect(await check('spring-sale')).toMatchObject({ valid: true, discount: 10 });
  });

  it('takes a percentage, a usage limit, an expiry ("" means none) and no limit (null)', async () => {
    const expiresAt = new Date(Date.now() + 86_400_000).toISOString();
    const limited = await create({ code: 'TWENTY', discountPercentage: 20, usageLimit: 1, expiresAt });
    expect(limited.json()).toMatchObject({ discountPercentage: 20, usageLimit: 1, expiresAt });
    const open = await create({ code: 'OPEN', usageLimit: null, expiresAt: '' });
    expect(open.json()).toMatchObject({ usageLimit: null, expiresAt: null });
  });

  it.each([
    [{ code: '   ' }, 'Code is required'],
    [{}, 'Code is required'],
    [{ code: 'HAS SPACE' }, 'Code may use letters'],
    [{ code: 'P0', discountPercentage: 0 }, 'Percentage must be a whole number from 1 to 100'],
    [{ code: 'P101', discountPercentage: 101 }, 'Percentage must be a whole number from 1 to 100'],
    [{ code: 'PHALF', discountPercentage: 12.5 }, 'Percentage must be a whole number from 1 to 100'],
    [{ code: 'U0', usageLimit: 0 }, 'Usage limit must be a whole number of at least 1'],
    [{ code: 'EXP', expiresAt: 'tomorrow' }, 'Expiry must be a date and time'],
  ])('refuses %j with 400: %s', async (body, message) => {
    const response = await create(body);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
  });

  it('refuses a code that exists, whatever its case, with 409', async () => {
    await create({ code: 'DUPLICATE' });
    const response = await create({ code: 'duplicate' });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('The code "DUPLICATE" already exists.');
  });
});

describe('listing, deactivating and deleting', () => {
  it('lists the codes newest first with their uses', async () => {
    await create({ code: 'FIRST-LISTED' });
    await create({ code: 'SECOND-LISTED' });
    const list = discountCodeListSchema.parse((await send('GET', '/api/admin/discount-codes')).json());
    const codes = list.map((code) => code.code);
    expect(codes.indexOf('SECOND-LISTED')).toBeLessThan(codes.indexOf('FIRST-LISTED'));
  });

  it('a deactivated code is refused at checkout with a clear message; activating it again restores it', async () => {
    const { id } = (await create({ code: 'TOGGLE' })).json();
    const off = await send('PATCH', `/api/admin/discount-codes/${id}`, { isActive: false });
    expect(off.json()).toMatchObject({ isActive: false });
    expect(await check('TOGGLE')).toMatchObject({
      valid: false,
      message: 'This discount code is no longer active',
    });
    await send('PATCH', `/api/admin/discount-codes/${id}`, { isActive: true });
    expect(await check('TOGGLE')).toMatchObject({ valid: true });
  });

  it('an expired code is refused at checkout', async () => {
    await create({ code: 'GONE', expiresAt: new Date(Date.now() - 60_000).toISOString() });
    expect(await check('GONE')).toMatchObject({ valid: false, message: 'This discount code has expired' });
  });

  it('deletes a code (204); it is then invalid; unknown ids are 404 and bad bodies 400', async () => {
    const { id } = (await create({ code: 'DELETE-ME' })).json();
    expect((await send('DELETE', `/api/admin/discount-codes/${id}`)).statusCode).toBe(204);
    expect(await check('DELETE-ME')).toMatchObject({ valid: false, message: 'Invalid discount code' });
    expect((await send('DELETE', `/api/admin/discount-codes/${id}`)).statusCode).toBe(404);
    expect((await send('PATCH', '/api/admin/discount-codes/999999', { isActive: true })).statusCode).toBe(
      404,
    );
    expect((await send('PATCH', `/api/admin/discount-codes/${id}`, { isActive: 'no' })).statusCode).toBe(400);
  });
});

describe('the code the promo banner advertises', () => {
  const inOneDay = () => new Date(Date.now() + 86_400_000).toISOString();
  const saveBanner = (overrides: Record<string, unknown>) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/admin/promo-settings',
      headers: { cookie },
      payload: {
        bannerEnabled: true,
        bannerText: 'ADVERTISED SALE',
        bannerColor: 'red-gradient',
        discountCode: 'ADVERTISED',
        discountPercentage: 15,
        endTime: inOneDay(),
        ...overrides,
      },
    });
  const codeId = async (code: string) => {
    const list = discountCodeListSchema.parse((await send('GET', '/api/admin/discount-codes')).json());
    return list.find((row) => row.code === code)!.id;
  };
  const advertised =
    'The promo banner advertises "ADVERTISED". Switch the banner off or give it another code first.';

  it('cannot be deactivated or deleted while the banner shows it (409); the code keeps working', async () => {
    expect((await saveBanner({})).statusCode).toBe(200);
    const id = await codeId('ADVERTISED');
    const off = await send('PATCH', `/api/admin/discount-codes/${id}`, { isActive: false });
    expect(off.statusCode).toBe(409);
    expect(off.json().message).toBe(advertised);
    const gone = await send('DELETE', `/api/admin/discount-codes/${id}`);
    expect(gone.statusCode).toBe(409);
    expect(gone.json().message).toBe(advertised);
    expect(await check('ADVERTISED')).toMatchObject({ valid: true, discount: 15 });
    // Activating is never in the way.
    expect((await send('PATCH', `/api/admin/discount-codes/${id}`, { isActive: true })).statusCode).toBe(200);
  });

  it.each([
    ['the banner is switched off', { bannerEnabled: false }],
    ['the banner has run out', { endTime: new Date(Date.now() - 60_000).toISOString() }],
    ['the banner advertises another code', { discountCode: 'ADVERTISED-NEXT' }],
  ])('can be deactivated and deleted once %s', async (_case, change) => {
    expect((await saveBanner({})).statusCode).toBe(200);
    expect((await saveBanner(change)).statusCode).toBe(200);
    const id = await codeId('ADVERTISED');
    expect((await send('PATCH', `/api/admin/discount-codes/${id}`, { isActive: false })).statusCode).toBe(
      200,
    );
    expect((await send('DELETE', `/api/admin/discount-codes/${id}`)).statusCode).toBe(204);
  });
});
