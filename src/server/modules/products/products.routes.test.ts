import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertCategory, insertProduct, insertReview } from '#server/test/fixtures';
import { issueFields } from '#server/test/fuzz-arbitraries';
import { createTestApp, type TestApp } from '#server/test/test-app';
import { catalogTotalHeader, productCardListSchema } from '#shared/schemas/catalog-page';
import { errorBodySchema } from '#shared/schemas/common';
import { productSchema } from '#shared/schemas/product';

let t: TestApp;
/** The catalogue's products by a short name; ids rise in this order (vinyl first, stickers last). */
const id: Record<'vinyl' | 'cards' | 'yard' | 'stand' | 'stickers' | 'archived', number> = {
  vinyl: 0,
  cards: 0,
  yard: 0,
  stand: 0,
  stickers: 0,
  archived: 0,
};
let bannersId: number;

const sizes = (...prices: string[]) =>
  prices.map((price, index) => ({ value: `size-${index}`, label: `Size ${index}`, price }));

beforeAll(async () => {
  t = await createTestApp();
  const { db } = t.handle;
  bannersId = (await insertCategory(db, { name: 'Banners', slug: 'banners' })).id;
  const printing = await insertCategory(db, { name: 'Printing', slug: 'printing' });
  const signs = await insertCategory(db, { name: 'Signs', slug: 'signs' });

  // Top Seller; from price = base price; rated 4.5 from two approved reviews (the unapproved one is ignored).
  id.vinyl = (
    await insertProduct(db, {
      name: 'Vinyl Banner',
      slug: 'vinyl-banner',
      description: 'Outdoor vinyl, weather proof',
      categoryId: bannersId,
      basePrice: '24.99',
      sizes: sizes('30.00', '24.99'),
      tags: ['Top Seller'],
      images: ['/media/vinyl.webp', '/media/vinyl-2.webp'],
      media: [
        { type: 'video', url: '/media/vinyl.webp', thumbnail: '/media/not-this.webp', order: 0 },
        { type: 'image', url: '/media/vinyl.webp', thumbnail: '/media/vinyl-600.webp', order: 1 },
      ],
      overview: '<p>Overview</p>',
      seoTitle: 'Vinyl banners',
    })
  ).id;
  // Fast Shipping (tagged in lower case with a space); no sizes: the from price is the base price; rated 5.
  id.cards = (
    await insertProduct(db, {
      name: 'Business Cards',
      slug: 'business-cards',
      description: 'Premium card stock',
      categoryId: printing.id,
      basePrice: '10.00',
      sizes: [],
      tags: ['fast shipping '],
      images: ['/media/cards.webp'],
      freeShipping: true,
    })
  ).id;
  // Both tags; its cheapest size (12.00) is below its base price (25.00), which sorts it before the vinyl banner.
  id.yard = (
    await insertProduct(db, {
      name: 'Yard Sign',
      slug: 'yard-sign',
      description: 'Corrugated plastic SIGN, 100% recyclable',
      categoryId: signs.id,
      basePrice: '25.00',
      sizes: sizes('20.00', '12.00'),
      tags: [' TOP SELLER', 'Fast Shipping'],
    })
  ).id;
  // Rated 4.5 from four reviews: before the vinyl banner's 4.5 from two.
  id.stand = (
    await insertProduct(db, {
      name: 'Retractable Banner Stand',
      slug: 'retractable-banner-stand',
      description: 'Trade show display_stand',
      categoryId: bannersId,
      basePrice: '149.00',
      sizes: sizes('149.00'),
      tags: ['Top Sellers'],
    })
  ).id;
  // The same from price as the business cards (10.00): the tie goes by id.
  id.stickers = (
    await insertProduct(db, {
      name: 'Stickers',
      slug: 'stickers',
      description: 'Die-cut vinyl stickers \\ decals',
      categoryId: null,
      basePrice: '10.00',
      sizes: sizes('10.00'),
    })
  ).id;
  id.archived = (
    await insertProduct(db, {
      name: 'Archived Banner',
      slug: 'archived-banner',
      description: 'Gone: vinyl, 100% _ \\',
      categoryId: bannersId,
      basePrice: '1.00',
      sizes: [],
      tags: ['Top Seller', 'Fast Shipping'],
      isArchived: true,
    })
  ).id;

  for (const rating of [5, 4]) await insertReview(db, id.vinyl, { rating });
  await insertReview(db, id.vinyl, { rating: 1, isApproved: false });
  await insertReview(db, id.cards, { rating: 5 });
  for (const rating of [5, 4, 5, 4]) await insertReview(db, id.stand, { rating });
  await insertReview(db, id.stand, { rating: 1, isApproved: false });
  await insertReview(db, id.archived, { rating: 5 });
});
afterAll(async () => {
  await t.close();
});

