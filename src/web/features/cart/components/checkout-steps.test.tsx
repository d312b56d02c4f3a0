import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiMessages } from '#shared/errors';
import type { ShippingMethod } from '#shared/shipping';
import { clearToasts } from '#web/components/ui/use-toast.ts';
import { apiError, callsTo, handle, serve } from '#web/test/api-server.ts';
import { fillDeliveryAddress } from '#web/test/delivery-address.ts';
import { renderRoute } from '#web/test/render.tsx';
import { type Shop, serveShop } from './cart-test-api.ts';
import { bannerItem, cartItem, subtotalOf } from './checkout-fixtures.ts';

let shop: Shop;

beforeEach(() => {
  window.sessionStorage.clear();
  shop = serveShop([cartItem(), bannerItem()]);
});

afterEach(() => {
  act(() => clearToasts());
  vi.restoreAllMocks();
});

const currentStep = () =>
  within(screen.getByRole('navigation', { name: 'Checkout progress' }))
    .getAllByRole('listitem')
    .find((item) => item.getAttribute('aria-current') === 'step');
const stepHeading = () =>
  screen.getByRole('heading', { level: 2, name: /Review|Information|Shipping|Payment/ });
const button = (name: string | RegExp) => screen.getByRole('button', { name });
const summary = () => screen.getByRole('region', { name: 'Order Summary' });

async function openCart() {
  renderRoute('/cart');
  await screen.findByRole('heading', { name: 'Review Your Order' }, { timeout: 5000 });
}

async function fillNameAndEmail(name = 'Ada Lovelace', email = 'ada@example.com') {
  await userEvent.type(screen.getByLabelText(/Full Name/), name);
  await userEvent.type(screen.getByLabelText(/Email/), email);
}

async function fillInfo(name = 'Ada Lovelace', email = 'ada@example.com') {
  await fillNameAndEmail(name, email);
  await fillDeliveryAddress();
}

async function toShipping() {
  await openCart();
  await userEvent.click(button('Continue to Information'));
  await fillInfo();
  await userEvent.click(button('Continue to Shipping'));
  await screen.findByRole('heading', { name: 'Shipping Method' });
}

