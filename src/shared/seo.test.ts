import { describe, expect, it } from 'vitest';
import {
  absoluteUrl,
  generatedProductJsonLd,
  homePageMeta,
  homeTitle,
  parseJsonLd,
  productDescription,
  productMainImage,
  productMainImageItem,
  productPageMeta,
  productTitle,
  type SeoProduct,
  serializeJsonLd,
} from './seo.ts';

const origin = 'https://shop.example';

const product = (overrides: Partial<SeoProduct> = {}): SeoProduct => ({
  name: 'Vinyl Banners',
  slug: 'vinyl-banners',
  description: 'Full-color custom vinyl banners.',
  basePrice: '24.99',
  sizes: [],
  customSize: null,
  images: ['/media/products/vinyl-banners-1.webp'],
  media: [],
  averageRating: null,
  reviewCount: 0,
  seoTitle: null,
  seoDescription: null,
  seoKeywords: null,
  seoScriptTags: null,
  ...overrides,
});

describe('productTitle', () => {
  it.each([
    ['no SEO title', null, 'Vinyl Banners | Custom Printing | PrintPro Signs'],
    ['a blank SEO title', '   ', 'Vinyl Banners | Custom Printing | PrintPro Signs'],
    ['an SEO title', ' Cheap Vinyl Banners Printed Fast ', 'Cheap Vinyl Banners Printed Fast'],
  ])('with %s', (_case, seoTitle, expected) => {
    expect(productTitle(product({ seoTitle }))).toBe(expected);
  });
});

describe('productDescription', () => {
  const long = `${'Custom banners printed on thick vinyl with grommets. '.repeat(5)}`;
  it.each([
    ['the SEO description first', { seoDescription: 'SEO text', description: 'Plain' }, 'SEO text'],
    ['the description when SEO is blank', { seoDescription: '  ', description: 'Plain' }, 'Plain'],
    ['white space flattened', { description: ' Two\n\n lines\there ' }, 'Two lines here'],
    ['a fallback without any text', { description: '' }, 'Vinyl Banners, custom printed by PrintPro Signs.'],
  ])('uses %s', (_case, overrides, expected) => {
    expect(productDescription(product(overrides))).toBe(expected);
  });

  it('keeps a text of exactly 160 characters', () => {
    const exact = 'x'.repeat(160);
    expect(productDescription(product({ description: exact }))).toBe(exact);
  });

  it('cuts a longer text at a word boundary, ending with an ellipsis, within 160 characters', () => {
    const result = productDescription(product({ description: long }));
    expect(result.length).toBeLessThanOrEqual(160);
    expect(result.length).toBeGreaterThan(130);
    expect(result).toMatch(/[a-z]\.\.\.$/);
    expect(long.startsWith(result.slice(0, -3))).toBe(true);
  });

  it('cuts a text without spaces mid-word, and never halves an emoji', () => {
    expect(productDescription(product({ description: 'y'.repeat(300) }))).toBe(`${'y'.repeat(157)}...`);
    const emoji = productDescription(product({ description: '🎉'.repeat(200) }));
    expect(Array.from(emoji)).toHaveLength(160);
    expect(emoji).toBe(`${'🎉'.repeat(157)}...`);
  });
});

describe('absoluteUrl', () => {
  it.each([
    ['https://shop.example', '/media/a.webp', 'https://shop.example/media/a.webp'],
    ['https://shop.example/', 'media/a.webp', 'https://shop.example/media/a.webp'],
    ['https://shop.example', 'https://cdn.example/a.webp', 'https://cdn.example/a.webp'],
    ['https://shop.example', '//cdn.example/a.webp', 'https://cdn.example/a.webp'],
    ['http://localhost:3000', '//cdn.example/a.webp', 'http://cdn.example/a.webp'],
  ])('%s + %s', (base, path, expected) => {
    expect(absoluteUrl(base, path)).toBe(expected);
  });
});

describe('productMainImage', () => {
  it.each([
    ['no pictures', product({ images: [], media: [] }), null, null],
    ['only images', product(), '/media/products/vinyl-banners-1.webp', null],
    [
      'media, sorted by order, skipping videos',
      product({
        media: [
          { type: 'image', url: '/b.webp', thumbnail: '/b-600.webp', order: 2 },
          { type: 'video', url: '/v.mp4', thumbnail: null, order: 0 },
          { type: 'image', url: '/a.webp', thumbnail: '/a-600.webp', order: 1 },
        ],
      }),
      '/a.webp',
      '/a-600.webp',
    ],
  ])('with %s', (_case, subject, url, thumbnail) => {
    expect(productMainImage(subject)).toBe(url);
    expect(productMainImageItem(subject)).toEqual(url ? { url, thumbnail } : null);
  });
});

