import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearToasts } from '#web/components/ui/use-toast.ts';
import { type ApiCall, apiError } from '#web/test/api-server.ts';
import {
  adminOrderList,
  adminOrderRow,
  createFakeAdminApi,
  type FakeAdminApi,
  testAdmin,
} from '#web/test/fake-admin-api.ts';
import { renderRoute } from '#web/test/render.tsx';

let api: FakeAdminApi;

// The first render loads the admin's lazy route: over 5 s when the machine is busy.
const firstRender = { timeout: 10_000 };

const rows = [
  adminOrderRow(),
  adminOrderRow({
    id: 2,
    orderNumber: '#002',
    customerName: 'Grace Hopper',
    customerEmail: 'grace@example.com',
    productName: 'Business Cards',
    size: null,
    itemCount: 1,
    total: '50',
    status: 'in_progress',
    paymentMethod: 'store',
    paymentStatus: 'pending',
    shippingMethod: 'rush',
    rush: true,
  }),
];

beforeEach(() => {
  api = createFakeAdminApi({ me: testAdmin });
  api.override('GET /api/admin/orders', () => adminOrderList(rows));
});

afterEach(() => {
  act(() => clearToasts());
  // The phone test stubs matchMedia.
  vi.unstubAllGlobals();
});

const statusChange = 'PATCH /api/admin/orders/:id/status';
const orderCalls = () => api.callsTo('GET /api/admin/orders');
/** The address a call asked for, as the web wrote it: path and query. */
const requested = (call: ApiCall | undefined) => {
  if (!call) return undefined;
  const { pathname, search } = new URL(call.url);
  return pathname + search;
};
const orderRows = () => screen.findAllByTestId('order-row', {}, firstRender);
const toastRegion = () => screen.findByRole('region', { name: /notifications/i });

