import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearToasts } from '#web/components/ui/use-toast.ts';
import { apiError, callsTo, handle, serve } from '#web/test/api-server.ts';
import { fillDeliveryAddress } from '#web/test/delivery-address.ts';
import { testOrder } from '#web/test/order-fixtures.ts';
import { renderRoute } from '#web/test/render.tsx';
import { CHECKOUT_DRAFT_KEY } from '../hooks/checkout-draft.ts';
import { redirectTo } from '../hooks/redirect.ts';
import { type Shop, serveShop } from './cart-test-api.ts';
import { cartItem } from './checkout-fixtures.ts';

vi.mock('../hooks/redirect.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../hooks/redirect.ts')>()),
  redirectTo: vi.fn(),
}));
const redirectMock = vi.mocked(redirectTo);

let shop: Shop;

beforeEach(() => {
  window.sessionStorage.clear();
  shop = serveShop([cartItem()]);
});

afterEach(() => {
  act(() => clearToasts());
  redirectMock.mockReset();
});

const button = (name: string | RegExp) => screen.getByRole('button', { name });
const toastText = async (text: string) => {
  const region = await screen.findByRole('region', { name: /notifications/i });
  return within(region).findByText(text);
};
const orderCalls = () => callsTo('POST /api/orders');
const idempotencyKey = (index: number) => orderCalls()[index]?.request.headers.get('Idempotency-Key');

/** Review → Info (name, e-mail, phone) → Store Pickup → Payment → Pay in Store (only a pickup is paid in store). */
async function toPayInStore() {
  const view = await toPayment(renderRoute('/cart'), /Store Pickup/);
  await userEvent.click(screen.getByRole('radio', { name: /Pay in Store/ }));
  return view;
}

/** Review → Info (name, e-mail, phone) → Shipping (standard unless `shipping` names another) → Payment. */
async function toPayment(view = renderRoute('/cart'), shipping?: RegExp) {
  await screen.findByRole('heading', { name: 'Review Your Order' }, { timeout: 5000 });
  await userEvent.click(button('Continue to Information'));
  await userEvent.type(screen.getByLabelText(/Full Name/), 'Ada Lovelace');
  await userEvent.type(screen.getByLabelText(/Email/), 'ada@example.com');
  await userEvent.type(screen.getByLabelText(/Phone/), '555-0100');
  await fillDeliveryAddress();
  await userEvent.click(button('Continue to Shipping'));
  if (shipping) await userEvent.click(await screen.findByRole('radio', { name: shipping }));
  await userEvent.click(button('Continue to Payment'));
  await screen.findByRole('heading', { name: 'Payment' });
  return view;
}