describe('serializeJsonLd', () => {
  it('writes <, >, & and line separators as \\u escapes, so the script element cannot be closed', () => {
    const text = serializeJsonLd({ name: '</script><script>alert(1)</script> & \u2028' });
    expect(text).not.toMatch(/[<>&\u2028]/);
    expect(text).toContain('\\u003c/script\\u003e');
    expect(text).toContain('\\u0026');
    expect(text).toContain('\\u2028');
    expect(JSON.parse(text)).toEqual({ name: '</script><script>alert(1)</script> & \u2028' });
  });
});

describe('parseJsonLd', () => {
  const item = { '@context': 'https://schema.org', '@type': 'Product', name: 'Banner' };
  const json = JSON.stringify(item);

  it.each([
    ['a JSON object with @context and @type', json, item],
    ['an object with only @type', '{"@type":"Thing"}', { '@type': 'Thing' }],
    [
      'a list of objects',
      `[${json},{"@context":"https://schema.org"}]`,
      [item, { '@context': 'https://schema.org' }],
    ],
    ['white space around it', `\n  ${json}  \n`, item],
    ['one wrapping JSON-LD script', `<script type="application/ld+json">${json}</script>`, item],
    [
      'a script with single quotes and spaces',
      `<SCRIPT type='application/ld+json' >\n${json}\n</SCRIPT >`,
      item,
    ],
    ['a script without a type', `<script>${json}</script>`, item],
    [
      'two scripts, as one list',
      `<script type="application/ld+json">${json}</script>\n<script type="application/ld+json">{"@type":"Thing"}</script>`,
      [item, { '@type': 'Thing' }],
    ],
  ])('accepts %s', (_case, text, expected) => {
    expect(parseJsonLd(text)).toEqual(expected);
  });

  it.each([
    ['null', null],
    ['an empty text', ''],
    ['blank text', '   '],
    ['garbage', 'not json at all {'],
    ['a JSON string', '"Product"'],
    ['a number', '42'],
    ['JSON null', 'null'],
    ['an object without @context or @type', '{"name":"Banner"}'],
    ['an empty list', '[]'],
    ['a list with a non-object', `[${json}, 1]`],
    ['a nested list', `[[${json}]]`],
    ['a script breakout', '</script><script>alert(1)</script>'],
    ['JavaScript in a script', '<script>alert(1)</script>'],
    ['a JavaScript-typed script', `<script type="text/javascript">${json}</script>`],
    [
      'a script with an event handler',
      `<script type="application/ld+json" onload="alert(1)">${json}</script>`,
    ],
    [
      'text after the script',
      `<script type="application/ld+json">${json}</script><img src=x onerror=alert(1)>`,
    ],
    ['an unclosed script', `<script type="application/ld+json">${json}`],
    ['JSON ending the script early', '<script type="application/ld+json">{"@type":"</script>"}</script>'],
  ])('rejects %s', (_case, text) => {
    expect(parseJsonLd(text)).toBeNull();
  });
});

describe('the generated offer', () => {
  const sizes = [
    { value: '3x6', label: "3' x 6'", price: '44.99' },
    { value: '2x4', label: "2' x 4'", price: '24.99' },
  ];
  const customSize = {
    ratePerSqFt: '2.50',
    minimumCharge: '10.00',
    unit: 'ft' as const,
    minWidthIn: 12,
    maxWidthIn: 192,
    minHeightIn: 12,
    maxHeightIn: 600,
    incrementIn: 6,
  };
  it.each([
    ['no sizes: the base price', {}, { '@type': 'Offer', price: '24.99' }],
    [
      'one size: its price',
      { sizes: [{ value: 'a', label: 'A', price: '30.00' }] },
      { '@type': 'Offer', price: '30.00' },
    ],
    [
      'sizes: from the cheapest to the dearest',
      { sizes },
      { '@type': 'AggregateOffer', lowPrice: '24.99', highPrice: '44.99', offerCount: 2 },
    ],
    [
      'sizes and a custom size whose minimum is lower: from the minimum, no upper bound',
      { sizes, customSize },
      { '@type': 'AggregateOffer', lowPrice: '10.00', offerCount: 3 },
    ],
    [
      'only a custom size: from the smallest one (4 sq ft at $4.00 = $16.00 over the $10.00 minimum)',
      { customSize: { ...customSize, ratePerSqFt: '4.00', minWidthIn: 24, minHeightIn: 24 } },
      { '@type': 'AggregateOffer', lowPrice: '16.00', offerCount: 1 },
    ],
  ])('%s', (_case, overrides, expected) => {
    const offers = generatedProductJsonLd(product(overrides), origin).offers as Record<string, unknown>;
    expect(offers).toEqual({
      ...expected,
      priceCurrency: 'USD',
      availability: 'https://schema.org/InStock',
      url: 'https://shop.example/products/vinyl-banners',
    });
  });
});

