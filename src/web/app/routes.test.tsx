import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { apiMessages } from '#shared/errors';
import { defaultPromoSettings } from '#shared/schemas/promo';
import { defaultShippingSettings } from '#shared/shipping';
import { apiError, callsTo, handle, serve } from '#web/test/api-server.ts';
import { testProduct } from '#web/test/fixtures.ts';
import { catalogPageResponse, renderRoute } from '#web/test/render.tsx';

beforeEach(() => {
  serve(
    handle('GET /api/products', () => catalogPageResponse([])),
    handle('GET /api/categories', () => []),
    handle('GET /api/products/:slug', (call) =>
      call.pathParams.slug === 'vinyl-banners'
        ? testProduct()
        : apiError(404, 'Product not found', 'NOT_FOUND'),
    ),
    handle('GET /api/admin/me', () => apiError(401, 'Not logged in', 'UNAUTHORIZED')),
    // The shared chrome's promo banner, switched off.
    handle('GET /api/promo-settings', () => ({ ...defaultPromoSettings, bannerEnabled: false })),
    // The product page's delivery dates.
    handle('GET /api/shipping-settings', () => defaultShippingSettings),
  );
});

/** The paths asked of one route so far. */
const pathsOf = (route: Parameters<typeof callsTo>[0]) => callsTo(route).map((call) => call.path);

describe('routes', () => {
  it('shows the 404 page for a path of more than one segment, inside the shared chrome', async () => {
    renderRoute('/some/unknown/page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
    expect(
      screen.getByText("Sorry, the page you're looking for doesn't exist or has been moved."),
    ).toBeVisible();
    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(
      screen.getByText(`© ${new Date().getFullYear()} PrintPro Signs. All rights reserved.`),
    ).toBeInTheDocument();
  });

  it('renders the home page at /', async () => {
    renderRoute('/');
    expect(await screen.findByRole('heading', { level: 2, name: 'Find Your Perfect Product' })).toBeVisible();
    expect(document.getElementById('products')).not.toBeNull();
    expect(document.getElementById('about')).not.toBeNull();
    expect(document.getElementById('contact')).not.toBeNull();
  });

  it('loads the cart page at /cart', async () => {
    renderRoute('/cart');
    expect(await screen.findByRole('heading', { level: 1, name: 'Your Cart' })).toBeVisible();
  });

  it.each(['/admin', '/admin/orders'])('loads the lazy admin page at %s (the login first)', async (url) => {
    renderRoute(url);
    // The lazy admin chunk can take over 5 s to load when both cores are busy (CI).
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Admin Login' }, { timeout: 10_000 }),
    ).toBeVisible();
    expect(callsTo('GET /api/admin/me')).not.toHaveLength(0);
  });

  it('loads the quote page at /quote/:token, in the storefront chrome and without the admin', async () => {
    const token = 'a'.repeat(43);
    serve(handle('GET /api/quotes/:token', () => apiError(404, apiMessages.quoteNotFound, 'NOT_FOUND')));
    renderRoute(`/quote/${token}`);
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'This link does not open a quote' },
        { timeout: 5000 },
      ),
    ).toBeVisible();
    expect(pathsOf('GET /api/quotes/:token')).toContain(`/api/quotes/${token}`);
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(callsTo('GET /api/admin/me')).toEqual([]);
  });

  it.each(['/products/vinyl-banners', '/vinyl-banners'])('opens the product page at %s', async (url) => {
    renderRoute(url);
    expect(await screen.findByRole('heading', { level: 1, name: 'Vinyl Banners' })).toBeVisible();
    expect(pathsOf('GET /api/products/:slug')).toContain('/api/products/vinyl-banners');
  });
});
