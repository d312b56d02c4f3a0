import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  countCheckoutRows,
  discountUsage,
  insertCartLine,
  insertDiscountCode,
  insertOrderableProduct,
  orderBody,
  orderHeaders,
} from '#server/test/checkout-fixtures';
import { createTestApp, type TestApp } from '#server/test/test-app';
import { attemptsOf, insertAttempts } from '#server/test/throttle-fixtures';
import { deleteExpiredAttempts } from '#server/throttle/attempt-window';
import {
  DISCOUNT_GUESS_LIMIT,
  DISCOUNT_GUESS_WINDOW_MS,
  discountGuessAttempts,
} from './discounts.service.ts';

// The throttle's clock: tests move it forward to let the window pass.
let clock = Date.now();
let t: TestApp;
let productId: number;
const day = 24 * 60 * 60 * 1000;
beforeAll(async () => {
  t = await createTestApp({ discountThrottleClock: () => new Date(clock) });
  const db = t.handle.db;
  productId = (await insertOrderableProduct(db)).id;
  await insertDiscountCode(db, { code: 'GOOD', discountPercentage: 10, usageLimit: null });
  await insertDiscountCode(db, { code: 'OLD', expiresAt: new Date(Date.now() - day) });
  await insertDiscountCode(db, { code: 'GONE', usageLimit: 5, usageCount: 5 });
  await insertDiscountCode(db, { code: 'OFF', isActive: false });
});
afterAll(async () => {
  await t.close();
});

let nextAddress = 0;
const freshAddress = () => {
  nextAddress += 1;
  return `203.0.${Math.floor(nextAddress / 250)}.${(nextAddress % 250) + 1}`;
};

/** A cart session with one $20.00 line, ready to check out. */
async function cartSession(): Promise<string> {
  const session = randomUUID();
  await insertCartLine(t.handle.db, { sessionId: session, productId });
  return session;
}

const placeOrder = (remoteAddress: string, session: string, discountCode: string | null) =>
  t.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: orderHeaders(session),
    payload: orderBody({ discountCode }),
    remoteAddress,
  });

const validate = (remoteAddress: string, code: string) =>
  t.app.inject({ method: 'POST', url: '/api/validate-discount', payload: { code }, remoteAddress });

const wrongCodes = ['NOPE', 'OLD', 'GONE', 'OFF'];
const wrongCode = (i: number) => wrongCodes[i % wrongCodes.length]!;

/** `count` wrong codes through POST /api/orders, each refused with 400 and writing nothing. */
async function wrongOrders(address: string, session: string, count: number) {
  for (let i = 0; i < count; i += 1) {
    const response = await placeOrder(address, session, wrongCode(i));
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('DISCOUNT_UNAVAILABLE');
  }
}

/** `count` wrong codes through /api/validate-discount, each answered valid: false. */
async function wrongChecks(address: string, count: number) {
  for (let i = 0; i < count; i += 1) {
    const response = await validate(address, wrongCode(i));
    expect(response.statusCode).toBe(200);
    expect(response.json().valid).toBe(false);
  }
}

const failuresOf = async (address: string) =>
  (await attemptsOf(t.handle.db, 'discount-code')).filter((attempt) =>
    attempt.keys.includes(`address:${address}`),
  ).length;

const message = (minutes: string) => `Too many wrong discount codes. Try again in ${minutes}.`;

function expectThrottled(response: Awaited<ReturnType<typeof validate>>, maxSeconds = 60) {
  expect(response.statusCode).toBe(429);
  expect(response.json()).toEqual({ code: 'TOO_MANY_DISCOUNT_CODES', message: message('1 minute') });
  const retryAfter = Number(response.headers['retry-after']);
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(maxSeconds);
}

