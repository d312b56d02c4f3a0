import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { sortOptions } from '#shared/catalog';
import type { ProductCard } from '#shared/schemas/catalog-page';
import type { Category } from '#shared/schemas/category';
import { AppProviders } from '#web/app/providers.tsx';
import { type ApiResolver, apiError, callsTo, handle, serve } from '#web/test/api-server.ts';
import { catalogPageResponse, createTestQueryClient } from '#web/test/render.tsx';
import { catalogServer, moreCards, testCards, testCategories } from './catalog-fixtures.ts';
import { ProductSection } from './product-section.tsx';

type ProductsResolver = ApiResolver<'GET /api/products'>;

/** GET /api/products as the server answers it: `cards` filtered, sorted and paged (catalogServer). */
function catalogOf(cards?: readonly ProductCard[]): ProductsResolver {
  const server = catalogServer(cards);
  return (call) => server(call.url);
}

function serveCatalog(
  answers: { products?: ProductsResolver; categories?: ApiResolver<'GET /api/categories'> } = {},
) {
  serve(
    handle('GET /api/products', answers.products ?? catalogOf()),
    handle('GET /api/categories', answers.categories ?? ((): Category[] => testCategories)),
  );
}

/** The query parameters of every GET /api/products so far, in order. */
function productRequests(): URLSearchParams[] {
  return callsTo('GET /api/products').map((call) => call.params);
}

/** The parameters of a request as a plain object, for comparing. */
const paramsOf = (params: URLSearchParams | undefined) => Object.fromEntries(params ?? []);

const lastProductRequest = () => paramsOf(productRequests().at(-1));

