import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { webMessages } from '#shared/errors';
import { apiError, callsTo, serve } from '#web/test/api-server.ts';
import {
  adminOrder,
  createFakeAdminApi,
  type FakeAdminApi,
  testAdmin,
  unauthorized,
} from '#web/test/fake-admin-api.ts';
import { renderRoute } from '#web/test/render.tsx';

let api: FakeAdminApi;
/** The paths of the downloads that got no answer at all (see noConnection). */
let unanswered: string[];

beforeEach(() => {
  api = createFakeAdminApi({ me: testAdmin });
  unanswered = [];
});

afterEach(() => {
  vi.restoreAllMocks();
});

const download = 'GET /api/admin/download/:fileId';

/** A download that gets no answer: a network failure is no answer of the contract, so a plain handler. */
const noConnection = () =>
  serve(
    http.get('/api/admin/download/:fileId', ({ request }) => {
      unanswered.push(new URL(request.url).pathname);
      return HttpResponse.error();
    }),
  );

/** The paths of the downloads asked for, answered or not. */
const downloadsAsked = () => [...api.callsTo(download).map((call) => call.path), ...unanswered];

/** Every call of one method under /api/admin/orders/, whichever of the order's routes it went to. */
const orderCalls = (method: string) =>
  callsTo().filter((call) => call.method === method && call.path.startsWith('/api/admin/orders/'));

// The first render loads the admin's lazy route: over 5 s when the machine is busy.
const firstRender = { timeout: 10_000 };

async function openDetails() {
  renderRoute('/admin/orders');
  await userEvent.click(await screen.findByRole('button', { name: 'View order #001' }, firstRender));
  const dialog = await screen.findByRole('dialog', { name: 'Order #001' });
  await within(dialog).findByRole('heading', { name: 'Customer Information' });
  return dialog;
}

/** The value of a label in a details list (dt → dd). */
function detailOf(scope: HTMLElement, label: string): string | null | undefined {
  const term = within(scope).getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent;
}

const section = (dialog: HTMLElement, name: string) =>
  within(dialog).getByRole('heading', { name }).closest('section') as HTMLElement;

const item = (dialog: HTMLElement, name: RegExp) =>
  within(dialog).getByRole('heading', { name }).closest('article') as HTMLElement;

