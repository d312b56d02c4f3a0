import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { products } from '#server/db/schema';
import { insertPlacedOrder, setUpLoggedInAdminApp } from '#server/test/admin-fixtures';
import { insertCategory, insertProduct } from '#server/test/fixtures';
import { issueFields } from '#server/test/fuzz-arbitraries';
import type { TestApp } from '#server/test/test-app';
import { adminProductListSchema } from '#shared/schemas/admin-product-list';
import { type Product, productSchema } from '#shared/schemas/product';
import { jsonLdMessage } from './product-input-rules.ts';

let t: TestApp;
let cookie: string;
setUpLoggedInAdminApp((app, adminCookie) => {
  t = app;
  cookie = adminCookie;
});

let slugCounter = 0;
/** A complete editor body: two sizes, a material, a finish, a tier, a required custom option. */
function productBody(overrides: Record<string, unknown> = {}) {
  slugCounter += 1;
  return {
    name: 'Mesh Banner',
    slug: `mesh-banner-${slugCounter}`,
    description: 'Wind-through banner',
    basePrice: '12.50',
    turnaroundTime: '2-3 business days',
    hasFinishes: true,
    sizes: [
      { value: '2x4', label: "2' x 4'", price: '20' },
      { value: '3x6', label: "3' x 6'", price: '36.5' },
    ],
    materials: [{ value: 'mesh', label: '9oz Mesh', priceModifier: '-1.25' }],
    finishes: [{ value: 'hem', label: 'Hemmed', priceModifier: 10 }],
    quantityDiscounts: [
      { minQuantity: 10, discountPercent: 15 },
      { minQuantity: 5, discountPercent: 10 },
    ],
    customOptions: [
      {
        id: 'opt_1',
        name: 'Grommets',
        type: 'select',
        required: true,
        values: [
          { value: 'none', label: 'None', priceModifier: '0.00' },
          { value: 'corners', label: 'Corners', priceModifier: '2.50' },
        ],
      },
    ],
    features: ['Wind resistant'],
    tags: ['Fast Shipping'],
    ...overrides,
  };
}

