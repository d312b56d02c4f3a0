import { formatPercent, formatUSD } from '#shared/money';
import type { PriceBreakdown } from '#shared/pricing';

/** The live price: unit price × quantity, the quantity discount in force, the total, and the next tier. */
export function PriceSummary({ price, quantity }: { price: PriceBreakdown; quantity: number }) {
  const { nextTier } = price;
  return (
    <section aria-label="Price summary" className="rounded-lg bg-slate-50 p-4 ring-1 ring-slate-200">
      <dl className="space-y-1.5 text-sm">
        <div className="flex justify-between gap-4">
          <dt className="text-slate-600">Unit price</dt>
          <dd className="font-medium text-slate-900" data-testid="price-unit">
            {formatUSD(price.unitPriceCents)}
          </dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-slate-600">Quantity</dt>
          <dd className="font-medium text-slate-900">× {quantity.toLocaleString('en-US')}</dd>
        </div>
        {price.discountPercent > 0 ? (
          <div className="flex justify-between gap-4 text-emerald-700">
            <dt>Quantity discount ({formatPercent(price.discountPercent)})</dt>
            <dd className="font-medium" data-testid="price-discount">
              -{formatUSD(price.discountCents)}
            </dd>
          </div>
        ) : null}
        <div className="flex items-baseline justify-between gap-4 border-t border-slate-200 pt-2">
          <dt className="text-base font-semibold text-slate-900">Total</dt>
          <dd className="text-2xl font-bold text-slate-900" data-testid="price-total" aria-live="polite">
            {formatUSD(price.totalCents)}
          </dd>
        </div>
      </dl>
      {nextTier ? (
        <p className="mt-2 rounded-md bg-accent-300/30 px-3 py-2 text-sm font-medium text-slate-900">
          Add {nextTier.moreNeeded.toLocaleString('en-US')} more to save{' '}
          {formatPercent(nextTier.discountPercent)}
        </p>
      ) : null}
    </section>
  );
}