describe('order details', () => {
  it("shows the customer with 'Not provided' for what is missing, and no empty optional fields", async () => {
    // An order always has the customer's name and e-mail (the contract refuses them blank); the rest may be.
    const dialog = await openDetails();
    const customer = section(dialog, 'Customer Information');
    expect(detailOf(customer, 'Name')).toBe('Ada Lovelace');
    expect(detailOf(customer, 'Email')).toBe('ada@example.com');
    expect(detailOf(customer, 'Phone')).toBe('Not provided');
    expect(detailOf(customer, 'Order Date')).toMatch(/^(Apr 30|May 1|May 2), 2025$/);
    expect(detailOf(customer, 'Order Time')).toMatch(/^\d{1,2}:\d{2} (AM|PM)$/);
    expect(detailOf(customer, 'Due')).toBe('Wed, Dec 2');
    expect(within(customer).queryByText('Company')).toBeNull();
    expect(within(customer).queryByText('Customer Notes')).toBeNull();
  });

  it('shows the contact details and the optional fields when given', async () => {
    api.override('GET /api/admin/orders/:id', () =>
      adminOrder({
        customer: {
          name: 'Ada Lovelace',
          email: 'ada@example.com',
          phone: '555-0100',
          company: 'Analytical Engines',
          address: '12 Babbage St',
          city: 'Springfield',
          state: 'IL',
          zipCode: '62701',
          notes: 'Call before delivery',
        },
      }),
    );
    const customer = section(await openDetails(), 'Customer Information');
    expect(within(customer).getByRole('link', { name: 'ada@example.com' })).toHaveAttribute(
      'href',
      'mailto:ada@example.com',
    );
    expect(within(customer).getByRole('link', { name: '555-0100' })).toHaveAttribute('href', 'tel:555-0100');
    expect(detailOf(customer, 'Company')).toBe('Analytical Engines');
    expect(detailOf(customer, 'Address')).toBe('12 Babbage St');
    expect(detailOf(customer, 'City')).toBe('Springfield');
    expect(detailOf(customer, 'State')).toBe('IL');
    expect(detailOf(customer, 'ZIP Code')).toBe('62701');
    expect(detailOf(customer, 'Customer Notes')).toBe('Call before delivery');
  });

  it('shows every item with its details, every option and its design notes', async () => {
    const dialog = await openDetails();
    const banner = item(dialog, /Item 1 of 2: Vinyl Banner/);
    expect(detailOf(banner, 'Product')).toBe('Vinyl Banner');
    expect(detailOf(banner, 'Size')).toBe("3' x 6'");
    expect(detailOf(banner, 'Material')).toBe('13oz Vinyl');
    expect(detailOf(banner, 'Quantity')).toBe('2');
    expect(detailOf(banner, 'Double-Sided')).toBe('Yes');
    expect(detailOf(banner, 'Rush Order')).toBe('Yes');
    expect(detailOf(banner, 'Design Method')).toBe('Upload my artwork');
    const options = within(
      within(banner).getByRole('list', { name: 'Options of Vinyl Banner' }),
    ).getAllByRole('listitem');
    expect(options.map((option) => option.textContent)).toEqual([
      "Size: 3' x 6'",
      'Material: 13oz Vinyl',
      'Printing: Two-sided',
      'Grommets: Yes — Every 2 ft',
      'Turnaround: Rush (1-2 days)',
    ]);
    expect(within(banner).getByText('Keep the logo centered')).toBeVisible();

    const cards = item(dialog, /Item 2 of 2: Business Cards/);
    expect(detailOf(cards, 'Size')).toBe('Not provided');
    expect(detailOf(cards, 'Material')).toBe('Not provided');
    expect(detailOf(cards, 'Quantity')).toBe('500');
    expect(detailOf(cards, 'Double-Sided')).toBe('No');
    expect(detailOf(cards, 'Rush Order')).toBe('No');
    expect(detailOf(cards, 'Design Method')).toBe('Design it for me');
    expect(within(cards).getByText('No options chosen.')).toBeVisible();
    expect(within(cards).getByText('No design notes.')).toBeVisible();
    expect(within(cards).getByText('No files uploaded.')).toBeVisible();
  });

  it('lists the uploaded files with a type icon, the name, the size and a Download button', async () => {
    const banner = item(await openDetails(), /Vinyl Banner/);
    const files = within(within(banner).getByRole('list', { name: 'Uploaded files' })).getAllByRole(
      'listitem',
    );
    expect(
      files.map((file) => [
        file.querySelector('[data-file-kind]')?.getAttribute('data-file-kind'),
        file.querySelector('p')?.textContent,
        file.querySelectorAll('p')[1]?.textContent,
      ]),
    ).toEqual([
      ['image', 'banner-art.png', '2 KB'],
      ['pdf', 'proof.pdf', '1.5 MB'],
      ['file', 'logo.ai', '512 B'],
    ]);
    expect(within(banner).getByRole('button', { name: 'Download proof.pdf' })).toBeVisible();
  });

  it('shows the order summary with the discount, the shipping method, the status and the payment', async () => {
    const summary = section(await openDetails(), 'Order Summary');
    expect(detailOf(summary, 'Subtotal')).toBe('$130.00');
    expect(detailOf(summary, 'Discount (WELCOME10, 10%)')).toBe('−$13.00');
    expect(detailOf(summary, 'Shipping (Store Pickup)')).toBe('$0.00');
    expect(detailOf(summary, 'Total')).toBe('$117.00');
    expect(detailOf(summary, 'Status')).toBe('New');
    expect(detailOf(summary, 'Payment')).toBe('Pay in StorePending');
  });

  it.each([
    [
      'a missing file',
      () => api.override(download, () => apiError(404, 'Not found', 'NOT_FOUND')),
      webMessages.download.notFound,
    ],
    [
      'a server error',
      () => api.override(download, () => new Response('oops', { status: 500 })),
      webMessages.download.failed,
    ],
    [
      'an empty file',
      () => api.override(download, () => new Response('', { status: 200 })),
      webMessages.download.empty,
    ],
    ['no connection', noConnection, webMessages.download.network],
  ])('says so in an alert when a download fails: %s', async (_case, answer, message) => {
    answer();
    const banner = item(await openDetails(), /Vinyl Banner/);
    await userEvent.click(within(banner).getByRole('button', { name: 'Download banner-art.png' }));
    expect(await within(banner).findByRole('alert')).toHaveTextContent(message);
    expect(downloadsAsked()[0]).toBe('/api/admin/download/file-1');
  });

  it('saves a downloaded file under the name the server gives', async () => {
    const createObjectURL = vi.fn(() => 'blob:http://localhost/1');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    api.override(
      download,
      () =>
        new Response('%PDF-1.7', {
          headers: {
            'Content-Disposition': `attachment; filename="proof.pdf"; filename*=UTF-8''proof%20v2.pdf`,
          },
        }),
    );
    const banner = item(await openDetails(), /Vinyl Banner/);
    await userEvent.click(within(banner).getByRole('button', { name: 'Download proof.pdf' }));
    await waitFor(() => expect(saved).toEqual(['proof v2.pdf']));
    expect(within(banner).queryByRole('alert')).toBeNull();
  });

  it('goes back to the login screen when a download answers 401', async () => {
    api.override(download, () => unauthorized());
    const banner = item(await openDetails(), /Vinyl Banner/);
    await userEvent.click(within(banner).getByRole('button', { name: 'Download banner-art.png' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Login' })).toBeVisible();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("says 'Failed to fetch order details' when the order cannot be read", async () => {
    api.override('GET /api/admin/orders/:id', () => apiError(500, 'boom', 'INTERNAL'));
    renderRoute('/admin/orders');
    await userEvent.click(await screen.findByRole('button', { name: 'View order #001' }, firstRender));
    const dialog = await screen.findByRole('dialog', { name: 'Order #001' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failed to fetch order details');
  });

  describe('fulfilment', () => {
    it('saves a shipped order’s carrier and tracking number', async () => {
      api.override('GET /api/admin/orders/:id', () => adminOrder({ shippingMethod: 'standard' }));
      api.override('PATCH /api/admin/orders/:id/tracking', () =>
        adminOrder({
          shippingMethod: 'standard',
          tracking: { carrier: 'fedex', number: '7712 3456 7890' },
        }),
      );
      const dialog = await openDetails();
      const tracking = within(dialog).getByRole('form', { name: 'Tracking' });
      await userEvent.selectOptions(within(tracking).getByRole('combobox', { name: 'Carrier' }), 'FedEx');
      await userEvent.type(
        within(tracking).getByRole('textbox', { name: 'Tracking number' }),
        ' 7712 3456 7890 ',
      );
      await userEvent.click(within(tracking).getByRole('button', { name: 'Save tracking' }));
      await waitFor(() => expect(orderCalls('PATCH')).toHaveLength(1));
      expect(orderCalls('PATCH')[0]).toMatchObject({
        route: 'PATCH /api/admin/orders/:id/tracking',
        path: '/api/admin/orders/1/tracking',
        body: { tracking: { carrier: 'fedex', number: '7712 3456 7890' } },
      });
    });

    it('shows the server’s refusal beside the tracking number', async () => {
      api.override('GET /api/admin/orders/:id', () => adminOrder({ shippingMethod: 'standard' }));
      api.override('PATCH /api/admin/orders/:id/tracking', () =>
        apiError(
          400,
          'Enter the tracking number as the carrier gave it (letters and digits)',
          'VALIDATION_FAILED',
        ),
      );
      const dialog = await openDetails();
      const tracking = within(dialog).getByRole('form', { name: 'Tracking' });
      await userEvent.type(within(tracking).getByRole('textbox', { name: 'Tracking number' }), '<?>');
      await userEvent.click(within(tracking).getByRole('button', { name: 'Save tracking' }));
      expect(
        await within(tracking).findByText(
          'Enter the tracking number as the carrier gave it (letters and digits)',
        ),
      ).toBeVisible();
    });

    it('has no tracking for a pickup order, and marks an unpaid pay-in-store order paid', async () => {
      api.override('POST /api/admin/orders/:id/mark-paid', () =>
        adminOrder({ paymentStatus: 'completed', paidAt: '2026-11-26T10:00:00.000Z' }),
      );
      const dialog = await openDetails();
      expect(within(dialog).queryByRole('form', { name: 'Tracking' })).toBeNull();
      await userEvent.click(within(dialog).getByRole('button', { name: 'Mark as paid' }));
      await waitFor(() => expect(orderCalls('POST')).toHaveLength(1));
      expect(orderCalls('POST')[0]?.path).toBe('/api/admin/orders/1/mark-paid');
    });

    it('changes the status from the dialog, e-mailing the customer unless the admin says not to', async () => {
      const dialog = await openDetails();
      const fulfilment = section(dialog, 'Fulfilment');
      await userEvent.click(
        within(fulfilment).getByRole('checkbox', { name: 'E-mail the customer when I change the status' }),
      );
      await userEvent.selectOptions(
        within(fulfilment).getByRole('combobox', { name: 'Status of order #001' }),
        'Completed',
      );
      await waitFor(() => expect(orderCalls('PATCH')).toHaveLength(1));
      expect(orderCalls('PATCH')[0]).toMatchObject({ path: '/api/admin/orders/1/status' });
      expect(orderCalls('PATCH')[0]?.body).toEqual({
        status: 'completed',
        notifyCustomer: false,
      });
    });
  });
});