const send = (method: 'POST' | 'PATCH' | 'DELETE' | 'GET', url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: { cookie },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
const create = (body: unknown) => send('POST', '/api/admin/products', body);
const storefront = (slug: string) => t.app.inject({ method: 'GET', url: `/api/products/${slug}` });

describe('POST /api/admin/products', () => {
  it('creates the product (201) with money as strings and tiers sorted; the storefront shows it at once', async () => {
    const body = productBody();
    const response = await create(body);
    expect(response.statusCode).toBe(201);
    const product = productSchema.parse(response.json());
    expect(product).toMatchObject({
      name: 'Mesh Banner',
      slug: body.slug,
      basePrice: '12.50',
      sizes: [
        { value: '2x4', label: "2' x 4'", price: '20.00' },
        { value: '3x6', label: "3' x 6'", price: '36.50' },
      ],
      materials: [{ value: 'mesh', label: '9oz Mesh', priceModifier: '-1.25' }],
      quantityDiscounts: [
        { minQuantity: 5, discountPercent: 10 },
        { minQuantity: 10, discountPercent: 15 },
      ],
      isArchived: false,
      categoryId: null,
    });
    const shown = await storefront(body.slug);
    expect(shown.statusCode).toBe(200);
    expect(shown.json()).toMatchObject({ id: product.id, name: 'Mesh Banner' });
  });

  it('answers and stores custom option price modifiers as money strings, also when sent as numbers (the old contract)', async () => {
    const sent = (priceModifier: unknown) => ({
      id: 'opt-grommets',
      name: 'Grommets',
      type: 'multiselect',
      required: false,
      values: [{ value: 'corners', label: 'Corners', priceModifier }],
    });
    const response = await create(
      productBody({ customOptions: [sent(2.5), { ...sent('-1.5'), id: 'opt-b' }] }),
    );
    expect(response.statusCode).toBe(201);
    const answered = response.json().customOptions;
    expect(answered).toEqual([sent('2.50'), { ...sent('-1.50'), id: 'opt-b' }]);
    const [row] = await t.handle.db.select().from(products).where(eq(products.id, response.json().id));
    expect(row!.customOptions).toEqual(answered);
  });

  it.each([
    [1.005, 'Must be an amount in whole cents, such as 2.50'],
    ['1.005', 'Must be an amount such as 5.00 or -5.00'],
    [100000.01, 'Must be between -100000.00 and 100000.00'],
    ['-100000.01', 'Must be between -100000.00 and 100000.00'],
  ])('refuses the custom option price modifier %j (400) saying why', async (priceModifier, message) => {
    const option = {
      id: 'o',
      name: 'O',
      type: 'select',
      required: false,
      values: [{ value: 'v', label: 'V', priceModifier }],
    };
    const response = await create(productBody({ customOptions: [option] }));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(`Invalid body: customOptions/0/values/0/priceModifier: ${message}`);
  });

  it('turns a tier of the old contract, a fraction in discount, exactly into discountPercent', async () => {
    const response = await create(
      productBody({
        quantityDiscounts: [
          { minQuantity: 100, discount: 0.125 },
          { minQuantity: 50, discount: 0.07 },
          { minQuantity: 10, discountPercent: 12.25 },
          { minQuantity: 5, discount: 1 },
        ],
      }),
    );
    expect(response.statusCode).toBe(201);
    const answered = response.json().quantityDiscounts;
    expect(answered).toEqual([
      { minQuantity: 5, discountPercent: 100 },
      { minQuantity: 10, discountPercent: 12.25 },
      { minQuantity: 50, discountPercent: 7 },
      { minQuantity: 100, discountPercent: 12.5 },
    ]);
    const [row] = await t.handle.db.select().from(products).where(eq(products.id, response.json().id));
    expect(row!.quantityDiscounts).toEqual(answered);
  });

  it.each([
    [{ minQuantity: 5, discountPercent: 100.01 }, 'discountPercent: Must be at most 100 (100 % off)'],
    [{ minQuantity: 5, discountPercent: -10 }, 'discountPercent: Must be more than 0'],
    [
      { minQuantity: 5, discountPercent: 12.345 },
      'discountPercent: Must have at most two decimals, such as 12.5 or 12.25',
    ],
    [{ minQuantity: 5, discountPercent: '10' }, 'discountPercent: Must be a percentage such as 10 or 12.5'],
    [{ minQuantity: 5 }, 'discountPercent: Discount is required'],
    [{ minQuantity: 5, discount: 10 }, 'discount: Must be at most 1 (100 % off)'],
    [
      { minQuantity: 5, discount: 0.12345 },
      'discount: Must have at most four decimals, such as 0.125 (12.5 %)',
    ],
    [
      { minQuantity: 5, discount: 0.1, discountPercent: 10 },
      'discount: Send discountPercent or the old discount fraction, not both',
    ],
  ])('refuses the tier %j (400) saying why', async (tier, message) => {
    const response = await create(productBody({ quantityDiscounts: [tier] }));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(`Invalid body: quantityDiscounts/0/${message}`);
  });

  it('stores admin HTML clean: no <script>, event handlers or javascript: URLs', async () => {
    const response = await create(
      productBody({
        overview:
          '<p onclick="steal()">Hello<script>alert(1)</script></p><img src="x.png" onerror="alert(2)">',
        specifications: '<a href="javascript:alert(3)">specs</a><ul><li>Strong</li></ul>',
        faqs: '<h3>Q</h3><p>A</p>',
      }),
    );
    expect(response.statusCode).toBe(201);
    const [row] = await t.handle.db.select().from(products).where(eq(products.id, response.json().id));
    for (const html of [row!.overview, row!.specifications, row!.faqs]) {
      expect(html).not.toMatch(/<script|onerror|onclick|javascript:/i);
    }
    expect(row!.overview).toContain('Hello');
    expect(row!.specifications).toContain('<li>Strong</li>');
    expect(row!.faqs).toBe('<h3>Q</h3><p>A</p>');
  });

  it.each([
    ['bare JSON-LD', '{"@context":"https://schema.org","@type":"Product","name":"X"}'],
    ['JSON-LD in a script element', '<script type="application/ld+json">{"@type":"Product"}</script>'],
  ])('accepts %s as the structured-data script', async (_case, script) => {
    const response = await create(productBody({ seoScriptTags: script }));
    expect(response.statusCode).toBe(201);
    expect(response.json().seoScriptTags).toBe(script);
  });

  it('stores a blank structured-data script as none', async () => {
    const response = await create(productBody({ seoScriptTags: '   ', seoTitle: '' }));
    expect(response.json()).toMatchObject({ seoScriptTags: null, seoTitle: null });
  });

  it.each([
    ['not JSON', 'alert(1)'],
    ['JSON without @context or @type', '{"name":"X"}'],
    ['a JavaScript script element', '<script>alert(1)</script>'],
    ['text around the element', 'hi <script type="application/ld+json">{"@type":"Product"}</script>'],
  ])('refuses %s as the structured-data script (400)', async (_case, script) => {
    const response = await create(productBody({ seoScriptTags: script }));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(`seoScriptTags: ${jsonLdMessage}`);
  });

  it.each([
    ['a size without a label', { sizes: [{ value: 'a', price: '1' }] }, 'sizes.0.label'],
    [
      'a size with a width and no height',
      { sizes: [{ value: 'a', label: 'A', price: '1', widthIn: 36 }] },
      'sizes.0.heightIn',
    ],
    [
      'a size whose height is not a number of inches',
      { sizes: [{ value: 'a', label: 'A', price: '1', widthIn: 36, heightIn: '72' }] },
      'sizes.0.heightIn',
    ],
    [
      'a size of 0 inches',
      { sizes: [{ value: 'a', label: 'A', price: '1', widthIn: 0, heightIn: 72 }] },
      'sizes.0.widthIn',
    ],
    [
      'a material price that is not money',
      { materials: [{ value: 'm', label: 'M', priceModifier: 'x' }] },
      'materials.0.priceModifier',
    ],
    [
      'a finish percentage given as text',
      { finishes: [{ value: 'f', label: 'F', priceModifier: '10' }] },
      'finishes.0.priceModifier',
    ],
    [
      'a tier with discount 0',
      { quantityDiscounts: [{ minQuantity: 5, discountPercent: 0 }] },
      'quantityDiscounts.0.discountPercent',
    ],
    [
      'a tier fraction of 0 (the old contract)',
      { quantityDiscounts: [{ minQuantity: 5, discount: 0 }] },
      'quantityDiscounts.0.discount',
    ],
    [
      'a choice option without values',
      { customOptions: [{ id: 'o', name: 'O', type: 'select', required: false }] },
      'customOptions.0.values',
    ],
    [
      'two sizes with one code',
      {
        sizes: [
          { value: 'a', label: 'A', price: '1' },
          { value: 'a', label: 'B', price: '2' },
        ],
      },
      'sizes.1.value',
    ],
    [
      'a custom price in fractions of a cent',
      {
        customOptions: [
          {
            id: 'o',
            name: 'O',
            type: 'select',
            required: false,
            values: [{ value: 'v', label: 'V', priceModifier: 0.005 }],
          },
        ],
      },
      'customOptions.0.values.0.priceModifier',
    ],
    ['an unknown category', { categoryId: 999999 }, 'categoryId'],
    ['a javascript: picture', { images: ['javascript:alert(1)'] }, 'images.0'],
    [
      'an http: picture (the CSP loads https only)',
      { media: [{ type: 'image', url: 'http://x.example/a.png', thumbnail: null, order: 0 }] },
      'media.0.url',
    ],
    [
      'a data: thumbnail',
      { media: [{ type: 'image', url: '/media/a.webp', thumbnail: 'data:image/png;base64,AA', order: 0 }] },
      'media.0.thumbnail',
    ],
    ['a missing name', { name: '' }, 'name'],
    ['a bad slug', { slug: 'Not A Slug' }, 'slug'],
  ])('refuses %s with 400 naming %s, and writes nothing', async (_case, overrides, field) => {
    const count = async () => (await t.handle.db.select({ id: products.id }).from(products)).length;
    const rowsBefore = await count();
    const response = await create(productBody(overrides));
    expect(response.statusCode).toBe(400);
    expect(response.json().message.replaceAll('/', '.')).toContain(field);
    expect(await count()).toBe(rowsBefore);
  });

  it('refuses a slug another product has with 409 saying so', async () => {
    const existing = await insertProduct(t.handle.db, { slug: 'taken-slug' });
    const response = await create(productBody({ slug: existing.slug }));
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('The slug "taken-slug" is already used by another product.');
  });

  it('accepts a category that exists', async () => {
    const category = await insertCategory(t.handle.db);
    const response = await create(productBody({ categoryId: category.id }));
    expect(response.statusCode).toBe(201);
    expect(response.json().categoryId).toBe(category.id);
  });

  it('keeps the image and video lists in the media order, whatever lists were sent', async () => {
    const media = [
      { type: 'video', url: '/media/videos/v.mp4', thumbnail: null, order: 1 },
      { type: 'image', url: '/media/products/b.webp', thumbnail: '/media/products/b-600.webp', order: 0 },
      { type: 'image', url: 'https://cdn.example.com/a.webp', thumbnail: null, order: 2 },
    ];
    const response = await create(productBody({ media, images: ['/media/products/old.webp'], videos: [] }));
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({
      images: ['/media/products/b.webp', 'https://cdn.example.com/a.webp'],
      videos: ['/media/videos/v.mp4'],
    });
  });
});

/** A custom size: any width × height from 2 × 3 ft to 8 × 10 ft in half feet, $2.50/sq ft, $15.00 at least. */
const customSize = {
  ratePerSqFt: '2.5',
  minimumCharge: '15',
  unit: 'ft',
  minWidthIn: 24,
  maxWidthIn: 96,
  minHeightIn: 36,
  maxHeightIn: 120,
  incrementIn: 6,
};

describe('custom sizes through the admin product calls', () => {
  const cards = async (q: string) =>
    (await t.app.inject({ url: `/api/products?q=${encodeURIComponent(q)}` })).json() as {
      id: number;
      fromPrice: string;
    }[];
  const fromPriceOf = async (product: Product) =>
    (await cards(product.name)).find((card) => card.id === product.id)?.fromPrice;

  it('stores a custom size and answers it, money as two-decimal strings, in the admin and public answers', async () => {
    const response = await create(productBody({ customSize }));
    expect(response.statusCode).toBe(201);
    const product = productSchema.parse(response.json());
    const answered = { ...customSize, ratePerSqFt: '2.50', minimumCharge: '15.00' };
    expect(product.customSize).toEqual(answered);
    const [row] = await t.handle.db.select().from(products).where(eq(products.id, product.id));
    expect(row!.customSize).toEqual(answered);
    expect((await send('GET', `/api/admin/products/${product.id}`)).json().customSize).toEqual(answered);
    expect((await storefront(product.slug)).json().customSize).toEqual(answered);
  });

  it('stores no custom size when none is sent, and removes one when null is sent', async () => {
    const plain = await create(productBody());
    expect(plain.json().customSize).toBeNull();
    const created = productSchema.parse((await create(productBody({ customSize }))).json());
    const patched = await send(
      'PATCH',
      `/api/admin/products/${created.id}`,
      productBody({ slug: created.slug, customSize: null }),
    );
    expect(patched.statusCode).toBe(200);
    expect(patched.json().customSize).toBeNull();
    expect((await storefront(created.slug)).json().customSize).toBeNull();
  });

  it.each([
    ['a rate of 0', { ratePerSqFt: '0' }, 'customSize/ratePerSqFt: The rate must be more than $0.00'],
    [
      'a maximum width below the minimum',
      { minWidthIn: 48, maxWidthIn: 24 },
      'customSize/maxWidthIn: The maximum width must be at least the minimum width',
    ],
    [
      'a maximum height below the minimum',
      { minHeightIn: 48, maxHeightIn: 36 },
      'customSize/maxHeightIn: The maximum height must be at least the minimum height',
    ],
    [
      'a minimum off the increment',
      { minWidthIn: 25 },
      'customSize/minWidthIn: Must be a multiple of the increment (6 in)',
    ],
    ['the unit cm', { unit: 'cm' }, 'customSize/unit: Choose inches or feet'],
    [
      'a width past 200 ft',
      { maxWidthIn: 2406 },
      'customSize/maxWidthIn: Maximum width must be at most 2400 inches (200 ft)',
    ],
    [
      'a length as text',
      { minHeightIn: '36' },
      'customSize/minHeightIn: Minimum height must be a number of inches',
    ],
    [
      'a rate that is not money',
      { ratePerSqFt: '2.555' },
      'customSize/ratePerSqFt: Must be an amount such as 24.99',
    ],
  ])('refuses %s (400) naming the field, and writes nothing', async (_case, overrides, message) => {
    const count = async () => (await t.handle.db.select({ id: products.id }).from(products)).length;
    const rowsBefore = await count();
    const response = await create(productBody({ customSize: { ...customSize, ...overrides } }));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(`Invalid body: ${message}`);
    expect(issueFields(response.json())).toContain(message.split(':')[0]?.replaceAll('/', '.'));
    expect(await count()).toBe(rowsBefore);
  });

  it('refuses an increment of 0 (400) naming the field', async () => {
    const response = await create(productBody({ customSize: { ...customSize, incrementIn: 0 } }));
    expect(response.statusCode).toBe(400);
    expect(issueFields(response.json())).toContain('customSize.incrementIn');
  });

  it("counts the smallest custom size in the catalogue's 'starting at' price when it is lower than the sizes", async () => {
    // 24 × 24 in is 4 sq ft: $10.00 at $2.50/sq ft, above the $5.00 minimum; the sizes start at $45.00.
    const smallest = { ...customSize, minimumCharge: '5', minWidthIn: 24, minHeightIn: 24 };
    const product = productSchema.parse(
      (
        await create(
          productBody({
            name: 'From Price Custom Banner',
            sizes: [{ value: 'big', label: 'Big', price: '45' }],
            customSize: smallest,
          }),
        )
      ).json(),
    );
    expect(await fromPriceOf(product)).toBe('10.00');

    // A custom size dearer than the cheapest size leaves the size's price.
    const dearer = productSchema.parse(
      (
        await create(
          productBody({
            name: 'From Price Dear Custom Banner',
            sizes: [{ value: 'small', label: 'Small', price: '8' }],
            customSize: smallest,
          }),
        )
      ).json(),
    );
    expect(await fromPriceOf(dearer)).toBe('8.00');
  });

  it("answers the custom size's minimum as the 'starting at' price of a product without sizes", async () => {
    // 24 × 36 in is 6 sq ft: $15.00 at $2.50/sq ft; the $20.00 minimum charge applies; the base price is $12.50.
    const product = productSchema.parse(
      (
        await create(
          productBody({
            name: 'From Price Only Custom Banner',
            sizes: [],
            customSize: { ...customSize, minimumCharge: '20' },
          }),
        )
      ).json(),
    );
    expect(await fromPriceOf(product)).toBe('20.00');
    const patched = await send(
      'PATCH',
      `/api/admin/products/${product.id}`,
      productBody({ slug: product.slug, name: product.name, sizes: [], customSize: null }),
    );
    expect(patched.statusCode).toBe(200);
    expect(await fromPriceOf(product)).toBe('12.50');
  });
});

describe('GET /api/admin/products', () => {
  const list = (query = '') => send('GET', `/api/admin/products${query}`);
  const names = (response: { json: () => unknown }) =>
    adminProductListSchema.parse(response.json()).map((entry) => entry.name);

  it('lists slim entries, archived ones too, with the total and no Link on a single page', async () => {
    const archived = await insertProduct(t.handle.db, {
      isArchived: true,
      name: 'Slim Old Sign',
      slug: 'slim-old-sign',
      overview: '<p>Long tab HTML the list does not carry</p>',
    });
    const response = await list('?q=slim-old');
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-total-count']).toBe('1');
    expect(response.headers.link).toBeUndefined();
    expect(response.headers['cache-control']).toContain('no-store');
    expect(response.json()).toEqual([
      {
        id: archived.id,
        name: 'Slim Old Sign',
        slug: 'slim-old-sign',
        isArchived: true,
        categoryId: null,
        basePrice: '10.00',
        updatedAt: archived.updatedAt.toISOString(),
      },
    ]);
    const ids = (await t.app.inject({ url: '/api/products' })).json().map((p: Product) => p.id);
    expect(ids).not.toContain(archived.id);
  });

  it('sorts by name case-insensitively, then id, and pages with x-total-count and Link', async () => {
    for (const name of ['Pager delta', 'pager Alpha', 'Pager charlie', 'PAGER bravo', 'Pager echo']) {
      await insertProduct(t.handle.db, { name });
    }
    const twin = await insertProduct(t.handle.db, { name: 'Pager delta' });
    const first = await list('?q=pager&pageSize=2');
    expect(first.statusCode).toBe(200);
    expect(names(first)).toEqual(['pager Alpha', 'PAGER bravo']);
    expect(first.headers['x-total-count']).toBe('6');
    expect(first.headers.link).toBe('</api/admin/products?q=pager&pageSize=2&page=2>; rel="next"');

    const second = await list('?q=pager&pageSize=2&page=2');
    expect(names(second)).toEqual(['Pager charlie', 'Pager delta']);
    expect(second.headers.link).toBe(
      '</api/admin/products?q=pager&pageSize=2&page=1>; rel="prev", </api/admin/products?q=pager&pageSize=2&page=3>; rel="next"',
    );
    const third = await list('?q=pager&pageSize=2&page=3');
    expect(names(third)).toEqual(['Pager delta', 'Pager echo']);
    expect(adminProductListSchema.parse(third.json())[0]?.id).toBe(twin.id);
    expect(third.headers.link).toBe('</api/admin/products?q=pager&pageSize=2&page=2>; rel="prev"');

    // Past the end: no entries, the total, and the way back to the last page.
    const past = await list('?q=pager&pageSize=2&page=9');
    expect(past.statusCode).toBe(200);
    expect(past.json()).toEqual([]);
    expect(past.headers['x-total-count']).toBe('6');
    expect(past.headers.link).toBe('</api/admin/products?q=pager&pageSize=2&page=3>; rel="prev"');
  });

  it('pages 50 entries by default', async () => {
    const response = await list();
    expect(response.statusCode).toBe(200);
    const total = Number(response.headers['x-total-count']);
    expect(total).toBeGreaterThan(0);
    expect(response.json()).toHaveLength(Math.min(total, 50));
  });

  it('searches the name or the slug as a substring, case-insensitively, % and _ taken literally', async () => {
    const percent = await insertProduct(t.handle.db, { name: 'Sale 50% Off Banner', slug: 'sale-banner' });
    await insertProduct(t.handle.db, { name: 'Sale 500 Off Banner', slug: 'sale-500-banner' });
    const underscore = await insertProduct(t.handle.db, { name: 'Snake_case Sign', slug: 'snake-sign' });
    await insertProduct(t.handle.db, { name: 'Snakescase Sign', slug: 'snakes-sign' });
    const backslash = await insertProduct(t.handle.db, { name: 'Back\\slash Sign', slug: 'backslash-sign' });
    await insertProduct(t.handle.db, { name: 'Backslash Sign', slug: 'backslash-sign-2' });
    const bySlug = await insertProduct(t.handle.db, { name: 'Window Cling', slug: 'static-cling-xq' });

    const idsOf = async (q: string) =>
      adminProductListSchema.parse((await list(`?q=${encodeURIComponent(q)}`)).json()).map((e) => e.id);
    expect(await idsOf('50%')).toEqual([percent.id]);
    expect(await idsOf('e_c')).toEqual([underscore.id]);
    expect(await idsOf('CLING-XQ')).toEqual([bySlug.id]);
    expect(await idsOf('  cling-xq  ')).toEqual([bySlug.id]);
    expect(await idsOf('no such product anywhere')).toEqual([]);
    expect(await idsOf('k\\s')).toEqual([backslash.id]);
    expect(await idsOf('k\\')).toEqual([backslash.id]);
  });

  it('answers the entries of given ids, with q if given', async () => {
    const a = await insertProduct(t.handle.db, { name: 'Ids Aardvark' });
    const b = await insertProduct(t.handle.db, { name: 'Ids Badger', isArchived: true });
    const response = await list(`?ids=${b.id},${a.id},999999,${a.id}`);
    expect(response.statusCode).toBe(200);
    expect(names(response)).toEqual(['Ids Aardvark', 'Ids Badger']);
    expect(response.headers['x-total-count']).toBe('2');
    expect(names(await list(`?ids=${a.id},${b.id}&q=badger`))).toEqual(['Ids Badger']);
  });

  it('lists only the products on sale with onSale=true, and counts only those', async () => {
    await insertProduct(t.handle.db, { name: 'OnSale Current' });
    await insertProduct(t.handle.db, { name: 'OnSale Retired', isArchived: true });
    expect(names(await list('?q=onsale'))).toEqual(['OnSale Current', 'OnSale Retired']);
    const onSale = await list('?q=onsale&onSale=true');
    expect(names(onSale)).toEqual(['OnSale Current']);
    expect(onSale.headers['x-total-count']).toBe('1');
    expect(names(await list('?q=onsale&onSale=false'))).toEqual(['OnSale Current', 'OnSale Retired']);
  });

  it.each([
    ['?onSale=yes', 'onSale'],
    ['?onSale=', 'onSale'],
    ['?page=0', 'page'],
    ['?page=abc', 'page'],
    ['?page=1.5', 'page'],
    ['?page=-1', 'page'],
    ['?page=1e3', 'page'],
    ['?page=100001', 'page'],
    ['?page=1&page=2', 'page'],
    ['?pageSize=0', 'pageSize'],
    ['?pageSize=101', 'pageSize'],
    ['?pageSize=', 'pageSize'],
    ['?ids=', 'ids'],
    ['?ids=1,,2', 'ids'],
    ['?ids=0', 'ids'],
    ['?ids=a', 'ids'],
    ['?ids=99999999999', 'ids'],
    [`?ids=${Array.from({ length: 101 }, (_, i) => i + 1).join(',')}`, 'ids'],
    [`?q=${'x'.repeat(201)}`, 'q'],
    ['?q=%00', 'q'],
    ['?q=a&q=b', 'q'],
  ])('refuses %s with a 400 naming the field', async (query, field) => {
    const response = await list(query);
    expect(response.statusCode, response.body).toBe(400);
    const fields = issueFields(response.json()).map((path) => path.split('.')[0]);
    expect(fields).toContain(field);
  });

  it('needs the admin session', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/admin/products' });
    expect(response.statusCode).toBe(401);
  });
});

