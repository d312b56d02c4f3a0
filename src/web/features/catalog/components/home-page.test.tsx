import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defaultPromoSettings } from '#shared/schemas/promo';
import { homeTitle } from '#shared/seo';
import { callsTo, handle, serve } from '#web/test/api-server.ts';
import { renderRoute } from '#web/test/render.tsx';
import { catalogServer, testCategories } from './catalog-fixtures.ts';

beforeEach(() => {
  const catalog = catalogServer();
  serve(
    handle('GET /api/products', (call) => catalog(call.url)),
    handle('GET /api/categories', () => testCategories),
    // The shared chrome's promo banner, switched off.
    handle('GET /api/promo-settings', () => ({ ...defaultPromoSettings, bannerEnabled: false })),
  );
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('HomePage', () => {
  it('shows the hero, the trust strip, the catalogue and the Why, About and Contact sections', async () => {
    renderRoute('/');
    expect(screen.getByRole('heading', { level: 1 })).toBeVisible();
    expect(screen.getByText('Fast Shipping!')).toBeVisible();
    const trust = screen.getByRole('region', { name: 'Why shop with us' });
    for (const text of [
      'Premium Quality',
      'Fast Turnaround',
      'Rush in 1-2 business days',
      'Best Price',
      'Price match guarantee',
      '100% Satisfaction',
      'Money back guarantee',
    ]) {
      expect(trust).toHaveTextContent(text);
    }
    expect(screen.getByRole('heading', { name: 'Find Your Perfect Product' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Why Choose PrintPro Signs?' })).toBeVisible();
    expect(document.getElementById('about')).not.toBeNull();
    expect(document.getElementById('contact')).not.toBeNull();
    await screen.findAllByRole('article');
    // One page of the catalogue, never the whole of it.
    const productCalls = callsTo()
      .map(({ url }) => new URL(url))
      .filter(({ pathname }) => pathname.startsWith('/api/products'))
      .map(({ pathname, search }) => pathname + search);
    expect(productCalls).toEqual(['/api/products?sort=popular&page=1&pageSize=24']);
    await waitFor(() => expect(document.title).toBe(homeTitle));
    expect(document.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${window.location.origin}/`,
    );
  });

  it("'Start Your Order' goes to #products, keeping the filters, and scrolls smoothly to it", async () => {
    const scrolled = vi.spyOn(Element.prototype, 'scrollIntoView');
    const { router } = renderRoute('/?category=custom-printing');
    await screen.findAllByRole('article');
    expect(screen.getAllByRole('article')).toHaveLength(2);
    const start = screen.getByRole('link', { name: /Start Your Order/ });
    expect(start).toHaveAttribute('href', '/?category=custom-printing#products');
    await waitFor(() => expect(document.documentElement.style.scrollBehavior).toBe('smooth'));

    await userEvent.click(start);
    expect(router.state.location.hash).toBe('#products');
    expect(router.state.location.search).toBe('?category=custom-printing');
    expect(scrolled.mock.contexts).toContain(document.getElementById('products'));
  });

  it('a fresh load of /#products scrolls to the catalogue', () => {
    const scrolled = vi.spyOn(Element.prototype, 'scrollIntoView');
    renderRoute('/#products');
    expect(scrolled.mock.contexts).toContain(document.getElementById('products'));
  });

  it('turns smooth scrolling off when leaving the home page', async () => {
    const { router } = renderRoute('/');
    await waitFor(() => expect(document.documentElement.style.scrollBehavior).toBe('smooth'));
    await act(() => router.navigate('/no/such/page'));
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    expect(document.documentElement.style.scrollBehavior).toBe('');
  });
});
