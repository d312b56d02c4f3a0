import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { products } from '#server/db/schema';
import { setUpLoggedInAdminApp } from '#server/test/admin-fixtures';
import { insertCategory, insertProduct } from '#server/test/fixtures';
import type { TestApp } from '#server/test/test-app';
import { categoryListSchema, categorySchema } from '#shared/schemas/category';

let t: TestApp;
let cookie: string;
setUpLoggedInAdminApp((app, adminCookie) => {
  t = app;
  cookie = adminCookie;
});

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const call = (method: Method, url: string, body?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: { cookie },
    ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
  });
const publicList = async () =>
  categoryListSchema.parse((await t.app.inject({ method: 'GET', url: '/api/categories' })).json());

const lamination = {
  id: 'opt-1700000000000',
  name: 'Lamination',
  type: 'select' as const,
  required: true,
  values: [
    { value: 'gloss', label: 'Gloss', priceModifier: '2.50' },
    { value: 'none', label: 'None', priceModifier: '-1.00' },
  ],
};
const grommets = { id: 'opt-1700000000001', name: 'Grommets', type: 'boolean' as const, required: false };

let seq = 0;
const validBody = (overrides: Record<string, unknown> = {}) => {
  seq += 1;
  return {
    name: `Yard Signs ${seq}`,
    slug: `yard-signs-${seq}`,
    description: 'Corrugated plastic signs',
    options: { customOptions: [lamination, grommets] },
    ...overrides,
  };
};

describe('admin categories: the session', () => {
  it('refuses every route without a session', async () => {
    for (const [method, url] of [
      ['GET', '/api/admin/categories'],
      ['POST', '/api/admin/categories'],
      ['PATCH', '/api/admin/categories/1'],
      ['DELETE', '/api/admin/categories/1'],
    ] as const) {
      const response = await t.app.inject({
        method,
        url,
        payload: method === 'POST' || method === 'PATCH' ? validBody() : undefined,
      });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
    }
  });
});

describe('POST /api/admin/categories', () => {
  it('creates a category with its custom options (201) and the storefront lists it at once', async () => {
    const body = validBody({ name: '  Banners  ' });
    const response = await call('POST', '/api/admin/categories', body);
    expect(response.statusCode).toBe(201);
    const created = categorySchema.parse(response.json());
    expect(created).toEqual({
      id: expect.any(Number),
      name: 'Banners',
      slug: body.slug,
      description: 'Corrugated plastic signs',
      options: { customOptions: [lamination, grommets] },
      printDpiGreat: null,
      printDpiOk: null,
    });
    expect(await publicList()).toContainEqual(created);
  });

  it('keeps each option’s starting answer, and the storefront reads it', async () => {
    const options = {
      customOptions: [
        { ...lamination, defaultValue: 'gloss' },
        { ...grommets, defaultValue: 'no' },
      ],
    };
    const response = await call('POST', '/api/admin/categories', validBody({ options }));
    expect(response.statusCode).toBe(201);
    expect(categorySchema.parse(response.json()).options).toEqual(options);
    expect((await publicList()).find((category) => category.id === response.json().id)?.options).toEqual(
      options,
    );
  });

  it('takes price modifiers sent as numbers (the old contract) and answers them as money strings', async () => {
    const numbers = {
      ...lamination,
      values: [
        { value: 'gloss', label: 'Gloss', priceModifier: 2.5 },
        { value: 'none', label: 'None', priceModifier: -1 },
      ],
    };
    const response = await call(
      'POST',
      '/api/admin/categories',
      validBody({ options: { customOptions: [numbers] } }),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json().options).toEqual({ customOptions: [lamination] });
  });

  it('accepts a category without description or options', async () => {
    const response = await call('POST', '/api/admin/categories', { name: 'Plain', slug: 'plain-category' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ description: null, options: { customOptions: [] } });
  });

  it('stores a blank description as none', async () => {
    const response = await call('POST', '/api/admin/categories', validBody({ description: '   ' }));
    expect(response.statusCode).toBe(201);
    expect(response.json().description).toBeNull();
  });

  it.each([
    ['a missing name', { name: undefined }, 'Name is required'],
    ['a blank name', { name: '   ' }, 'Name is required'],
    ['a missing slug', { slug: '' }, 'Slug is required'],
    ['a bad slug', { slug: 'Yard Signs!' }, 'Slug may use lowercase letters, digits and single hyphens'],
  ])('refuses %s (400)', async (_case, overrides, message) => {
    const response = await call('POST', '/api/admin/categories', validBody(overrides));
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION_FAILED');
    expect(response.json().message).toContain(message);
  });

  it('refuses a body with no slug at all (400)', async () => {
    const { slug: _slug, ...body } = validBody();
    const response = await call('POST', '/api/admin/categories', body);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('slug: Slug is required');
  });

  it.each([
    ['an option without a name', { ...grommets, name: '' }, 'options/customOptions/0/name'],
    ['an unknown option type', { ...grommets, type: 'color' }, 'options/customOptions/0/type'],
    ['a choice option without values', { ...lamination, values: [] }, 'options/customOptions/0/values'],
    [
      'a price modifier that is not an amount',
      { ...lamination, values: [{ value: 'gloss', label: 'Gloss', priceModifier: 'two' }] },
      'options/customOptions/0/values/0/priceModifier',
    ],
    [
      'a value without a label',
      { ...lamination, values: [{ value: 'gloss', label: '', priceModifier: '0.00' }] },
      'options/customOptions/0/values/0/label',
    ],
    [
      'a starting answer that is not one of the values',
      { ...lamination, defaultValue: 'matte' },
      'options/customOptions/0/defaultValue',
    ],
    [
      'a Yes/No starting on maybe',
      { ...grommets, defaultValue: 'maybe' },
      'options/customOptions/0/defaultValue',
    ],
  ])('refuses %s, naming the field (400)', async (_case, option, field) => {
    const response = await call(
      'POST',
      '/api/admin/categories',
      validBody({ options: { customOptions: [option] } }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(field);
  });

  it('refuses a slug that another category has (409) and keeps the first', async () => {
    const first = await insertCategory(t.handle.db, { name: 'Stickers', slug: 'stickers' });
    const response = await call('POST', '/api/admin/categories', validBody({ slug: 'stickers' }));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      code: 'CONFLICT',
      message: 'The slug "stickers" is already taken by another category',
    });
    expect((await publicList()).filter((c) => c.slug === 'stickers')).toEqual([
      expect.objectContaining({ id: first.id, name: 'Stickers' }),
    ]);
  });
});

