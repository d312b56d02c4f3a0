import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AdminQuoteRequest, QuoteReply } from '#shared/schemas/quote-reply';
import { clearToasts } from '#web/components/ui/use-toast.ts';
import { type ApiCall, apiError } from '#web/test/api-server.ts';
import {
  createFakeAdminApi,
  type FakeAdminApi,
  quoteReply,
  quoteRequest,
  quoteRequestList,
  testAdmin,
} from '#web/test/fake-admin-api.ts';
import { serveAdminProducts } from '#web/test/fake-admin-products.ts';
import { makeProduct } from '#web/test/fixtures.ts';
import { renderRoute } from '#web/test/render.tsx';

let api: FakeAdminApi;

beforeEach(() => {
  api = createFakeAdminApi({ me: testAdmin });
});

afterEach(() => {
  act(() => clearToasts());
});

/** The path and query a call asked for, as the app wrote them. */
function requested(call: ApiCall | undefined) {
  if (!call) return undefined;
  const { pathname, search } = new URL(call.url);
  return pathname + search;
}

describe('Quote Requests', () => {
  it("says 'No quote requests yet.' when there are none", async () => {
    renderRoute('/admin/orders');
    expect(await screen.findByText('No quote requests yet.', {}, { timeout: 5000 })).toBeVisible();
    expect(requested(api.callsTo('GET /api/admin/quote-requests')[0])).toBe(
      '/api/admin/quote-requests?page=1',
    );
  });

  it('lists each request with its name, a mail link, the product, the details and the date, page by page', async () => {
    api.override('GET /api/admin/quote-requests', (call) =>
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
      expect(requested(api.callsTo('GET /api/admin/quote-requests').at(-1))).toBe(
        '/api/admin/quote-requests?page=2',
      ),
    );
    expect(router.state.location.search).toBe('?quotePage=2');
  });

  it("says 'Failed to fetch quote requests' when the list cannot be read", async () => {
    api.override('GET /api/admin/quote-requests', () => apiError(500, 'boom'));
    renderRoute('/admin/orders');
    expect(await screen.findByText('Failed to fetch quote requests', {}, { timeout: 5000 })).toBeVisible();
  });
});

const yardSigns = makeProduct({ id: 9, name: 'Yard Signs', slug: 'yard-signs' });
const oldStickers = makeProduct({ id: 11, name: 'Old Stickers', slug: 'old-stickers', isArchived: true });
// hidden: the toasts sit outside the open dialog, which hides the rest of the page from the accessibility tree.
const toastRegion = () => screen.findByRole('region', { name: /notifications/i, hidden: true });
const replyCalls = () => api.callsTo('POST /api/admin/quote-requests/:id/replies');

/** Serves one stored request (and the products to quote); a sent reply is added to it. */
function serveRequest(request: AdminQuoteRequest = quoteRequest()) {
  let stored = request;
  serveAdminProducts(api, () => [oldStickers, yardSigns]);
  api.override('GET /api/admin/quote-requests', () => quoteRequestList([stored]));
  return {
    addReply: (reply: QuoteReply) => {
      stored = { ...stored, replies: [...stored.replies, reply] };
    },
  };
}

/** Opens the reply dialog of Grace Hopper's request. */
async function openReplyDialog() {
  renderRoute('/admin/orders');
  await userEvent.click(
    await screen.findByRole('button', { name: 'Reply with a price to Grace Hopper' }, { timeout: 5000 }),
  );
  return screen.findByRole('dialog', { name: 'Reply with a price' });
}

/** Chooses a product in the dialog's product search. */
async function pickProduct(dialog: HTMLElement, name: string) {
  await userEvent.click(within(dialog).getByLabelText('Product'));
  const list = await screen.findByRole('listbox', { name: 'Products' });
  await userEvent.click(await within(list).findByRole('option', { name }));
}

/** Fills every field but the product with a good quote of 500 signs at $0.80. */
async function fillQuote(dialog: HTMLElement, { description = '18x24 in, double-sided, with stakes' } = {}) {
  const form = within(dialog);
  if (description) await userEvent.type(form.getByLabelText('Description'), description);
  await userEvent.type(form.getByLabelText('Quantity'), '500');
  await userEvent.type(form.getByLabelText('Price per piece'), '0.8');
}

