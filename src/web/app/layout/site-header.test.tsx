import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { cartItem } from '#web/features/cart/components/checkout-fixtures.ts';
import { CART_SESSION_KEY } from '#web/lib/cart-session.ts';
import { type ApiAnswer, apiError, callsTo, handle, serve } from '#web/test/api-server.ts';
import { renderWithProviders } from '#web/test/render.tsx';
import { SiteHeader } from './site-header.tsx';

beforeEach(() => {
  window.localStorage.clear();
});

function cartAnswers(answer: () => ApiAnswer<'GET /api/cart'>) {
  serve(handle('GET /api/cart', answer));
}

const cartCalls = () => callsTo('GET /api/cart');

describe('SiteHeader cart badge', () => {
  it('shows the number of cart items when the cart holds items', async () => {
    cartAnswers(() => [cartItem({ id: 1 }), cartItem({ id: 2 }), cartItem({ id: 3 })]);
    renderWithProviders(<SiteHeader />);
    const cart = await screen.findByRole('link', { name: 'Cart, 3 items' });
    expect(within(cart).getByTestId('cart-count')).toHaveTextContent('3');
    expect(cart).toHaveAttribute('href', '/cart');

    const sent = cartCalls().at(-1)?.request.headers;
    expect(sent?.get('X-Session-Id')).toBe(window.localStorage.getItem(CART_SESSION_KEY));
  });

  it('shows no badge when the cart is empty', async () => {
    cartAnswers(() => []);
    renderWithProviders(<SiteHeader />);
    await waitFor(() => expect(cartCalls()).not.toHaveLength(0));
    const cart = screen.getByRole('link', { name: 'Cart' });
    expect(within(cart).queryByTestId('cart-count')).toBeNull();
  });

  it('treats a failed cart call as an empty cart', async () => {
    cartAnswers(() => apiError(500, 'Internal Server Error', 'INTERNAL'));
    renderWithProviders(<SiteHeader />);
    await waitFor(() => expect(cartCalls()).not.toHaveLength(0));
    const cart = screen.getByRole('link', { name: 'Cart' });
    expect(within(cart).queryByTestId('cart-count')).toBeNull();
  });
});

describe('SiteHeader navigation', () => {
  beforeEach(() => cartAnswers(() => []));

  it('links the brand home and lists Products, About, Contact and Admin', () => {
    renderWithProviders(<SiteHeader />);
    expect(screen.getByRole('link', { name: 'PrintPro Signs' })).toHaveAttribute('href', '/');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Products' })).toHaveAttribute('href', '/#products');
    expect(within(nav).getByRole('link', { name: 'About' })).toHaveAttribute('href', '/#about');
    expect(within(nav).getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/#contact');
    expect(within(nav).getByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/admin');
  });

  it('toggles the mobile menu with the menu button and closes it with Escape', async () => {
    const user = userEvent.setup();
    renderWithProviders(<SiteHeader />);
    const button = screen.getByRole('button', { name: 'Open menu' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    const menu = document.getElementById(button.getAttribute('aria-controls') ?? '');
    expect(menu).not.toBeNull();
    expect(menu).not.toBeVisible();

    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(button).toHaveAccessibleName('Close menu');
    expect(menu).toBeVisible();
    expect(within(menu as HTMLElement).getByRole('link', { name: 'Admin' })).toBeVisible();

    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(menu).not.toBeVisible();
    expect(button).toHaveFocus();
  });
});