describe('GET /api/admin/categories', () => {
  it('lists every category sorted by name, with its options', async () => {
    await insertCategory(t.handle.db, { name: 'zz Last', slug: 'zz-last' });
    await insertCategory(t.handle.db, { name: 'AA First', slug: 'aa-first', customOptions: [grommets] });
    const response = await call('GET', '/api/admin/categories');
    expect(response.statusCode).toBe(200);
    const list = categoryListSchema.parse(response.json());
    const names = list.map((c) => c.name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(list[0]).toMatchObject({ name: 'AA First', options: { customOptions: [grommets] } });
    expect(list.at(-1)?.name).toBe('zz Last');
  });
});

describe('PATCH /api/admin/categories/:id', () => {
  it('replaces the fields (200) and the storefront shows the change at once', async () => {
    const created = (await call('POST', '/api/admin/categories', validBody())).json();
    expect(await publicList()).toContainEqual(created);
    const response = await call('PATCH', `/api/admin/categories/${created.id}`, {
      name: 'Renamed',
      slug: 'renamed-category',
      description: null,
      options: { customOptions: [grommets] },
    });
    expect(response.statusCode).toBe(200);
    const updated = categorySchema.parse(response.json());
    expect(updated).toEqual({
      id: created.id,
      name: 'Renamed',
      slug: 'renamed-category',
      description: null,
      options: { customOptions: [grommets] },
      printDpiGreat: null,
      printDpiOk: null,
    });
    expect(await publicList()).toContainEqual(updated);
  });

  it('keeps its own slug', async () => {
    const created = (await call('POST', '/api/admin/categories', validBody())).json();
    const response = await call(
      'PATCH',
      `/api/admin/categories/${created.id}`,
      validBody({ slug: created.slug }),
    );
    expect(response.statusCode).toBe(200);
  });

  it("refuses another category's slug (409)", async () => {
    await insertCategory(t.handle.db, { slug: 'taken-slug' });
    const created = (await call('POST', '/api/admin/categories', validBody())).json();
    const response = await call(
      'PATCH',
      `/api/admin/categories/${created.id}`,
      validBody({ slug: 'taken-slug' }),
    );
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('The slug "taken-slug" is already taken by another category');
  });

  it('refuses bad input (400)', async () => {
    const created = (await call('POST', '/api/admin/categories', validBody())).json();
    const response = await call('PATCH', `/api/admin/categories/${created.id}`, validBody({ name: '' }));
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('Name is required');
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    const missing = await call('PATCH', '/api/admin/categories/999999', validBody());
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ code: 'NOT_FOUND', message: 'Category not found' });
    expect((await call('PATCH', '/api/admin/categories/abc', validBody())).statusCode).toBe(400);
  });
});

