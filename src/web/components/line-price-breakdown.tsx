import { type LineMoney, lineBreakdown, lineBreakdownLabels, lineFigures } from '#shared/line-breakdown';
import { formatUSD } from '#shared/money';

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