describe('generatedProductJsonLd', () => {
  it('describes the product with absolute URLs and an offer, and no rating without approved reviews', () => {
    const jsonLd = generatedProductJsonLd(product(), origin);
    expect(jsonLd).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Vinyl Banners',
      description: 'Full-color custom vinyl banners.',
      image: 'https://shop.example/media/products/vinyl-banners-1.webp',
      url: 'https://shop.example/products/vinyl-banners',
      brand: { '@type': 'Brand', name: 'PrintPro Signs' },
      offers: {
        '@type': 'Offer',
        price: '24.99',
        priceCurrency: 'USD',
        availability: 'https://schema.org/InStock',
        url: 'https://shop.example/products/vinyl-banners',
      },
    });
  });

  it.each([
    ['approved reviews', 4.5, 2, { ratingValue: 4.5, reviewCount: 2 }],
    ['no reviews', null, 0, undefined],
  ])('adds aggregateRating only with %s', (_case, averageRating, reviewCount, expected) => {
    const jsonLd = generatedProductJsonLd(product({ averageRating, reviewCount }), origin);
    if (expected) expect(jsonLd.aggregateRating).toMatchObject({ '@type': 'AggregateRating', ...expected });
    else expect(jsonLd).not.toHaveProperty('aggregateRating');
  });

  it('leaves out the image when the product has none', () => {
    expect(generatedProductJsonLd(product({ images: [] }), origin)).not.toHaveProperty('image');
  });
});

describe('productPageMeta', () => {
  it('gives every tag of the product page', () => {
    const meta = productPageMeta(product({ seoKeywords: ' banners, vinyl ' }), `${origin}/`);
    expect(meta).toMatchObject({
      title: 'Vinyl Banners | Custom Printing | PrintPro Signs',
      description: 'Full-color custom vinyl banners.',
      keywords: 'banners, vinyl',
      canonical: 'https://shop.example/products/vinyl-banners',
      image: 'https://shop.example/media/products/vinyl-banners-1.webp',
      type: 'product',
    });
    expect(JSON.parse(meta.jsonLd ?? '')).toMatchObject({ '@type': 'Product', offers: { price: '24.99' } });
  });

  it.each([
    [
      'valid JSON-LD',
      `<script type="application/ld+json">{"@type":"Product","name":"Own <b>"}</script>`,
      'own',
    ],
    ['invalid JSON-LD', '<script>alert(1)</script>', 'generated'],
    ['none', null, 'generated'],
  ])("uses the product's own script when it is %s", (_case, seoScriptTags, which) => {
    const meta = productPageMeta(product({ seoScriptTags, averageRating: 5, reviewCount: 1 }), origin);
    const jsonLd = JSON.parse(meta.jsonLd ?? '');
    if (which === 'own') {
      expect(jsonLd).toEqual({ '@type': 'Product', name: 'Own <b>' });
      expect(meta.jsonLd).toContain('\\u003cb\\u003e');
    } else {
      expect(jsonLd).toMatchObject({ '@type': 'Product', aggregateRating: { ratingValue: 5 } });
    }
  });

  it('has no keywords or image when the product has none', () => {
    const meta = productPageMeta(product({ images: [], seoKeywords: ' ' }), origin);
    expect(meta.keywords).toBeNull();
    expect(meta.image).toBeNull();
  });

  it('encodes the slug in the canonical URL', () => {
    expect(productPageMeta(product({ slug: 'a b' }), origin).canonical).toBe(
      'https://shop.example/products/a%20b',
    );
  });
});

describe('homePageMeta', () => {
  it('describes the shop with an Organization', () => {
    const meta = homePageMeta(origin);
    expect(meta).toMatchObject({ title: homeTitle, canonical: 'https://shop.example/', type: 'website' });
    expect(JSON.parse(meta.jsonLd ?? '')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'PrintPro Signs',
      url: 'https://shop.example/',
    });
  });
});
