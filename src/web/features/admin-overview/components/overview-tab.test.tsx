import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { apiError } from '#web/test/api-server.ts';
import { createFakeAdminApi, type FakeAdminApi, overview, testAdmin } from '#web/test/fake-admin-api.ts';
import { renderRoute } from '#web/test/render.tsx';

let api: FakeAdminApi;

beforeEach(() => {
  api = createFakeAdminApi({ me: testAdmin });
});

const card = (name: string) => screen.getByRole('region', { name });
const stat = (label: string) =>
  within(screen.getByRole('list', { name: 'Sales by period' }))
    .getByRole('heading', { name: label })
    .closest('li') as HTMLElement;

describe('the Overview tab', () => {
  it('is where /admin lands: each period’s revenue and orders against the period before, and the average order', async () => {
    renderRoute('/admin');
    expect(
      await screen.findByRole('heading', { name: 'Sales at a glance' }, { timeout: 5000 }),
    ).toBeVisible();
    expect(screen.getByText(/America\/Chicago time/)).toBeVisible();

    expect(stat('Today so far')).toHaveTextContent('$0.000 ordersNo sales yesterday either');
    expect(stat('Last 7 days')).toHaveTextContent('$450.003 orders+13% vs the 7 days before');
    expect(stat('Last 30 days')).toHaveTextContent('$450.003 orders−50% vs the 30 days before');
    expect(stat('Average order value')).toHaveTextContent('$150.00Last 30 days');
  });

  it('shows the daily revenue with its figures as a table, and the top products, categories and codes', async () => {
    renderRoute('/admin/overview');
    const daily = await screen.findByRole(
      'region',
      { name: 'Daily revenue, last 30 days' },
      { timeout: 5000 },
    );
    expect(within(daily).getByText('The best day was Sat, Nov 28 with $450.00.')).toBeVisible();
    await userEvent.click(within(daily).getByText('Show the daily figures'));
    const rows = within(within(daily).getByRole('table')).getAllByRole('row');
    expect(rows).toHaveLength(31);
    expect(rows[26]).toHaveTextContent('Sat, Nov 283$450.00');

    const products = within(card('Top products, last 30 days')).getAllByRole('row');
    expect(products.map((row) => row.textContent)).toEqual([
      'ProductQuantityRevenue',
      'Vinyl Banner4$300.00',
      'Business Cards500$150.00',
    ]);
    expect(
      within(card('Top categories, last 30 days')).getByRole('row', { name: /Banners/ }),
    ).toHaveTextContent('Banners4$300.00');
    expect(
      within(card('Discount codes, last 30 days')).getByRole('row', { name: /SAVE10/ }),
    ).toHaveTextContent('SAVE101$135.00$15.00');
  });

  it('says when there is nothing to show', async () => {
    api.override('GET /api/admin/overview', () =>
      overview({
        daily: overview().daily.map((day) => ({ ...day, revenue: '0.00', orders: 0 })),
        topProducts: [],
        topCategories: [],
        discountCodes: [],
      }),
    );
    renderRoute('/admin/overview');
    expect(
      await screen.findByText('No paid orders in the last 30 days.', {}, { timeout: 5000 }),
    ).toBeVisible();
    expect(screen.getByText('No products sold in the last 30 days.')).toBeVisible();
    expect(screen.getByText('No discount code was used in the last 30 days.')).toBeVisible();
  });

  it('says when the overview cannot be read, and tries again', async () => {
    api.override('GET /api/admin/overview', () => apiError(500, 'down'));
    renderRoute('/admin/overview');
    expect(await screen.findByText('Failed to fetch the overview', {}, { timeout: 5000 })).toBeVisible();
    api.override('GET /api/admin/overview', () => overview());
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { name: 'Sales at a glance' })).toBeVisible();
  });
});
