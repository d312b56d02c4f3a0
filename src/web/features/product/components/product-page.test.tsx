import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch, renderRoute } from '../../../test/render.tsx';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

describe('ProductPage', () => {
  it("shows 'Product Not Found' when the server answers 404", async () => {
    fetchMock.mockImplementation(
      mockFetch({
        '/api/cart': () => jsonResponse([]),
        '/api/products/no-such-thing': () =>
          jsonResponse({ message: 'Product not found', code: 'NOT_FOUND' }, { status: 404 }),
      }),
    );
    renderRoute('/products/no-such-thing');
    expect(await screen.findByRole('heading', { level: 1, name: 'Product Not Found' })).toBeVisible();
    expect(screen.getByText("The product you're looking for doesn't exist.")).toBeVisible();
  });

  it('shows a loading skeleton, then the product name as the heading', async () => {
    let answer: (response: Response) => void = () => {};
    fetchMock.mockImplementation(
      mockFetch({
        '/api/cart': () => jsonResponse([]),
        '/api/products/yard-signs': () => new Promise<Response>((resolve) => (answer = resolve)),
      }),
    );
    renderRoute('/yard-signs');
    expect(await screen.findByText('Loading product…')).toBeInTheDocument();
    answer(jsonResponse({ id: 3, name: 'Yard Signs', slug: 'yard-signs', basePrice: '12.5', images: [] }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Yard Signs' })).toBeVisible();
    expect(screen.getByText('$12.50')).toBeVisible();
  });

  it('offers a retry when the server fails for another reason', async () => {
    let failures = 1;
    fetchMock.mockImplementation(
      mockFetch({
        '/api/cart': () => jsonResponse([]),
        '/api/products/yard-signs': () =>
          failures-- > 0
            ? new Response('', { status: 503, statusText: 'Service Unavailable' })
            : jsonResponse({ id: 3, name: 'Yard Signs', slug: 'yard-signs', basePrice: '12.50', images: [] }),
      }),
    );
    renderRoute('/products/yard-signs');
    await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Yard Signs' })).toBeVisible();
  });
});