describe('Recent Orders', () => {
  it('lists the orders newest first with customer, product, amount, status and payment', async () => {
    renderRoute('/admin/orders');
    const [first, second] = (await orderRows()) as [HTMLElement, HTMLElement];
    const headers = within(screen.getByRole('table', { name: 'Orders table' })).getAllByRole('columnheader');
    expect(headers.map((header) => header.textContent)).toEqual([
      'Order ID',
      'Customer',
      'Product',
      'Amount',
      'Status',
      'Payment',
      'Shipping',
      'Actions',
    ]);
    const cells = (row: HTMLElement) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent);
    expect(cells(first).slice(0, 6)).toEqual([
      expect.stringMatching(/^#001.*Due Wed, May 7$/),
      'Ada Lovelaceada@example.com',
      "Vinyl Banner3' x 6'+2 more",
      '$135.50',
      'New',
      'PayPalPaid',
    ]);
    expect(cells(second).slice(0, 6)).toEqual([
      expect.stringMatching(/^#002/),
      'Grace Hoppergrace@example.com',
      'Business Cards',
      '$50.00',
      'In Progress',
      'Pay in StorePending',
    ]);
    expect(within(first).getByRole('button', { name: 'View order #001' })).toBeVisible();
    expect(within(first).getByRole('combobox', { name: 'Status of order #001' })).toHaveValue('new');
    expect(requested(orderCalls()[0])).toBe('/api/admin/orders?page=1');
    expect(orderCalls()[0]?.credentials).toBe('include');
  });

  it("says 'No orders found.' when there are none", async () => {
    api.override('GET /api/admin/orders', () => adminOrderList([]));
    renderRoute('/admin/orders');
    expect(await screen.findByText('No orders found.', {}, firstRender)).toBeVisible();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it("says 'Failed to fetch orders' when the list cannot be read, and tries again", async () => {
    api.override('GET /api/admin/orders', () => apiError(500, 'boom', 'INTERNAL'));
    renderRoute('/admin/orders');
    const alert = await screen.findByRole('alert', {}, firstRender);
    expect(alert).toHaveTextContent('Failed to fetch orders');
    api.override('GET /api/admin/orders', () => adminOrderList(rows));
    await userEvent.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await orderRows()).toHaveLength(2);
  });

  it('filters by status through the URL and the request', async () => {
    const { router } = renderRoute('/admin/orders');
    await orderRows();
    const filter = screen.getByRole('combobox', { name: 'Status' });
    expect(
      within(filter)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['All Orders', 'New', 'In Progress', 'Completed']);
    await userEvent.selectOptions(filter, 'In Progress');
    await waitFor(() => expect(orderCalls().at(-1)?.params.get('status')).toBe('in_progress'));
    expect(router.state.location.search).toBe('?status=in_progress');

    // All Orders was read before: its cached answer shows again at once.
    await userEvent.selectOptions(filter, 'All Orders');
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await orderRows()).toHaveLength(2);
    expect(orderCalls()).toHaveLength(2);

    await userEvent.click(screen.getByRole('button', { name: 'Refresh orders' }));
    await waitFor(() => expect(orderCalls()).toHaveLength(3));
    expect(requested(orderCalls().at(-1))).toBe('/api/admin/orders?page=1');
  });

  it('shows each order’s shipping method and marks a rush order', async () => {
    renderRoute('/admin/orders');
    const [first, second] = (await orderRows()) as [HTMLElement, HTMLElement];
    expect(first).toHaveTextContent('Standard');
    expect(within(first).queryByText('Rush', { exact: true })).toBeNull();
    expect(within(second).getByText('Rush', { exact: true })).toBeVisible();
  });

  it('searches once typing pauses and filters, all through the URL and the request, and clears them', async () => {
    const { router } = renderRoute('/admin/orders');
    await orderRows();
    const user = userEvent.setup();
    await user.type(screen.getByRole('searchbox', { name: 'Search orders' }), 'ada@ex');
    await waitFor(() => expect(orderCalls().at(-1)?.params.get('q')).toBe('ada@ex'));
    // One request for the whole word, not one a key.
    expect(orderCalls().filter((call) => call.params.has('q'))).toHaveLength(1);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Payment' }), 'Paid');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Paid with' }), 'PayPal');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Shipping' }), 'Store Pickup');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Rush' }), 'Rush only');
    await user.type(screen.getByLabelText('From'), '2026-11-01');
    await waitFor(() => {
      const params = orderCalls().at(-1)?.params;
      expect(Object.fromEntries(params ?? [])).toEqual({
        q: 'ada@ex',
        paymentStatus: 'completed',
        paymentMethod: 'paypal',
        shippingMethod: 'pickup',
        rush: 'true',
        from: '2026-11-01',
        page: '1',
      });
    });
    expect(router.state.location.search).toBe(
      '?q=ada%40ex&paymentStatus=completed&paymentMethod=paypal&shippingMethod=pickup&rush=true&from=2026-11-01',
    );
    await user.click(screen.getByRole('button', { name: 'Clear search and filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.getByRole('searchbox', { name: 'Search orders' })).toHaveValue('');
  });

  it('opens with the filters of the address', async () => {
    renderRoute('/admin/orders?q=grace&rush=true&to=2026-11-30');
    await orderRows();
    expect(screen.getByRole('searchbox', { name: 'Search orders' })).toHaveValue('grace');
    expect(screen.getByRole('combobox', { name: 'Rush' })).toHaveValue('true');
    expect(screen.getByLabelText('To')).toHaveValue('2026-11-30');
    expect(requested(orderCalls().at(-1))).toBe('/api/admin/orders?q=grace&rush=true&to=2026-11-30&page=1');
  });

  it('shows each order as a card on a phone: number, customer, amount, status and due date', async () => {
    vi.stubGlobal(
      'matchMedia',
      vi.fn((query: string) => ({
        matches: query === '(max-width: 767px)',
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      })),
    );
    renderRoute('/admin/orders');
    const cards = await screen.findByRole('list', { name: 'Orders' }, firstRender);
    expect(screen.queryByRole('table', { name: 'Orders table' })).toBeNull();
    const [first, second] = within(cards).getAllByTestId('order-row') as [HTMLElement, HTMLElement];
    expect(first).toHaveTextContent('#001');
    expect(first).toHaveTextContent('Ada Lovelace');
    expect(first).toHaveTextContent('$135.50');
    expect(first).toHaveTextContent('New');
    expect(first).toHaveTextContent('Due Wed, May 7');
    expect(second).toHaveTextContent('Rush');
    expect(within(first).getByRole('combobox', { name: 'Status of order #001' })).toHaveValue('new');
    await userEvent.click(within(first).getByRole('button', { name: 'View order #001' }));
    expect(await screen.findByRole('dialog')).toBeVisible();
  });

  it('exports the orders of the current search and filters, every page, as CSV', async () => {
    renderRoute('/admin/orders?q=grace&status=new&rush=true&page=2');
    await orderRows();
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      '/api/admin/orders/export.csv?q=grace&status=new&rush=true',
    );
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute('download');
  });

  it('shows the abandoned PayPal payments apart from the orders, through the URL and the request', async () => {
    const { router } = renderRoute('/admin/orders');
    await orderRows();
    api.override('GET /api/admin/orders', (call) =>
      adminOrderList(
        call.params.get('view') === 'abandoned'
          ? [
              adminOrderRow({
                id: 7,
                orderNumber: '#007',
                paymentMethod: 'paypal',
                paymentStatus: 'voided',
              }),
            ]
          : rows,
      ),
    );
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'Abandoned payments');
    await waitFor(() =>
      expect(requested(orderCalls().at(-1))).toBe('/api/admin/orders?view=abandoned&page=1'),
    );
    expect(router.state.location.search).toBe('?view=abandoned');
    expect(await screen.findByRole('heading', { name: 'Abandoned Payments' })).toBeVisible();
    const [row] = await orderRows();
    expect(row).toHaveTextContent('PayPalAbandoned');

    api.override('GET /api/admin/orders', () => adminOrderList([]));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'New');
    expect(await screen.findByText('No abandoned payments.', {}, firstRender)).toBeVisible();
    expect(router.state.location.search).toBe('?view=abandoned&status=new');
  });

  it('pages through the orders, keeping the filter', async () => {
    api.override('GET /api/admin/orders', (call) =>
      adminOrderList(rows, { page: Number(call.params.get('page')), total: 120, pageCount: 3 }),
    );
    const { router } = renderRoute('/admin/orders?status=completed&page=2');
    await orderRows();
    expect(requested(orderCalls()[0])).toBe('/api/admin/orders?status=completed&page=2');
    const pages = screen.getByRole('navigation', { name: 'Orders pages' });
    expect(within(pages).getByText('Page 2 of 3')).toBeVisible();

    await userEvent.click(within(pages).getByRole('button', { name: 'Next' }));
    expect(await within(pages).findByText('Page 3 of 3')).toBeVisible();
    expect(within(pages).getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(requested(orderCalls().at(-1))).toBe('/api/admin/orders?status=completed&page=3');
    expect(router.state.location.search).toBe('?status=completed&page=3');

    await userEvent.click(within(pages).getByRole('button', { name: 'Previous' }));
    await userEvent.click(within(pages).getByRole('button', { name: 'Previous' }));
    expect(await within(pages).findByText('Page 1 of 3')).toBeVisible();
    expect(within(pages).getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(router.state.location.search).toBe('?status=completed');
  });

  it('moves to the last page when the URL asks for one past the end', async () => {
    api.override('GET /api/admin/orders', (call) => {
      const page = Number(call.params.get('page'));
      return adminOrderList(page > 2 ? [] : rows, { page, total: 60, pageCount: 2 });
    });
    const { router } = renderRoute('/admin/orders?page=5');
    await orderRows();
    expect(router.state.location.search).toBe('?page=2');
    expect(orderCalls().map(requested)).toEqual(['/api/admin/orders?page=5', '/api/admin/orders?page=2']);
    expect(
      within(screen.getByRole('navigation', { name: 'Orders pages' })).getByText('Page 2 of 2'),
    ).toBeVisible();
  });

  it('has no paging controls for a single page', async () => {
    renderRoute('/admin/orders');
    await orderRows();
    expect(screen.queryByRole('navigation', { name: 'Orders pages' })).toBeNull();
  });

  it('changes an order status with a PATCH, then reads the list again', async () => {
    renderRoute('/admin/orders');
    const [first] = (await orderRows()) as [HTMLElement];
    api.override('GET /api/admin/orders', () =>
      adminOrderList([adminOrderRow({ status: 'completed' }), ...rows.slice(1)]),
    );
    await userEvent.selectOptions(
      within(first).getByRole('combobox', { name: 'Status of order #001' }),
      'Completed',
    );
    await waitFor(() => expect(api.callsTo(statusChange)).toHaveLength(1));
    const patch = api.callsTo(statusChange)[0];
    expect(requested(patch)).toBe('/api/admin/orders/1/status');
    expect(patch?.body).toEqual({ status: 'completed', notifyCustomer: true });
    await waitFor(() => expect(orderCalls()).toHaveLength(2));
    const [updated] = (await orderRows()) as [HTMLElement];
    await waitFor(() => expect(within(updated).getByText('Completed', { selector: 'span' })).toBeVisible());
    expect(await within(await toastRegion()).findByText('Order status updated')).toBeVisible();
  });

  it('sends the change without e-mailing the customer when the admin turns that off', async () => {
    renderRoute('/admin/orders');
    const [first] = (await orderRows()) as [HTMLElement];
    const choice = screen.getByRole('checkbox', { name: 'E-mail customers when I change a status' });
    expect(choice).toBeChecked();
    await userEvent.click(choice);
    expect(choice).not.toBeChecked();
    await userEvent.selectOptions(
      within(first).getByRole('combobox', { name: 'Status of order #001' }),
      'In Progress',
    );
    await waitFor(() => expect(api.callsTo(statusChange)).toHaveLength(1));
    expect(api.callsTo(statusChange)[0]?.body).toEqual({
      status: 'in_progress',
      notifyCustomer: false,
    });
  });

  it("says 'Failed to update order status' when the change fails, and keeps the old status", async () => {
    api.override(statusChange, () => apiError(500, 'nope', 'INTERNAL'));
    renderRoute('/admin/orders');
    const [first] = (await orderRows()) as [HTMLElement];
    const select = within(first).getByRole('combobox', { name: 'Status of order #001' });
    await userEvent.selectOptions(select, 'In Progress');
    expect(await within(await toastRegion()).findByText('Failed to update order status')).toBeVisible();
    await waitFor(() => expect(select).toHaveValue('new'));
  });

  it('opens the details of an order from View', async () => {
    renderRoute('/admin/orders');
    const [first] = (await orderRows()) as [HTMLElement];
    await userEvent.click(within(first).getByRole('button', { name: 'View order #001' }));
    const dialog = await screen.findByRole('dialog', { name: 'Order #001' });
    expect(await within(dialog).findByRole('heading', { name: 'Customer Information' })).toBeVisible();
    expect(requested(api.callsTo('GET /api/admin/orders/:id')[0])).toBe('/api/admin/orders/1');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(first).getByRole('button', { name: 'View order #001' })).toHaveFocus();
  });
});
