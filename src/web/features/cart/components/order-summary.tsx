import { Info, Truck } from 'lucide-react';
import type { CheckoutTotals } from '#shared/checkout';
import { apiMessages } from '#shared/errors';
import { formatUSD } from '#shared/money';
import { type ShippingMethod, shippingMethods } from '#shared/shipping';
import type { ShippingCost } from '../api/calculate-shipping.ts';
import type { AppliedDiscount } from '../hooks/checkout-draft.ts';
import { DiscountEntry } from './discount-entry.tsx';

interface OrderSummaryProps {
  itemCount: number;
  totals: CheckoutTotals;
  shipping: ShippingCost;
  shippingMethod: ShippingMethod;
  discount: AppliedDiscount | null;
  /** The cart holds a quoted line: no code applies, and the entry gives way to the reason. */
  discountsOff: boolean;
  onApplyDiscount: (discount: AppliedDiscount) => void;
  onRemoveDiscount: () => void;
}

/**
 * The order summary beside the steps (below them on phones): subtotal, discount with its code, shipping
 * of the chosen method (FREE when it costs nothing), the total the server will charge, the free-shipping
 * hint and the discount entry. The numbers come from the shared checkout arithmetic the server uses.
 */
export function OrderSummary(props: OrderSummaryProps) {
  const { itemCount, totals, shipping, shippingMethod, discount } = props;
  const methodLabel = shippingMethods.find((option) => option.value === shippingMethod)?.label ?? 'Shipping';
  const shippingText =
    shipping.costCents === null
      ? 'Calculating…'
      : shipping.costCents === 0
        ? 'FREE'
        : formatUSD(shipping.costCents);
  return (
    <section
      aria-labelledby="order-summary-heading"
      className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-6"
    >
      <h2 id="order-summary-heading" className="text-lg font-bold text-slate-900">
        Order Summary
      </h2>
      <dl className="mt-4 space-y-2 text-sm">
        <div className="flex justify-between gap-4">
          <dt className="text-slate-600">
            Subtotal ({itemCount} {itemCount === 1 ? 'item' : 'items'})
          </dt>
          <dd className="font-medium text-slate-900" data-testid="summary-subtotal">
            {formatUSD(totals.subtotalCents)}
          </dd>
        </div>
        {discount ? (
          <div className="flex justify-between gap-4 text-emerald-700">
            <dt>
              Discount ({discount.code}, {discount.percent}%)
            </dt>
            <dd className="font-medium" data-testid="summary-discount">
              -{formatUSD(totals.discountCents)}
            </dd>
          </div>
        ) : null}
        <div className="flex justify-between gap-4">
          <dt className="text-slate-600">Shipping ({methodLabel})</dt>
          <dd
            className={
              shipping.costCents === 0 ? 'font-semibold text-emerald-700' : 'font-medium text-slate-900'
            }
            data-testid="summary-shipping"
          >
            {shippingText}
          </dd>
        </div>
        <div className="flex items-baseline justify-between gap-4 border-t border-slate-200 pt-3">
          <dt className="text-base font-semibold text-slate-900">Total</dt>
          <dd className="text-2xl font-bold text-slate-900" data-testid="summary-total" aria-live="polite">
            {shipping.costCents === null ? '…' : formatUSD(totals.totalCents)}
          </dd>
        </div>
      </dl>
      {shipping.amountToFreeShippingCents !== null && shipping.amountToFreeShippingCents > 0 ? (
        <p className="mt-3 flex items-start gap-2 rounded-md bg-accent-300/30 px-3 py-2 text-sm font-medium text-slate-900">
          <Truck className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          Spend {formatUSD(shipping.amountToFreeShippingCents)} more for free shipping!
        </p>
      ) : null}
      {shipping.freeShippingApplied && shipping.freeShippingReason ? (
        <p className="mt-3 text-sm font-medium text-emerald-700">{shipping.freeShippingReason}</p>
      ) : null}
      <div className="mt-5 border-t border-slate-200 pt-4">
        {props.discountsOff ? (
          <p className="flex items-start gap-2 text-sm text-slate-600" data-testid="discount-quote-note">
            <Info className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            {apiMessages.discountNotWithQuote}
          </p>
        ) : (
          <DiscountEntry
            discount={discount}
            onApply={props.onApplyDiscount}
            onRemove={props.onRemoveDiscount}
          />
        )}
      </div>
    </section>
  );
}
