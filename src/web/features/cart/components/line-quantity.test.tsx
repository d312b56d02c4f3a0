import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CartItem } from '#shared/schemas/cart';
import { clearToasts } from '#web/components/ui/use-toast.ts';
import { callsTo, handle, serve } from '#web/test/api-server.ts';
import { renderRoute } from '#web/test/render.tsx';
import { serveShop } from './cart-test-api.ts';
import { cartItem } from './checkout-fixtures.ts';

beforeEach(() => {
  window.sessionStorage.clear();
  const shop = serveShop([cartItem({ quantity: 2, unitPrice: '40.00', totalPrice: '80.00' })]);
  // The server's answer: the line at its new quantity, $40 each.
  serve(
    handle('PATCH /api/cart/:id', (call) => {
      const { quantity } = call.body as { quantity: number };
      const [line] = shop.items as [CartItem];
      const total = `${quantity * 40}.00`;
      const changed: CartItem = {
        ...line,
        quantity,
        totalPrice: total,
        price: { ...line.price, quantity, subtotal: total, lineTotal: total },
      };
      shop.items = [changed];
      return changed;
    }),
  );
});

afterEach(() => {
  act(() => clearToasts());
});

async function openLine() {
  renderRoute('/cart');
  const [line] = await screen.findAllByTestId('cart-line', {}, { timeout: 5000 });
  return line as HTMLElement;
}

describe('a cart line’s quantity', () => {
  it('changes by one with − and +, and to a typed quantity with Enter; only the quantity is sent', async () => {
    const line = await openLine();
    const box = within(line).getByLabelText('Quantity');
    expect(box).toHaveValue(2);

    await userEvent.click(within(line).getByRole('button', { name: 'One more Business Cards' }));
    await waitFor(() => expect(within(line).getByTestId('line-total')).toHaveTextContent('$120.00'));
    expect(box).toHaveValue(3);

    await userEvent.clear(box);
    await userEvent.type(box, '10{Enter}');
    await waitFor(() => expect(within(line).getByTestId('line-total')).toHaveTextContent('$400.00'));

    await userEvent.click(within(line).getByRole('button', { name: 'One fewer Business Cards' }));
    await waitFor(() => expect(within(line).getByTestId('line-total')).toHaveTextContent('$360.00'));
    expect(callsTo('PATCH /api/cart/:id').map((call) => [call.path, call.body])).toEqual([
      ['/api/cart/11', { quantity: 3 }],
      ['/api/cart/11', { quantity: 10 }],
      ['/api/cart/11', { quantity: 9 }],
    ]);
  });

  it('refuses a quantity that is not a whole number of at least 1 beside the box, sending nothing', async () => {
    const line = await openLine();
    const box = within(line).getByLabelText('Quantity');
    await userEvent.clear(box);
    await userEvent.type(box, '0');
    await userEvent.click(within(line).getByRole('button', { name: 'Update' }));
    expect(within(line).getByRole('alert')).toHaveTextContent(
      'Quantity must be a whole number of at least 1',
    );
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('Quantity must be a whole number of at least 1');
    expect(callsTo('PATCH /api/cart/:id')).toHaveLength(0);
  });

  it('shows the server’s reason when it refuses, and keeps the quantity the line has', async () => {
    serve(
      handle('PATCH /api/cart/:id', () =>
        HttpResponse.json(
          {
            message: 'quantity: This line total is too large; lower the quantity',
            code: 'VALIDATION_FAILED',
            issues: [{ path: 'quantity', message: 'This line total is too large; lower the quantity' }],
          },
          { status: 400 },
        ),
      ),
    );
    const line = await openLine();
    const box = within(line).getByLabelText('Quantity');
    await userEvent.clear(box);
    await userEvent.type(box, '999999{Enter}');
    expect(await within(line).findByRole('alert')).toHaveTextContent(
      'This line total is too large; lower the quantity',
    );
    expect(box).toHaveValue(2);
    expect(within(line).getByTestId('line-total')).toHaveTextContent('$80.00');
  });

  it.each([
    ['Tab', async () => userEvent.tab()],
    ['a click elsewhere', async () => userEvent.click(document.body)],
  ])('sends a typed quantity when the box is left by %s, once', async (_way, leave) => {
    const line = await openLine();
    const box = within(line).getByLabelText('Quantity');
    await userEvent.clear(box);
    await userEvent.type(box, '10');
    await leave();
    await waitFor(() => expect(within(line).getByTestId('line-total')).toHaveTextContent('$400.00'));
    expect(callsTo('PATCH /api/cart/:id').map((call) => call.body)).toEqual([{ quantity: 10 }]);
  });

  it('sends a typed quantity once when the box is left for Update', async () => {
    const line = await openLine();
    const box = within(line).getByLabelText('Quantity');
    await userEvent.clear(box);
    await userEvent.type(box, '7');
    await userEvent.click(within(line).getByRole('button', { name: 'Update' }));
    await waitFor(() => expect(within(line).getByTestId('line-total')).toHaveTextContent('$280.00'));
    expect(callsTo('PATCH /api/cart/:id').map((call) => call.body)).toEqual([{ quantity: 7 }]);
  });

  it('applies a typed quantity before Continue moves on, and stays on a refused one', async () => {
    const line = await openLine();
    const box = within(line).getByLabelText('Quantity');
    await userEvent.clear(box);
    await userEvent.type(box, 'abc');
    await userEvent.click(screen.getByRole('button', { name: /Continue to Information/ }));
    expect(await within(line).findByRole('alert')).toHaveTextContent(
      'Quantity must be a whole number of at least 1',
    );
    expect(box).toHaveFocus();
    expect(screen.getByRole('heading', { name: 'Review Your Order' })).toBeInTheDocument();

    await userEvent.clear(box);
    await userEvent.type(box, '12');
    await userEvent.click(screen.getByRole('button', { name: /Continue to Information/ }));
    expect(await screen.findByRole('heading', { name: 'Your Information' })).toBeInTheDocument();
    expect(callsTo('PATCH /api/cart/:id').map((call) => call.body)).toEqual([{ quantity: 12 }]);
  });

  it('links to the configurator to change the options of this very line', async () => {
    const line = await openLine();
    expect(within(line).getByRole('link', { name: 'Change the options of Business Cards' })).toHaveAttribute(
      'href',
      '/products/business-cards?edit=11',
    );
  });
});
