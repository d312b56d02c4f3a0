import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quoteRequests } from '#server/db/schema';
import { insertAdmin, insertPlacedOrder, loginCookie } from '#server/test/admin-fixtures';
import { artworkBytes } from '#server/test/artwork-files';
import { cartForm } from '#server/test/cart-form';
import { insertOrderableProduct, orderBody } from '#server/test/checkout-fixtures';
import { insertCategory, insertReview } from '#server/test/fixtures';
import {
  bodyAround,
  expectNo5xx,
  formFieldsAround,
  freshAddress,
  fuzzParameters,
  issueFields,
  printStatusCounts,
  segmentArb,
  stringArb,
  withNulInEachText,
} from '#server/test/fuzz-arbitraries';
import { createTestApp, type TestApp } from '#server/test/test-app';

/**
 * Bad input to the admin's calls (docs/product/api.md#errors): whatever an admin (or a stolen session) sends,
 * the answer is a 4xx, never a 5xx; integer fields have bounds below PostgreSQL's integer range; and products
 * priced at the extremes the editor allows still give a 4xx, not a 500, when a customer orders huge
 * quantities.
 */

let t: TestApp;
let cookie: string;
let productId: number;
let categoryId: number;
let reviewId: number;
let orderId: number;

const json = { 'content-type': 'application/json' };
const adminHeaders = () => ({ ...json, cookie });
const TEMPLATE_SLUG = 'fuzz-template';
let slugCounter = 0;

/** A complete product editor body, every field filled. */
function productTemplate() {
  return {
    name: 'Mesh Banner',
    slug: TEMPLATE_SLUG,
    description: 'Wind-through banner',
    basePrice: '12.50',
    images: ['/media/products/a.webp'],
    videos: [],
    media: [{ type: 'image', url: '/media/products/a.webp', thumbnail: null, order: 0 }],
    features: ['Wind resistant'],
    tags: ['Fast Shipping'],
    freeShipping: false,
    categoryId,
    turnaroundTime: '2-3 business days',
    hasDoubleSided: true,
    doubleSidedPrice: '5.00',
    rushFee: '10.00',
    hasLamination: true,
    hasCutShapes: true,
    hasFinishes: true,
    sizes: [{ value: '2x4', label: "2' x 4'", price: '20' }],
    materials: [{ value: 'mesh', label: '9oz Mesh', priceModifier: '-1.25' }],
    cutShapes: [{ value: 'rect', label: 'Rectangle', price: '0' }],
    finishes: [{ value: 'hem', label: 'Hemmed', priceModifier: 10 }],
    quantityDiscounts: [{ minQuantity: 10, discountPercent: 15 }],
    customOptions: [
      {
        id: 'opt_1',
        name: 'Grommets',
        type: 'select',
        required: true,
        values: [{ value: 'corners', label: 'Corners', priceModifier: '2.50' }],
      },
    ],
    seoTitle: 'Mesh banners',
    seoDescription: 'Wind-through mesh banners',
    seoKeywords: 'mesh, banner',
    seoScriptTags: null,
    overview: '<p>Overview</p>',
    specifications: '<p>Specs</p>',
    faqs: null,
    relatedProducts: [productId],
    isArchived: false,
  };
}

/** The template's fixed slug becomes a fresh one, so a valid body creates a row instead of a 409. */
function withFreshSlug(body: unknown): unknown {
  if (typeof body !== 'object' || body === null || (body as { slug?: unknown }).slug !== TEMPLATE_SLUG)
    return body;
  slugCounter += 1;
  return { ...body, slug: `fuzz-product-${slugCounter}` };
}

const categoryTemplate = () => ({
  name: 'Banners',
  slug: TEMPLATE_SLUG,
  description: 'All banners',
  options: {
    customOptions: [
      { id: 'grommets', name: 'Grommets', type: 'boolean', required: false, values: [] },
      {
        id: 'hem',
        name: 'Hem',
        type: 'select',
        required: false,
        values: [{ value: 'yes', label: 'Yes', priceModifier: '1.00' }],
      },
    ],
  },
});
const discountTemplate = {
  code: 'SPRING',
  discountPercentage: 15,
  usageLimit: 100,
  expiresAt: '2030-01-01T00:00:00Z',
  isActive: true,
};
const promoTemplate = {
  bannerEnabled: true,
  bannerText: 'Spring sale',
  bannerColor: 'red-gradient',
  discountCode: 'SPRING',
  discountPercentage: 20,
  endTime: '2030-01-01T00:00:00Z',
};
const shippingTemplate = {
  storeAddress: '1 Main St',
  standardShippingPrice: '15.00',
  rushShippingPrice: '75.00',
  freeShippingEnabled: true,
  freeShippingMinimum: '100.00',
};

