import { screen } from '@testing-library/react';
import type { Location } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { defaultPromoSettings } from '#shared/schemas/promo';
import { apiError, callsTo, handle, serve } from '#web/test/api-server.ts';
import { catalogPageResponse, renderRoute } from '#web/test/render.tsx';
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
  beforeEach(() => {
    window.localStorage.clear();
    serve(
      handle('GET /api/promo-settings', () => defaultPromoSettings),
      handle('GET /api/products', () => catalogPageResponse([])),
      handle('GET /api/categories', () => []),
      handle('GET /api/admin/me', () => apiError(401, 'Not logged in', 'UNAUTHORIZED')),
    );
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
    // The lazy admin chunk can take over 5 s to load when both cores are busy (CI).
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Admin Login' }, { timeout: 10_000 }),
    ).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Promotion' })).toBeNull();
    expect(callsTo('GET /api/promo-settings')).toEqual([]);
  });
});
