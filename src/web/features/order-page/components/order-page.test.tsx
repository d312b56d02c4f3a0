import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { type OrderPage, orderLookupSentMessage } from '#shared/schemas/order-page';
import { defaultPromoSettings } from '#shared/schemas/promo';
import { type ApiResolver, apiError, callsTo, handle, serve } from '#web/test/api-server.ts';
import { testOrder } from '#web/test/order-fixtures.ts';
import { renderRoute } from '#web/test/render.tsx';

const token = 'a'.repeat(43);

function pageData(overrides: Partial<OrderPage> = {}): OrderPage {
  const order = testOrder({ id: 42, orderNumber: '#042', shippingMethod: 'standard' });
  return {
    ...order,
    items: order.items.map((item) => ({ ...item, proofs: [] })),
    printWithoutApprovalAt: null,
    expected: null,
    paidAt: null,
    inProductionAt: null,
    completedAt: null,
    tracking: null,
    storeAddress: '123 Print Avenue, Springfield, IL 62701',
    ...overrides,
  };
}

// The shared chrome's promo banner, switched off.
beforeEach(() => {
  serve(handle('GET /api/promo-settings', () => ({ ...defaultPromoSettings, bannerEnabled: false })));
});

/** GET /api/order-page/042 answering `answer` (any other order number is not found). */
function servePage(answer: ApiResolver<'GET /api/order-page/:number'>) {
  serve(
    handle('GET /api/order-page/:number', (call) =>
      call.pathParams.number === '042' ? answer(call) : apiError(404, 'Order not found', 'NOT_FOUND'),
    ),
  );
}

function serveLookup(answer: ApiResolver<'POST /api/order-lookup'>) {
  serve(handle('POST /api/order-lookup', answer));
}

describe('the customer’s order page', () => {
  it('sends the token in a header, not the address, and shows the order with its timeline', async () => {
    servePage(() =>
      pageData({
        status: 'completed',
        paymentStatus: 'completed',
        paidAt: '2026-11-20T15:00:00.000Z',
        inProductionAt: '2026-11-21T15:00:00.000Z',
        completedAt: '2026-11-23T15:00:00.000Z',
        tracking: {
          carrier: 'usps',
          number: '9400 1000',
          url: 'https://tools.usps.com/go/TrackConfirmAction?tLabels=9400%201000',
        },
      }),
    );
    renderRoute(`/orders/042?token=${token}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Order #042' })).toBeVisible();
    const [call] = callsTo('GET /api/order-page/:number');
    expect(call?.url).toBe(`${window.location.origin}/api/order-page/042`);
    expect(call?.request.headers.get('X-Order-Token')).toBe(token);

    const steps = within(screen.getByRole('list', { name: 'Order progress' })).getAllByRole('listitem');
    expect(steps.map((step) => step.getAttribute('data-state'))).toEqual(['done', 'done', 'done', 'done']);
    expect(steps[3]).toHaveTextContent('Shipped');
    expect(steps[3]).toHaveTextContent('Nov 23, 2026');
    const link = screen.getByRole('link', { name: /9400 1000/ });
    expect(link).toHaveAttribute('href', 'https://tools.usps.com/go/TrackConfirmAction?tLabels=9400%201000');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('heading', { name: 'Questions about this order?' })).toBeVisible();
  });

  it('marks the next step of a new pay-in-store pickup order', async () => {
    servePage(() => pageData({ shippingMethod: 'pickup', paymentMethod: 'store' }));
    renderRoute(`/orders/042?token=${token}`);
    const list = await screen.findByRole('list', { name: 'Order progress' });
    const steps = within(list).getAllByRole('listitem');
    expect(steps.map((step) => step.getAttribute('data-state'))).toEqual([
      'done',
      'current',
      'ahead',
      'ahead',
    ]);
    expect(steps[1]).toHaveTextContent('You pay when you collect the order');
    expect(steps[3]).toHaveTextContent('Ready for pickup');
    expect(screen.getByText('123 Print Avenue, Springfield, IL 62701')).toBeVisible();
  });

  it('says when the order could not be read, and reads it again on Try Again', async () => {
    // The first answer and both of the query's own retries fail.
    let failures = 3;
    servePage(() => (failures-- > 0 ? new Response('', { status: 503 }) : pageData({ status: 'new' })));
    renderRoute(`/orders/042?token=${token}`);
    const alert = await screen.findByRole('alert', {}, { timeout: 8000 });
    expect(within(alert).getByRole('heading', { level: 1 })).toHaveTextContent("We couldn't load your order");
    expect(alert).toHaveTextContent('Please check your connection and try again.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Order #042' })).toBeVisible();
  });

  it('shows one "Order not found" page for a 404 and for a link without a token', async () => {
    servePage(() => apiError(404, 'Order not found', 'NOT_FOUND'));
    const { unmount } = renderRoute(`/orders/042?token=${token}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Order not found' })).toBeVisible();
    // The page itself, not the whole body: a toast an earlier test of this worker raised may still be
    // announcing itself outside <main>.
    const first = screen.getByRole('main').textContent;
    unmount();
    renderRoute('/orders/042');
    expect(await screen.findByRole('heading', { level: 1, name: 'Order not found' })).toBeVisible();
    expect(screen.getByRole('main').textContent).toBe(first);
    expect(screen.getByRole('link', { name: 'Find my order' })).toHaveAttribute('href', '/order-lookup');
  });
});

describe('order lookup', () => {
  it('checks the fields, then shows the one answer', async () => {
    serveLookup(() => ({ message: orderLookupSentMessage }));
    renderRoute('/order-lookup');
    await userEvent.click(await screen.findByRole('button', { name: 'E-mail me the link' }));
    expect(await screen.findByText('Enter your order number')).toBeVisible();
    await userEvent.type(screen.getByRole('textbox', { name: /Order number/ }), '#042');
    await userEvent.type(screen.getByRole('textbox', { name: /Email/ }), 'pat@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'E-mail me the link' }));
    expect(await screen.findByRole('status')).toHaveTextContent(orderLookupSentMessage);
    const [call] = callsTo('POST /api/order-lookup');
    expect(call?.body).toEqual({ orderNumber: '#042', email: 'pat@example.com' });
    await userEvent.click(screen.getByRole('button', { name: 'Look up another order' }));
    expect(screen.getByRole('textbox', { name: /Order number/ })).toHaveFocus();
    expect(screen.getByRole('textbox', { name: /Order number/ })).toHaveValue('');
  });

  it('says when there were too many lookups', async () => {
    serveLookup(() => apiError(429, 'Too many order lookups. Try again in 60 minutes.', 'TOO_MANY_LOOKUPS'));
    renderRoute('/order-lookup');
    await userEvent.type(await screen.findByRole('textbox', { name: /Order number/ }), '42');
    await userEvent.type(screen.getByRole('textbox', { name: /Email/ }), 'pat@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'E-mail me the link' }));
    expect(await screen.findByText('Too many order lookups. Try again in 60 minutes.')).toBeVisible();
  });
});
