import { addCalendarDays, formatShopDay, shopDayFromIso, shopDayIso, shopTime } from './business-days.ts';
import { fromCents, toCents } from './money.ts';
import type { DesignMethod } from './schemas/cart.ts';
import type { LabelledOption } from './selection-label-rules.ts';
import { designChoiceLabels } from './selection-labels.ts';

/**
 * Quotes answered (docs/product/orders-and-statuses.md#quotes-answered): the shop replies to a quote request
 * with a price per piece for a quantity of a product, valid through a day in the shop's time zone. The
 * customer orders it from the e-mailed link; the cart and the order charge the quoted price, never one the
 * browser sends, and refuse it once the quote has expired.
 */

/** How long a quote stays valid unless the shop says otherwise. */
export const defaultQuoteValidDays = 14;
/** The longest a quote may be valid. */
export const maxQuoteValidDays = 365;
/** The most orders the shop may allow at one quote (quote_replies.max_orders). */
export const maxQuoteOrders = 1000;

/** 'Q-12': how every screen and e-mail names a quote. */
export function quoteNumber(id: number): string {
  return `Q-${id}`;
}

/** The last day a quote made `now` for `validDays` days can be ordered ('2026-12-11'), in the shop's calendar. */
export function quoteValidUntil(now: Date, validDays: number, timeZone: string): string {
  return shopDayIso(addCalendarDays(shopTime(now, timeZone).day, validDays));
}

/** 'Fri, Dec 11' */
export function formatQuoteDay(validUntil: string): string {
  return formatShopDay(shopDayFromIso(validUntil));
}

/** A quote can be ordered until its `expiresAt` (the first instant after its last valid day). */
export function isQuoteExpired(expiresAt: Date, now: Date): boolean {
  return now.getTime() >= expiresAt.getTime();
}

/** A quoted line's price: the quote's price per piece times its quantity, no tier, nothing added. */
export function quotedLineCents(
  unitPrice: string,
  quantity: number,
): { unitCents: number; totalCents: number } {
  const unitCents = toCents(unitPrice);
  return { unitCents, totalCents: unitCents * quantity };
}

/**
 * What a quoted line shows instead of a product's choices: the quote and its words, then (in the cart; the
 * order's snapshot keeps it apart) the design method, as labelSelection lists it.
 */
export function quotedLineOptions(
  id: number,
  description: string,
  designMethod?: DesignMethod,
): LabelledOption[] {
  const options = [{ name: 'Quote', value: quoteNumber(id), label: `${quoteNumber(id)}: ${description}` }];
  if (designMethod)
    options.push({ name: 'Design', value: designMethod, label: designChoiceLabels[designMethod] });
  return options;
}

/** The message that refuses an expired quote (adding it, and at checkout). */
export function quoteExpiredMessage(validUntil: string): string {
  return `This quote expired after ${formatQuoteDay(validUntil)}. Ask us for a new quote.`;
}

/** A quote's total as money text ('400.00'): price per piece × quantity. */
export function quoteTotal(unitPrice: string, quantity: number): string {
  return fromCents(quotedLineCents(unitPrice, quantity).totalCents);
}

/** The customer's page of a quote, opened by the token of one of its links (relative: prefix PUBLIC_URL). */
export function quotePagePath(token: string): string {
  return `/quote/${encodeURIComponent(token)}`;
}
