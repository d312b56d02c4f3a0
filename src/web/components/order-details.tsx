import { orderLineMoney } from '#shared/line-breakdown';
import type { OrderStatus, OrderSummary, PaymentStatus } from '#shared/schemas/checkout';
import { designChoiceLabels } from '#shared/selection-labels';
import { shippingMethods } from '#shared/shipping';
import { CheckedFileRow } from '#web/components/artwork-check.tsx';
import { LinePriceBreakdown } from '#web/components/line-price-breakdown.tsx';
import { formatUSD } from '#web/lib/format.ts';

/** An order's lines and totals as the customer sees them: the confirmation and the order page. */

/** The order's status and payment in the customer's words. */
export const orderStatusLabels: Record<OrderStatus, string> = {
  new: 'New',
  in_progress: 'In Progress',
  completed: 'Completed',
};
export const paymentStatusLabels: Record<PaymentStatus, string> = {
  pending: 'Pending',
  completed: 'Paid',
  voided: 'Cancelled',
  failed: 'Payment failed',
  refunded: 'Refunded',
};

function Row({
  label,
  value,
  testId,
  accent,
}: {
  label: string;
  value: string;
  testId?: string;
  accent?: boolean;
}) {
  return (
    <div className={accent ? 'flex justify-between gap-4 text-emerald-700' : 'flex justify-between gap-4'}>
      <dt className={accent ? undefined : 'text-slate-600'}>{label}</dt>
      <dd className="font-medium" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

/** Every ordered line: its total, the price breakdown, the chosen options, the design brief and the files. */
export function OrderItems({ order }: { order: OrderSummary }) {
  return (
    <ul aria-label="Ordered items" className="divide-y divide-slate-200">
      {order.items.map((item) => (
        <li key={item.id} className="py-4 first:pt-0">
          <div className="flex justify-between gap-4">
            <p className="font-semibold text-slate-900">{item.productName}</p>
            <p className="font-semibold text-slate-900">{formatUSD(item.lineTotal)}</p>
          </div>
          <div className="mt-1">
            <LinePriceBreakdown money={orderLineMoney(item)} />
          </div>
          {item.options.length > 0 ? (
            <p className="mt-1 text-sm text-slate-700">
              {item.options.map((option) => `${option.name}: ${option.label}`).join(' · ')}
            </p>
          ) : null}
          {item.designMethod === 'create' ? (
            <p className="mt-1 text-sm text-slate-700">
              {designChoiceLabels.create}
              {item.designNotes ? `: ${item.designNotes}` : ''}
            </p>
          ) : null}
          {item.files.length > 0 ? (
            <ul aria-label={`Files for ${item.productName}`} className="mt-2 space-y-2">
              {item.files.map((file) => (
                <li key={file.id}>
                  <CheckedFileRow file={file} />
                </li>
              ))}
            </ul>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/** Subtotal, the discount with its code, shipping and the total, as the order stored them. */
export function OrderTotals({ order }: { order: OrderSummary }) {
  const method = shippingMethods.find((option) => option.value === order.shippingMethod);
  return (
    <dl className="mt-4 space-y-2 border-t border-slate-200 pt-4 text-sm">
      <Row label="Subtotal" value={formatUSD(order.subtotal)} />
      {order.discountCode ? (
        <Row
          label={`Discount (${order.discountCode}${order.discountPercentage ? `, ${order.discountPercentage}%` : ''})`}
          value={`-${formatUSD(order.discountAmount)}`}
          accent
        />
      ) : null}
      <Row
        label={`Shipping (${method?.label ?? order.shippingMethod})`}
        value={Number(order.shippingCost) === 0 ? 'FREE' : formatUSD(order.shippingCost)}
        testId="order-shipping"
      />
      <div className="flex items-baseline justify-between gap-4 border-t border-slate-200 pt-3">
        <dt className="text-base font-semibold text-slate-900">Total</dt>
        <dd className="text-2xl font-bold text-slate-900" data-testid="order-total">
          {formatUSD(order.total)}
        </dd>
      </div>
    </dl>
  );
}