async function list(query = '') {
  const response = await t.app.inject({ method: 'GET', url: `/api/products${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return {
    response,
    cards: productCardListSchema.parse(response.json()),
    total: Number(response.headers[catalogTotalHeader]),
    link: response.headers.link,
  };
}
const ids = (cards: readonly { id: number }[]) => cards.map((card) => card.id);

describe('GET /api/products: one page of active product cards', () => {
  it('answers the active products as cards, most popular first, with the total', async () => {
    const { cards, total, link } = await list();
    expect(ids(cards)).toEqual([id.vinyl, id.yard, id.cards, id.stand, id.stickers]);
    expect(total).toBe(5);
    expect(link).toBeUndefined();
  });

  it('a card holds what the card shows, and nothing of the full product', async () => {
    const { response, cards } = await list();
    expect(response.json()[0]).toEqual({
      id: id.vinyl,
      name: 'Vinyl Banner',
      slug: 'vinyl-banner',
      description: 'Outdoor vinyl, weather proof',
      categoryId: bannersId,
      basePrice: '24.99',
      fromPrice: '24.99',
      image: '/media/vinyl.webp',
      imageThumbnail: '/media/vinyl-600.webp',
      tags: ['Top Seller'],
      freeShipping: false,
      averageRating: 4.5,
      reviewCount: 2,
    });
    const card = (productId: number) => cards.find((entry) => entry.id === productId);
    expect(card(id.cards)).toMatchObject({
      fromPrice: '10.00',
      image: '/media/cards.webp',
      imageThumbnail: null,
      freeShipping: true,
      averageRating: 5,
      reviewCount: 1,
    });
    expect(card(id.yard)).toMatchObject({
      basePrice: '25.00',
      fromPrice: '12.00',
      image: null,
      imageThumbnail: null,
      averageRating: null,
      reviewCount: 0,
    });
    expect(response.body).not.toMatch(
      /"(overview|sizes|materials|seoTitle|media|images|isArchived)"|<p>Overview/,
    );
  });

  it.each<[string, string[]]>([
    ['popular', ['vinyl', 'yard', 'cards', 'stand', 'stickers']],
    ['fast-shipping', ['cards', 'yard', 'vinyl', 'stand', 'stickers']],
    ['price-asc', ['cards', 'stickers', 'yard', 'vinyl', 'stand']],
    ['price-desc', ['stand', 'vinyl', 'yard', 'cards', 'stickers']],
    ['newest', ['stickers', 'stand', 'yard', 'cards', 'vinyl']],
    ['rating', ['cards', 'stand', 'vinyl', 'yard', 'stickers']],
  ])('sort=%s', async (sort, expected) => {
    const { cards, total } = await list(`?sort=${sort}`);
    expect(ids(cards)).toEqual(expected.map((name) => id[name as keyof typeof id]));
    expect(total).toBe(5);
  });

  it.each<[string, string, string[]]>([
    ['a name, ignoring case', 'BANNER', ['vinyl', 'stand']],
    ['a substring of a word', 'anne', ['vinyl', 'stand']],
    ['a description', 'plastic', ['yard']],
    ['name or description', 'vinyl', ['vinyl', 'stickers']],
    ['trimmed', '%20%20cards%20%20', ['cards']],
    ['blank: everything', '%20%20%20', ['vinyl', 'yard', 'cards', 'stand', 'stickers']],
    ['empty: everything', '', ['vinyl', 'yard', 'cards', 'stand', 'stickers']],
    ["'%' literally", '%25', ['yard']],
    ["'_' literally", '_', ['stand']],
    ["'\\' literally", '%5C', ['stickers']],
    ['nothing', 'mug', []],
  ])('q: %s', async (_case, q, expected) => {
    const { cards, total } = await list(`?q=${q}`);
    expect(ids(cards)).toEqual(expected.map((name) => id[name as keyof typeof id]));
    expect(total).toBe(expected.length);
  });

  it.each<[string, string, string[]]>([
    ['a category', '?category=banners', ['vinyl', 'stand']],
    ['a category, sorted', '?category=banners&sort=newest', ['stand', 'vinyl']],
    ['a category and a search', '?category=banners&q=stand', ['stand']],
    ['a category without products', '?category=printing&q=banner', []],
    ['an unknown category', '?category=no-such-category', []],
  ])('%s', async (_case, query, expected) => {
    const { cards, total } = await list(query);
    expect(ids(cards)).toEqual(expected.map((name) => id[name as keyof typeof id]));
    expect(total).toBe(expected.length);
  });

  it('pages: the total and the neighbouring pages in the headers', async () => {
    const first = await list('?sort=newest&pageSize=2');
    expect(ids(first.cards)).toEqual([id.stickers, id.stand]);
    expect(first.total).toBe(5);
    expect(first.link).toBe('</api/products?sort=newest&pageSize=2&page=2>; rel="next"');

    const second = await list('?sort=newest&pageSize=2&page=2');
    expect(ids(second.cards)).toEqual([id.yard, id.cards]);
    expect(second.total).toBe(5);
    expect(second.link).toBe(
      '</api/products?sort=newest&pageSize=2&page=1>; rel="prev", </api/products?sort=newest&pageSize=2&page=3>; rel="next"',
    );

    const last = await list('?sort=newest&pageSize=2&page=3');
    expect(ids(last.cards)).toEqual([id.vinyl]);
    expect(last.link).toBe('</api/products?sort=newest&pageSize=2&page=2>; rel="prev"');
  });

  it('keeps the search and the category in the links', async () => {
    const { cards, total, link } = await list('?q=banner&category=banners&pageSize=1');
    expect(ids(cards)).toEqual([id.vinyl]);
    expect(total).toBe(2);
    expect(link).toBe('</api/products?q=banner&category=banners&pageSize=1&page=2>; rel="next"');
  });

  it('a page past the end is empty, with the real total and a link back to the last page', async () => {
    const { cards, total, link } = await list('?pageSize=2&page=7');
    expect(cards).toEqual([]);
    expect(total).toBe(5);
    expect(link).toBe('</api/products?pageSize=2&page=3>; rel="prev"');
    const sorted = await list('?sort=rating&pageSize=2&page=4');
    expect(sorted.cards).toEqual([]);
    expect(sorted.total).toBe(5);
  });

  it('sorted by rating, pages too', async () => {
    const { cards, total, link } = await list('?sort=rating&pageSize=2&page=2');
    expect(ids(cards)).toEqual([id.vinyl, id.yard]);
    expect(total).toBe(5);
    expect(link).toContain('rel="next"');
    expect(cards[0]).toMatchObject({ averageRating: 4.5, reviewCount: 2 });
  });

  it.each<[string, string, string]>([
    ['an unknown sort', '?sort=cheapest', 'sort'],
    ['a sort in another case', '?sort=Rating', 'sort'],
    ['page 0', '?page=0', 'page'],
    ['a page that is not a number', '?page=two', 'page'],
    ['a fractional page', '?page=1.5', 'page'],
    ['page size 0', '?pageSize=0', 'pageSize'],
    ['page size 101', '?pageSize=101', 'pageSize'],
    ['a category that is not a slug', '?category=Banners%20%26%20Signs', 'category'],
    ['an empty category', '?category=', 'category'],
    ['a search of 201 characters', `?q=${'a'.repeat(201)}`, 'q'],
    ['a NUL in the search', '?q=a%00b', 'q'],
  ])('%s is a 400 naming the field', async (_case, query, field) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/products${query}` });
    expect(response.statusCode).toBe(400);
    expect(issueFields(response.json())).toContain(field);
    expect(errorBodySchema.parse(response.json()).message).toContain(field);
  });

  it('takes the longest search and the largest page', async () => {
    expect((await list(`?q=${'a'.repeat(200)}`)).cards).toEqual([]);
    expect((await list('?pageSize=100')).cards).toHaveLength(5);
  });
});