describe('checkout steps', () => {
  it('starts at Review and walks Review → Info → Shipping → Payment, focusing each step', async () => {
    await openCart();
    expect(currentStep()).toHaveTextContent('Review');
    await userEvent.click(button('Continue to Information'));
    expect(currentStep()).toHaveTextContent('Info');
    expect(stepHeading()).toHaveTextContent('Your Information');
    expect(stepHeading()).toHaveFocus();
    await fillInfo();
    await userEvent.click(button('Continue to Shipping'));
    expect(currentStep()).toHaveTextContent('Shipping');
    expect(stepHeading()).toHaveFocus();
    await userEvent.click(button('Continue to Payment'));
    expect(currentStep()).toHaveTextContent('Payment');
    expect(screen.getByRole('radio', { name: /PayPal \(test mode\)/ })).toBeChecked();
    // Shipped: Pay in Store is not offered, and the step says why.
    expect(screen.queryByRole('radio', { name: /Pay in Store/ })).toBeNull();
    expect(screen.getByTestId('pay-in-store-note')).toHaveTextContent(apiMessages.payInStoreNeedsPickup);
    expect(screen.getByText('ada@example.com')).toBeVisible();
  });

  it('offers Pay in Store for Store Pickup only; a shipped method chosen after it falls back to PayPal', async () => {
    await toShipping();
    await userEvent.click(screen.getByRole('radio', { name: /Store Pickup/ }));
    await userEvent.click(button('Continue to Payment'));
    await userEvent.click(screen.getByRole('radio', { name: /Pay in Store/ }));
    expect(screen.getByRole('button', { name: /^Place Order/ })).toBeVisible();
    await userEvent.click(button('Back to Shipping'));
    await userEvent.click(screen.getByRole('radio', { name: /Rush Shipping/ }));
    await userEvent.click(button('Continue to Payment'));
    expect(screen.queryByRole('radio', { name: /Pay in Store/ })).toBeNull();
    expect(screen.getByRole('radio', { name: /PayPal/ })).toBeChecked();
    expect(screen.getByRole('button', { name: /^Pay with PayPal/ })).toBeVisible();
  });

  it('keeps the step in the URL; the browser’s back and forward move between steps', async () => {
    const { router } = renderRoute('/cart');
    await screen.findByRole('heading', { name: 'Review Your Order' }, { timeout: 5000 });
    await userEvent.click(button('Continue to Information'));
    expect(router.state.location.search).toBe('?step=info');
    await fillInfo();
    await userEvent.click(button('Continue to Shipping'));
    await waitFor(() => expect(router.state.location.search).toBe('?step=shipping'));

    await act(() => router.navigate(-1));
    expect(await screen.findByRole('heading', { name: 'Your Information' })).toBeVisible();
    expect(screen.getByLabelText(/Full Name/)).toHaveValue('Ada Lovelace');
    await act(() => router.navigate(1));
    expect(await screen.findByRole('heading', { name: 'Shipping Method' })).toBeVisible();

    // The in-page Back returns to the entry it came from: history does not grow.
    await userEvent.click(button('Back to Information'));
    await waitFor(() => expect(router.state.location.search).toBe('?step=info'));
    expect(router.state.historyAction).toBe('POP');
  });

  it('opens the same step with the same details after a reload (session storage)', async () => {
    const first = renderRoute('/cart');
    await screen.findByRole('heading', { name: 'Review Your Order' }, { timeout: 5000 });
    await userEvent.click(button('Continue to Information'));
    await fillInfo('Grace Hopper', 'grace@example.com');
    await userEvent.type(screen.getByLabelText(/Order Notes/), 'Ring twice');
    await userEvent.click(button('Continue to Shipping'));
    await userEvent.click(screen.getByRole('radio', { name: /Store Pickup/ }));
    await waitFor(() => expect(first.router.state.location.search).toBe('?step=shipping'));
    first.unmount();

    renderRoute('/cart?step=shipping');
    expect(await screen.findByRole('heading', { name: 'Shipping Method' }, { timeout: 5000 })).toBeVisible();
    expect(screen.getByRole('radio', { name: /Store Pickup/ })).toBeChecked();
    await userEvent.click(button('Back to Information'));
    expect(screen.getByLabelText(/Full Name/)).toHaveValue('Grace Hopper');
    expect(screen.getByLabelText(/Email/)).toHaveValue('grace@example.com');
    expect(screen.getByLabelText(/Order Notes/)).toHaveValue('Ring twice');
  });

  it('shows the furthest step the details allow when the URL names a later one', async () => {
    const { router } = renderRoute('/cart?step=payment');
    expect(await screen.findByRole('heading', { name: 'Your Information' }, { timeout: 5000 })).toBeVisible();
    await waitFor(() => expect(router.state.location.search).toBe('?step=info'));
  });

  it('needs a delivery address for standard and rush shipping, not for pickup', async () => {
    await openCart();
    await userEvent.click(button('Continue to Information'));
    await fillNameAndEmail();
    await userEvent.click(button('Continue to Shipping'));
    await screen.findByRole('heading', { name: 'Shipping Method' });
    await userEvent.click(screen.getByRole('radio', { name: /Standard Shipping/ }));
    expect(screen.getByTestId('address-needed')).toHaveTextContent(
      'Standard Shipping needs a delivery address. Missing: street address, city, state, ZIP code.',
    );
    expect(button('Continue to Payment')).toBeDisabled();
    await userEvent.click(screen.getByRole('radio', { name: /Rush Shipping/ }));
    expect(button('Continue to Payment')).toBeDisabled();

    await userEvent.click(button('Add the delivery address'));
    expect(stepHeading()).toHaveTextContent('Your Information');
    await userEvent.type(screen.getByLabelText(/ZIP Code/), '2220');
    await userEvent.tab();
    expect(
      await screen.findByText('Enter a 5-digit ZIP code, e.g. 62701 (or ZIP+4, 62701-1234)'),
    ).toBeVisible();
    expect(screen.getByRole('option', { name: 'Virginia' })).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText(/ZIP Code/));
    await fillDeliveryAddress();
    await userEvent.click(button('Continue to Shipping'));
    expect(screen.queryByTestId('address-needed')).toBeNull();
    expect(screen.getByText('1 Navy Yard, Arlington, VA 22202')).toBeVisible();
    expect(button('Continue to Payment')).toBeEnabled();
  });

  it('lets a pickup order go on with only a name and an e-mail', async () => {
    await openCart();
    await userEvent.click(button('Continue to Information'));
    await fillNameAndEmail();
    await userEvent.click(button('Continue to Shipping'));
    await userEvent.click(await screen.findByRole('radio', { name: /Store Pickup/ }));
    expect(screen.queryByTestId('address-needed')).toBeNull();
    await userEvent.click(button('Continue to Payment'));
    expect(currentStep()).toHaveTextContent('Payment');
  });

  it('keeps Continue disabled until a name and a valid e-mail are given', async () => {
    await openCart();
    await userEvent.click(button('Continue to Information'));
    const next = button('Continue to Shipping');
    expect(next).toBeDisabled();
    await userEvent.type(screen.getByLabelText(/Full Name/), 'Ada');
    expect(next).toBeDisabled();
    await userEvent.type(screen.getByLabelText(/Email/), 'ada@');
    await userEvent.tab();
    expect(next).toBeDisabled();
    expect(await screen.findByText('Enter a valid e-mail address')).toBeVisible();
    expect(screen.getByLabelText(/Email/)).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(screen.getByLabelText(/Email/), 'example.com');
    await waitFor(() => expect(next).toBeEnabled());
    await userEvent.clear(screen.getByLabelText(/Full Name/));
    await waitFor(() => expect(next).toBeDisabled());
  });

  it('goes back info → review, shipping → info and payment → shipping, keeping what was typed', async () => {
    await toShipping();
    await userEvent.click(button('Back to Information'));
    expect(currentStep()).toHaveTextContent('Info');
    expect(screen.getByLabelText(/Full Name/)).toHaveValue('Ada Lovelace');
    await userEvent.click(button('Back to Review'));
    expect(currentStep()).toHaveTextContent('Review');
    await userEvent.click(button('Continue to Information'));
    expect(screen.getByLabelText(/Email/)).toHaveValue('ada@example.com');
    expect(button('Continue to Shipping')).toBeEnabled();
    await userEvent.click(button('Continue to Shipping'));
    await userEvent.click(screen.getByRole('radio', { name: /Rush Shipping/ }));
    await userEvent.click(button('Continue to Payment'));
    await userEvent.click(button('Back to Shipping'));
    expect(currentStep()).toHaveTextContent('Shipping');
    expect(screen.getByRole('radio', { name: /Rush Shipping/ })).toBeChecked();
  });

  it('offers pickup (free, the store address), standard and rush with their prices; each changes the total', async () => {
    await toShipping();
    const pickup = screen.getByRole('radio', { name: /Store Pickup/ });
    expect(pickup.closest('label')).toHaveTextContent('Ready at our store once printed');
    expect(pickup.closest('label')).toHaveTextContent('123 Print Avenue, Springfield, IL 62701');
    expect(screen.getByTestId('shipping-price-pickup')).toHaveTextContent('FREE');
    expect(screen.getByRole('radio', { name: /Standard Shipping/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /Standard Shipping/ }).closest('label')).toHaveTextContent(
      '2-4 business days in transit once printed',
    );
    expect(screen.getByRole('radio', { name: /Rush Shipping/ }).closest('label')).toHaveTextContent(
      '1-2 business days in transit once printed',
    );
    await waitFor(() => expect(screen.getByTestId('shipping-price-standard')).toHaveTextContent('$15.00'));
    expect(screen.getByTestId('shipping-price-rush')).toHaveTextContent('$75.00');
    expect(within(summary()).getByTestId('summary-total')).toHaveTextContent('$105.00');

    await userEvent.click(screen.getByRole('radio', { name: /Rush Shipping/ }));
    await waitFor(() => expect(within(summary()).getByTestId('summary-total')).toHaveTextContent('$165.00'));
    expect(within(summary()).getByTestId('summary-shipping')).toHaveTextContent('$75.00');

    await userEvent.click(pickup);
    await waitFor(() => expect(within(summary()).getByTestId('summary-shipping')).toHaveTextContent('FREE'));
    expect(within(summary()).getByTestId('summary-total')).toHaveTextContent('$90.00');
    const methods = callsTo('POST /api/calculate-shipping').map((call) => call.body);
    expect(methods).toEqual(
      expect.arrayContaining([
        { shippingMethod: 'standard' },
        { shippingMethod: 'rush' },
        { shippingMethod: 'pickup' },
      ]),
    );
    expect(callsTo('POST /api/calculate-shipping')[0]?.request.headers.get('X-Session-Id')).toBeTruthy();
  });

  it('dates each way from the slowest line, in the shop time zone and past its cut-off', async () => {
    // Wednesday 2026-11-25, 09:00 in Chicago; the banner takes 3-5 business days, the cards 1-2; Thanksgiving,
    // the next day, is no business day.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-25T15:00:00Z') });
    try {
      await toShipping();
      // A proof to approve first (the default) puts its business day before production.
      expect(
        screen.getByRole('radio', { name: /E-mail me a proof to approve before printing/ }),
      ).toBeChecked();
      await waitFor(() =>
        expect(screen.getByTestId('shipping-date-pickup')).toHaveTextContent(
          'Ready for pickup Wed, Dec 2 – Fri, Dec 4',
        ),
      );
      expect(screen.getByTestId('shipping-date-standard')).toHaveTextContent(
        'Arrives Fri, Dec 4 – Thu, Dec 10',
      );
      expect(screen.getByTestId('shipping-date-rush')).toHaveTextContent('Arrives Thu, Dec 3 – Tue, Dec 8');
      await userEvent.click(screen.getByRole('radio', { name: /Print as submitted/ }));
      expect(screen.getByTestId('shipping-date-pickup')).toHaveTextContent(
        'Ready for pickup Tue, Dec 1 – Thu, Dec 3',
      );
      expect(screen.getByTestId('shipping-date-standard')).toHaveTextContent(
        'Arrives Thu, Dec 3 – Wed, Dec 9',
      );
      expect(screen.getByTestId('shipping-date-rush')).toHaveTextContent('Arrives Wed, Dec 2 – Mon, Dec 7');
      await userEvent.click(button('Continue to Payment'));
      expect(await screen.findByTestId('payment-delivery-dates')).toHaveTextContent(
        'Arrives Thu, Dec 3 – Wed, Dec 9',
      );
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows FREE and the reason when free shipping applies, and the spend-more hint', async () => {
    serve(
      handle('POST /api/calculate-shipping', (call) => {
        const method = (call.body as { shippingMethod: ShippingMethod }).shippingMethod;
        if (method === 'standard' && shop.items.length === 2) {
          return {
            subtotal: subtotalOf(shop.items),
            shippingCost: '0.00',
            freeShippingApplied: true,
            freeShippingReason: 'Free shipping on orders of $75.00 or more',
            amountToFreeShipping: null,
          };
        }
        return {
          subtotal: subtotalOf(shop.items),
          shippingCost: method === 'rush' ? '75.00' : method === 'pickup' ? '0.00' : '15.00',
          freeShippingApplied: false,
          freeShippingReason: null,
          amountToFreeShipping: method === 'standard' ? '35.00' : null,
        };
      }),
    );
    await toShipping();
    await waitFor(() => expect(screen.getByTestId('shipping-price-standard')).toHaveTextContent('FREE'));
    expect(screen.getAllByText('Free shipping on orders of $75.00 or more')[0]).toBeVisible();
    expect(within(summary()).getByTestId('summary-shipping')).toHaveTextContent('FREE');
    expect(within(summary()).getByTestId('summary-total')).toHaveTextContent('$90.00');

    // A smaller cart: the quote is asked again and the hint appears.
    await userEvent.click(button('Back to Information'));
    await userEvent.click(button('Back to Review'));
    await userEvent.click(button('Remove Vinyl Banner'));
    await waitFor(() =>
      expect(within(summary()).getByText('Spend $35.00 more for free shipping!')).toBeVisible(),
    );
    expect(within(summary()).getByTestId('summary-total')).toHaveTextContent('$65.00');
  });

  it('only logs a failed shipping calculation and falls back to the shipping settings', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    serve(handle('POST /api/calculate-shipping', () => apiError(503, 'down')));
    await openCart();
    await waitFor(() => expect(log).toHaveBeenCalledWith('Shipping calculation failed', expect.anything()));
    await waitFor(() =>
      expect(within(summary()).getByTestId('summary-shipping')).toHaveTextContent('$15.00'),
    );
    expect(screen.queryByRole('region', { name: /notifications/i })).toBeNull();
  });
});
