import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sortOptions } from '#shared/catalog';
import { AppProviders } from '#web/app/providers.tsx';
import { createTestQueryClient, jsonResponse, mockFetch } from '#web/test/render.tsx';
import { testCategories, testProducts } from './catalog-fixtures.ts';
import { ProductSection } from './product-section.tsx';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

function serveCatalog(overrides: Parameters<typeof mockFetch>[0] = {}) {
  fetchMock.mockImplementation(
    mockFetch({
      '/api/products': () => jsonResponse(testProducts),
      '/api/categories': () => jsonResponse(testCategories),
      ...overrides,
    }),
  );
}

/** The section on its own route, so the URL (and how it changed) can be read from the router. */
function renderCatalog(url = '/') {
  const router = createMemoryRouter([{ path: '/', Component: ProductSection }], { initialEntries: [url] });
  render(
    <AppProviders client={createTestQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

/** The names on the visible cards, in order. */
function cardNames() {
  return screen
    .queryAllByRole('article')
    .map((card) => within(card).getByRole('heading', { level: 3 }).textContent);
}

async function waitForCards() {
  await screen.findAllByRole('article');
}

const popularOrder = ['Vinyl Banners', 'Yard Signs', 'Business Cards', 'Posters', 'Mesh Banners'];

describe('ProductSection', () => {
  it('shows 8 placeholder cards while loading', () => {
    fetchMock.mockImplementation(() => new Promise<Response>(() => {}));
    renderCatalog();
    expect(screen.getByRole('heading', { name: 'Find Your Perfect Product' })).toBeVisible();
    expect(screen.getAllByTestId('product-card-placeholder')).toHaveLength(8);
  });

  it('shows a card with picture, name, starting price, tags, free shipping, rating and a Customize Now link', async () => {
    serveCatalog();
    renderCatalog();
    const article = (await screen.findByRole('heading', { name: 'Vinyl Banners' })).closest('article');
    const card = within(article as HTMLElement);
    const image = card.getByRole('img', { name: 'Vinyl Banners' });
    expect(image).toHaveAttribute('src', '/media/banner.webp');
    expect(image).toHaveAttribute('srcset', '/media/banner-600.webp 600w, /media/banner.webp 1200w');
    expect(image.getAttribute('sizes')).toContain('(min-width: 1280px)');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('width', '1200');
    expect(image).toHaveAttribute('height', '900');
    expect(card.getByText('$24.50')).toBeVisible();
    expect(card.getByText(/starting at/)).toBeVisible();
    expect(card.getByText('Top Seller')).toBeVisible();
    expect(card.queryByText('Fast Shipping')).toBeNull();
    expect(card.getByText('Free shipping')).toBeVisible();
    expect(card.getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeVisible();
    expect(card.getByText('(2 Reviews)')).toBeVisible();
    expect(card.getByRole('link', { name: /Customize Now/ })).toHaveAttribute(
      'href',
      '/products/vinyl-banners',
    );
    expect(screen.queryAllByTestId('product-card-placeholder')).toHaveLength(0);

    const cards = within(
      screen.getByRole('heading', { name: 'Business Cards' }).closest('article') as HTMLElement,
    );
    expect(cards.getByText('Fast Shipping')).toBeVisible();
    expect(cards.getByText('(1 Review)')).toBeVisible();
    const posters = within(
      screen.getByRole('heading', { name: 'Posters' }).closest('article') as HTMLElement,
    );
    expect(posters.getByText('No reviews yet')).toBeVisible();
    expect(posters.queryByRole('img', { name: /Rated/ })).toBeNull();
    expect(screen.getByText('Showing 5 of 5 products')).toBeVisible();
  });

  it("shows 'Failed to fetch products' with a Retry button that fetches again", async () => {
    let calls = 0;
    serveCatalog({
      '/api/products': () => {
        calls += 1;
        return calls === 1
          ? jsonResponse({ message: 'Internal Server Error', code: 'INTERNAL' }, { status: 500 })
          : jsonResponse(testProducts);
      },
    });
    renderCatalog();
    expect(await screen.findByText('Failed to fetch products')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Vinyl Banners' })).toBeVisible();
    expect(screen.queryByText('Failed to fetch products')).toBeNull();
  });

  it('searches name and description as you type, replacing the history entry', async () => {
    serveCatalog();
    const router = renderCatalog();
    await waitForCards();
    const search = screen.getByRole('searchbox', { name: 'Search products' });
    await userEvent.type(search, 'BaNnEr');
    expect(cardNames()).toEqual(['Vinyl Banners', 'Mesh Banners']);
    expect(screen.getByText('Showing 2 of 5 products')).toBeVisible();
    await waitFor(() => expect(router.state.location.search).toBe('?q=BaNnEr'));
    expect(router.state.historyAction).toBe('REPLACE');

    await userEvent.clear(search);
    await userEvent.type(search, 'lawns');
    expect(cardNames()).toEqual(['Yard Signs']);
    await waitFor(() => expect(router.state.location.search).toBe('?q=lawns'));
    expect(search).toHaveValue('lawns');
  });

  it("filters by category with 'All Products' and one chip per API category", async () => {
    serveCatalog();
    const router = renderCatalog();
    await waitForCards();
    const chips = within(screen.getByRole('group', { name: 'Category' })).getAllByRole('button');
    expect(chips.map((chip) => chip.textContent)).toEqual([
      'All Products',
      'Banners & Signs',
      'Custom Printing',
      'Outdoor & Weather Proof',
    ]);
    expect(screen.getByRole('button', { name: 'All Products' })).toHaveAttribute('aria-pressed', 'true');

    await userEvent.click(screen.getByRole('button', { name: 'Custom Printing' }));
    expect(screen.getByRole('button', { name: 'Custom Printing' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'All Products' })).toHaveAttribute('aria-pressed', 'false');
    expect(cardNames()).toEqual(['Business Cards', 'Posters']);
    expect(router.state.location.search).toBe('?category=custom-printing');
    expect(router.state.historyAction).toBe('PUSH');

    await userEvent.click(screen.getByRole('button', { name: 'Outdoor & Weather Proof' }));
    expect(cardNames()).toEqual(['Yard Signs', 'Mesh Banners']);
    await userEvent.click(screen.getByRole('button', { name: 'Banners & Signs' }));
    expect(cardNames()).toEqual(['Vinyl Banners']);
    expect(screen.getByText('Showing 1 of 5 products')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'All Products' }));
    expect(cardNames()).toEqual(popularOrder);
    expect(router.state.location.search).toBe('');
  });

  it('orders the cards by each of the six sorts', async () => {
    serveCatalog();
    const router = renderCatalog();
    await waitForCards();
    expect(screen.getByRole('radio', { name: 'Most Popular' })).toBeChecked();
    expect(cardNames()).toEqual(popularOrder);
    const expected: Record<string, string[]> = {
      'Price Low to High': ['Posters', 'Yard Signs', 'Business Cards', 'Vinyl Banners', 'Mesh Banners'],
      'Price High to Low': ['Mesh Banners', 'Vinyl Banners', 'Business Cards', 'Yard Signs', 'Posters'],
      'Newest First': ['Mesh Banners', 'Posters', 'Yard Signs', 'Business Cards', 'Vinyl Banners'],
      'Best Rated': ['Business Cards', 'Yard Signs', 'Vinyl Banners', 'Mesh Banners', 'Posters'],
      'Fast Shipping': ['Business Cards', 'Posters', 'Mesh Banners', 'Vinyl Banners', 'Yard Signs'],
      'Most Popular': popularOrder,
    };
    for (const label of Object.keys(expected)) {
      await userEvent.click(screen.getByRole('radio', { name: label }));
      expect(screen.getByRole('radio', { name: label })).toBeChecked();
      expect(cardNames()).toEqual(expected[label]);
      const value = sortOptions.find((option) => option.label === label)?.value;
      expect(router.state.location.search).toBe(value === 'popular' ? '' : `?sort=${value}`);
    }
  });

  it('switches between grid and list view', async () => {
    serveCatalog();
    const router = renderCatalog();
    await waitForCards();
    const grid = screen.getByRole('button', { name: 'Grid view' });
    const list = screen.getByRole('button', { name: 'List view' });
    expect(grid).toHaveAttribute('aria-pressed', 'true');
    expect(list).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('list', { name: 'Products' })).toHaveClass(
      'grid-cols-1',
      'md:grid-cols-2',
      'lg:grid-cols-3',
      'xl:grid-cols-4',
    );

    await userEvent.click(list);
    expect(list).toHaveAttribute('aria-pressed', 'true');
    expect(grid).toHaveAttribute('aria-pressed', 'false');
    const products = screen.getByRole('list', { name: 'Products' });
    expect(products).toHaveClass('grid-cols-1');
    expect(products).not.toHaveClass('md:grid-cols-2');
    expect(screen.getAllByRole('article')[0]).toHaveClass('flex-row');
    expect(router.state.location.search).toBe('?view=list');
    expect(cardNames()).toEqual(popularOrder);

    await userEvent.click(grid);
    expect(router.state.location.search).toBe('');
  });

  it('shows and hides the filter panel with the Filters button', async () => {
    serveCatalog();
    renderCatalog();
    await waitForCards();
    const toggle = screen.getByRole('button', { name: /Filters/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: 'All Products' })).toBeVisible();
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('button', { name: 'All Products' })).toBeNull();
    expect(screen.queryByRole('radio', { name: 'Best Rated' })).toBeNull();
    await userEvent.click(toggle);
    expect(screen.getByRole('radio', { name: 'Best Rated' })).toBeVisible();
  });

  it('shows the empty state; Clear Filters resets search, category and sort, keeping the view', async () => {
    serveCatalog();
    const router = renderCatalog('/?category=custom-printing&sort=price-desc&view=list');
    await waitForCards();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search products' }), 'zzz');
    expect(screen.getByText('No products found')).toBeVisible();
    expect(screen.getByText('Try adjusting your search or filter criteria')).toBeVisible();
    expect(screen.getByText('Showing 0 of 5 products')).toBeVisible();
    expect(screen.queryAllByRole('article')).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Clear Filters' }));
    expect(cardNames()).toEqual(popularOrder);
    expect(screen.getByRole('searchbox', { name: 'Search products' })).toHaveValue('');
    expect(screen.getByRole('button', { name: 'All Products' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('radio', { name: 'Most Popular' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'List view' })).toHaveAttribute('aria-pressed', 'true');
    expect(router.state.location.search).toBe('?view=list');
    expect(screen.getByText('Showing 5 of 5 products')).toHaveFocus();
  });

  it('Reset All Filters resets search, category, sort and view', async () => {
    serveCatalog();
    const router = renderCatalog('/?q=zzz&category=custom-printing&sort=rating&view=list');
    expect(await screen.findByText('No products found')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Reset All Filters' }));
    expect(cardNames()).toEqual(popularOrder);
    expect(screen.getByRole('searchbox', { name: 'Search products' })).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Grid view' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('radio', { name: 'Most Popular' })).toBeChecked();
    expect(router.state.location.search).toBe('');
  });

  it('reads search, category, sort and view from the URL', async () => {
    serveCatalog();
    renderCatalog('/?q=banner&category=outdoor-weather-proof&sort=price-desc&view=list');
    await waitForCards();
    expect(screen.getByRole('searchbox', { name: 'Search products' })).toHaveValue('banner');
    expect(screen.getByRole('button', { name: 'Outdoor & Weather Proof' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('radio', { name: 'Price High to Low' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'List view' })).toHaveAttribute('aria-pressed', 'true');
    expect(cardNames()).toEqual(['Mesh Banners']);
  });

  it('falls back to All Products for an unknown category slug', async () => {
    serveCatalog();
    const router = renderCatalog('/?category=no-such-category&sort=newest');
    await waitForCards();
    expect(screen.getByRole('button', { name: 'All Products' })).toHaveAttribute('aria-pressed', 'true');
    expect(cardNames()).toHaveLength(5);
    await userEvent.click(screen.getByRole('radio', { name: 'Price Low to High' }));
    expect(router.state.location.search).toBe('?sort=price-asc');
  });

  it('follows the URL on Back: the search box and the list go back with it', async () => {
    serveCatalog();
    const router = renderCatalog();
    await waitForCards();
    await userEvent.click(screen.getByRole('button', { name: 'Custom Printing' }));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search products' }), 'post');
    expect(cardNames()).toEqual(['Posters']);
    await waitFor(() => expect(router.state.location.search).toBe('?q=post&category=custom-printing'));

    await act(() => router.navigate(-1));
    await waitFor(() => expect(screen.getByRole('searchbox', { name: 'Search products' })).toHaveValue(''));
    expect(cardNames()).toEqual(popularOrder);
    expect(screen.getByRole('button', { name: 'All Products' })).toHaveAttribute('aria-pressed', 'true');
  });
});
