import { type LineFigures, lineBreakdown, lineBreakdownLabels } from '#shared/line-breakdown';
import { formatUSD, toCents } from '#shared/money';

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

/**
 * A line's price as the shared breakdown prints it, every figure adding up as written: '12 × $84.48
 * $1,013.76 · Quantity discount (10%) −$101.38 · Line total $912.38 · about $76.03 each'.
 */
export function LinePriceBreakdown({ money }: { money: LineMoney }) {
  const breakdown = lineBreakdown(lineFigures(money));
  const labels = lineBreakdownLabels(breakdown);
  const discounted = breakdown.tierDiscountCents > 0;
  return (
    <dl className="grid max-w-xs grid-cols-[1fr_auto] gap-x-4 gap-y-0.5 text-sm" data-testid="line-breakdown">
      <dt className="text-slate-600" data-testid="line-quantity">
        {labels.quantity}
      </dt>
      <dd className="text-right text-slate-900 tabular-nums" data-testid="line-before">
        {formatUSD(breakdown.beforeDiscountCents)}
      </dd>
      {discounted ? (
        <>
          <dt className="text-emerald-700" data-testid="line-discount-label">
            {labels.discount}
          </dt>
          <dd className="text-right text-emerald-700 tabular-nums" data-testid="line-discount">
            −{formatUSD(breakdown.tierDiscountCents)}
          </dd>
          <dt className="font-medium text-slate-900">Line total</dt>
          <dd
            className="text-right font-medium text-slate-900 tabular-nums"
            data-testid="line-breakdown-total"
          >
            {formatUSD(breakdown.totalCents)}
          </dd>
        </>
      ) : null}
      {breakdown.quantity > 1 ? (
        <>
          <dt className="sr-only">Price each</dt>
          <dd className="col-span-2 text-slate-500" data-testid="line-each">
            {labels.each}
          </dd>
        </>
      ) : null}
    </dl>
  );
}
