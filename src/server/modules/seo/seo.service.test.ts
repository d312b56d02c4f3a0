import { describe, expect, it, vi } from 'vitest';
import { resolvePage } from './seo.service.ts';

const deps = () => ({
  products: { findActiveBySlug: vi.fn(async () => undefined) },
  origin: 'https://shop.example',
});

describe('resolvePage', () => {
  it.each([
    ['/', 200, 'PrintPro Signs | Custom Printing & Signage', false, null],
    ['/cart', 200, 'PrintPro Signs | Custom Printing & Signage', true, null],
    ['/admin/orders', 200, 'PrintPro Signs | Custom Printing & Signage', true, null],
    [
      '/quote/aBcD_-1234567890123456789012345678901234',
      200,
      'PrintPro Signs | Custom Printing & Signage',
      true,
      null,
    ],
    ['/no-such-product', 404, 'Product Not Found | PrintPro Signs', true, 'no-such-product'],
    ['/products/no-such-product', 404, 'Product Not Found | PrintPro Signs', true, 'no-such-product'],
    ['/products/Bad%20Slug', 404, 'Product Not Found | PrintPro Signs', true, null],
    ['/a/b', 404, 'Page Not Found | PrintPro Signs', true, null],
    ['/%E0%A4%A', 404, 'Page Not Found | PrintPro Signs', true, null],
  ])('%s → %i %s', async (pathname, status, title, noindex, lookedUp) => {
    const d = deps();
    const page = await resolvePage(pathname, d);
    expect(page.status).toBe(status);
    expect(page.head.meta.title).toBe(title);
    expect(Boolean(page.head.noindex)).toBe(noindex);
    // Only a well-formed slug costs a query.
    if (lookedUp) expect(d.products.findActiveBySlug).toHaveBeenCalledWith(lookedUp);
    else expect(d.products.findActiveBySlug).not.toHaveBeenCalled();
  });
});