describe('GET /api/products/:slug', () => {
  it('returns the product with every field', async () => {
    const product = await insertProduct(t.handle.db, {
      slug: 'yard-sign-test',
      hasDoubleSided: true,
      doubleSidedPrice: '5.5',
      quantityDiscounts: [{ minQuantity: 10, discountPercent: 10 }],
    });
    await insertReview(t.handle.db, product.id, { rating: 3 });
    const response = await t.app.inject({ method: 'GET', url: '/api/products/yard-sign-test' });
    expect(response.statusCode).toBe(200);
    const body = productSchema.parse(response.json());
    expect(body).toMatchObject({
      id: product.id,
      doubleSidedPrice: '5.50',
      averageRating: 3,
      reviewCount: 1,
    });
    expect(body.quantityDiscounts).toEqual([{ minQuantity: 10, discountPercent: 10 }]);
  });

  it.each([
    ['an unknown slug', '/api/products/no-such-product'],
    ['an archived product', '/api/products/archived-banner'],
  ])('answers 404 "Product not found" for %s', async (_case, url) => {
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(404);
    expect(errorBodySchema.parse(response.json())).toMatchObject({ message: 'Product not found' });
  });
});

describe('product HTML', () => {
  const dirty =
    '<script>alert(1)</script><img src=x onerror="alert(2)"><a href="javascript:alert(3)">x</a><p>Hello</p>';

  beforeAll(async () => {
    await insertProduct(t.handle.db, {
      slug: 'dirty-html',
      overview: dirty,
      specifications: '<table onmouseover="alert(4)"><tr><td>Size</td></tr></table>',
      faqs: '<h3>Q</h3><iframe src="https://evil.example"></iframe>',
    });
  });

  it('leaves GET /api/products/:slug sanitised, even when stored unsafe', async () => {
    for (let i = 0; i < 2; i += 1) {
      // The second read is answered by the cache: it must be just as clean.
      const response = await t.app.inject({ method: 'GET', url: '/api/products/dirty-html' });
      expect(response.statusCode).toBe(200);
      const product = productSchema.parse(response.json());
      expect(product.overview).toBe('<img src="x" /><a>x</a><p>Hello</p>');
      expect(product.specifications).toBe('<table><tr><td>Size</td></tr></table>');
      expect(product.faqs).toBe('<h3>Q</h3>');
      expect(response.body).not.toMatch(/<script|onerror|javascript:|onmouseover|iframe/);
    }
  });
});