const idSegmentArb = () =>
  fc.oneof(
    { weight: 2, arbitrary: fc.constantFrom('1', '2', String(orderId), String(reviewId), '999999') },
    { weight: 3, arbitrary: segmentArb },
  );

beforeAll(async () => {
  t = await createTestApp();
  const { db } = t.handle;
  await insertAdmin(db);
  cookie = await loginCookie(t.app);
  categoryId = (await insertCategory(db)).id;
  productId = (await insertOrderableProduct(db)).id;
  reviewId = (await insertReview(db, productId)).id;
  orderId = (await insertPlacedOrder(db, {}, [{ productId }])).id;
});

afterAll(async () => {
  printStatusCounts();
  await t?.close();
});

describe('admin routes never answer 5xx', () => {
  it('a NUL character in any text field of an admin body is a 400 naming the field', async () => {
    const routes: [string, string, unknown][] = [
      ['POST', '/api/admin/products', productTemplate()],
      ['POST', '/api/admin/categories', categoryTemplate()],
      ['POST', '/api/admin/discount-codes', discountTemplate],
      ['PUT', '/api/admin/promo-settings', promoTemplate],
      ['PUT', '/api/admin/shipping-settings', shippingTemplate],
    ];
    for (const [method, url, template] of routes) {
      for (const { field, body } of withNulInEachText(template)) {
        const response = await t.app.inject({
          method: method as 'POST',
          url,
          headers: adminHeaders(),
          payload: JSON.stringify(body),
        });
        expect(response.statusCode, `${url} ${field}: ${response.body}`).toBe(400);
        expect(issueFields(response.json()), `${url} ${field}`).toContain(field);
      }
    }
  });

  it('integer fields are bounded: 2^40 is a 400, not a 500', async () => {
    const huge = 2 ** 40;
    const cases: [string, string, unknown, string][] = [
      [
        'POST',
        '/api/admin/discount-codes',
        { ...discountTemplate, code: 'HUGE', usageLimit: huge },
        'usageLimit',
      ],
      [
        'POST',
        '/api/admin/products',
        { ...productTemplate(), slug: 'huge-1', categoryId: huge },
        'categoryId',
      ],
      [
        'POST',
        '/api/admin/products',
        { ...productTemplate(), slug: 'huge-2', relatedProducts: [huge] },
        'relatedProducts.0',
      ],
      [
        'POST',
        '/api/admin/products',
        {
          ...productTemplate(),
          slug: 'huge-3',
          quantityDiscounts: [{ minQuantity: huge, discountPercent: 10 }],
        },
        'quantityDiscounts.0.minQuantity',
      ],
      [
        'POST',
        '/api/admin/products',
        {
          ...productTemplate(),
          slug: 'huge-4',
          media: [{ type: 'image', url: '/media/a.webp', thumbnail: null, order: huge }],
        },
        'media.0.order',
      ],
      [
        'PUT',
        '/api/admin/shipping-settings',
        { ...shippingTemplate, rushShippingPrice: '99999999.99' },
        'rushShippingPrice',
      ],
      ['PUT', '/api/admin/promo-settings', { ...promoTemplate, endTime: '0000-01-01T00:00:00Z' }, 'endTime'],
      [
        'POST',
        '/api/admin/discount-codes',
        { ...discountTemplate, code: 'LATE', expiresAt: '9999-12-31T23:59:59-14:00' },
        'expiresAt',
      ],
    ];
    for (const [method, url, body, field] of cases) {
      const response = await t.app.inject({
        method: method as 'POST',
        url,
        headers: adminHeaders(),
        payload: JSON.stringify(body),
      });
      expect(response.statusCode, `${url} ${field}: ${response.body}`).toBe(400);
      expect(issueFields(response.json())).toContain(field);
    }
    const review = new FormData();
    for (const [name, value] of Object.entries({
      productId: String(huge),
      customerName: 'Pat',
      rating: '5',
      comment: 'Ok',
    }))
      review.append(name, value);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/reviews',
      headers: { cookie },
      payload: review,
    });
    expect(response.statusCode).toBe(400);
    expect(issueFields(response.json())).toContain('productId');
  });

  it('JSON bodies of products, categories, discount codes, promotions, shipping and quote replies', async () => {
    const [quoteRequest] = await t.handle.db
      .insert(quoteRequests)
      .values({ name: 'Fuzz', email: 'fuzz@example.com', details: 'Anything' })
      .returning();
    const quoteRequestId = quoteRequest!.id;
    const bodies = fc.oneof(
      bodyAround(productTemplate()).map((body) => ({
        method: 'POST',
        url: '/api/admin/products',
        body: withFreshSlug(body),
      })),
      bodyAround(productTemplate()).map((body) => ({
        method: 'PATCH',
        url: `/api/admin/products/${productId}`,
        body: withFreshSlug(body),
      })),
      bodyAround(categoryTemplate()).map((body) => ({
        method: 'POST',
        url: '/api/admin/categories',
        body: withFreshSlug(body),
      })),
      bodyAround(categoryTemplate()).map((body) => ({
        method: 'PATCH',
        url: `/api/admin/categories/${categoryId}`,
        body: withFreshSlug(body),
      })),
      bodyAround(discountTemplate).map((body) => ({
        method: 'POST',
        url: '/api/admin/discount-codes',
        body,
      })),
      bodyAround({ isActive: false }).map((body) => ({
        method: 'PATCH',
        url: '/api/admin/discount-codes/1',
        body,
      })),
      bodyAround(promoTemplate).map((body) => ({ method: 'PUT', url: '/api/admin/promo-settings', body })),
      bodyAround(shippingTemplate).map((body) => ({
        method: 'PUT',
        url: '/api/admin/shipping-settings',
        body,
      })),
      bodyAround({ status: 'in_progress', notifyCustomer: true }).map((body) => ({
        method: 'PATCH',
        url: `/api/admin/orders/${orderId}/status`,
        body,
      })),
      bodyAround({ tracking: { carrier: 'ups', number: '1Z999AA10123456784' } }).map((body) => ({
        method: 'PATCH',
        url: `/api/admin/orders/${orderId}/tracking`,
        body,
      })),
      bodyAround({
        productId,
        description: '500 stickers',
        quantity: 500,
        unitPrice: '0.80',
        note: '',
        validDays: 14,
      }).map((body) => ({
        method: 'POST',
        url: `/api/admin/quote-requests/${quoteRequestId}/replies`,
        body,
      })),
    );
    await fc.assert(
      fc.asyncProperty(bodies, async ({ method, url, body }) => {
        await expectNo5xx(
          t.app,
          { method: method as 'POST', url, headers: adminHeaders(), payload: JSON.stringify(body) },
          `${method} ${url.replace(/\/\d+/, '/:id')}`,
        );
      }),
      fuzzParameters(150),
    );
  });

  it('ids in paths, query strings and the review forms', async () => {
    const requests = fc.oneof(
      fc
        .tuple(
          fc.constantFrom(
            'GET /api/admin/products/:id',
            'GET /api/admin/orders/:id',
            'POST /api/admin/orders/:id/mark-paid',
            'PATCH /api/admin/reviews/:id/approve',
            'DELETE /api/admin/discount-codes/:id',
            'GET /api/admin/download/:id',
          ),
          idSegmentArb(),
        )
        .map(([entry, id]) => {
          const [method, url] = entry.split(' ') as [string, string];
          return {
            method,
            url: url.replace(':id', id),
            label: entry,
            payload: undefined as FormData | undefined,
          };
        }),
      fc
        .tuple(
          fc.constantFrom(
            '/api/admin/orders',
            '/api/admin/quote-requests',
            '/api/admin/reviews',
            '/api/admin/products',
          ),
          fc.constantFrom('status', 'page', 'productId', 'q', 'pageSize', 'ids'),
          segmentArb,
        )
        .map(([url, name, value]) => ({
          method: 'GET',
          url: `${url}?${name}=${value}`,
          label: `GET ${url}?${name}`,
          payload: undefined,
        })),
      fc
        .tuple(
          formFieldsAround({ productId: '1', customerName: 'Pat', rating: '4', comment: 'Good' }),
          fc.oneof(fc.constant(null), idSegmentArb()),
          fc.option(stringArb),
        )
        .map(([fields, id, kept]) => {
          const form = new FormData();
          for (const [name, value] of Object.entries({
            ...fields,
            productId: fields.productId === '1' ? String(productId) : (fields.productId ?? ''),
          }))
            form.append(name, value);
          if (kept !== null) form.append('keptImages', kept);
          return id === null
            ? { method: 'POST', url: '/api/admin/reviews', label: 'POST /api/admin/reviews', payload: form }
            : {
                method: 'PATCH',
                url: `/api/admin/reviews/${id}`,
                label: 'PATCH /api/admin/reviews/:id',
                payload: form,
              };
        }),
    );
    await fc.assert(
      fc.asyncProperty(requests, async ({ method, url, label, payload }) => {
        await expectNo5xx(
          t.app,
          { method: method as 'GET', url, headers: { cookie }, ...(payload ? { payload } : {}) },
          label,
        );
      }),
      fuzzParameters(100),
    );
  });

  it('prices at the limits the editor allows × huge quantities: cart, shipping and checkout answer 4xx, not 500', async () => {
    const money = fc.constantFrom('0', '0.01', '12.50', '99999.99', '99999999.99');
    const signedMoney = fc.constantFrom('-99999999.99', '-5', '0', '99999999.99');
    const pricedProduct = fc.record({
      basePrice: money,
      sizePrice: money,
      materialModifier: signedMoney,
      doubleSidedPrice: money,
      rushFee: money,
      cutShapePrice: money,
      finishModifier: fc.constantFrom(-100, 0, 1000),
      optionModifier: fc.constantFrom('-100000.00', '0', '100000.00'),
      tier: fc.constantFrom(
        null,
        { minQuantity: 1, discountPercent: 100 },
        { minQuantity: 1000000, discountPercent: 50 },
      ),
    });
    const quantity = fc.oneof(
      fc.constantFrom('1', '2', '999', '999999', '1000000', '1000001', '999999999'),
      fc.integer({ min: 1, max: 1_000_000 }).map(String),
    );
    await fc.assert(
      fc.asyncProperty(
        pricedProduct,
        fc.array(quantity, { minLength: 1, maxLength: 3 }),
        fc.boolean(),
        async (prices, quantities, extras) => {
          slugCounter += 1;
          const created = await t.app.inject({
            method: 'POST',
            url: '/api/admin/products',
            headers: adminHeaders(),
            payload: JSON.stringify({
              ...productTemplate(),
              slug: `priced-${slugCounter}`,
              relatedProducts: [],
              categoryId: null,
              basePrice: prices.basePrice,
              doubleSidedPrice: prices.doubleSidedPrice,
              rushFee: prices.rushFee,
              sizes: [{ value: 's', label: 'S', price: prices.sizePrice }],
              materials: [{ value: 'm', label: 'M', priceModifier: prices.materialModifier }],
              cutShapes: [{ value: 'c', label: 'C', price: prices.cutShapePrice }],
              finishes: [{ value: 'f', label: 'F', priceModifier: prices.finishModifier }],
              quantityDiscounts: prices.tier ? [prices.tier] : [],
              customOptions: [
                {
                  id: 'o',
                  name: 'O',
                  type: 'multiselect',
                  required: false,
                  values: [{ value: 'v', label: 'V', priceModifier: prices.optionModifier }],
                },
              ],
            }),
          });
          expect(created.statusCode, created.body).toBe(201);
          const id: number = created.json().id;
          const session = randomUUID();
          for (const count of quantities) {
            const fields = {
              productId: String(id),
              quantity: count,
              size: 's',
              material: 'm',
              isDoubleSided: String(extras),
              isRush: String(extras),
              cutShape: 'c',
              finish: 'f',
              lamination: String(extras),
              customOptions: JSON.stringify(extras ? { o: ['v'] } : {}),
              designMethod: 'upload',
              designNotes: '',
            };
            await expectNo5xx(
              t.app,
              {
                method: 'POST',
                url: '/api/cart',
                headers: { 'x-session-id': session },
                payload: cartForm(fields, [{ name: 'art.pdf', bytes: artworkBytes.pdf() }]),
              },
              'POST /api/cart (priced)',
            );
          }
          for (const shippingMethod of ['pickup', 'standard', 'rush']) {
            await expectNo5xx(
              t.app,
              {
                method: 'POST',
                url: '/api/calculate-shipping',
                headers: { ...json, 'x-session-id': session },
                payload: JSON.stringify({ shippingMethod }),
              },
              'POST /api/calculate-shipping (priced)',
            );
          }
          await expectNo5xx(
            t.app,
            {
              method: 'POST',
              url: '/api/orders',
              headers: { ...json, 'x-session-id': session, 'idempotency-key': randomUUID() },
              payload: JSON.stringify(orderBody({ shippingMethod: 'rush', paymentMethod: 'paypal' })),
              remoteAddress: freshAddress(),
            },
            'POST /api/orders (priced)',
          );
        },
      ),
      fuzzParameters(40),
    );
  });
});
