import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CART_SESSION_KEY } from '#web/lib/cart-session.ts';
import { jsonResponse, mockFetch, renderWithProviders } from '#web/test/render.tsx';
import { SiteHeader } from './site-header.tsx';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  window.localStorage.clear();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

function cartAnswers(response: () => Response) {
  fetchMock.mockImplementation(mockFetch({ '/api/cart': () => response() }));
}

describe('SiteHeader cart badge', () => {
  it('shows the number of cart items when the cart holds items', async () => {
    cartAnswers(() => jsonResponse([{ id: 1 }, { id: 2 }, { id: 3 }]));
    renderWithProviders(<SiteHeader />);
    const cart = await screen.findByRole('link', { name: 'Cart, 3 items' });
    expect(within(cart).getByTestId('cart-count')).toHaveTextContent('3');
    expect(cart).toHaveAttribute('href', '/cart');

    const init = fetchMock.mock.lastCall?.[1] ?? {};
    expect(new Headers(init.headers).get('X-Session-Id')).toBe(window.localStorage.getItem(CART_SESSION_KEY));
  });

  it('shows no badge when the cart is empty', async () => {
    cartAnswers(() => jsonResponse([]));
    renderWithProviders(<SiteHeader />);
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const cart = screen.getByRole('link', { name: 'Cart' });
    expect(within(cart).queryByTestId('cart-count')).toBeNull();
  });

  it('treats a failed cart call as an empty cart', async () => {
    cartAnswers(() => jsonResponse({ message: 'Internal Server Error', code: 'INTERNAL' }, { status: 500 }));
    renderWithProviders(<SiteHeader />);
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const cart = screen.getByRole('link', { name: 'Cart' });
    expect(within(cart).queryByTestId('cart-count')).toBeNull();
  });
});

describe('SiteHeader navigation', () => {
  beforeEach(() => cartAnswers(() => jsonResponse([])));

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
