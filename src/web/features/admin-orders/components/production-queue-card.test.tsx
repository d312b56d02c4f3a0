import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clearToasts } from '#web/components/ui/use-toast.ts';
import { apiError } from '#web/test/api-server.ts';
import {
  createFakeAdminApi,
  type FakeAdminApi,
  productionQueue,
  queueOrder,
  testAdmin,
} from '#web/test/fake-admin-api.ts';
import { renderRoute } from '#web/test/render.tsx';

let api: FakeAdminApi;

// The first render loads the admin's lazy route: over 5 s when the machine is busy.
const firstRender = { timeout: 10_000 };

beforeEach(() => {
  api = createFakeAdminApi({ me: testAdmin });
});

afterEach(() => {
  act(() => clearToasts());
});

const statusChange = 'PATCH /api/admin/orders/:id/status';

const group = (name: RegExp) => screen.getByRole('heading', { name }).closest('section') as HTMLElement;
const toastRegion = () => screen.findByRole('region', { name: /notifications/i });

const queue = productionQueue([
  queueOrder({
    id: 1,
    orderNumber: '#001',
    group: 'overdue',
    dueDate: '2026-11-30',
    customerName: 'Late Larry',
  }),
  queueOrder({
    id: 2,
    orderNumber: '#002',
    customerName: 'Rush Rita',
    customerCompany: null,
    status: 'in_progress',
    shippingMethod: 'rush',
    dueDate: '2026-12-04',
    group: 'this_week',
    lines: [
      {
        id: 21,
        productName: 'Yard Sign',
        size: '18" x 24"',
        quantity: 25,
        isRush: true,
        artwork: { designHelp: true, files: 0, filesToCheck: 0, proof: null },
      },
    ],
  }),
  queueOrder({
    id: 3,
    orderNumber: '#003',
    customerName: 'Proof Pat',
    dueDate: '2026-12-10',
    group: 'later',
    waitingOnProof: true,
    lines: [
      {
        id: 31,
        productName: 'Vinyl Banner',
        size: "3' x 6'",
        quantity: 1,
        isRush: false,
        artwork: { designHelp: false, files: 2, filesToCheck: 1, proof: 'sent' },
      },
    ],
  }),
]);

describe('the production queue', () => {
  it('groups the open orders by due date, with each line’s product, size, quantity and artwork', async () => {
    api.override('GET /api/admin/production-queue', () => queue);
    renderRoute('/admin/production');
    expect(await screen.findByRole('heading', { name: 'Production Queue' }, firstRender)).toBeVisible();
    expect(await screen.findByText(/today is Wed, Dec 2/)).toBeVisible();

    const overdue = group(/Overdue \(1\)/);
    expect(within(overdue).getByRole('link', { name: 'Order #001' })).toHaveAttribute(
      'href',
      '/admin/orders?order=1',
    );
    expect(within(overdue).getByText('Due Mon, Nov 30')).toBeVisible();
    expect(within(overdue).getByText(/Late Larry, Engines & Co · Store Pickup/)).toBeVisible();

    expect(within(group(/Due today \(0\)/)).getByText('Nothing else is due today.')).toBeVisible();

    const week = group(/Due this week \(1\)/);
    expect(within(week).getByText('Rush')).toBeVisible();
    expect(within(week).getByText('25 × Yard Sign, 18" x 24" (rush)')).toBeVisible();
    expect(within(week).getByText('Design by us')).toBeVisible();
    expect(within(week).getByRole('button', { name: 'Mark completed: order #002' })).toBeEnabled();

    const later = group(/Later \(1\)/);
    expect(within(later).getByText('Waiting on proof')).toBeVisible();
    expect(within(later).getByText('2 files, 1 to check · Proof sent')).toBeVisible();
    const blocked = within(later).getByRole('button', { name: 'Start production of order #003' });
    expect(blocked).toHaveAttribute('aria-disabled', 'true');
    expect(blocked).toHaveAccessibleDescription('Waits for the customer’s proof approval');
    await userEvent.click(blocked);
    expect(api.callsTo(statusChange)).toHaveLength(0);
  });

  it('starts production in one click, e-mailing the customer, and reads the queue again', async () => {
    api.override('GET /api/admin/production-queue', () => queue);
    renderRoute('/admin/production');
    const button = await screen.findByRole('button', { name: 'Start production of order #001' }, firstRender);
    const before = api.callsTo('GET /api/admin/production-queue').length;
    await userEvent.click(button);
    await waitFor(() => expect(api.callsTo(statusChange)).toHaveLength(1));
    const [patch] = api.callsTo(statusChange);
    expect(patch?.path).toBe('/api/admin/orders/1/status');
    expect(patch?.body).toEqual({ status: 'in_progress', notifyCustomer: true });
    expect(await within(await toastRegion()).findByText(/Order #001 is now In Progress/)).toBeVisible();
    await waitFor(() =>
      expect(api.callsTo('GET /api/admin/production-queue').length).toBeGreaterThan(before),
    );
  });

  it('changes a status without e-mailing when the admin says so', async () => {
    api.override('GET /api/admin/production-queue', () => queue);
    renderRoute('/admin/production');
    await userEvent.click(
      await screen.findByRole('checkbox', { name: 'E-mail customers when I change a status' }, firstRender),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Mark completed: order #002' }));
    await waitFor(() =>
      expect(api.callsTo(statusChange)[0]?.body).toEqual({
        status: 'completed',
        notifyCustomer: false,
      }),
    );
  });

  it('says when nothing is open', async () => {
    api.override('GET /api/admin/production-queue', () => productionQueue([]));
    renderRoute('/admin/production');
    expect(await screen.findByText('No open orders. Everything is done.', {}, firstRender)).toBeVisible();
  });

  it('says when the queue cannot be read, and tries again', async () => {
    api.override('GET /api/admin/production-queue', () => apiError(500, 'down', 'INTERNAL'));
    renderRoute('/admin/production');
    expect(await screen.findByText('Failed to fetch the production queue', {}, firstRender)).toBeVisible();
    api.override('GET /api/admin/production-queue', () => queue);
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('link', { name: 'Order #001' })).toBeVisible();
  });
});
