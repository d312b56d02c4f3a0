import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Product } from '#shared/schemas/product';
import { defaultPromoSettings } from '#shared/schemas/promo';
import { defaultShippingSettings } from '#shared/shipping';
import { type ApiResolver, apiError, handle, serve } from '#web/test/api-server.ts';
import { testCategory, testProduct } from '#web/test/fixtures.ts';
import { renderRoute } from '#web/test/render.tsx';

const productNotFound = () => apiError(404, 'Product not found', 'NOT_FOUND');

/** GET /api/products/:slug answering `answer` for `slug`; any other product is not found. */
const productAt = (slug: string, answer: ApiResolver<'GET /api/products/:slug'>) =>
  handle('GET /api/products/:slug', (call) =>
    call.pathParams.slug === slug ? answer(call) : productNotFound(),
  );

// The calls the chrome makes, and no product.
beforeEach(() => {
  serve(
    handle('GET /api/categories', () => [testCategory()]),
    // The shared chrome's promo banner, switched off.
    handle('GET /api/promo-settings', () => ({ ...defaultPromoSettings, bannerEnabled: false })),
    // The configurator's delivery dates.
    handle('GET /api/shipping-settings', () => defaultShippingSettings),
    handle('GET /api/products/:slug', productNotFound),
  );
});

afterEach(() => {
  document.head.innerHTML = '';
  document.title = '';
});

/** The shop's API with one product (and the calls the chrome makes). */
function serveProduct(product = testProduct(), categories = [testCategory()]) {
  serve(
    handle('GET /api/categories', () => categories),
    productAt(product.slug, () => product),
    handle('GET /api/products/:id/reviews', (call) =>
      call.pathParams.id === String(product.id) ? [] : productNotFound(),
    ),
  );
}

function jsonLd() {
  return document.head.querySelector('script[type="application/ld+json"]');
}