describe('GET /api/admin/products/:id', () => {
  it('answers the whole product, archived too, and 404 for an unknown id', async () => {
    const product = await insertProduct(t.handle.db, { isArchived: true, overview: '<p>Tab</p>' });
    const response = await send('GET', `/api/admin/products/${product.id}`);
    expect(response.statusCode).toBe(200);
    expect(productSchema.parse(response.json())).toMatchObject({
      id: product.id,
      isArchived: true,
      overview: '<p>Tab</p>',
    });
    expect((await send('GET', '/api/admin/products/999999')).statusCode).toBe(404);
  });
});

describe('PATCH /api/admin/products/:id', () => {
  it('saves the whole product; the storefront shows the change at the next load', async () => {
    const created = productSchema.parse((await create(productBody())).json());
    await storefront(created.slug); // warms the storefront's HTML cache
    const response = await send(
      'PATCH',
      `/api/admin/products/${created.id}`,
      productBody({ slug: created.slug, name: 'Mesh Banner XL', overview: '<p>New overview</p>' }),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ name: 'Mesh Banner XL' });
    expect((await storefront(created.slug)).json()).toMatchObject({
      name: 'Mesh Banner XL',
      overview: '<p>New overview</p>',
    });
  });

  it('archiving hides the product from the storefront while its past orders still show it', async () => {
    const created = productSchema.parse((await create(productBody())).json());
    const order = await insertPlacedOrder(t.handle.db, {}, [
      { productId: created.id, productName: created.name },
    ]);
    const response = await send(
      'PATCH',
      `/api/admin/products/${created.id}`,
      productBody({ slug: created.slug, isArchived: true }),
    );
    expect(response.statusCode).toBe(200);
    expect((await storefront(created.slug)).statusCode).toBe(404);
    const details = await send('GET', `/api/admin/orders/${order.id}`);
    expect(details.json().items[0]).toMatchObject({ productId: created.id, productName: created.name });
  });

  it('answers 409 for a slug of another product, 404 for an unknown id, 400 for a bad body', async () => {
    const other = await insertProduct(t.handle.db, { slug: 'other-product' });
    const mine = productSchema.parse((await create(productBody())).json());
    const clash = await send('PATCH', `/api/admin/products/${mine.id}`, productBody({ slug: other.slug }));
    expect(clash.statusCode).toBe(409);
    expect((await send('PATCH', '/api/admin/products/999999', productBody())).statusCode).toBe(404);
    expect((await send('PATCH', `/api/admin/products/${mine.id}`, { name: 'Only a name' })).statusCode).toBe(
      400,
    );
  });
});

