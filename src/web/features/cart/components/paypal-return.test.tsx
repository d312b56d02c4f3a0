import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearToasts } from '#web/components/ui/use-toast.ts';
import { apiError, callsTo, handle, serve } from '#web/test/api-server.ts';
import { fillDeliveryAddress } from '#web/test/delivery-address.ts';
import { testOrder } from '#web/test/order-fixtures.ts';
import { renderRoute } from '#web/test/render.tsx';
import { CHECKOUT_DRAFT_KEY, type CheckoutDraft, saveCheckoutDraft } from '../hooks/checkout-draft.ts';
import { redirectTo } from '../hooks/redirect.ts';
import { type Shop, serveShop } from './cart-test-api.ts';
import { cartItem } from './checkout-fixtures.ts';

vi.mock('../hooks/redirect.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../hooks/redirect.ts')>()),
  redirectTo: vi.fn(),
}));

let shop: Shop;
const capture = 'POST /paypal/order/:paypalOrderId/capture';

const draft: CheckoutDraft = {
  customer: {
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    phone: '',
    company: 'Analytical Engines',
    address: '1 Navy Yard',
    city: 'Arlington',
    state: 'VA',
    zipCode: '22202',
    notes: '',
  },
  shippingMethod: 'rush',
  proofRequested: true,
  paymentMethod: 'paypal',
  discount: { code: 'WELCOME10', percent: 10 },
  attempt: { key: '0b7c0e4e-7f5e-4b1a-9d7e-1f2a3b4c5d6e', fingerprint: '' },
};

beforeEach(() => {
  window.sessionStorage.clear();
  shop = serveShop([cartItem()]);
  serve(
    handle(capture, () => ({ order: testOrder({ paymentMethod: 'paypal', paymentStatus: 'completed' }) })),
  );
});

afterEach(() => {
  act(() => clearToasts());
  vi.mocked(redirectTo).mockReset();
});

const toastText = async (text: string) => {
  const region = await screen.findByRole('region', { name: /notifications/i });
  return within(region).findByText(text);
};
const returnUrl = '/cart?paypal=return&orderId=7&token=PAYPAL-1&PayerID=BUYER1';