describe('wrong discount codes share one limit per address on both routes', () => {
  it('30 wrong codes at checkout: then the code check and the checkout with a code answer 429, writing nothing', async () => {
    expect(DISCOUNT_GUESS_LIMIT).toBe(30);
    const address = freshAddress();
    const session = await cartSession();
    await wrongOrders(address, session, 30);
    expect(await failuresOf(address)).toBe(30);

    // The in-memory limit of /api/validate-discount has seen nothing of this address: this is the shared one.
    expectThrottled(await validate(address, 'GOOD'));
    const before = {
      rows: await countCheckoutRows(t.handle.db),
      good: await discountUsage(t.handle.db, 'GOOD'),
    };
    expectThrottled(await placeOrder(address, session, 'NOPE'));
    expectThrottled(await placeOrder(address, session, 'GOOD'));
    expect({
      rows: await countCheckoutRows(t.handle.db),
      good: await discountUsage(t.handle.db, 'GOOD'),
    }).toEqual(before);
    // Refusals are not recorded as more failures.
    expect(await failuresOf(address)).toBe(30);

    // Without a code (or with a blank one) there is nothing to guess: the checkout goes through.
    expect((await placeOrder(address, session, '   ')).statusCode).toBe(201);
    const blank = await validate(address, '  ');
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toContain('Enter a code');
    expect((await placeOrder(address, await cartSession(), null)).statusCode).toBe(201);
  });

  it('30 wrong code checks: then the checkout with a code answers 429 and writes nothing', async () => {
    const address = freshAddress();
    const session = await cartSession();
    await wrongChecks(address, 30);
    const before = await countCheckoutRows(t.handle.db);
    expectThrottled(await placeOrder(address, session, 'GOOD'));
    expect(await countCheckoutRows(t.handle.db)).toEqual(before);
    expect(await failuresOf(address)).toBe(30);
  });

  it('counts wrong codes of both routes together', async () => {
    const address = freshAddress();
    const session = await cartSession();
    await wrongChecks(address, 15);
    await wrongOrders(address, session, 15);
    expectThrottled(await placeOrder(address, session, 'NOPE'));
  });

  it('a valid code works below the limit and does not use up the quota', async () => {
    const address = freshAddress();
    const session = await cartSession();
    await wrongOrders(address, session, 29);
    for (let i = 0; i < 3; i += 1) {
      const response = await validate(address, 'good');
      expect(response.json()).toMatchObject({ valid: true, code: 'GOOD', discount: 10 });
    }
    const placed = await placeOrder(address, session, 'good');
    expect(placed.statusCode).toBe(201);
    expect(placed.json()).toMatchObject({ discountCode: 'GOOD', discountPercentage: 10 });
    expect(await failuresOf(address)).toBe(29);
    // The 30th wrong code is still answered as wrong; only then is the address refused.
    expect((await validate(address, 'NOPE')).json()).toMatchObject({ valid: false });
    expectThrottled(await validate(address, 'GOOD'));
  });

  it('a checkout refused for another reason does not count its code', async () => {
    const address = freshAddress();
    // An empty cart is refused before the code is looked at.
    const empty = await placeOrder(address, randomUUID(), 'NOPE');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Your cart is empty');
    expect(await failuresOf(address)).toBe(0);
  });

  it('leaves other addresses alone, and counts the addresses of one IPv6 /64 together', async () => {
    const address = freshAddress();
    const session = await cartSession();
    await wrongOrders(address, session, 30);
    expectThrottled(await validate(address, 'NOPE'));

    const other = freshAddress();
    expect((await validate(other, 'NOPE')).json()).toMatchObject({ valid: false });
    expect((await validate(other, 'GOOD')).json()).toMatchObject({ valid: true });
    expect((await placeOrder(other, session, 'GOOD')).statusCode).toBe(201);

    await wrongChecks('2001:db8:14:3::1', 15);
    await wrongOrders('2001:db8:14:3:ffff::2', await cartSession(), 15);
    expectThrottled(await validate('2001:db8:14:3:abcd::3', 'GOOD'));
    expect((await validate('2001:db8:14:4::1', 'GOOD')).json()).toMatchObject({ valid: true });
  });

  it('lets the address guess again once its failures leave the one-minute window', async () => {
    expect(DISCOUNT_GUESS_WINDOW_MS).toBe(60_000);
    const address = freshAddress();
    const session = await cartSession();
    await wrongOrders(address, session, 20);
    clock += 30_000;
    await wrongOrders(address, session, 10);
    // The 20 oldest leave the window in 30 s.
    const blocked = await placeOrder(address, session, 'GOOD');
    expectThrottled(blocked, 30);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(29);

    clock += 29_000;
    expectThrottled(await placeOrder(address, session, 'GOOD'), 1);
    clock += 1_000;
    // 20 places are free again; the 10 newest still count.
    await wrongOrders(address, session, 20);
    expectThrottled(await placeOrder(address, session, 'GOOD'), 30);
    clock += 30_000;
    const placed = await placeOrder(address, session, 'GOOD');
    expect(placed.statusCode).toBe(201);
    expect(placed.json()).toMatchObject({ discountCode: 'GOOD' });
  });

  it('lets exactly 30 of a parallel burst of 40 wrong codes through to be checked, on both routes', async () => {
    const address = freshAddress();
    const session = await cartSession();
    const before = await countCheckoutRows(t.handle.db);
    const responses = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        i % 2 === 0 ? placeOrder(address, session, wrongCode(i)) : validate(address, wrongCode(i)),
      ),
    );
    const refused = responses.filter((response) => response.statusCode === 429);
    const checked = responses.filter((response) => response.statusCode !== 429);
    expect(refused).toHaveLength(10);
    for (const response of refused) expectThrottled(response);
    expect(checked).toHaveLength(30);
    for (const response of checked) {
      // Orders are refused with 400, code checks answered valid: false.
      if (response.statusCode === 400) expect(response.json().code).toBe('DISCOUNT_UNAVAILABLE');
      else expect(response.json()).toMatchObject({ valid: false });
    }
    expect(await failuresOf(address)).toBe(30);
    expect(await countCheckoutRows(t.handle.db)).toEqual(before);
    expectThrottled(await placeOrder(address, session, 'GOOD'));
  });

  it('the clean-up removes failures older than the window and keeps the rest', async () => {
    const address = freshAddress();
    const now = clock;
    await insertAttempts(t.handle.db, 'discount-code', `address:${address}`, [
      new Date(now - DISCOUNT_GUESS_WINDOW_MS - 1_000),
      new Date(now - DISCOUNT_GUESS_WINDOW_MS - 5_000),
      new Date(now - 10_000),
    ]);
    expect(
      await deleteExpiredAttempts(t.handle.db, [discountGuessAttempts], new Date(now)),
    ).toBeGreaterThanOrEqual(2);
    const left = await attemptsOf(t.handle.db, 'discount-code');
    expect(left.filter((attempt) => attempt.keys.includes(`address:${address}`))).toHaveLength(1);
    expect(left.every((attempt) => attempt.createdAt.getTime() >= now - DISCOUNT_GUESS_WINDOW_MS)).toBe(true);
  });
});
