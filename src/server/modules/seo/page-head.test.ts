import { describe, expect, it } from 'vitest';
import { testIndexHtml } from '#server/test/test-client';
import type { PageMeta } from '#shared/seo';
import { escapeHtml, injectPageHead, type PageHead, renderHeadTags } from './page-head.ts';

const indexHtml = testIndexHtml;

const meta = (overrides: Partial<PageMeta> = {}): PageMeta => ({
  title: 'Vinyl Banners | Custom Printing | PrintPro Signs',
  description: 'Banners.',
  keywords: 'banners, vinyl',
  canonical: 'https://shop.example/products/vinyl-banners',
  image: 'https://shop.example/media/a.webp',
  type: 'product',
  jsonLd: '{"@type":"Product"}',
  ...overrides,
});

describe('escapeHtml', () => {
  it('escapes the five HTML-special characters', () => {
    expect(escapeHtml(`<a href="x">Tom's & Jerry's</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;Tom&#39;s &amp; Jerry&#39;s&lt;/a&gt;',
    );
  });
});

describe('renderHeadTags', () => {
  it('writes every tag of a product page', () => {
    const head: PageHead = {
      meta: meta(),
      preloadImage: { url: '/media/a.webp', thumbnail: '/media/a-600.webp' },
    };
    expect(renderHeadTags(head).split('\n    ')).toEqual([
      '<meta name="description" content="Banners.">',
      '<meta name="keywords" content="banners, vinyl">',
      '<link rel="canonical" href="https://shop.example/products/vinyl-banners">',
      '<meta property="og:title" content="Vinyl Banners | Custom Printing | PrintPro Signs">',
      '<meta property="og:description" content="Banners.">',
      '<meta property="og:url" content="https://shop.example/products/vinyl-banners">',
      '<meta property="og:type" content="product">',
      '<meta property="og:image" content="https://shop.example/media/a.webp">',
      '<link rel="preload" as="image" href="/media/a.webp" imagesrcset="/media/a-600.webp 600w, /media/a.webp 1200w" imagesizes="(min-width: 1280px) 600px, (min-width: 1024px) 50vw, 100vw" fetchpriority="high">',
      '<script type="application/ld+json" id="page-json-ld">{"@type":"Product"}</script>',
    ]);
  });

  it.each([
    ['keywords', { keywords: null }, 'name="keywords"'],
    ['an image', { image: null }, 'og:image'],
    ['JSON-LD', { jsonLd: null }, '<script'],
  ])('leaves out what the page does not have: %s', (_case, overrides, absent) => {
    expect(renderHeadTags({ meta: meta(overrides) })).not.toContain(absent);
  });

  it('adds robots noindex when asked, and preloads just href without a 600-px variant', () => {
    const tags = renderHeadTags({
      meta: meta(),
      noindex: true,
      preloadImage: { url: '/a.png', thumbnail: null },
    });
    expect(tags).toContain('<meta name="robots" content="noindex">');
    expect(tags).toContain('<link rel="preload" as="image" href="/a.png" fetchpriority="high">');
  });

  it('escapes every attribute and keeps JSON-LD from closing its script', () => {
    const evil = '"><script>alert(1)</script>';
    const tags = renderHeadTags({
      meta: meta({
        title: evil,
        description: evil,
        keywords: evil,
        canonical: `https://shop.example/${evil}`,
        image: `https://shop.example/${evil}`,
        jsonLd: '{"name":"</script><script>alert(1)</script>"}',
      }),
      preloadImage: { url: `/${evil}`, thumbnail: `/${evil}` },
    });
    expect(tags).not.toContain('<script>');
    expect(tags).not.toContain('"><');
    expect(tags.match(/<script/g)).toHaveLength(1);
    expect(tags).toContain('&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
  });
});

describe('injectPageHead', () => {
  it('replaces the built title and puts the tags at the marker', () => {
    const html = injectPageHead(indexHtml, { meta: meta({ title: 'Banners & Signs' }) });
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<title>Banners &amp; Signs</title>');
    expect(html).not.toContain('<!--app-head-->');
    expect(html).toContain('<meta name="description" content="Banners.">\n    <meta name="keywords"');
    expect(html).toContain('<body><div id="root"></div></body>');
  });

  it('reads no replacement patterns in product text', () => {
    const html = injectPageHead(indexHtml, { meta: meta({ title: "$& $' $`", description: "$' $1" }) });
    expect(html).toContain('<title>$&amp; $&#39; $`</title>');
    expect(html).toContain('content="$&#39; $1"');
    expect(html.match(/<html/g)).toHaveLength(1);
  });

  it('adds the title and tags before </head> when the page has neither title nor marker', () => {
    const html = injectPageHead('<html><head></head><body></body></html>', { meta: meta() });
    expect(html).toMatch(/^<html><head><title>Vinyl Banners[^<]*<\/title>\n {4}<meta name="description"/);
    expect(html).toMatch(/<\/script>\n {2}<\/head><body><\/body><\/html>$/);
  });
});
