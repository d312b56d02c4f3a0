import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAYPAL_SIMULATOR_PREFIX } from '#server/payments/paypal-settings';
import { insertAdmin } from '#server/test/admin-fixtures';
import { artworkBytes } from '#server/test/artwork-files';
import { validCartFields } from '#server/test/cart-fixtures';
import { cartForm } from '#server/test/cart-form';
import {
  insertCartLine,
  insertDiscountCode,
  insertOrderableProduct,
  orderBody,
} from '#server/test/checkout-fixtures';
import { insertReview } from '#server/test/fixtures';
import {
  bodyAround,
  expectNo5xx,
  formFieldsAround,
  freshAddress,
  fuzzParameters,
  issueFields,
  numberArb,
  printStatusCounts,
  segmentArb,
  sessionHeaderArb,
  stringArb,
  valueArb,
  withNulInEachText,
} from '#server/test/fuzz-arbitraries';
import { createTestApp, type TestApp } from '#server/test/test-app';
import { createTestClientDir } from '#server/test/test-client';
import { feetBannerCustomSize } from '#shared/test/custom-sizes';

/**
 * Bad input is a 4xx, never a 500 (docs/product/api.md#errors). Random strings (NUL, lone surrogates, huge
 * numbers, '-0', 'NaN', ...), numbers and JSON shapes go to every public route, mostly as a valid request
 * with a few parts replaced so that they reach the services and the database; no answer may be a 5xx.
 */

let t: TestApp;
let productId: number;
let productSlug: string;
/** A session whose cart holds a line, and a PayPal order of that session. */
let cartSession: string;
let paypalOrderId: number;
/** A line of a cart that places no order, whose quantity and options the PATCH property changes. */
let editSession: string;
let editLineId: number;

/** The routes the properties below fuzz; the last test checks that no public route of the app is missing. */
const fuzzedRoutes = new Set([
  'GET /api/products',
  'GET /api/categories',
  'GET /api/promo-settings',
  'GET /api/shipping-settings',
  'GET /api/payment-config',
  'GET /api/products/:slug',
  'GET /api/products/:id/reviews',
  'POST /api/products/:id/reviews',
  'POST /api/cart',
  'GET /api/cart',
  'DELETE /api/cart',
  'DELETE /api/cart/:id',
  'PATCH /api/cart/:id',
  'POST /api/calculate-shipping',
  'POST /api/validate-discount',
  'POST /api/orders',
  'GET /api/orders/:id',
  'POST /api/quote-requests',
  'GET /api/order-page/:number',
  'GET /api/quotes/:token',
  'GET /api/order-page/:number/proofs/:proofId/pages/:page',
  'POST /api/order-page/:number/proofs/:proofId/decision',
  'POST /api/orders/:id/page-link',
  'POST /api/order-lookup',
  'POST /paypal/order',
  'POST /paypal/order/:paypalOrderId/capture',
  'POST /paypal/webhook',
  'POST /api/admin/login',
]);

const json = { 'content-type': 'application/json' };
const sessionArb = () =>
  sessionHeaderArb(
    fc.oneof(
      fc.constant(cartSession),
      fc.uuid().map((id) => id.toLowerCase()),
    ),
  );
const sessionHeaders = (session: string | undefined): Record<string, string> =>
  session === undefined ? {} : { 'x-session-id': session };
/** Mostly a small real id, sometimes anything. */
const idSegmentArb = () =>
  fc.oneof(
    { weight: 2, arbitrary: fc.constantFrom(String(productId), '1', '2', '999999') },
    { weight: 3, arbitrary: segmentArb },
  );

beforeAll(async () => {
  t = await createTestApp({ clientDir: createTestClientDir() });
  const { db } = t.handle;
  // With a custom size, so the fuzzed cart bodies start from one (its widths and heights fuzzed too).
  const product = await insertOrderableProduct(db, {
    customSize: feetBannerCustomSize,
  });
  productId = product.id;
  productSlug = product.slug;
  await insertReview(db, productId);
  await insertDiscountCode(db, { code: 'WELCOME10' });
  await insertAdmin(db);
  cartSession = randomUUID();
  await insertCartLine(db, { sessionId: cartSession, productId });
  const placed = await t.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: { 'x-session-id': cartSession, 'idempotency-key': randomUUID() },
    payload: orderBody({ paymentMethod: 'paypal' }),
  });
  expect(placed.statusCode).toBe(201);
  paypalOrderId = placed.json().id;
  editSession = randomUUID();
  editLineId = (await insertCartLine(db, { sessionId: editSession, productId })).id;
});

afterAll(async () => {
  printStatusCounts();
  await t?.close();
});

