import type { Executor } from '#server/db/client';
import { AppError } from '#server/errors';
import { apiMessages } from '#shared/errors';
import {
  calculatePrice,
  isLineTooLarge,
  maxCartTotalCents,
  mergeCustomOptions,
  type PriceBreakdown,
  type PriceSelection,
  type SelectionProblem,
  validateSelection,
} from '#shared/pricing';
import { isQuoteExpired, quotedLineCents, quoteExpiredMessage } from '#shared/quotes';
import { priceSelectionOf, selectionPart } from '#shared/schemas/line-selection';
import type { PricedProduct } from '#shared/schemas/product';
import { type CartLineQuote, type CartLineRow, createCartRepository } from './cart.repository.ts';

/**
 * A cart line priced from its stored product (the server is the price authority: docs/product/pricing.md).
 */
export type PricedCartLine = {
  row: CartLineRow;
  /** The product with its category's custom options merged in, as the configurator showed it. */
  product: PricedProduct & CartLineRow['product'];
  selection: PriceSelection;
  price: PriceBreakdown;
  /** What no longer fits the stored product (an option removed since the line was added, ...). */
  problems: SelectionProblem[];
};

const unpricedLine: PriceBreakdown = {
  unitPriceCents: 0,
  subtotalCents: 0,
  discountPercent: 0,
  discountCents: 0,
  totalCents: 0,
  nextTier: null,
};

/**
 * A line added from a quote: the quote's price per piece times its quantity, whatever the product's prices
 * are now; once the quote has expired, a problem that refuses the checkout (the cart shows it).
 */
function priceQuotedLine(
  row: CartLineRow,
  quote: CartLineQuote,
  product: PricedCartLine['product'],
  selection: PriceSelection,
  now: Date,
): PricedCartLine {
  const { unitCents, totalCents } = quotedLineCents(quote.unitPrice, quote.quantity);
  const price = { ...unpricedLine, unitPriceCents: unitCents, subtotalCents: totalCents, totalCents };
  const problems: SelectionProblem[] = [];
  if (isQuoteExpired(quote.expiresAt, now)) {
    problems.push({ field: 'quote', message: quoteExpiredMessage(quote.validUntil) });
  }
  // Nothing changes a quoted line's quantity; should anything ever, the line is not ordered at the quote.
  if (row.item.quantity !== quote.quantity) {
    problems.push({ field: 'quantity', message: `The quote is for ${quote.quantity} pieces` });
  }
  return { row, product, selection, price, problems };
}

/**
 * Recomputes one line with src/shared/pricing.ts from the product as stored NOW, not from the price
 * stored on the cart line when it was added: a product whose price changed since is charged at its
 * current price, the same figure the configurator shows today.
 */
export function priceCartLine(row: CartLineRow, now = new Date()): PricedCartLine {
  const product = {
    ...row.product,
    customOptions: mergeCustomOptions(row.product.customOptions, row.categoryOptions ?? []),
  };
  const selection = priceSelectionOf(selectionPart(row.item));
  if (row.quote) return priceQuotedLine(row, row.quote, product, selection, now);
  const problems = validateSelection(product, selection);
  if (isLineTooLarge(product, selection)) {
    // Its product got dearer since the line was added and the line no longer fits a money column (nor,
    // perhaps, whole cents in a safe integer): it counts as nothing here, and the problem validateSelection
    // reports refuses the checkout (CART_ITEM_CHANGED).
    return { row, product, selection, price: unpricedLine, problems };
  }
  return { row, product, selection, price: calculatePrice(product, selection), problems };
}

/**
 * A 400 when a cart's items together exceed what one order may total (pricing.ts maxCartTotalCents), so
 * an order's money figures always fit the database's numeric(10,2) columns.
 */
function assertCartTotalFits(totalCents: number): void {
  if (totalCents <= maxCartTotalCents) return;
  throw new AppError('CART_TOTAL_TOO_LARGE', apiMessages.cartTotalTooLarge, 400, [
    { path: 'quantity', message: apiMessages.cartTotalTooLarge },
  ]);
}

/** The cart priced as the checkout prices it; a cart over the largest order total is a 400 (assertCartTotalFits). */
export function priceCart(
  rows: readonly CartLineRow[],
  now = new Date(),
): { lines: PricedCartLine[]; subtotalCents: number } {
  const lines = rows.map((row) => priceCartLine(row, now));
  const subtotalCents = lines.reduce((sum, line) => sum + line.price.totalCents, 0);
  assertCartTotalFits(subtotalCents);
  return { lines, subtotalCents };
}

/**
 * The session's cart lines with their stored products, oldest first (price them with priceCart). With
 * `lock`, inside a transaction only: the lines stay locked until it ends, so two checkouts of one cart (or
 * a checkout and a PayPal capture) take turns; lock them before anything else, always in this order.
 */
export function listCartLines(
  db: Executor,
  sessionId: string,
  options: { lock?: boolean } = {},
): Promise<CartLineRow[]> {
  return createCartRepository(db).listCartLines(sessionId, options);
}

/** Before a line is added: a 400 when the cart's lines would then total more than one order may. */
export function assertCartHasRoomFor(rows: readonly CartLineRow[], lineTotalCents: number): void {
  const { subtotalCents } = priceCart(rows);
  assertCartTotalFits(subtotalCents + lineTotalCents);
}
