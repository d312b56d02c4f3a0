import { describe, expect, it } from 'vitest';
import { customOptionsFor, describeCartItem } from './cart-item-details.ts';
import { bannerItem, bannerProduct, cardsProduct, cartItem, testCategories } from './checkout-fixtures.ts';

describe('describeCartItem', () => {
  it('lists every choice with its label from the product', () => {
    const rows = describeCartItem(cartItem(), cardsProduct, customOptionsFor(cardsProduct, testCategories));
    expect(rows).toEqual([
      { name: 'Size', value: 'Standard 3.5" x 2"' },
      { name: 'Material', value: '16pt Cardstock' },
      { name: 'Printing', value: 'Two-sided' },
      { name: 'Cut Shape', value: 'Rounded Corners' },
      { name: 'Finish', value: 'Soft-Touch' },
      { name: 'Lamination', value: 'No lamination' },
      { name: 'Foil Accent', value: 'Gold foil' },
      { name: 'Turnaround', value: 'Standard (1-2 business days)' },
      { name: 'Design', value: 'My artwork' },
    ]);
  });

  it("uses the category's custom options and shows rush and design help", () => {
    const rows = describeCartItem(
      { ...bannerItem(), isRush: true },
      bannerProduct,
      customOptionsFor(bannerProduct, testCategories),
    );
    expect(rows).toContainEqual({ name: 'Size', value: "3' x 6'" });
    expect(rows).toContainEqual({ name: 'Grommets', value: 'Yes' });
    expect(rows).toContainEqual({ name: 'Turnaround', value: 'Rush (1-2 days)' });
    expect(rows).toContainEqual({ name: 'Design', value: 'Design it for me' });
    expect(rows.map((row) => row.name)).not.toContain('Printing');
  });

  it('shows the codes when the product is not known', () => {
    const rows = describeCartItem(
      cartItem({ lamination: true, customOptions: { 'opt-x': ['a', 'b'] } }),
      undefined,
    );
    expect(rows).toContainEqual({ name: 'Size', value: 'standard' });
    expect(rows).toContainEqual({ name: 'Lamination', value: 'Laminated' });
    expect(rows).toContainEqual({ name: 'opt-x', value: 'a, b' });
    expect(rows).toContainEqual({ name: 'Turnaround', value: 'Standard' });
  });
});