describe('placing the order: pay in store', () => {
  it('places one order for the cart and shows the confirmation; the checkout then starts again', async () => {
    const view = await toPayInStore();
    await userEvent.click(await screen.findByRole('button', { name: 'Place Order · $50.00' }));

    expect(await screen.findByRole('heading', { name: 'Thank you for your order!' })).toBeVisible();
    expect(view.router.state.location.search).toBe('?order=7');
    expect(screen.getByTestId('order-number')).toHaveTextContent('#007');
    expect(screen.getByRole('list', { name: 'Ordered items' })).toHaveTextContent('Business Cards');
    expect(screen.getByTestId('order-total')).toHaveTextContent('$65.00');
    expect(screen.getByText('Pay in Store')).toBeVisible();
    expect(screen.getByText('Pending')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'What happens next' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/');

    expect(orderCalls()).toHaveLength(1);
    const [call] = orderCalls();
    expect(call?.body).toEqual({
      customer: {
        name: 'Ada Lovelace',
        email: 'ada@example.com',
        phone: '555-0100',
        company: '',
        address: '1 Navy Yard',
        city: 'Arlington',
        state: 'VA',
        zipCode: '22202',
        notes: '',
      },
      shippingMethod: 'pickup',
      paymentMethod: 'store',
      discountCode: null,
      proofRequested: true,
    });
    expect(call?.request.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-/);
    expect(call?.request.headers.get('X-Session-Id')).toBeTruthy();
    await waitFor(() => expect(screen.queryByTestId('cart-count')).toBeNull());

    // A new cart: the checkout is back at Review with an empty form.
    shop.items = [cartItem({ id: 99 })];
    await act(async () => {
      await view.client.invalidateQueries({ queryKey: ['/api/cart'] });
      await view.router.navigate('/cart');
    });
    await screen.findByRole('heading', { name: 'Review Your Order' });
    await userEvent.click(button('Continue to Information'));
    expect(screen.getByLabelText(/Full Name/)).toHaveValue('');
    expect(screen.getByLabelText(/Email/)).toHaveValue('');
  });

  it.each([
    [
      'PAYMENT_IN_PROGRESS',
      409,
      'Your PayPal payment for this cart is being completed. Please wait a moment, then check your order.',
    ],
    ['TOO_MANY_DISCOUNT_CODES', 429, 'Too many wrong discount codes. Try again in 1 minute.'],
  ])("says the server's reason when the order is refused with %s", async (code, status, message) => {
    serve(handle('POST /api/orders', () => apiError(status, message, code)));
    await toPayInStore();
    await userEvent.click(await screen.findByRole('button', { name: /^Place Order/ }));
    expect(await toastText('Order Failed')).toBeVisible();
    expect(await toastText(message)).toBeVisible();
  });

  it("says 'Order Failed' when the order cannot be placed, and retries with the same Idempotency-Key", async () => {
    serve(handle('POST /api/orders', () => apiError(500, 'Internal server error', 'INTERNAL')));
    await toPayInStore();
    await userEvent.click(await screen.findByRole('button', { name: /^Place Order/ }));
    expect(await toastText('Order Failed')).toBeVisible();
    expect(await toastText('Failed to place order. Please try again.')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Payment' })).toBeVisible();

    await userEvent.click(button(/^Place Order/));
    await waitFor(() => expect(orderCalls()).toHaveLength(2));
    expect(idempotencyKey(1)).toBe(idempotencyKey(0));

    // A changed order is a new attempt with a new key.
    await userEvent.click(button('Back to Shipping'));
    await userEvent.click(screen.getByRole('radio', { name: /Print as submitted/ }));
    await userEvent.click(button('Continue to Payment'));
    await userEvent.click(button(/^Place Order/));
    await waitFor(() => expect(orderCalls()).toHaveLength(3));
    expect(idempotencyKey(2)).not.toBe(idempotencyKey(0));
    expect(orderCalls()[2]?.body).toMatchObject({ proofRequested: false });
  });

  it("says 'Missing Information' when the server finds no name or e-mail, and opens the Info step", async () => {
    serve(
      handle('POST /api/orders', () =>
        apiError(400, 'Please fill in required customer information', 'MISSING_CUSTOMER_INFO'),
      ),
    );
    await toPayInStore();
    await userEvent.click(button(/^Place Order/));
    expect(await toastText('Missing Information')).toBeVisible();
    expect(await toastText('Please fill in required customer information')).toBeVisible();
    expect(await screen.findByRole('heading', { name: 'Your Information' })).toBeVisible();
  });
});

describe('placing the order: PayPal', () => {
  it('creates the order, then the PayPal order, and sends the browser to the approval link', async () => {
    await toPayment();
    expect(screen.getByRole('radio', { name: /PayPal/ })).toBeChecked();
    await userEvent.click(await screen.findByRole('button', { name: 'Pay with PayPal · $65.00' }));
    await waitFor(() =>
      expect(redirectMock).toHaveBeenCalledWith('https://paypal.test/checkoutnow?token=PAYPAL-1'),
    );
    expect(orderCalls()[0]?.body).toMatchObject({ paymentMethod: 'paypal', shippingMethod: 'standard' });
    const paypal = callsTo('POST /paypal/order');
    expect(paypal[0]?.body).toEqual({ orderId: 7 });
    expect(paypal[0]?.request.headers.get('X-Session-Id')).toBeTruthy();
    expect(button('Redirecting to PayPal…')).toBeDisabled();
    // Back from the approval page out of the back-forward cache: the button works again.
    act(() => {
      window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    });
    expect(button(/^Pay with PayPal/)).toBeEnabled();
    // The details wait in session storage for the way back.
    const draft = JSON.parse(window.sessionStorage.getItem(CHECKOUT_DRAFT_KEY) ?? 'null');
    expect(draft).toMatchObject({
      customer: { name: 'Ada Lovelace', email: 'ada@example.com' },
      shippingMethod: 'standard',
      paymentMethod: 'paypal',
      attempt: { key: idempotencyKey(0) },
    });
  });

  it("says 'Failed to create PayPal order' (Payment Error) when PayPal cannot be reached", async () => {
    serve(handle('POST /paypal/order', () => apiError(502, 'down', 'PAYPAL_ORDER_FAILED')));
    await toPayment();
    await userEvent.click(button(/^Pay with PayPal/));
    expect(await toastText('Payment Error')).toBeVisible();
    expect(await toastText('Failed to create PayPal order')).toBeVisible();
    expect(redirectMock).not.toHaveBeenCalled();
    expect(button(/^Pay with PayPal/)).toBeEnabled();
  });

  it.each([
    [
      'the server says PayPal answered none',
      () => apiError(502, 'No approval URL found in PayPal response', 'PAYPAL_NO_APPROVAL_URL'),
    ],
    [
      'the answer has none',
      () => ({ id: 'PAYPAL-1', status: 'CREATED', links: [{ href: 'https://x', rel: 'self' }] }),
    ],
  ])("says 'No approval URL found in PayPal response' when %s", async (_case, answer) => {
    serve(handle('POST /paypal/order', answer));
    await toPayment();
    await userEvent.click(button(/^Pay with PayPal/));
    expect(await toastText('No approval URL found in PayPal response')).toBeVisible();
    expect(redirectMock).not.toHaveBeenCalled();
  });
});

describe('confirmation', () => {
  it('shows a discount, a PayPal payment and free pickup', async () => {
    serve(
      handle('GET /api/orders/:id', () =>
        testOrder({
          id: 12,
          orderNumber: '#012',
          paymentMethod: 'paypal',
          paymentStatus: 'completed',
          shippingMethod: 'pickup',
          discountCode: 'WELCOME10',
          discountPercentage: 10,
          discountAmount: '5.00',
          shippingCost: '0.00',
          total: '45.00',
        }),
      ),
    );
    renderRoute('/cart?order=12');
    expect(
      await screen.findByRole('heading', { name: 'Thank you for your order!' }, { timeout: 5000 }),
    ).toHaveFocus();
    expect(screen.getByTestId('order-number')).toHaveTextContent('#012');
    expect(screen.getByText('Discount (WELCOME10, 10%)')).toBeVisible();
    expect(screen.getByText('-$5.00')).toBeVisible();
    expect(screen.getByText('Shipping (Store Pickup)').nextElementSibling).toHaveTextContent('FREE');
    expect(screen.getByText('PayPal')).toBeVisible();
    expect(screen.getByText('Paid')).toBeVisible();
    expect(screen.getByText(/Store pickup at .*: we let you know when it is ready\./)).toBeVisible();
    expect(screen.queryByText(/PayPal is still processing/)).toBeNull();
  });

  it('says PayPal is still processing a payment it holds for review', async () => {
    serve(
      handle('GET /api/orders/:id', () =>
        testOrder({ id: 13, orderNumber: '#013', paymentMethod: 'paypal', paymentStatus: 'pending' }),
      ),
    );
    renderRoute('/cart?order=13');
    expect(
      await screen.findByRole('heading', { name: 'Thank you for your order!' }, { timeout: 5000 }),
    ).toBeVisible();
    expect(screen.getByText('Pending', { exact: true })).toBeVisible();
    expect(screen.getByText(/PayPal is still processing your payment/)).toBeVisible();
  });

  it('says so when the order cannot be read', async () => {
    serve(handle('GET /api/orders/:id', () => apiError(404, 'Not found', 'NOT_FOUND')));
    renderRoute('/cart?order=404');
    expect(
      await screen.findByRole('heading', { name: "We couldn't load this order" }, { timeout: 5000 }),
    ).toBeVisible();
  });
});
