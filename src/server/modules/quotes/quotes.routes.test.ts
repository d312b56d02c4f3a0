import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quoteRequests } from '#server/db/schema';
import { createTestApp, type TestApp } from '#server/test/test-app';
import { errorBodySchema } from '#shared/schemas/common';
import { quoteRequestSchema } from '#shared/schemas/quote-request';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

// Every test sends from its own address: the limit counts per address, invalid requests included.
let address = 0;
const nextAddress = () => {
  address += 1;
  return `10.0.0.${address}`;
};

const valid = {
  name: 'Pat Jones',
  email: 'pat@example.com',
  product: 'Vinyl Banners',
  details: 'Two 3x6 banners for a street fair.',
};

const post = (payload: unknown, remoteAddress = nextAddress()) =>
  t.app.inject({ method: 'POST', url: '/api/quote-requests', payload: payload as object, remoteAddress });

describe('POST /api/quote-requests', () => {
  it('stores the request and answers 201 with it', async () => {
    const response = await post({ ...valid, name: '  Pat Jones  ', email: ' pat@example.com ' });
    expect(response.statusCode).toBe(201);
    const body = quoteRequestSchema.parse(response.json());
    expect(body).toMatchObject(valid);
    expect(Date.now() - Date.parse(body.createdAt)).toBeLessThan(60_000);
    const [row] = await t.handle.db.select().from(quoteRequests).where(eq(quoteRequests.id, body.id));
    expect(row).toMatchObject({ ...valid, id: body.id });
  });

  it('takes the product as optional', async () => {
    const { product: _product, ...withoutProduct } = valid;
    const response = await post(withoutProduct);
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ product: '' });
  });

  it.each([
    ['a bad e-mail', { ...valid, email: 'not-an-email' }, 'email', 'Enter a valid e-mail address'],
    ['a missing e-mail', { ...valid, email: undefined }, 'email', 'E-mail is required'],
    ['a blank name', { ...valid, name: '   ' }, 'name', 'Name is required'],
    ['a missing name', { ...valid, name: undefined }, 'name', 'Name is required'],
    ['blank details', { ...valid, details: ' \n ' }, 'details', 'Tell us what you need'],
    ['a name that is not text', { ...valid, name: 42 }, 'name', 'Must be text'],
    ['details that are too long', { ...valid, details: 'x'.repeat(5001) }, 'details', 'at most 5000'],
  ])('answers 400 naming the field for %s', async (_case, payload, field, message) => {
    const before = await t.handle.db.$count(quoteRequests);
    const response = await post(payload);
    expect(response.statusCode).toBe(400);
    const body = errorBodySchema.parse(response.json());
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.message).toContain(`${field}: `);
    expect(body.message).toContain(message);
    expect(body.issues).toContainEqual(expect.objectContaining({ path: `/${field}` }));
    expect(await t.handle.db.$count(quoteRequests)).toBe(before);
  });

  it('answers 400 for a body that is not JSON', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/quote-requests',
      headers: { 'content-type': 'application/json' },
      payload: '{"name":',
      remoteAddress: nextAddress(),
    });
    expect(response.statusCode).toBe(400);
  });

  it('answers the 6th request within an hour from one address with 429, and no other address or route', async () => {
    const from = nextAddress();
    for (let i = 0; i < 5; i += 1) {
      expect((await post(valid, from)).statusCode).toBe(201);
    }
    const refused = await post(valid, from);
    expect(refused.statusCode).toBe(429);
    const body = errorBodySchema.parse(refused.json());
    expect(body.code).toBe('TOO_MANY_REQUESTS');
    expect(body.message).toMatch(
      /^You have sent 5 quote requests in the last hour\. Please try again in \d+ minutes?/,
    );
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);

    expect((await post(valid, nextAddress())).statusCode).toBe(201);
    const products = await t.app.inject({ method: 'GET', url: '/api/products', remoteAddress: from });
    expect(products.statusCode).toBe(200);
    expect(products.headers['x-ratelimit-limit']).toBeUndefined();
  });
});
