import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createFakeAdminApi,
  type FakeAdminApi,
  quoteRequest,
  quoteRequestList,
  testAdmin,
} from '#web/test/fake-admin-api.ts';
import { jsonResponse, renderRoute } from '#web/test/render.tsx';

let api: FakeAdminApi;

beforeEach(() => {
  api = createFakeAdminApi({ me: testAdmin });
  vi.stubGlobal('fetch', vi.fn(api.fetch));
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Quote Requests', () => {
  it("says 'No quote requests yet.' when there are none", async () => {
    renderRoute('/admin/orders');
    expect(await screen.findByText('No quote requests yet.', {}, { timeout: 5000 })).toBeVisible();
    expect(api.callsTo('GET /api/admin/quote-requests')[0]?.url).toBe('/api/admin/quote-requests?page=1');
  });

  it('lists each request with its name, a mail link, the product, the details and the date, page by page', async () => {
    api.override('GET /api/admin/quote-requests', (call) =>
      jsonResponse(
        quoteRequestList(
          [
            quoteRequest({ id: Number(call.params.get('page')) }),
            quoteRequest({
              id: 9,
              name: 'Alan Turing',
              email: 'alan@example.com',
              product: '',
              details: 'Stickers',
            }),
          ],
          { page: Number(call.params.get('page')), total: 75, pageCount: 2 },
        ),
      ),
    );
    const { router } = renderRoute('/admin/orders');
    const card = (await screen.findByRole('heading', { name: 'Quote Requests' }, { timeout: 5000 })).closest(
      'section',
    ) as HTMLElement;
    const [first, second] = (await within(card).findAllByTestId('quote-request')) as [
      HTMLElement,
      HTMLElement,
    ];
    expect(within(first).getByText('Grace Hopper')).toBeVisible();
    expect(within(first).getByRole('link', { name: 'grace@example.com' })).toHaveAttribute(
      'href',
      'mailto:grace@example.com',
    );
    expect(first).toHaveTextContent('Product: Yard Signs');
    expect(within(first).getByText('Fifty yard signs for a campaign.')).toBeVisible();
    expect(within(first).getByText(/2025/)).toHaveAttribute('datetime', '2025-05-02T12:00:00.000Z');
    expect(second).toHaveTextContent('Product: Not specified');

    const pages = within(card).getByRole('navigation', { name: 'Quote request pages' });
    await userEvent.click(within(pages).getByRole('button', { name: 'Next' }));
    expect(await within(pages).findByText('Page 2 of 2')).toBeVisible();
    await waitFor(() =>
      expect(api.callsTo('GET /api/admin/quote-requests').at(-1)?.url).toBe(
        '/api/admin/quote-requests?page=2',
      ),
    );
    expect(router.state.location.search).toBe('?quotePage=2');
  });

  it("says 'Failed to fetch quote requests' when the list cannot be read", async () => {
    api.override('GET /api/admin/quote-requests', () => jsonResponse({ message: 'boom' }, { status: 500 }));
    renderRoute('/admin/orders');
    expect(await screen.findByText('Failed to fetch quote requests', {}, { timeout: 5000 })).toBeVisible();
  });
});