describe('back from PayPal', () => {
  it('captures the payment on return and shows the confirmation', async () => {
    saveCheckoutDraft(draft);
    serve(
      handle(capture, () => {
        shop.items = [];
        return { order: testOrder({ paymentMethod: 'paypal', paymentStatus: 'completed' }) };
      }),
    );
    const view = renderRoute(returnUrl);
    expect(await screen.findByText('Confirming your payment…', {}, { timeout: 5000 })).toBeVisible();
    expect(
      await screen.findByRole('heading', { name: 'Thank you for your order!' }, { timeout: 5000 }),
    ).toBeVisible();
    const captures = callsTo(capture);
    expect(captures).toHaveLength(1);
    expect(captures[0]?.path).toBe('/paypal/order/PAYPAL-1/capture');
    expect(captures[0]?.request.headers.get('X-Session-Id')).toBeTruthy();
    expect(view.router.state.location.search).toBe('?order=7');
    expect(screen.getByText('PayPal')).toBeVisible();
    expect(screen.getByText('Paid')).toBeVisible();
    expect(window.sessionStorage.getItem(CHECKOUT_DRAFT_KEY)).toBeNull();
    await waitFor(() => expect(screen.queryByTestId('cart-count')).toBeNull());
  });

  it("on cancel says 'Payment Failed', keeps the cart and brings back the details at the Payment step", async () => {
    saveCheckoutDraft(draft);
    const view = renderRoute('/cart?paypal=cancel&orderId=7');
    expect(await toastText('Payment Failed')).toBeVisible();
    expect(
      await toastText('PayPal payment failed. Please try again or use a different payment method.'),
    ).toBeVisible();
    expect(await screen.findByRole('heading', { name: 'Payment' }, { timeout: 5000 })).toBeVisible();
    expect(view.router.state.location.search).toBe('?step=payment');
    expect(callsTo(capture)).toHaveLength(0);
    expect(screen.getByText('ada@example.com')).toBeVisible();
    expect(screen.getByText('Rush Shipping')).toBeVisible();
    expect(screen.getByText('Discount (WELCOME10, 10%)')).toBeVisible();
    expect(screen.getByTestId('cart-count')).toHaveTextContent('1');
  });

  it('pays again for the same order with the same Idempotency-Key after a cancel', async () => {
    // The first trip: Review → Info → Shipping → Payment → PayPal.
    const first = renderRoute('/cart');
    await screen.findByRole('heading', { name: 'Review Your Order' }, { timeout: 5000 });
    await userEvent.click(screen.getByRole('button', { name: 'Continue to Information' }));
    await userEvent.type(screen.getByLabelText(/Full Name/), 'Ada Lovelace');
    await userEvent.type(screen.getByLabelText(/Email/), 'ada@example.com');
    await fillDeliveryAddress();
    await userEvent.click(screen.getByRole('button', { name: 'Continue to Shipping' }));
    await userEvent.click(screen.getByRole('button', { name: 'Continue to Payment' }));
    await userEvent.click(await screen.findByRole('button', { name: /^Pay with PayPal/ }));
    await waitFor(() => expect(redirectTo).toHaveBeenCalledTimes(1));
    first.unmount();

    // Back with cancel: the same details, the same cart, so the same attempt.
    renderRoute('/cart?paypal=cancel&orderId=7');
    await screen.findByRole('heading', { name: 'Payment' }, { timeout: 5000 });
    await userEvent.click(screen.getByRole('button', { name: /^Pay with PayPal/ }));
    await waitFor(() => expect(redirectTo).toHaveBeenCalledTimes(2));
    const [one, two] = callsTo('POST /api/orders');
    expect(two?.request.headers.get('Idempotency-Key')).toBe(one?.request.headers.get('Idempotency-Key'));
  });

  it("says 'Payment Failed' when the capture fails, and keeps the cart", async () => {
    saveCheckoutDraft(draft);
    // PayPal refused the capture: the server's 402 PAYMENT_FAILED.
    serve(handle(capture, () => apiError(402, 'The payment was not approved', 'PAYMENT_FAILED')));
    const view = renderRoute(returnUrl);
    expect(await toastText('Payment Failed')).toBeVisible();
    expect(await screen.findByRole('heading', { name: 'Payment' }, { timeout: 5000 })).toBeVisible();
    expect(view.router.state.location.search).toBe('?step=payment');
    expect(screen.getByTestId('cart-count')).toHaveTextContent('1');
  });

  it("says 'Payment Cancelled' with the server's reason when the attempt was voided, and keeps the cart", async () => {
    saveCheckoutDraft(draft);
    const reason =
      'This PayPal payment was cancelled because a newer checkout replaced it or it was left unpaid for 30 minutes. No money was taken. Please check out again.';
    serve(handle(capture, () => apiError(409, reason, 'PAYMENT_CANCELLED')));
    renderRoute(returnUrl);
    expect(await toastText('Payment Cancelled')).toBeVisible();
    expect(await toastText(reason)).toBeVisible();
    expect(await screen.findByRole('heading', { name: 'Payment' }, { timeout: 5000 })).toBeVisible();
    expect(screen.getByTestId('cart-count')).toHaveTextContent('1');
  });

  it("says 'Order Creation Failed' when the payment was taken but the order could not be updated", async () => {
    serve(
      handle(capture, () =>
        apiError(
          500,
          'Payment was successful but order creation failed. Please contact support.',
          'ORDER_UPDATE_FAILED',
        ),
      ),
    );
    renderRoute(returnUrl);
    expect(await toastText('Order Creation Failed')).toBeVisible();
    expect(
      await toastText('Payment was successful but order creation failed. Please contact support.'),
    ).toBeVisible();
    // No second payment is offered straight away: the checkout opens at Review.
    expect(
      await screen.findByRole('heading', { name: 'Review Your Order' }, { timeout: 5000 }),
    ).toBeVisible();
  });

  it("treats a return without PayPal's token as a failed payment", async () => {
    renderRoute('/cart?paypal=return&orderId=7');
    expect(await toastText('Payment Failed')).toBeVisible();
    expect(callsTo(capture)).toHaveLength(0);
  });
});
