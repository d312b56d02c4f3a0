import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { testProduct } from '#web/test/fixtures.ts';
import { catalogPageResponse, jsonResponse, mockFetch, renderRoute } from '#web/test/render.tsx';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  fetchMock.mockImplementation(
    mockFetch({
      '/api/cart': () => jsonResponse([]),
      '/api/products': () => catalogPageResponse([]),
      '/api/categories': () => jsonResponse([]),
      '/api/products/vinyl-banners': () => jsonResponse(testProduct()),
      '/api/admin/me': () => jsonResponse({ message: 'Not logged in' }, { status: 401 }),
    }),
  );
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

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
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Login' })).toBeVisible();
    expect(fetchMock).toHaveBeenCalledWith('/api/admin/me', expect.anything());
  });

  it('loads the quote page at /quote/:token, in the storefront chrome and without the admin', async () => {
    const token = 'a'.repeat(43);
    fetchMock.mockImplementation(
      mockFetch({
        '/api/cart': () => jsonResponse([]),
        [`/api/quotes/${token}`]: () =>
          jsonResponse({ message: 'This quote link does not open a quote.' }, { status: 404 }),
      }),
    );
    renderRoute(`/quote/${token}`);
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'This link does not open a quote' },
        { timeout: 5000 },
      ),
    ).toBeVisible();
    expect(fetchMock).toHaveBeenCalledWith(`/api/quotes/${token}`, expect.anything());
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalledWith('/api/admin/me', expect.anything());
  });

  it.each(['/products/vinyl-banners', '/vinyl-banners'])('opens the product page at %s', async (url) => {
    renderRoute(url);
    expect(await screen.findByRole('heading', { level: 1, name: 'Vinyl Banners' })).toBeVisible();
    expect(fetchMock).toHaveBeenCalledWith('/api/products/vinyl-banners', expect.anything());
  });
});