describe('ProductPage', () => {
  it("shows 'Product Not Found' when the server answers 404", async () => {
    serve(productAt('no-such-thing', productNotFound));
    renderRoute('/products/no-such-thing');
    // The lazy product chunk (loaded first here) can take over 5 s when both cores are busy (CI).
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Product Not Found' }, { timeout: 10_000 }),
    ).toBeVisible();
    expect(screen.getByText("The product you're looking for doesn't exist.")).toBeVisible();
    expect(document.title).toBe('Product Not Found | PrintPro Signs');
    expect(jsonLd()).toBeNull();
  });

  it('shows a loading skeleton, then the product name as the heading', async () => {
    let answer: (product: Product) => void = () => {};
    serve(productAt('yard-signs', () => new Promise<Product>((resolve) => (answer = resolve))));
    renderRoute('/yard-signs');
    // The lazy product chunk and the first render can take seconds when both cores are busy (CI).
    expect(await screen.findByText('Loading product…', {}, { timeout: 5000 })).toBeInTheDocument();
    answer(testProduct({ name: 'Yard Signs', slug: 'yard-signs' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Yard Signs' }, { timeout: 5000 }),
    ).toBeVisible();
  });

  it('offers a retry when the server fails for another reason', async () => {
    let failures = 1;
    serve(
      productAt('yard-signs', () =>
        failures-- > 0
          ? new Response('', { status: 503, statusText: 'Service Unavailable' })
          : testProduct({ name: 'Yard Signs', slug: 'yard-signs' }),
      ),
    );
    renderRoute('/products/yard-signs');
    await userEvent.click(await screen.findByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Yard Signs' })).toBeVisible();
  });

  it('shows the breadcrumb Home / category / product, the category badge and the benefits', async () => {
    serveProduct();
    renderRoute('/products/vinyl-banners');
    const breadcrumb = await screen.findByRole('navigation', { name: 'Breadcrumb' });
    const category = await within(breadcrumb).findByRole('link', { name: 'Banners & Signs' });
    expect(category).toHaveAttribute('href', '/?category=banners-signs#products');
    expect(within(breadcrumb).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(breadcrumb).getByText('Vinyl Banners')).toHaveAttribute('aria-current', 'page');
    expect(screen.getAllByText('Banners & Signs')).toHaveLength(2);
    const benefits = screen.getByRole('list', { name: 'Why customers choose us' });
    expect(
      within(benefits)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Great Quality',
      'Fade Resistant',
      'Waterproof',
      'Best Prices',
      'Custom Size',
      'Fast Turnaround',
    ]);
    expect(screen.getByText('Heat-welded hems')).toBeVisible();
    expect(screen.getByText('2-3 business days')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Customize Your Order' })).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
  });

  it('shows the media sorted by order in the gallery', async () => {
    serveProduct();
    renderRoute('/products/vinyl-banners');
    const image = await screen.findByRole('img', { name: 'Vinyl Banners, image 1 of 2' });
    expect(image).toHaveAttribute('src', '/media/products/vinyl-banners-1.webp');
    expect(screen.getByText('1 / 2')).toBeVisible();
  });

  it('leaves the category out of the breadcrumb when the product has none', async () => {
    serveProduct(testProduct({ categoryId: null }));
    renderRoute('/products/vinyl-banners');
    const breadcrumb = await screen.findByRole('navigation', { name: 'Breadcrumb' });
    expect(
      within(breadcrumb)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Home', 'Vinyl Banners']);
  });

  it.each([
    [3, 4.67, '3 Reviews', 'Rated 4.7 out of 5'],
    [1, 4, '1 Review', 'Rated 4 out of 5'],
  ])('shows %i review(s) as %s with the stars', async (reviewCount, averageRating, label, stars) => {
    serveProduct(testProduct({ reviewCount, averageRating }));
    renderRoute('/products/vinyl-banners');
    await screen.findByRole('heading', { level: 1, name: 'Vinyl Banners' });
    expect(screen.getByText(label)).toBeVisible();
    expect(screen.getAllByRole('img', { name: stars })[0]).toBeVisible();
    expect(screen.getByRole('tab', { name: `Reviews (${reviewCount})` })).toBeVisible();
  });

  it("says 'No reviews yet' instead of a made-up rating", async () => {
    serveProduct(testProduct({ reviewCount: 0, averageRating: null }));
    renderRoute('/products/vinyl-banners');
    await screen.findByRole('heading', { level: 1, name: 'Vinyl Banners' });
    expect(screen.getByText('No reviews yet')).toBeVisible();
    expect(screen.queryByRole('img', { name: /^Rated/ })).not.toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Reviews (0)' })).toBeVisible();
  });

  it("falls back to the product's images, then to 'No media available'", async () => {
    serveProduct(testProduct({ media: [], images: ['/media/products/only.webp'] }));
    const { unmount } = renderRoute('/products/vinyl-banners');
    expect(await screen.findByRole('img', { name: 'Vinyl Banners, image 1 of 1' })).toHaveAttribute(
      'src',
      '/media/products/only.webp',
    );
    unmount();
    serveProduct(testProduct({ media: [], images: [], videos: [] }));
    renderRoute('/products/vinyl-banners');
    expect(await screen.findByText('No media available')).toBeVisible();
  });

  it('sets the title and head tags for the product and removes its JSON-LD when left', async () => {
    serveProduct(testProduct({ seoDescription: 'Banners printed overnight.' }));
    const { router } = renderRoute('/vinyl-banners');
    await screen.findByRole('heading', { level: 1, name: 'Vinyl Banners' });
    expect(document.title).toBe('Vinyl Banners | Custom Printing | PrintPro Signs');
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      'Banners printed overnight.',
    );
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${window.location.origin}/products/vinyl-banners`,
    );
    expect(JSON.parse(jsonLd()?.textContent ?? '{}')).toMatchObject({
      '@type': 'Product',
      name: 'Vinyl Banners',
    });

    await router.navigate('/cart');
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Vinyl Banners' })).toBeNull());
    expect(jsonLd()).toBeNull();
  });

  it("uses the product's SEO title when it has one", async () => {
    serveProduct(testProduct({ seoTitle: 'Custom Vinyl Banners, Printed Fast | PrintPro' }));
    renderRoute('/products/vinyl-banners');
    await screen.findByRole('heading', { level: 1, name: 'Vinyl Banners' });
    expect(document.title).toBe('Custom Vinyl Banners, Printed Fast | PrintPro');
  });
});
