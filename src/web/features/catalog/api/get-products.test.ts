import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { ApiError } from '#web/lib/api-client.ts';
import { catalogPageUrl, getCatalogPage } from '#web/lib/product-cards-api.ts';
import { apiError, handle, serve } from '#web/test/api-server.ts';
import { catalogPageResponse } from '#web/test/render.tsx';
import { testCards } from '../components/catalog-fixtures.ts';
import { catalogQueryKey, catalogTotalHeader, flattenCatalog } from './get-products.ts';

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the call to fail');
}

const all = { q: '', category: null, sort: 'popular' } as const;

describe('the catalogue page request', () => {
  it('puts the trimmed search, the category, the sort and the page into the URL', () => {
    expect(catalogPageUrl(all, 1, 24)).toBe('/api/products?sort=popular&page=1&pageSize=24');
    expect(catalogPageUrl({ q: '  Vinyl & mesh ', category: 'banners-signs', sort: 'rating' }, 3, 8)).toBe(
      '/api/products?q=Vinyl+%26+mesh&category=banners-signs&sort=rating&page=3&pageSize=8',
    );
    expect(catalogPageUrl({ ...all, q: '   ' }, 1, 24)).toBe('/api/products?sort=popular&page=1&pageSize=24');
  });

  it('keys the cache by the trimmed search, the category and the sort, under /api/products', () => {
    expect(catalogQueryKey({ q: ' sign ', category: null, sort: 'newest' })).toEqual([
      '/api/products',
      'catalog',
      { q: 'sign', category: null, sort: 'newest' },
    ]);
  });

  it('answers the cards and the total of the header', async () => {
    serve(handle('GET /api/products', () => catalogPageResponse(testCards.slice(0, 2), 130)));
    await expect(getCatalogPage(all, 1)).resolves.toEqual({ cards: testCards.slice(0, 2), total: 130 });
  });

  it.each([
    ['a server error', handle('GET /api/products', () => apiError(500, 'Boom', 'INTERNAL'))],
    ['no total header', handle('GET /api/products', () => testCards)],
    [
      'a bad total header',
      handle('GET /api/products', () =>
        HttpResponse.json(testCards, { headers: { [catalogTotalHeader]: 'many' } }),
      ),
    ],
    // Deliberately outside the contract (what a broken server or proxy might send), so not through `handle`,
    // which would fail the test for it.
    [
      'a body that is not a list of cards',
      http.get('/api/products', () =>
        HttpResponse.json([{ id: 'x' }], { headers: { [catalogTotalHeader]: '1' } }),
      ),
    ],
    [
      'a body that is not JSON',
      handle('GET /api/products', () => new Response('<html>', { headers: { [catalogTotalHeader]: '1' } })),
    ],
  ])("reports %s as 'Failed to fetch products'", async (_case, handler) => {
    serve(handler);
    const error = await failure(getCatalogPage(all, 1));
    expect(error.message).toBe('Failed to fetch products');
  });

  it('shows a product that moved between two page loads once', () => {
    const [a, b, c] = testCards;
    if (!a || !b || !c) throw new Error('fixture');
    const flat = flattenCatalog({
      pages: [
        { cards: [a, b], total: 4 },
        { cards: [b, c], total: 3 },
      ],
      pageParams: [1, 2],
    });
    expect(flat).toEqual({ cards: [a, b, c], total: 3 });
  });
});
