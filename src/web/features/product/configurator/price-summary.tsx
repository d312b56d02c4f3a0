import { breakdownOfPrice, lineBreakdownLabels } from '#shared/line-breakdown';
import { formatPercent, formatUSD } from '#shared/money';
import type { PriceBreakdown } from '#shared/pricing';

/**
 * The live price as the shared line breakdown prints it (every figure adds up as written): quantity ×
 * unit price (or the quantity alone), the quantity discount with its tier, the total, the price each, and
 * the next tier.
 */
export function PriceSummary({ price, quantity }: { price: PriceBreakdown; quantity: number }) {
  const { nextTier } = price;
  const breakdown = breakdownOfPrice(price, quantity);
  const labels = lineBreakdownLabels(breakdown);
  return (
    <section aria-label="Price summary" className="rounded-lg bg-slate-50 p-4 ring-1 ring-slate-200">
      <dl className="space-y-1.5 text-sm">
        <div className="flex justify-between gap-4">
          <dt className="text-slate-600" data-testid="price-quantity">
            {labels.quantity}
          </dt>
          <dd className="font-medium text-slate-900" data-testid="price-before">
            {formatUSD(breakdown.beforeDiscountCents)}
          </dd>
        </div>
        {breakdown.tierDiscountCents > 0 ? (
          <div className="flex justify-between gap-4 text-emerald-700">
            <dt data-testid="price-discount-label">{labels.discount}</dt>
            <dd className="font-medium" data-testid="price-discount">
              −{formatUSD(breakdown.tierDiscountCents)}
            </dd>
          </div>
        ) : null}
        <div className="flex items-baseline justify-between gap-4 border-t border-slate-200 pt-2">
          <dt className="text-base font-semibold text-slate-900">Total</dt>
          <dd className="text-2xl font-bold text-slate-900" data-testid="price-total" aria-live="polite">
            {formatUSD(breakdown.totalCents)}
          </dd>
        </div>
      </dl>
      {breakdown.quantity > 1 ? (
        <p className="mt-1 text-right text-sm text-slate-600" data-testid="price-each">
          {labels.each}
        </p>
      ) : null}
      {nextTier ? (
        <p className="mt-2 rounded-md bg-accent-300/30 px-3 py-2 text-sm font-medium text-slate-900">
          Add {nextTier.moreNeeded.toLocaleString('en-US')} more to save{' '}
          {formatPercent(nextTier.discountPercent)}
        </p>
      ) : null}
    </section>
  );
}
