import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCategory } from '#server/test/fixtures';
import { createTestApp, type TestApp } from '#server/test/test-app';
import { categoryListSchema } from '#shared/schemas/category';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/categories', () => {
  it('answers an empty list when there are none', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/categories' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
  });

  it('lists categories with their custom options', async () => {
    const option = { id: 'opt-1', name: 'Coating', type: 'boolean' as const, required: false };
    await insertCategory(t.handle.db, { name: 'Outdoor', slug: 'outdoor', customOptions: [option] });
    const response = await t.app.inject({ method: 'GET', url: '/api/categories' });
    const list = categoryListSchema.parse(response.json());
    expect(list).toEqual([
      {
        id: expect.any(Number),
        name: 'Outdoor',
        slug: 'outdoor',
        description: null,
        options: { customOptions: [option] },
        // The artwork check's thresholds the owner set for the category; none: by kind of print.
        printDpiGreat: null,
        printDpiOk: null,
      },
    ]);
  });
});