/** A catalogue server whose answers wait until `release()` (to look at the list while a request is out). */
function heldServer(answer: ProductsResolver = catalogOf()) {
  const waiting: (() => void)[] = [];
  let holding = false;
  return {
    handler: (async (call) => {
      if (holding) await new Promise<void>((resolve) => waiting.push(resolve));
      return answer(call);
    }) satisfies ProductsResolver,
    hold: () => {
      holding = true;
    },
    release: () => {
      holding = false;
      for (const resolve of waiting.splice(0)) resolve();
    },
  };
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

async function expectCards(names: string[]) {
  await waitFor(() => expect(cardNames()).toEqual(names));
}

const productList = () => screen.getByRole('list', { name: 'Products' });
const searchBox = () => screen.getByRole('searchbox', { name: 'Search products' });

const popularOrder = ['Vinyl Banners', 'Yard Signs', 'Business Cards', 'Posters', 'Mesh Banners'];

describe('ProductSection', () => {
  it('shows 8 placeholder cards while loading', () => {
    serveCatalog({ products: () => new Promise(() => {}), categories: () => new Promise(() => {}) });
    renderCatalog();
    expect(screen.getByRole('heading', { name: 'Find Your Perfect Product' })).toBeVisible();
    expect(screen.getAllByTestId('product-card-placeholder')).toHaveLength(8);
  });

  it('asks the server for the first page of 24 in the default sort, with no search or category', async () => {
    serveCatalog();
    renderCatalog();
    await waitForCards();
    expect(productRequests()).toHaveLength(1);
    expect(lastProductRequest()).toEqual({ sort: 'popular', page: '1', pageSize: '24' });
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
    expect(image).toHaveAttribute('width', '1200');
    expect(image).toHaveAttribute('height', '900');
    // 'starting at' is the card's fromPrice (the lowest size price), not the base price.
    expect(card.getByText('$22.00')).toBeVisible();
    expect(card.queryByText('$24.50')).toBeNull();
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
    expect(cards.getByText('$19.99')).toBeVisible();
    const posters = within(
      screen.getByRole('heading', { name: 'Posters' }).closest('article') as HTMLElement,
    );
    expect(posters.getByText('No reviews yet')).toBeVisible();
    expect(posters.queryByRole('img', { name: /Rated/ })).toBeNull();
    expect(posters.getByText('No image')).toBeInTheDocument();
    expect(screen.getByText('Showing 5 of 5 products')).toBeVisible();
  });

  it('loads the first row of pictures at once, the very first with high priority, and the rest lazily', async () => {
    const withImages = testCards.map((card, index) => ({
      ...card,
      image: `/media/card-${index}.webp`,
      imageThumbnail: null,
    }));
    serveCatalog({ products: catalogOf(withImages) });
    renderCatalog();
    await waitForCards();
    const images = screen
      .getAllByRole('article')
      .map((card) =>
        within(card).getByRole('img', { name: within(card).getByRole('heading').textContent ?? '' }),
      );
    expect(images.map((image) => image.getAttribute('loading'))).toEqual([
      'eager',
      'eager',
      'eager',
      'eager',
      'lazy',
    ]);
    expect(images.map((image) => image.getAttribute('fetchpriority'))).toEqual([
      'high',
      null,
      null,
      null,
      null,
    ]);
    // No srcset without a stored thumbnail.
    expect(images[0]).not.toHaveAttribute('srcset');
  });

  it("shows the server's answer in the server's order: the browser neither filters nor sorts", async () => {
    const [first, second, third] = testCards;
    // Deliberately in no order the browser would pick, and not matching the search.
    const answer = [third, first, second].filter((card) => card !== undefined);
    serveCatalog({ products: () => catalogPageResponse(answer, 3) });
    renderCatalog('/?q=zzz&sort=price-asc');
    await expectCards(['Yard Signs', 'Vinyl Banners', 'Business Cards']);
    expect(lastProductRequest()).toEqual({ q: 'zzz', sort: 'price-asc', page: '1', pageSize: '24' });
  });

  it("shows 'Failed to fetch products' with a Retry button that fetches again", async () => {
    let calls = 0;
    const server = catalogOf();
    serveCatalog({
      products: (call) => {
        calls += 1;
        return calls === 1 ? apiError(500, 'Internal Server Error', 'INTERNAL') : server(call);
      },
    });
    renderCatalog();
    expect(await screen.findByText('Failed to fetch products')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { name: 'Vinyl Banners' })).toBeVisible();
    expect(screen.queryByText('Failed to fetch products')).toBeNull();
  });

  it("an answer without the total header is 'Failed to fetch products'", async () => {
    serveCatalog({ products: () => testCards });
    renderCatalog();
    expect(await screen.findByText('Failed to fetch products')).toBeVisible();
  });

  it('searches as you type: the box follows each key, the previous cards stay while the answer loads', async () => {
    const server = heldServer();
    serveCatalog({ products: server.handler });
    const router = renderCatalog();
    await waitForCards();
    server.hold();

    await userEvent.type(searchBox(), 'BaNnEr');
    expect(searchBox()).toHaveValue('BaNnEr');
    await waitFor(() => expect(router.state.location.search).toBe('?q=BaNnEr'));
    expect(router.state.historyAction).toBe('REPLACE');
    // The request goes out once typing pauses (use-typing-debounce.test.ts times it), with the whole text.
    await waitFor(() =>
      expect(lastProductRequest()).toEqual({ q: 'BaNnEr', sort: 'popular', page: '1', pageSize: '24' }),
    );

    // While the answer is on its way the previous cards stay, marked busy; no placeholders flash.
    expect(cardNames()).toEqual(popularOrder);
    expect(productList()).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryAllByTestId('product-card-placeholder')).toHaveLength(0);

    server.release();
    await expectCards(['Vinyl Banners', 'Mesh Banners']);
    expect(productList()).not.toHaveAttribute('aria-busy');
    expect(screen.getByText('Showing 2 of 2 products')).toBeVisible();

    await userEvent.clear(searchBox());
    await userEvent.type(searchBox(), '  lawns ');
    await expectCards(['Yard Signs']);
    // Sent trimmed; the URL keeps what was typed.
    expect(lastProductRequest()).toEqual({ q: 'lawns', sort: 'popular', page: '1', pageSize: '24' });
    expect(router.state.location.search).toBe('?q=++lawns+');
    expect(searchBox()).toHaveValue('  lawns ');
  });

  it('asks once for a quickly typed search, not once per key', async () => {
    serveCatalog();
    renderCatalog();
    await waitForCards();
    // One input event with the whole word, then another key: both inside one pause.
    const box = searchBox();
    await act(async () => {
      fireEvent.change(box, { target: { value: 'ban' } });
      fireEvent.change(box, { target: { value: 'bann' } });
    });
    expect(productRequests()).toHaveLength(1);
    await waitFor(() => expect(productRequests()).toHaveLength(2));
    expect(lastProductRequest().q).toBe('bann');
    await expectCards(['Vinyl Banners', 'Mesh Banners']);
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
    await expectCards(['Business Cards', 'Posters']);
    expect(lastProductRequest()).toEqual({
      category: 'custom-printing',
      sort: 'popular',
      page: '1',
      pageSize: '24',
    });
    expect(router.state.location.search).toBe('?category=custom-printing');
    expect(router.state.historyAction).toBe('PUSH');

    await userEvent.click(screen.getByRole('button', { name: 'Outdoor & Weather Proof' }));
    await expectCards(['Yard Signs', 'Mesh Banners']);
    await userEvent.click(screen.getByRole('button', { name: 'Banners & Signs' }));
    await expectCards(['Vinyl Banners']);
    expect(lastProductRequest().category).toBe('banners-signs');
    expect(screen.getByText('Showing 1 of 1 product')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'All Products' }));
    await expectCards(popularOrder);
    expect(router.state.location.search).toBe('');
  });

  it('asks for each of the six sorts and shows the cards in its order', async () => {
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
      await expectCards(expected[label] ?? []);
      const value = sortOptions.find((option) => option.label === label)?.value;
      if (value === 'popular') continue;
      expect(lastProductRequest()).toEqual({ sort: value, page: '1', pageSize: '24' });
      expect(router.state.location.search).toBe(`?sort=${value}`);
    }
    expect(router.state.location.search).toBe('');
    // One request per sort; going back to Most Popular shows the answer already loaded.
    expect(productRequests().map((params) => params.get('sort'))).toEqual(
      sortOptions.map((option) => option.value),
    );
  });

  // Three pages of cards and a dozen clicks: over the 15 s default when both cores are busy (CI).
  it('shows 24 cards and Load more, which appends the next page and disappears at the end', async () => {
    const server = heldServer(catalogOf([...testCards, ...moreCards(45)]));
    serveCatalog({ products: server.handler });
    renderCatalog();
    await waitForCards();
    expect(screen.getAllByRole('article')).toHaveLength(24);
    expect(screen.getByText('Showing 24 of 50 products')).toBeVisible();
    expect(cardNames().slice(0, 5)).toEqual(popularOrder);

    server.hold();
    await userEvent.click(screen.getByRole('button', { name: 'Load more (26 more)' }));
    const loading = screen.getByRole('button', { name: 'Loading…' });
    expect(loading).toHaveAttribute('aria-disabled', 'true');
    expect(lastProductRequest()).toEqual({ sort: 'popular', page: '2', pageSize: '24' });
    // A second click while loading asks nothing more.
    await userEvent.click(loading);
    expect(productRequests()).toHaveLength(2);

    server.release();
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(48));
    expect(screen.getByText('Showing 48 of 50 products')).toBeVisible();
    // The keyboard goes on from the first newly loaded card.
    expect(screen.getByRole('link', { name: 'Customize Now: Extra Product 20' })).toHaveFocus();
    expect(cardNames().slice(0, 5)).toEqual(popularOrder);

    await userEvent.click(screen.getByRole('button', { name: 'Load more (2 more)' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(50));
    expect(lastProductRequest()).toEqual({ sort: 'popular', page: '3', pageSize: '24' });
    expect(screen.getByText('Showing 50 of 50 products')).toBeVisible();
    expect(screen.queryByRole('button', { name: /Load more/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'Customize Now: Extra Product 44' })).toHaveFocus();
    expect(new Set(cardNames()).size).toBe(50);

    // A new sort starts again from its first page.
    await userEvent.click(screen.getByRole('radio', { name: 'Newest First' }));
    await waitFor(() => expect(cardNames()[0]).toBe('Extra Product 45'));
    expect(screen.getAllByRole('article')).toHaveLength(24);
    expect(lastProductRequest()).toEqual({ sort: 'newest', page: '1', pageSize: '24' });
    expect(screen.getByRole('button', { name: 'Load more (26 more)' })).toBeVisible();
  }, 30_000);

  it("counts from the server's total, not from the cards it has", async () => {
    const page = moreCards(24);
    serveCatalog({ products: () => catalogPageResponse(page, 130) });
    renderCatalog();
    await waitForCards();
    expect(screen.getByText('Showing 24 of 130 products')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Load more (106 more)' })).toBeVisible();
  });

  it('keeps the cards and offers Load more again when the next page fails', async () => {
    const server = catalogOf([...testCards, ...moreCards(25)]);
    let failNext = true;
    serveCatalog({
      products: (call) => {
        if (call.params.get('page') === '2' && failNext) {
          failNext = false;
          return apiError(500, 'Oops', 'INTERNAL');
        }
        return server(call);
      },
    });
    renderCatalog();
    await waitForCards();
    await userEvent.click(screen.getByRole('button', { name: 'Load more (6 more)' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch products');
    expect(screen.getAllByRole('article')).toHaveLength(24);
    await userEvent.click(screen.getByRole('button', { name: 'Load more (6 more)' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(30));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('switches between grid and list view without asking the server again', async () => {
    serveCatalog();
    const router = renderCatalog();
    await waitForCards();
    const grid = screen.getByRole('button', { name: 'Grid view' });
    const list = screen.getByRole('button', { name: 'List view' });
    expect(grid).toHaveAttribute('aria-pressed', 'true');
    expect(list).toHaveAttribute('aria-pressed', 'false');
    expect(productList()).toHaveClass('grid-cols-1', 'md:grid-cols-2', 'lg:grid-cols-3', 'xl:grid-cols-4');

    await userEvent.click(list);
    expect(list).toHaveAttribute('aria-pressed', 'true');
    expect(grid).toHaveAttribute('aria-pressed', 'false');
    expect(productList()).toHaveClass('grid-cols-1');
    expect(productList()).not.toHaveClass('md:grid-cols-2');
    expect(screen.getAllByRole('article')[0]).toHaveClass('flex-row');
    expect(router.state.location.search).toBe('?view=list');
    expect(cardNames()).toEqual(popularOrder);

    await userEvent.click(grid);
    expect(router.state.location.search).toBe('');
    expect(productRequests()).toHaveLength(1);
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
    await userEvent.type(searchBox(), 'zzz');
    expect(await screen.findByText('No products found')).toBeVisible();
    expect(screen.getByText('Try adjusting your search or filter criteria')).toBeVisible();
    expect(screen.getByText('0 products found')).toBeVisible();
    expect(screen.queryAllByRole('article')).toHaveLength(0);
    expect(screen.queryByRole('button', { name: /Load more/ })).toBeNull();
    expect(lastProductRequest()).toEqual({
      q: 'zzz',
      category: 'custom-printing',
      sort: 'price-desc',
      page: '1',
      pageSize: '24',
    });

    await userEvent.click(screen.getByRole('button', { name: 'Clear Filters' }));
    await expectCards(popularOrder);
    expect(lastProductRequest()).toEqual({ sort: 'popular', page: '1', pageSize: '24' });
    expect(searchBox()).toHaveValue('');
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
    await expectCards(popularOrder);
    expect(searchBox()).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Grid view' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('radio', { name: 'Most Popular' })).toBeChecked();
    expect(router.state.location.search).toBe('');
  });

  it('says the catalogue is being updated when the shop has no products at all', async () => {
    serveCatalog({ products: () => catalogPageResponse([], 0) });
    renderCatalog();
    expect(await screen.findByText('Please check back soon — our catalogue is being updated.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Clear Filters' })).toBeNull();
  });

  it('sends the search, category and sort of the URL', async () => {
    serveCatalog();
    renderCatalog('/?q=banner&category=outdoor-weather-proof&sort=price-desc&view=list');
    await waitForCards();
    expect(searchBox()).toHaveValue('banner');
    expect(screen.getByRole('button', { name: 'Outdoor & Weather Proof' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('radio', { name: 'Price High to Low' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'List view' })).toHaveAttribute('aria-pressed', 'true');
    expect(cardNames()).toEqual(['Mesh Banners']);
    // The first request already has it all: the search from the URL is not held back.
    expect(productRequests().map(paramsOf)).toEqual([
      { q: 'banner', category: 'outdoor-weather-proof', sort: 'price-desc', page: '1', pageSize: '24' },
    ]);
  });

  it('waits for the categories, then falls back to All Products for an unknown category slug', async () => {
    let answerCategories: () => void = () => {};
    serveCatalog({
      categories: () =>
        new Promise<Category[]>((resolve) => {
          answerCategories = () => resolve(testCategories);
        }),
    });
    const router = renderCatalog('/?category=no-such-category&sort=newest');
    await waitFor(() => expect(callsTo('GET /api/categories')).not.toHaveLength(0));
    // Whether the slug exists is not known yet: nothing is asked, the placeholders show.
    expect(productRequests()).toHaveLength(0);
    expect(screen.getAllByTestId('product-card-placeholder')).toHaveLength(8);

    await act(async () => answerCategories());
    await waitForCards();
    expect(screen.getByRole('button', { name: 'All Products' })).toHaveAttribute('aria-pressed', 'true');
    expect(cardNames()).toHaveLength(5);
    // The unknown slug is never sent.
    expect(productRequests().map(paramsOf)).toEqual([{ sort: 'newest', page: '1', pageSize: '24' }]);
    await userEvent.click(screen.getByRole('radio', { name: 'Price Low to High' }));
    expect(router.state.location.search).toBe('?sort=price-asc');
  });

  it('follows the URL on Back: the search box and the list go back with it', async () => {
    serveCatalog();
    const router = renderCatalog();
    await waitForCards();
    await userEvent.click(screen.getByRole('button', { name: 'Custom Printing' }));
    await userEvent.type(searchBox(), 'post');
    await expectCards(['Posters']);
    await waitFor(() => expect(router.state.location.search).toBe('?q=post&category=custom-printing'));

    await act(() => router.navigate(-1));
    await waitFor(() => expect(searchBox()).toHaveValue(''));
    await expectCards(popularOrder);
    expect(screen.getByRole('button', { name: 'All Products' })).toHaveAttribute('aria-pressed', 'true');
  });
});
