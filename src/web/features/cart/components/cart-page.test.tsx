import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clearToasts } from '#web/components/ui/use-toast.ts';
import { apiError, callsTo, handle, serve } from '#web/test/api-server.ts';
import { renderRoute } from '#web/test/render.tsx';
import { type Shop, serveShop } from './cart-test-api.ts';
import { bannerItem, cartItem } from './checkout-fixtures.ts';

let shop: Shop;

beforeEach(() => {
  window.sessionStorage.clear();
  shop = serveShop([cartItem(), bannerItem()]);
});

afterEach(() => {
  act(() => clearToasts());
});

const cartLines = () => within(screen.getByRole('list', { name: 'Cart items' })).getAllByTestId('cart-line');
const badge = () => screen.queryByTestId('cart-count');
const toastRegion = () => screen.findByRole('region', { name: /notifications/i });

describe('cart page', () => {
  it("shows 'Your Cart is Empty' with a Continue Shopping link when the cart is empty", async () => {
    shop.items = [];
    renderRoute('/cart');
    expect(
      await screen.findByRole('heading', { name: 'Your Cart is Empty' }, { timeout: 5000 }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/#products');
    expect(screen.queryByRole('navigation', { name: 'Checkout progress' })).toBeNull();
  });

  it('shows a loading state, then every line with its options, files and prices', async () => {
    // The cart is the page's only request: hold its answer until the loading state has been seen.
    let answer = () => {};
    const held = new Promise<void>((resolve) => {
      answer = resolve;
    });
    serve(
      handle('GET /api/cart', async () => {
        await held;
        return shop.items;
      }),
    );
    renderRoute('/cart');
    expect(await screen.findByText('Loading your cart…', {}, { timeout: 5000 })).toBeInTheDocument();
    answer();
    await waitFor(() => expect(cartLines()).toHaveLength(2));
    const [cards, banner] = cartLines() as [HTMLElement, HTMLElement];
    expect(within(cards).getByRole('link', { name: 'Business Cards' })).toHaveAttribute(
      'href',
      '/products/business-cards',
    );
    expect(within(cards).getByText('Standard 3.5" x 2"')).toBeVisible();
    expect(within(cards).getByText('Rounded Corners')).toBeVisible();
    expect(within(cards).getByText('Gold foil')).toBeVisible();
    expect(within(cards).getByText('Two-sided')).toBeVisible();
    expect(within(cards).getByText('artwork.pdf')).toBeVisible();
    expect(within(cards).getByText('(20 KB)')).toBeVisible();
    expect(within(cards).getByTestId('line-quantity')).toHaveTextContent('2 × $25.00');
    expect(within(cards).getByTestId('line-before')).toHaveTextContent('$50.00');
    expect(within(cards).getByTestId('line-each')).toHaveTextContent('$25.00 each');
    expect(within(cards).queryByTestId('line-discount')).toBeNull();
    expect(within(cards).getByTestId('line-total')).toHaveTextContent('$50.00');
    expect(within(banner).getByText("3' x 6'")).toBeVisible();
    expect(within(banner).getByText('Grand opening, red and gold')).toBeVisible();
    expect(within(banner).getByText('No files attached')).toBeVisible();
    expect(screen.getByTestId('summary-subtotal')).toHaveTextContent('$90.00');
  });

  it('shows each file’s artwork check with its thumbnail, as the server worked it out', async () => {
    serveShop([
      cartItem({
        id: 21,
        files: [
          {
            id: 'f1',
            originalName: 'logo.png',
            size: 2048,
            mimeType: 'image/png',
            check: {
              level: 'low',
              headline: 'Low resolution: this may print blurry',
              reason: '600 × 300 px printed at 36 × 72 in is about 8 DPI, under 150 DPI.',
            },
            thumbnail: 'data:image/webp;base64,AAAA',
          },
        ],
      }),
    ]);
    renderRoute('/cart');
    const files = await screen.findByRole('list', { name: /^Files for/ }, { timeout: 5000 });
    expect(within(files).getByText('Low resolution: this may print blurry')).toBeVisible();
    expect(within(files).getByText(/about 8 DPI/)).toBeVisible();
    expect(files.querySelector('img')).toHaveAttribute('src', 'data:image/webp;base64,AAAA');
  });

  it('labels the lines from the cart answer alone: no request for the products or the categories', async () => {
    // Answered, so that a request for them would be counted below rather than only refused.
    serve(
      handle('GET /api/products', () => []),
      handle('GET /api/categories', () => []),
    );
    renderRoute('/cart');
    await waitFor(() => expect(cartLines()).toHaveLength(2), { timeout: 5000 });
    const [cards, banner] = cartLines() as [HTMLElement, HTMLElement];
    expect(within(cards).getByText('Soft-Touch')).toBeVisible();
    expect(within(cards).getByText('Standard (1-2 business days)')).toBeVisible();
    expect(within(banner).getByText('Grommets')).toBeVisible();
    expect(within(banner).getByText('Design it for me')).toBeVisible();
    expect(callsTo('GET /api/products')).toHaveLength(0);
    expect(callsTo('GET /api/categories')).toHaveLength(0);
  });

  it('says when a line’s price changed since it was added, and what it was', async () => {
    serveShop([cartItem({ priceWhenAdded: '18.00' }), bannerItem()]);
    renderRoute('/cart');
    await waitFor(() => expect(cartLines()).toHaveLength(2), { timeout: 5000 });
    const [cards, banner] = cartLines() as [HTMLElement, HTMLElement];
    expect(within(cards).getByTestId('line-repriced')).toHaveTextContent(
      'The price changed since you added this item: it was $18.00.',
    );
    expect(within(banner).queryByTestId('line-repriced')).toBeNull();
  });

  it('shows an error with a retry when the cart cannot be read', async () => {
    serve(handle('GET /api/cart', () => apiError(500, 'boom')));
    renderRoute('/cart');
    expect(await screen.findByRole('heading', { name: "We couldn't load your cart" })).toBeVisible();
    serve(handle('GET /api/cart', () => [cartItem()]));
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    await waitFor(() => expect(cartLines()).toHaveLength(1));
  });

  it('removes one line and the navigation badge follows', async () => {
    renderRoute('/cart');
    await waitFor(() => expect(cartLines()).toHaveLength(2));
    expect(badge()).toHaveTextContent('2');
    await userEvent.click(screen.getByRole('button', { name: 'Remove Business Cards' }));
    await waitFor(() => expect(cartLines()).toHaveLength(1));
    const [removal] = callsTo('DELETE /api/cart/:id');
    expect(removal?.path).toBe('/api/cart/11');
    expect(removal?.request.headers.get('X-Session-Id')).toMatch(/^[0-9a-f-]{36}$/);
    await waitFor(() => expect(badge()).toHaveTextContent('1'));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Review Your Order' })).toHaveFocus());
  });

  it("says 'Failed to remove item' when the removal fails, and keeps the line", async () => {
    serve(handle('DELETE /api/cart/:id', () => apiError(500, 'nope')));
    renderRoute('/cart');
    await waitFor(() => expect(cartLines()).toHaveLength(2));
    await userEvent.click(screen.getByRole('button', { name: 'Remove Vinyl Banner' }));
    const region = await toastRegion();
    expect(await within(region).findByText('Failed to remove item')).toBeVisible();
    expect(cartLines()).toHaveLength(2);
  });

  it("clears the cart after asking: 'Cart cleared', the empty state and no badge", async () => {
    renderRoute('/cart');
    await waitFor(() => expect(cartLines()).toHaveLength(2));
    await userEvent.click(screen.getByRole('button', { name: 'Clear Cart' }));
    const dialog = await screen.findByRole('dialog', { name: 'Clear your cart?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Clear Cart' }));
    expect(await screen.findByRole('heading', { name: 'Your Cart is Empty' })).toBeVisible();
    const region = await toastRegion();
    expect(await within(region).findByText('Cart cleared')).toBeVisible();
    expect(callsTo('DELETE /api/cart')).toHaveLength(1);
    expect(badge()).toBeNull();
  });

  it("keeps the cart when the clear is cancelled, and says 'Failed to clear cart' when it fails", async () => {
    serve(handle('DELETE /api/cart', () => apiError(500, 'nope')));
    renderRoute('/cart');
    await waitFor(() => expect(cartLines()).toHaveLength(2));
    await userEvent.click(screen.getByRole('button', { name: 'Clear Cart' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Keep Items' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(callsTo('DELETE /api/cart')).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Clear Cart' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Clear Cart' }));
    const region = await toastRegion();
    expect(await within(region).findByText('Error')).toBeVisible();
    expect(await within(region).findByText('Failed to clear cart')).toBeVisible();
    expect(cartLines()).toHaveLength(2);
  });
});