/** Valid requests, which the properties vary. */
const quoteTemplate = {
  name: 'Pat',
  email: 'pat@example.com',
  product: 'Banners',
  details: '3 banners, 2x4',
};
const lookupTemplate = { orderNumber: '#001', email: 'pat@example.com' };
const proofDecisionTemplate = { decision: 'changes_requested', comment: 'Larger logo' };
const loginTemplate = { email: 'owner@printshop.example', password: 'wrong password' };
const reviewTemplate = { customerName: 'Pat', rating: '5', comment: 'Lovely banner' };
const orderTemplate = () => orderBody({ discountCode: 'WELCOME10', paymentMethod: 'paypal' });
const cartTemplate = () =>
  validCartFields(productId, {
    size: '',
    customWidthIn: '48',
    customHeightIn: '96',
    customOptions: JSON.stringify({ color: 'cmyk', extras: ['hem'], grommets: true }),
    designMethod: 'create',
    designNotes: 'Blue background, our logo in the middle',
  });

describe('a NUL character in any text field is a 400 naming the field', () => {
  it.each([
    ['POST /api/quote-requests', () => quoteTemplate],
    ['POST /api/order-lookup', () => lookupTemplate],
    ['POST /api/validate-discount', () => ({ code: 'WELCOME10' })],
    ['POST /api/calculate-shipping', () => ({ shippingMethod: 'standard' })],
    ['POST /api/orders', orderTemplate],
    ['POST /api/admin/login', () => loginTemplate],
  ])('%s', async (entry, template) => {
    const [method, url] = entry.split(' ') as ['POST', string];
    for (const { field, body } of withNulInEachText(template())) {
      const response = await t.app.inject({
        method,
        url,
        remoteAddress: freshAddress(),
        headers: { ...json, 'x-session-id': cartSession, 'idempotency-key': randomUUID() },
        payload: JSON.stringify(body),
      });
      expect(response.statusCode, `${field}: ${response.body}`).toBe(400);
      expect(issueFields(response.json())).toContain(field);
    }
  });

  it.each([
    ['POST /api/cart', cartTemplate],
    ['POST /api/products/:id/reviews', () => reviewTemplate],
  ])('%s (multipart)', async (entry, template) => {
    const url = entry.slice(5).replace(':id', String(productId));
    for (const { field, body } of withNulInEachText(template())) {
      const response = await t.app.inject({
        method: 'POST',
        url,
        remoteAddress: freshAddress(),
        headers: { 'x-session-id': randomUUID() },
        payload: cartForm(body as Record<string, string>),
      });
      expect(response.statusCode, `${field}: ${response.body}`).toBe(400);
      expect(issueFields(response.json())).toContain(field);
    }
  });

  it('in a path: GET /api/products/:slug is a 400 naming the slug', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/api/products/${productSlug}%00` });
    expect(response.statusCode).toBe(400);
    expect(issueFields(response.json())).toEqual(['slug']);
  });
});

describe('public routes never answer 5xx', () => {
  it('catalogue, settings and SEO reads, with random query strings and headers', async () => {
    const urls = [
      '/api/products',
      '/api/categories',
      '/api/promo-settings',
      '/api/shipping-settings',
      '/api/payment-config',
      '/robots.txt',
      '/sitemap.xml',
    ];
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...urls),
        fc.constantFrom('GET', 'HEAD'),
        segmentArb,
        fc.constantFrom(undefined, '*', 'W/"x"', '"a", W/"b"', ''),
        async (url, method, query, ifNoneMatch) => {
          await expectNo5xx(
            t.app,
            {
              method,
              url: `${url}?q=${query}&${query}=1`,
              headers: ifNoneMatch === undefined ? {} : { 'if-none-match': ifNoneMatch },
            },
            `${method} ${url}`,
          );
        },
      ),
      fuzzParameters(30),
    );
  });

  it('GET /api/products/:slug and the page routes with random slugs', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(fc.constant(productSlug), segmentArb),
        fc.constantFrom('/api/products/', '/products/', '/'),
        async (slug, prefix) => {
          await expectNo5xx(t.app, { method: 'GET', url: `${prefix}${slug}` }, `GET ${prefix}:slug`);
        },
      ),
      fuzzParameters(60),
    );
  });

  it('GET /api/products/:id/reviews and POST a review (multipart) with random fields', async () => {
    await fc.assert(
      fc.asyncProperty(
        idSegmentArb(),
        formFieldsAround(reviewTemplate),
        fc.boolean(),
        async (id, fields, post) => {
          if (!post) {
            await expectNo5xx(t.app, { method: 'GET', url: `/api/products/${id}/reviews` }, 'GET reviews');
            return;
          }
          const form = new FormData();
          for (const [name, value] of Object.entries(fields)) form.append(name, value);
          await expectNo5xx(
            t.app,
            { method: 'POST', url: `/api/products/${id}/reviews`, payload: form },
            'POST reviews',
          );
        },
      ),
      fuzzParameters(60),
    );
  });

  it('POST /api/cart (multipart) with random fields and file names', async () => {
    const pdf = artworkBytes.pdf();
    await fc.assert(
      fc.asyncProperty(
        sessionArb(),
        formFieldsAround(cartTemplate()),
        fc.option(stringArb),
        async (session, fields, fileName) => {
          const files = fileName === null ? [] : [{ name: fileName, bytes: pdf }];
          await expectNo5xx(t.app, {
            method: 'POST',
            url: '/api/cart',
            headers: sessionHeaders(session),
            payload: cartForm(fields, files),
          });
        },
      ),
      fuzzParameters(60),
    );
  });

  it('a quote by its link: GET /api/quotes/:token and POST /api/cart with random tokens and design fields', async () => {
    const tokenArb = fc.oneof(segmentArb, fc.stringMatching(/^[A-Za-z0-9_-]{43}$/));
    await fc.assert(
      fc.asyncProperty(
        tokenArb,
        sessionArb(),
        formFieldsAround({ designMethod: 'create', designNotes: 'Logo' }),
        async (token, session, fields) => {
          await expectNo5xx(t.app, { method: 'GET', url: `/api/quotes/${token}` }, 'GET /api/quotes/:token');
          await expectNo5xx(t.app, {
            method: 'POST',
            url: '/api/cart',
            headers: sessionHeaders(session),
            payload: cartForm({ ...fields, quoteToken: token }),
          });
        },
      ),
      fuzzParameters(40),
    );
  });

  it('GET /api/cart, DELETE /api/cart and DELETE /api/cart/:id with random sessions and ids', async () => {
    await fc.assert(
      fc.asyncProperty(
        sessionHeaderArb(fc.uuid()),
        fc.oneof(fc.constant(null), idSegmentArb()),
        fc.boolean(),
        async (session, id, remove) => {
          const url = id === null ? '/api/cart' : `/api/cart/${id}`;
          const method = remove || id !== null ? 'DELETE' : 'GET';
          await expectNo5xx(t.app, { method, url, headers: sessionHeaders(session) }, `${method} cart`);
        },
      ),
      fuzzParameters(30),
    );
  });

  it('PATCH /api/cart/:id with random bodies, sessions and ids', async () => {
    const updateTemplate = {
      quantity: 3,
      size: null,
      customWidthIn: 48,
      customHeightIn: 96,
      material: 'vinyl',
      isDoubleSided: false,
      isRush: false,
      cutShape: 'rect',
      finish: 'matte',
      lamination: false,
      customOptions: { color: 'cmyk' },
      designMethod: 'create',
      designNotes: 'Our logo, centred',
    };
    await fc.assert(
      fc.asyncProperty(
        sessionHeaderArb(fc.oneof(fc.constant(editSession), fc.uuid())),
        fc.oneof(
          { weight: 3, arbitrary: fc.constant(String(editLineId)) },
          { weight: 1, arbitrary: idSegmentArb() },
        ),
        bodyAround(updateTemplate),
        async (session, id, body) => {
          await expectNo5xx(t.app, {
            method: 'PATCH',
            url: `/api/cart/${id}`,
            headers: { ...json, ...sessionHeaders(session) },
            payload: JSON.stringify(body),
          });
        },
      ),
      fuzzParameters(60),
    );
  });

  it('POST /api/calculate-shipping and /api/validate-discount with random bodies', async () => {
    await fc.assert(
      fc.asyncProperty(
        sessionArb(),
        fc.oneof(
          bodyAround({ shippingMethod: 'standard' }).map(
            (body) => ['/api/calculate-shipping', body] as const,
          ),
          bodyAround({ code: 'WELCOME10' }).map((body) => ['/api/validate-discount', body] as const),
        ),
        async (session, [url, body]) => {
          await expectNo5xx(t.app, {
            method: 'POST',
            url,
            headers: { ...json, ...sessionHeaders(session) },
            payload: JSON.stringify(body),
          });
        },
      ),
      fuzzParameters(80),
    );
  });

  it('POST /api/orders with a filled cart and random bodies and headers; GET /api/orders/:id', async () => {
    await fc.assert(
      fc.asyncProperty(
        bodyAround(orderTemplate()),
        fc.oneof(
          { weight: 5, arbitrary: fc.uuid() },
          { weight: 1, arbitrary: fc.constantFrom(undefined, '', 'key') },
        ),
        // Two in three cases place an order; the others read one.
        fc.oneof(
          { weight: 2, arbitrary: fc.constant(null) },
          { weight: 1, arbitrary: fc.tuple(idSegmentArb(), fc.boolean()) },
        ),
        async (body, idempotencyKey, read) => {
          const session = randomUUID();
          if (read !== null) {
            const [orderId, ownSession] = read;
            await expectNo5xx(
              t.app,
              {
                method: 'GET',
                url: `/api/orders/${orderId}`,
                headers: sessionHeaders(ownSession ? cartSession : session),
              },
              'GET /api/orders/:id',
            );
            return;
          }
          await insertCartLine(t.handle.db, { sessionId: session, productId });
          await expectNo5xx(t.app, {
            method: 'POST',
            url: '/api/orders',
            headers: {
              ...json,
              ...sessionHeaders(session),
              ...(idempotencyKey === undefined ? {} : { 'idempotency-key': idempotencyKey }),
            },
            payload: JSON.stringify(body),
          });
        },
      ),
      fuzzParameters(80),
    );
  });

  it('POST /api/quote-requests with random bodies', async () => {
    await fc.assert(
      fc.asyncProperty(bodyAround(quoteTemplate), async (body) => {
        await expectNo5xx(t.app, {
          method: 'POST',
          url: '/api/quote-requests',
          headers: json,
          payload: JSON.stringify(body),
        });
      }),
      fuzzParameters(80),
    );
  });

  it('the order page, its link and the order lookup with random numbers, tokens, sessions and bodies', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(idSegmentArb(), fc.constantFrom('001', '#001', '%23001')),
        fc.option(segmentArb, { nil: undefined }),
        async (number, token) => {
          await expectNo5xx(
            t.app,
            {
              method: 'GET',
              url: `/api/order-page/${number}`,
              headers: token === undefined ? {} : { 'x-order-token': token },
            },
            'GET /api/order-page/:number',
          );
        },
      ),
      fuzzParameters(40),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(idSegmentArb(), fc.constant('001')),
        idSegmentArb(),
        idSegmentArb(),
        fc.option(segmentArb, { nil: undefined }),
        bodyAround(proofDecisionTemplate),
        async (number, proofId, page, token, body) => {
          const headers = token === undefined ? {} : { 'x-order-token': token };
          await expectNo5xx(
            t.app,
            { method: 'GET', url: `/api/order-page/${number}/proofs/${proofId}/pages/${page}`, headers },
            'GET /api/order-page/:number/proofs/:proofId/pages/:page',
          );
          await expectNo5xx(
            t.app,
            {
              method: 'POST',
              url: `/api/order-page/${number}/proofs/${proofId}/decision`,
              headers: { ...headers, ...json },
              payload: JSON.stringify(body),
            },
            'POST /api/order-page/:number/proofs/:proofId/decision',
          );
        },
      ),
      fuzzParameters(30),
    );
    await fc.assert(
      fc.asyncProperty(sessionArb(), idSegmentArb(), async (session, id) => {
        await expectNo5xx(
          t.app,
          { method: 'POST', url: `/api/orders/${id}/page-link`, headers: sessionHeaders(session) },
          'POST /api/orders/:id/page-link',
        );
      }),
      fuzzParameters(30),
    );
    await fc.assert(
      fc.asyncProperty(bodyAround(lookupTemplate), async (body) => {
        await expectNo5xx(t.app, {
          method: 'POST',
          url: '/api/order-lookup',
          headers: json,
          remoteAddress: freshAddress(),
          payload: JSON.stringify(body),
        });
      }),
      fuzzParameters(40),
    );
  });

  it('PayPal: POST /paypal/order and /paypal/order/:id/capture, and the simulator approval page', async () => {
    await fc.assert(
      fc.asyncProperty(
        sessionArb(),
        fc.oneof(
          bodyAround({ orderId: 0 }, fc.oneof(numberArb, valueArb)).map((body) => ({
            url: '/paypal/order',
            body: JSON.stringify(
              typeof body === 'object' && body && 'orderId' in body && body.orderId === 0
                ? { orderId: paypalOrderId }
                : body,
            ),
          })),
          segmentArb.map((id) => ({ url: `/paypal/order/${id}/capture`, body: '{}' })),
        ),
        async (session, { url, body }) => {
          await expectNo5xx(
            t.app,
            {
              method: 'POST',
              url,
              headers: { ...json, ...sessionHeaders(session) },
              payload: body,
            },
            url.endsWith('/capture') ? 'POST capture' : 'POST /paypal/order',
          );
        },
      ),
      fuzzParameters(30),
    );
    await fc.assert(
      fc.asyncProperty(segmentArb, segmentArb, fc.boolean(), async (token, action, post) => {
        await expectNo5xx(
          t.app,
          post
            ? {
                method: 'POST',
                url: `${PAYPAL_SIMULATOR_PREFIX}/checkoutnow`,
                headers: { 'content-type': 'application/x-www-form-urlencoded' },
                payload: `token=${token}&action=${action}`,
              }
            : { method: 'GET', url: `${PAYPAL_SIMULATOR_PREFIX}/checkoutnow?token=${token}` },
          `${post ? 'POST' : 'GET'} checkoutnow`,
        );
      }),
      fuzzParameters(20),
    );
  });

  it('POST /paypal/webhook with random bodies and PayPal headers', async () => {
    const headerNames = [
      'paypal-transmission-id',
      'paypal-transmission-time',
      'paypal-transmission-sig',
      'paypal-cert-url',
      'paypal-auth-algo',
    ];
    const eventTemplate = {
      id: 'WH-1',
      event_type: 'PAYMENT.CAPTURE.COMPLETED',
      resource: { id: 'CAPTURE1', amount: { currency_code: 'USD', value: '10.00' } },
    };
    await fc.assert(
      fc.asyncProperty(
        bodyAround(eventTemplate),
        fc.array(fc.tuple(fc.constantFrom(...headerNames), segmentArb), { maxLength: 5 }),
        async (body, headerPairs) => {
          await expectNo5xx(t.app, {
            method: 'POST',
            url: '/paypal/webhook',
            headers: { ...json, ...Object.fromEntries(headerPairs) },
            payload: JSON.stringify(body),
          });
        },
      ),
      fuzzParameters(40),
    );
  });

  it('POST /api/admin/login with random bodies (the only admin route open to everyone)', async () => {
    await fc.assert(
      fc.asyncProperty(bodyAround(loginTemplate), async (body) => {
        await expectNo5xx(t.app, {
          method: 'POST',
          url: '/api/admin/login',
          headers: json,
          payload: JSON.stringify(body),
        });
      }),
      // Each well-formed attempt costs a password hash: a few cases only.
      fuzzParameters(12),
    );
  });

  it('raw bodies: malformed JSON, other content types and odd encodings on every JSON POST route', async () => {
    const urls = [
      '/api/calculate-shipping',
      '/api/validate-discount',
      '/api/orders',
      '/api/quote-requests',
      '/api/order-lookup',
      '/api/cart',
      `/api/products/${productId}/reviews`,
      '/paypal/order',
    ];
    const rawBody = fc.oneof(
      fc.constantFrom(
        '',
        '{',
        'null',
        '"text"',
        '[]',
        '{"code": 1e400}',
        '{"orderId": -0}',
        '{"orderId": 1e400}',
        '{"orderId": 123456789012345678901234567890}',
        '{"__proto__": {"admin": true}}',
        '{"constructor": {"prototype": {"x": 1}}}',
        '{"code": "\\u0000"}',
        '{"code": "\\ud800"}',
        '\u0000',
        '['.repeat(5000),
        `{"name": "${'x'.repeat(2_000_000)}"}`,
      ),
      stringArb,
      fc.jsonValue({ maxDepth: 4 }).map((value) => JSON.stringify(value)),
    );
    const contentType = fc.constantFrom(
      'application/json',
      'application/json; charset=utf-16',
      'application/json; charset=latin1',
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data',
      'multipart/form-data; boundary=x',
      'application/octet-stream',
    );
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...urls), rawBody, contentType, async (url, payload, type) => {
        await expectNo5xx(
          t.app,
          {
            method: 'POST',
            url,
            headers: { 'content-type': type, 'x-session-id': cartSession, 'idempotency-key': randomUUID() },
            payload,
          },
          `raw ${url}`,
        );
      }),
      fuzzParameters(40),
    );
  });

  it('every public route of the app is fuzzed above', () => {
    const publicRoutes = t.app.registeredRoutes
      .filter(({ method, url }) => method !== 'HEAD' && /^\/(api|paypal)\//.test(url))
      .filter(
        ({ method, url }) =>
          !/^\/api\/(admin|upload)\//.test(url) || `${method} ${url}` === 'POST /api/admin/login',
      )
      .map(({ method, url }) => `${method} ${url}`);
    expect(publicRoutes.filter((entry) => !fuzzedRoutes.has(entry))).toEqual([]);
  });
});
