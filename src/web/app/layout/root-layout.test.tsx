import { screen } from '@testing-library/react';
import type { Location } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultPromoSettings } from '#shared/schemas/promo';
import { catalogPageResponse, jsonResponse, mockFetch, renderRoute } from '#web/test/render.tsx';
import { scrollRestorationKey } from './root-layout.tsx';

const at = (key: string, url: string): Location => {
  const { pathname, search, hash } = new URL(url, 'http://shop.test');
  return { key, pathname, search, hash, state: null };
};

describe('scrollRestorationKey', () => {
  it("keys a page load's first entry by its URL, so page loads in one tab do not share a position", () => {
    expect(scrollRestorationKey(at('default', '/#products'))).toBe('default:/#products');
    expect(scrollRestorationKey(at('default', '/cart'))).not.toBe(scrollRestorationKey(at('default', '/')));
  });

  it('keys every later entry by its history key', () => {
    expect(scrollRestorationKey(at('k3x9', '/?q=banner'))).toBe('k3x9');
  });
});

describe('the promo banner in the shared chrome', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    window.localStorage.clear();
    fetchMock.mockImplementation(
      mockFetch({
        '/api/promo-settings': () => jsonResponse(defaultPromoSettings),
        '/api/cart': () => jsonResponse([]),
        '/api/products': () => catalogPageResponse([]),
        '/api/categories': () => jsonResponse([]),
        '/api/admin/me': () => jsonResponse({ message: 'Not logged in' }, { status: 401 }),
      }),
    );
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
  });

  it('sits above the site header on the storefront', async () => {
    renderRoute('/');
    const banner = await screen.findByRole('region', { name: 'Promotion' }, { timeout: 5000 });
    expect(banner).toHaveTextContent('LIMITED TIME: 50% OFF ALL ORDERS!');
    const header = screen.getByRole('banner');
    expect(banner.compareDocumentPosition(header) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    // The skip link stays the first thing to tab to.
    const skipLink = screen.getByRole('link', { name: 'Skip to content' });
    expect(skipLink.compareDocumentPosition(banner) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('is not shown, nor fetched, in the admin', async () => {
    renderRoute('/admin');
    // The lazy admin chunk can take seconds to load when both cores are busy (CI).
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Admin Login' }, { timeout: 5000 }),
    ).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Promotion' })).toBeNull();
    expect(fetchMock).not.toHaveBeenCalledWith('/api/promo-settings', expect.anything());
  });
});
