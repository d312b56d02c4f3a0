import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { CartItem } from '#shared/schemas/cart';
import { renderWithProviders } from '#web/test/render.tsx';
import { CartLine } from './cart-line.tsx';
import { cartItem } from './checkout-fixtures.ts';

/** A line added from quote Q-12: 500 pieces at $0.80, its options the quote's and the design method. */
function quotedItem(quote: Partial<NonNullable<CartItem['quote']>> = {}): CartItem {
  return cartItem({
    id: 31,
    quantity: 500,
    unitPrice: '0.80',
    totalPrice: '400.00',
    options: [
      { name: 'Quote', value: 'Q-12', label: 'Q-12: 500 cards, gold foil on the front' },
      { name: 'Design', value: 'upload', label: 'Upload my artwork' },
    ],
    quote: {
      number: 'Q-12',
      description: '500 cards, gold foil on the front',
      validUntil: '2026-12-11',
      expired: false,
      ...quote,
    },
  });
}

function renderLine(item: CartItem) {
  const onRemove = vi.fn();
  renderWithProviders(
    <ul aria-label="Cart items">
      <CartLine item={item} onRemove={onRemove} removing={false} disabled={false} />
    </ul>,
  );
  return { line: screen.getByTestId('cart-line'), onRemove };
}

describe('CartLine', () => {
  it('lets an ordinary line change its quantity and its options', () => {
    const { line } = renderLine(cartItem());
    expect(within(line).getByRole('spinbutton', { name: 'Quantity' })).toHaveValue(2);
    expect(within(line).getByRole('link', { name: 'Change the options of Business Cards' })).toHaveAttribute(
      'href',
      '/products/business-cards?edit=11',
    );
    expect(within(line).queryByTestId('line-quote')).toBeNull();
    expect(within(line).queryByText('Quoted price')).toBeNull();
  });

  it('says a quoted line keeps the quote’s price until its last day, its quantity fixed', () => {
    const { line } = renderLine(quotedItem());
    expect(within(line).getByText('Quoted price')).toBeVisible();
    expect(within(line).getByTestId('line-quote')).toHaveTextContent(
      'Quote Q-12 · price held until Fri, Dec 11',
    );
    expect(within(line).getByText('Q-12: 500 cards, gold foil on the front')).toBeVisible();
    expect(within(line).getByText('Quote')).toBeVisible();
    expect(within(line).getByTestId('line-fixed-quantity')).toHaveTextContent('Quantity 500');
    expect(within(line).getByTestId('line-quantity')).toHaveTextContent('500 × $0.80');
    expect(within(line).getByTestId('line-total')).toHaveTextContent('$400.00');
    expect(within(line).queryByRole('spinbutton')).toBeNull();
    expect(within(line).queryByRole('button', { name: /One (more|fewer)/ })).toBeNull();
    expect(within(line).queryByRole('link', { name: /Change the options/ })).toBeNull();
    expect(within(line).queryByTestId('line-quote-expired')).toBeNull();
  });

  it('keeps Remove on a quoted line', async () => {
    const { line, onRemove } = renderLine(quotedItem());
    within(line).getByRole('button', { name: 'Remove Business Cards' }).click();
    expect(onRemove).toHaveBeenCalledTimes(1);
  });

  it('says in red why an expired quote can no longer be ordered', () => {
    const { line } = renderLine(quotedItem({ expired: true }));
    const expired = within(line).getByTestId('line-quote-expired');
    expect(expired).toHaveTextContent('This quote expired after Fri, Dec 11. Ask us for a new quote.');
    expect(expired).toHaveClass('text-red-700');
    expect(within(line).queryByTestId('line-quote')).toBeNull();
    expect(within(line).queryByRole('spinbutton')).toBeNull();
    expect(within(line).getByRole('button', { name: 'Remove Business Cards' })).toBeEnabled();
  });
});