describe('Quote replies', () => {
  it('shows each reply under its request: number, product, quantity × price = total, validity, orders and note', async () => {
    serveRequest(
      quoteRequest({
        replies: [
          quoteReply({ note: 'Stakes included.' }),
          quoteReply({
            id: 13,
            number: 'Q-13',
            quantity: 1000,
            unitPrice: '0.75',
            total: '750.00',
            validUntil: '2026-11-20',
            expired: true,
            orderNumbers: ['#042'],
          }),
        ],
      }),
    );
    renderRoute('/admin/orders');
    const replies = await screen.findByRole(
      'list',
      { name: 'Quotes sent to Grace Hopper' },
      { timeout: 5000 },
    );
    const [first, second] = within(replies).getAllByTestId('quote-reply') as [HTMLElement, HTMLElement];
    expect(first).toHaveTextContent('Q-12 · Yard Signs');
    expect(first).toHaveTextContent('18x24 in, double-sided, with stakes');
    expect(first).toHaveTextContent('500 × $0.80 each = $400.00');
    expect(within(first).getByText('Valid until Fri, Dec 11')).toBeVisible();
    expect(first).toHaveTextContent('Note: Stakes included.');
    expect(first).not.toHaveTextContent('Ordered');

    expect(second).toHaveTextContent('Q-13');
    expect(second).toHaveTextContent('1,000 × $0.75 each = $750.00');
    expect(within(second).getByText('Expired Fri, Nov 20')).toBeVisible();
    expect(within(second).getByText('Ordered: #042')).toBeVisible();
    expect(second).not.toHaveTextContent('Note:');
  });

  it('opens the form with the request for reference, and checks it before sending: nothing is sent', async () => {
    serveRequest();
    const dialog = await openReplyDialog();
    const form = within(dialog);
    expect(form.getByRole('region', { name: 'Request from Grace Hopper' })).toHaveTextContent(
      'Fifty yard signs for a campaign.',
    );
    expect(form.getByLabelText('Description')).toHaveValue('');
    expect(form.getByLabelText('Valid for (days)')).toHaveValue('14');

    await userEvent.click(form.getByRole('button', { name: 'Send the quote' }));
    expect(await form.findByText('Choose a product')).toBeVisible();
    expect(form.getByText('Describe what you quote')).toBeVisible();
    expect(form.getByText('Enter a quantity')).toBeVisible();
    expect(form.getByText('Enter a price per piece')).toBeVisible();
    expect(form.getByLabelText('Product')).toHaveFocus();

    await pickProduct(dialog, 'Yard Signs');
    await fillQuote(dialog, { description: '   ' });
    await userEvent.clear(form.getByLabelText('Valid for (days)'));
    await userEvent.type(form.getByLabelText('Valid for (days)'), '400');
    await userEvent.click(form.getByRole('button', { name: 'Send the quote' }));
    expect(await form.findByText('Describe what you quote')).toBeVisible();
    expect(form.getByLabelText('Description')).toHaveAttribute('aria-invalid', 'true');
    expect(form.getByLabelText('Description')).toHaveFocus();
    expect(form.getByText('A quote is valid for at most 365 days')).toBeVisible();
    expect(form.queryByText('Choose a product')).toBeNull();
    expect(form.queryByText('Enter a quantity')).toBeNull();
    expect(replyCalls()).toEqual([]);
  });

  it('offers only products on sale; one archived since the list was read, the server refuses beside the field', async () => {
    serveRequest();
    const dialog = await openReplyDialog();
    await userEvent.click(within(dialog).getByLabelText('Product'));
    const list = await screen.findByRole('listbox', { name: 'Products' });
    expect(await within(list).findByRole('option', { name: 'Yard Signs' })).toBeVisible();
    expect(within(list).queryByRole('option', { name: /Old Stickers/ })).toBeNull();
    expect(api.callsTo('GET /api/admin/products').at(-1)?.params.get('onSale')).toBe('true');
    await userEvent.click(within(list).getByRole('option', { name: 'Yard Signs' }));

    const message = 'Choose a product that is on sale: this one is archived.';
    api.override('POST /api/admin/quote-requests/:id/replies', () =>
      HttpResponse.json(
        {
          message: 'Validation failed',
          code: 'VALIDATION_FAILED',
          issues: [{ path: '/productId', message }],
        },
        { status: 400 },
      ),
    );
    await fillQuote(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send the quote' }));
    expect(await within(dialog).findByText(message)).toBeVisible();
    expect(within(dialog).getByLabelText('Product')).toHaveFocus();
  });

  it('sends the quote: the live total, exactly the body expected, Sending…, a toast and the list read again', async () => {
    const { addReply } = serveRequest();
    let answer: () => void = () => {};
    api.override('POST /api/admin/quote-requests/:id/replies', () => {
      const reply = quoteReply({ note: 'Stakes included.', validDays: 30 });
      addReply(reply);
      return new Promise<void>((resolve) => {
        answer = resolve;
      }).then(() => reply);
    });
    const dialog = await openReplyDialog();
    const form = within(dialog);
    await pickProduct(dialog, 'Yard Signs');
    await fillQuote(dialog);
    expect(form.getByText('Total: $400.00')).toBeVisible();
    await userEvent.clear(form.getByLabelText('Valid for (days)'));
    await userEvent.type(form.getByLabelText('Valid for (days)'), '30');
    await userEvent.type(form.getByLabelText(/^Note to the customer/), '  Stakes included. ');
    const listReads = api.callsTo('GET /api/admin/quote-requests').length;

    await userEvent.click(form.getByRole('button', { name: 'Send the quote' }));
    const sending = await form.findByRole('button', { name: 'Sending…' });
    expect(sending).toBeDisabled();
    expect(replyCalls().map((call) => call.path)).toEqual(['/api/admin/quote-requests/1/replies']);
    expect(replyCalls().map((call) => call.body)).toEqual([
      {
        productId: 9,
        description: '18x24 in, double-sided, with stakes',
        quantity: 500,
        unitPrice: '0.80',
        note: 'Stakes included.',
        validDays: 30,
        // Ordered once, unless the admin allows more.
        maxOrders: 1,
      },
    ]);

    answer();
    expect(
      await within(await toastRegion()).findByText('Quote Q-12 sent to grace@example.com'),
    ).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() =>
      expect(api.callsTo('GET /api/admin/quote-requests').length).toBeGreaterThan(listReads),
    );
    const replies = await screen.findByRole('list', { name: 'Quotes sent to Grace Hopper' });
    expect(replies).toHaveTextContent('Q-12 · Yard Signs');
    expect(replyCalls()).toHaveLength(1);
  });

  it('shows the server’s 400 issues beside their fields and focuses the first', async () => {
    serveRequest();
    api.override('POST /api/admin/quote-requests/:id/replies', () =>
      HttpResponse.json(
        {
          message: 'unitPrice: The quote’s total is too large for one order',
          code: 'VALIDATION_FAILED',
          issues: [
            { path: '/note', message: 'The note must be at most 2000 characters' },
            { path: 'unitPrice', message: 'The quote’s total is too large for one order' },
          ],
        },
        { status: 400 },
      ),
    );
    const dialog = await openReplyDialog();
    const form = within(dialog);
    await pickProduct(dialog, 'Yard Signs');
    await fillQuote(dialog);
    await userEvent.click(form.getByRole('button', { name: 'Send the quote' }));

    const price = form.getByLabelText('Price per piece');
    expect(await form.findByText('The quote’s total is too large for one order')).toBeVisible();
    expect(price).toHaveAttribute('aria-invalid', 'true');
    expect(price).toHaveAccessibleDescription('The quote’s total is too large for one order');
    expect(price).toHaveFocus();
    expect(form.getByLabelText(/^Note to the customer/)).toHaveAccessibleDescription(
      'The note must be at most 2000 characters',
    );
    expect(screen.getByRole('dialog', { name: 'Reply with a price' })).toBeVisible();
  });

  it('says the server’s message in a toast when the request is gone (404), and keeps the form', async () => {
    serveRequest();
    api.override('POST /api/admin/quote-requests/:id/replies', () =>
      apiError(404, 'Quote request not found', 'NOT_FOUND'),
    );
    const dialog = await openReplyDialog();
    await pickProduct(dialog, 'Yard Signs');
    await fillQuote(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send the quote' }));
    const toasts = within(await toastRegion());
    expect(await toasts.findByText('Quote not sent')).toBeVisible();
    expect(toasts.getByText('Quote request not found')).toBeVisible();
    expect(within(dialog).getByLabelText('Quantity')).toHaveValue('500');
    expect(within(dialog).getByRole('button', { name: 'Send the quote' })).toBeEnabled();
  });
});
