import type { QuantityDiscount } from '#shared/schemas/product';

/**
 * A tier from what was typed, or the message to show: a whole minimum quantity above 0, and a discount
 * above 0 % and at most 100 %, with at most two decimals (discountPercent 10 = 10 % off).
 */
export function readTier(minQuantity: string, percent: string): QuantityDiscount | string {
  const quantity = Number(minQuantity);
  const discountPercent = Number(percent);
  if (
    minQuantity.trim() === '' ||
    percent.trim() === '' ||
    !Number.isInteger(quantity) ||
    quantity <= 0 ||
    !Number.isFinite(discountPercent) ||
    discountPercent <= 0
  ) {
    return 'Enter a minimum quantity and a discount above 0.';
  }
  if (discountPercent > 100) return 'A discount cannot be more than 100%.';
  if (Math.round(discountPercent * 100) / 100 !== discountPercent) {
    return 'A discount may have at most two decimals, such as 12.5.';
  }
  return { minQuantity: quantity, discountPercent };
}
