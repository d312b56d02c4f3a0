import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch, renderWithProviders } from '../../../test/render.tsx';
import { ProductSection } from './product-section.tsx';

const fetchMock = vi.fn<typeof fetch>();

const banner = {
  id: 1,
  name: 'Vinyl Banners',
  slug: 'vinyl-banners',
  description: 'Durable outdoor banners.',
  basePrice: '24.5',
  images: ['/media/banner.webp', '/media/banner-2.webp'],
  tags: ['Top Seller'],
  freeShipping: true,
};
const cards = { ...banner, id: 2, name: 'Business Cards', slug: 'business-cards', images: [], tags: [] };

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

describe('ProductSection', () => {
  it('shows 8 placeholder cards while loading', () => {
    fetchMock.mockImplementation(() => new Promise<Response>(() => {}));
    renderWithProviders(<ProductSection />);
    expect(screen.getByRole('heading', { name: 'Find Your Perfect Product' })).toBeVisible();
    expect(screen.getAllByTestId('product-card-placeholder')).toHaveLength(8);
  });

  it('shows the products as cards with image, name, starting price and a Customize Now link', async () => {
    fetchMock.mockImplementation(mockFetch({ '/api/products': () => jsonResponse([banner, cards]) }));
    renderWithProviders(<ProductSection />);
    const article = (await screen.findByRole('heading', { name: 'Vinyl Banners' })).closest('article');
    expect(article).not.toBeNull();
    const card = within(article as HTMLElement);
    const image = card.getByRole('img', { name: 'Vinyl Banners' });
    expect(image).toHaveAttribute('src', '/media/banner.webp');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('width');
    expect(image).toHaveAttribute('height');
    expect(card.getByText('$24.50')).toBeVisible();
    expect(card.getByText(/starting at/)).toBeVisible();
    expect(card.getByRole('link', { name: /Customize Now/ })).toHaveAttribute(
      'href',
      '/products/vinyl-banners',
    );
    expect(screen.queryAllByTestId('product-card-placeholder')).toHaveLength(0);
    expect(screen.getAllByRole('article')).toHaveLength(2);
  });

  it("shows 'Failed to fetch products' with a Retry button that fetches again", async () => {
    let calls = 0;
    fetchMock.mockImplementation(
      mockFetch({
        '/api/products': () => {
          calls += 1;
          return calls === 1
            ? jsonResponse({ message: 'Internal Server Error', code: 'INTERNAL' }, { status: 500 })
            : jsonResponse([banner]);
        },
      }),
    );
    renderWithProviders(<ProductSection />);
    expect(await screen.findByText('Failed to fetch products')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Vinyl Banners' })).toBeVisible();
    expect(screen.queryByText('Failed to fetch products')).toBeNull();
  });
});
