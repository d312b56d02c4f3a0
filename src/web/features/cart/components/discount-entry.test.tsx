import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clearToasts } from '#web/components/ui/use-toast.ts';
import { callsTo, handle, serve } from '#web/test/api-server.ts';
import { renderRoute } from '#web/test/render.tsx';
import { serveShop } from './cart-test-api.ts';
import { bannerItem, cartItem } from './checkout-fixtures.ts';

beforeEach(() => {
  window.sessionStorage.clear();
  serveShop([cartItem(), bannerItem()]);
});

afterEach(() => {
  act(() => clearToasts());
});

const summary = () => screen.getByRole('region', { name: 'Order Summary' });
const codeInput = () => within(summary()).getByLabelText('Discount code');
const apply = () => within(summary()).getByRole('button', { name: 'Apply' });

async function openCart() {
  renderRoute('/cart');
  await screen.findByRole('heading', { name: 'Review Your Order' }, { timeout: 5000 });
  await waitFor(() => expect(within(summary()).getByTestId('summary-total')).toHaveTextContent('$105.00'));
}

describe('discount code entry', () => {
  it('ignores a blank entry', async () => {
    await openCart();
    await userEvent.click(apply());
    await userEvent.type(codeInput(), '   {Enter}');
    expect(callsTo('POST /api/validate-discount')).toHaveLength(0);
    expect(within(summary()).queryByRole('alert')).toBeNull();
  });

  it("applies a valid code: 'Discount applied!', the discount line with its code, and the new total", async () => {
    await openCart();
    await userEvent.type(codeInput(), 'welcome10');
    await userEvent.click(apply());
    const region = await screen.findByRole('region', { name: /notifications/i });
    expect(await within(region).findByText('Discount applied!')).toBeVisible();
    expect(callsTo('POST /api/validate-discount')[0]?.body).toEqual({ code: 'welcome10' });
    expect(within(summary()).getByText('Discount (WELCOME10, 10%)')).toBeVisible();
    expect(within(summary()).getByTestId('summary-discount')).toHaveTextContent('-$9.00');
    // 90.00 − 9.00 + 15.00
    expect(within(summary()).getByTestId('summary-total')).toHaveTextContent('$96.00');
    // The focus moves from the gone form to the applied code.
    expect(within(summary()).getByText('WELCOME10').closest('[tabindex="-1"]')).toHaveFocus();
  });

  it("shows the server's message inline for a code that does not apply", async () => {
    serve(
      handle('POST /api/validate-discount', () => ({
        valid: false,
        discount: 0,
        message: 'This discount code has expired',
        code: null,
      })),
    );
    await openCart();
    await userEvent.type(codeInput(), 'EXPIRED15{Enter}');
    expect(await within(summary()).findByRole('alert')).toHaveTextContent('This discount code has expired');
    expect(codeInput()).toHaveAttribute('aria-invalid', 'true');
    expect(within(summary()).queryByTestId('summary-discount')).toBeNull();
    // Typing again clears the message.
    await userEvent.type(codeInput(), 'X');
    expect(within(summary()).queryByRole('alert')).toBeNull();
  });

  it("says 'Failed to validate discount code' when the call fails", async () => {
    // The request never gets an answer (outside the contract, which only judges answers): fetch rejects.
    serve(http.post('/api/validate-discount', () => HttpResponse.error()));
    await openCart();
    await userEvent.type(codeInput(), 'WELCOME10{Enter}');
    const region = await screen.findByRole('region', { name: /notifications/i });
    expect(await within(region).findByText('Failed to validate discount code')).toBeVisible();
    expect(within(summary()).queryByTestId('summary-discount')).toBeNull();
  });

  it('removes an applied code', async () => {
    await openCart();
    await userEvent.type(codeInput(), 'WELCOME10{Enter}');
    await within(summary()).findByTestId('summary-discount');
    await userEvent.click(within(summary()).getByRole('button', { name: 'Remove discount code WELCOME10' }));
    expect(within(summary()).queryByTestId('summary-discount')).toBeNull();
    expect(within(summary()).getByTestId('summary-total')).toHaveTextContent('$105.00');
    expect(codeInput()).toHaveValue('');
    expect(codeInput()).toHaveFocus();
  });
});