describe('DELETE /api/admin/categories/:id', () => {
  it('deletes it (204), its products stay uncategorised, and the storefront forgets it at once', async () => {
    const category = await insertCategory(t.handle.db, { slug: 'to-delete' });
    const product = await insertProduct(t.handle.db, { categoryId: category.id });
    const other = await insertCategory(t.handle.db, { slug: 'to-keep' });
    const kept = await insertProduct(t.handle.db, { categoryId: other.id });

    const response = await call('DELETE', `/api/admin/categories/${category.id}`);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');

    const [row] = await t.handle.db.select().from(products).where(eq(products.id, product.id));
    expect(row).toMatchObject({ id: product.id, categoryId: null });
    const [keptRow] = await t.handle.db.select().from(products).where(eq(products.id, kept.id));
    expect(keptRow?.categoryId).toBe(other.id);
    expect((await publicList()).map((c) => c.id)).not.toContain(category.id);
    expect(
      (await call('GET', '/api/admin/categories')).json().map((c: { id: number }) => c.id),
    ).not.toContain(category.id);
  });

  it('answers 404 for an unknown or already deleted id', async () => {
    const category = await insertCategory(t.handle.db);
    expect((await call('DELETE', `/api/admin/categories/${category.id}`)).statusCode).toBe(204);
    const again = await call('DELETE', `/api/admin/categories/${category.id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe('Category not found');
    expect((await call('DELETE', '/api/admin/categories/0')).statusCode).toBe(400);
  });
});

describe('custom options of a category follow the product rules', () => {
  it.each([
    [
      'two options with one id',
      [
        { id: 'same', name: 'A', type: 'boolean', required: false },
        { id: 'same', name: 'B', type: 'boolean', required: false },
      ],
      'options.customOptions.1.id',
    ],
    [
      'a price in fractions of a cent',
      [
        {
          id: 'o',
          name: 'O',
          type: 'select',
          required: false,
          values: [{ value: 'v', label: 'V', priceModifier: 1.005 }],
        },
      ],
      'options.customOptions.0.values.0.priceModifier',
    ],
  ])('refuses %s with 400 naming the field', async (_case, customOptions, field) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/categories',
      headers: { cookie },
      payload: { name: 'Rules', slug: `rules-${field.length}`, options: { customOptions } },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message.replaceAll('/', '.')).toContain(field);
  });
});

describe('the artwork check’s print DPI of a category', () => {
  it('saves the pair and clears it; the storefront’s list carries it', async () => {
    const created = await call(
      'POST',
      '/api/admin/categories',
      validBody({ printDpiGreat: 100, printDpiOk: 50 }),
    );
    expect(created.statusCode).toBe(201);
    const category = categorySchema.parse(created.json());
    expect(category).toMatchObject({ printDpiGreat: 100, printDpiOk: 50 });
    expect((await publicList()).find((entry) => entry.id === category.id)).toMatchObject({
      printDpiGreat: 100,
      printDpiOk: 50,
    });
    const cleared = await call(
      'PATCH',
      `/api/admin/categories/${category.id}`,
      validBody({ slug: category.slug, printDpiGreat: null, printDpiOk: null }),
    );
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json()).toMatchObject({ printDpiGreat: null, printDpiOk: null });
  });

  it.each([
    [{ printDpiGreat: 100 }, 'printDpiOk', 'Set both thresholds, or leave both empty'],
    [{ printDpiGreat: 50, printDpiOk: 100 }, 'printDpiGreat', 'Must be at least the OK threshold'],
    [{ printDpiGreat: 100, printDpiOk: -5 }, 'printDpiOk', 'Must be a whole number of DPI from 1 to 1,200'],
  ])('refuses %o (400, naming %s) and writes nothing', async (pair, field, message) => {
    const body = validBody(pair);
    const response = await call('POST', '/api/admin/categories', body);
    expect(response.statusCode).toBe(400);
    expect(response.json().issues).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          path: expect.stringContaining(field),
          message: expect.stringContaining(message),
        }),
      ]),
    );
    expect((await publicList()).some((entry) => entry.slug === body.slug)).toBe(false);
  });
});
