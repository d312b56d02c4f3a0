import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { QuantityDiscount } from '#shared/schemas/product';
import { QuantityDiscountsCard } from './quantity-discounts-card.tsx';

function Tiers({ onChange }: { onChange: (tiers: QuantityDiscount[]) => void }) {
  const [tiers, setTiers] = useState<QuantityDiscount[]>([
    { minQuantity: 10, discountPercent: 5 },
    { minQuantity: 50, discountPercent: 10 },
  ]);
  return (
    <QuantityDiscountsCard
      tiers={tiers}
      onChange={(next) => {
        setTiers(next);
        onChange(next);
      }}
    />
  );
}

describe('quantity tiers edited in place', () => {
  it('edits a tier’s percentage and minimum quantity, keeping the list sorted', async () => {
    const onChange = vi.fn<(tiers: QuantityDiscount[]) => void>();
    render(<Tiers onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Edit discount for 10+ items' }));
    const percent = screen.getByRole('spinbutton', { name: 'Discount (%) of the discount for 10+ items' });
    await userEvent.clear(percent);
    await userEvent.type(percent, '7.5{Enter}');
    expect(onChange).toHaveBeenLastCalledWith([
      { minQuantity: 10, discountPercent: 7.5 },
      { minQuantity: 50, discountPercent: 10 },
    ]);
    expect(screen.getByText('10+ items: 7.5% off')).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'Edit discount for 10+ items' }));
    const quantity = screen.getByRole('spinbutton', {
      name: 'Minimum quantity of the discount for 10+ items',
    });
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '100');
    await userEvent.click(screen.getByRole('button', { name: 'Save discount' }));
    expect(onChange).toHaveBeenLastCalledWith([
      { minQuantity: 50, discountPercent: 10 },
      { minQuantity: 100, discountPercent: 7.5 },
    ]);
    expect(screen.getByRole('button', { name: 'Edit discount for 100+ items' })).toHaveFocus();
  });

  it('refuses an edit onto another tier’s quantity or past 100 %, and cancels with Escape', async () => {
    const onChange = vi.fn<(tiers: QuantityDiscount[]) => void>();
    render(<Tiers onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Edit discount for 10+ items' }));
    const quantity = screen.getByRole('spinbutton', {
      name: 'Minimum quantity of the discount for 10+ items',
    });
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '50{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('A discount for 50+ items is already in the list.');
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '20');
    const percent = screen.getByRole('spinbutton', { name: 'Discount (%) of the discount for 10+ items' });
    await userEvent.clear(percent);
    await userEvent.type(percent, '120{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('A discount cannot be more than 100%.');
    await userEvent.keyboard('{Escape}');
    expect(screen.getByText('10+ items: 5% off')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Edit discount for 10+ items' })).toHaveFocus();
    expect(onChange).not.toHaveBeenCalled();
  });
});
