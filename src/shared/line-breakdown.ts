import { formatPercent, formatUSD, toCents } from './money.ts';
import { calculatePrice, normalizeQuantity, type PriceBreakdown, type PriceSelection } from './pricing.ts';
import type { PricedProduct } from './schemas/product.ts';

/**
 * What a page prints for one priced line (configurator, cart, confirmation, admin order, e-mails), built so
 * that every figure printed next to another adds up as written (docs/decisions/0024-printed-line-arithmetic.md):
 *
 *   12 × $84.48 ............. $1,013.76   (or 'Quantity 12' when no whole-cent unit price multiplies exactly)
 *   Quantity discount (10%) .. −$101.38   (before − total: the subtraction is exact)
 *   Total ....................  $912.38
 *   $76.03 each                           ('about $76.03 each' when 12 × $76.03 is not the total)
 *
 * The charged figures are pricing.ts's (the line total is never recomputed here); the unit price is only
 * printed where quantity × unit is exactly the amount before the discount, because the exact unit price may
 * hold fractions of a cent (finishes and lamination multiply it) and is rounded once per figure.
 */
export interface LineBreakdown {
  quantity: number;
  /** The whole-cent unit price to print as 'quantity × unit', or null when that product is not exact. */
  unitCents: number | null;
  /** Unit price × quantity before the quantity discount, in cents (rounded once). */
  beforeDiscountCents: number;
  /** The quantity tier in force (10 = 10 % off), or null when none applied (or it is unknown). */
  tierPercent: number | null;
  /** What the quantity discount takes off: beforeDiscountCents − totalCents. */
  tierDiscountCents: number;
  /** The line total, as charged. */
  totalCents: number;
  /** The line total divided by the quantity, rounded half-up to a cent. */
  eachCents: number;
  /** Whether quantity × eachCents is exactly the total (else the page says 'about'). */
  eachIsExact: boolean;
}

export interface LineFigures {
  quantity: number;
  /** The unit price rounded to a cent (pricing.ts's unitPriceCents, or a stored unit price). */
  unitCents: number;
  /** Before the quantity discount, rounded once; null for a line stored without it (old orders). */
  beforeDiscountCents: number | null;
  /** The tier in force, 0 or null when none (or unknown, for old orders). */
  tierPercent: number | null;
  totalCents: number;
}

export function lineBreakdown(figures: LineFigures): LineBreakdown {
  const quantity = Math.max(1, figures.quantity);
  const { unitCents, totalCents } = figures;
  // An old order line stored only its rounded unit price and its total: unit × quantity is then the best
  // account of the amount before its discount.
  const beforeDiscountCents = Math.max(figures.beforeDiscountCents ?? unitCents * quantity, totalCents);
  const eachCents = Math.floor((2 * totalCents + quantity) / (2 * quantity));
  const tierDiscountCents = beforeDiscountCents - totalCents;
  return {
    quantity,
    unitCents: unitCents * quantity === beforeDiscountCents ? unitCents : null,
    beforeDiscountCents,
    tierPercent: tierDiscountCents > 0 && figures.tierPercent ? figures.tierPercent : null,
    tierDiscountCents,
    totalCents,
    eachCents,
    eachIsExact: eachCents * quantity === totalCents,
  };
}

/** The breakdown of a line priced now by calculatePrice (the configurator, a cart line). */
export function breakdownOfPrice(price: PriceBreakdown, quantity: number): LineBreakdown {
  return lineBreakdown({
    quantity: normalizeQuantity(quantity),
    unitCents: price.unitPriceCents,
    beforeDiscountCents: price.subtotalCents,
    tierPercent: price.discountPercent,
    totalCents: price.totalCents,
  });
}

/** A line's money as the API sends it (a cart line's `price`, an order line). */
export type LineMoney = {
  quantity: number;
  unitPrice: string;
  /** Before the quantity discount; null for order lines placed before it was kept. */
  amountBeforeDiscount: string | null;
  /** 10 = 10 % off; null when no tier applied (or it is unknown). */
  tierPercent: number | null;
  lineTotal: string;
};

/** An order line's money (OrderSummary's items, the admin's order lines). */
export function orderLineMoney(item: {
  quantity: number;
  unitPrice: string;
  amountBeforeDiscount: string | null;
  quantityDiscountPercent: number | null;
  lineTotal: string;
}): LineMoney {
  return {
    quantity: item.quantity,
    unitPrice: item.unitPrice,
    amountBeforeDiscount: item.amountBeforeDiscount,
    tierPercent: item.quantityDiscountPercent,
    lineTotal: item.lineTotal,
  };
}

export function lineFigures(money: LineMoney): LineFigures {
  return {
    quantity: money.quantity,
    unitCents: toCents(money.unitPrice),
    beforeDiscountCents: money.amountBeforeDiscount === null ? null : toCents(money.amountBeforeDiscount),
    tierPercent: money.tierPercent,
    totalCents: toCents(money.lineTotal),
  };
}

/** The breakdown of an order line as the API and the e-mails carry it. */
export function orderLineBreakdown(item: Parameters<typeof orderLineMoney>[0]): LineBreakdown {
  return lineBreakdown(lineFigures(orderLineMoney(item)));
}

/** The words a page prints for a breakdown: '12 × $84.48', 'Quantity discount (10%)', '$76.03 each'. */
export function lineBreakdownLabels(breakdown: LineBreakdown): {
  quantity: string;
  discount: string;
  each: string;
} {
  const { quantity, unitCents, tierPercent, eachCents, eachIsExact } = breakdown;
  const count = quantity.toLocaleString('en-US');
  return {
    quantity: unitCents === null ? `Quantity ${count}` : `${count} × ${formatUSD(unitCents)}`,
    discount:
      tierPercent === null ? 'Quantity discount' : `Quantity discount (${formatPercent(tierPercent)})`,
    each: `${eachIsExact ? '' : 'about '}${formatUSD(eachCents)} each`,
  };
}

export interface TierRow {
  /** The quantity the row starts at. */
  minQuantity: number;
  /** The discount from there on (0 for the first row, before any tier). */
  discountPercent: number;
  /** The price each at that quantity, for the configuration as it is (breakdown's eachCents). */
  eachCents: number;
}

/**
 * The quantity price breaks for the current configuration: one row from 1 piece, then one per tier that
 * takes effect (a tier whose discount a smaller quantity already beats never applies, so it is left out),
 * each with the price each at its first quantity. Empty when the product has no tiers.
 */
export function tierRows(product: PricedProduct, selection: PriceSelection): TierRow[] {
  if (product.quantityDiscounts.length === 0) return [];
  const starts = [1, ...product.quantityDiscounts.map((tier) => tier.minQuantity)]
    .filter((quantity, index, all) => quantity >= 1 && all.indexOf(quantity) === index)
    .sort((a, b) => a - b);
  const rows: TierRow[] = [];
  for (const minQuantity of starts) {
    const price = calculatePrice(product, { ...selection, quantity: minQuantity });
    const last = rows[rows.length - 1];
    if (last && price.discountPercent <= last.discountPercent) continue;
    rows.push({
      minQuantity,
      discountPercent: price.discountPercent,
      eachCents: breakdownOfPrice(price, minQuantity).eachCents,
    });
  }
  return rows;
}