describe('DELETE /api/admin/products/:id', () => {
  it('deletes a product nobody ordered (204)', async () => {
    const product = await insertProduct(t.handle.db);
    expect((await send('DELETE', `/api/admin/products/${product.id}`)).statusCode).toBe(204);
    expect((await send('GET', `/api/admin/products/${product.id}`)).statusCode).toBe(404);
  });

  it('refuses to delete a product that has orders (409) and keeps it', async () => {
    const product = await insertProduct(t.handle.db, { name: 'Ordered Sign' });
    await insertPlacedOrder(t.handle.db, {}, [{ productId: product.id }]);
    const response = await send('DELETE', `/api/admin/products/${product.id}`);
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toContain('"Ordered Sign" has orders');
    expect((await send('GET', `/api/admin/products/${product.id}`)).statusCode).toBe(200);
  });

  it('answers 404 for an unknown product', async () => {
    expect((await send('DELETE', '/api/admin/products/999999')).statusCode).toBe(404);
  });
});

describe('the artwork check’s print DPI of a product', () => {
  it('saves the pair, answers it, and the storefront carries the setting in force (the product’s, else its category’s)', async () => {
    const category = await insertCategory(t.handle.db, { printDpiGreat: 150, printDpiOk: 80 });
    const created = await create(
      productBody({ categoryId: category.id, printDpiGreat: 120, printDpiOk: 60 }),
    );
    expect(created.statusCode).toBe(201);
    const product = productSchema.parse(created.json());
    expect(product).toMatchObject({
      printDpiGreat: 120,
      printDpiOk: 60,
      printDpi: { great: 120, ok: 60, from: 'product' },
    });
    expect((await storefront(product.slug)).json().printDpi).toEqual({ great: 120, ok: 60, from: 'product' });

    const cleared = await send(
      'PATCH',
      `/api/admin/products/${product.id}`,
      productBody({ slug: product.slug, categoryId: category.id, printDpiGreat: null, printDpiOk: null }),
    );
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json()).toMatchObject({ printDpiGreat: null, printDpiOk: null });
    expect((await storefront(product.slug)).json().printDpi).toEqual({
      great: 150,
      ok: 80,
      from: 'category',
    });
    const [row] = await t.handle.db.select().from(products).where(eq(products.id, product.id));
    expect(row).toMatchObject({ printDpiGreat: null, printDpiOk: null });
  });

  it.each([
    [{ printDpiGreat: 120, printDpiOk: null }, 'printDpiOk', 'Set both thresholds, or leave both empty'],
    [{ printDpiGreat: null, printDpiOk: 60 }, 'printDpiGreat', 'Set both thresholds, or leave both empty'],
    [{ printDpiGreat: 100, printDpiOk: 150 }, 'printDpiGreat', 'Must be at least the OK threshold'],
    [{ printDpiGreat: 300, printDpiOk: 0 }, 'printDpiOk', 'Must be a whole number of DPI from 1 to 1,200'],
    [{ printDpiGreat: 150.5, printDpiOk: 75 }, 'printDpiGreat', 'Must be a whole number of DPI'],
    [{ printDpiGreat: 5000, printDpiOk: 75 }, 'printDpiGreat', 'from 1 to 1,200'],
    [{ printDpiGreat: '300', printDpiOk: 150 }, 'printDpiGreat', 'Must be a whole number of DPI'],
  ])('refuses %o (400, naming %s) and writes nothing', async (pair, field, message) => {
    const body = productBody(pair);
    const response = await create(body);
    expect(response.statusCode).toBe(400);
    expect(response.json().issues).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          path: expect.stringContaining(field),
          message: expect.stringContaining(message),
        }),
      ]),
    );
    expect(await t.handle.db.select().from(products).where(eq(products.slug, body.slug))).toEqual([]);
  });
});
