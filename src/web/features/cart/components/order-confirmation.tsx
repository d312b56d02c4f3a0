import { CircleCheck } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import {
  OrderItems,
  OrderTotals,
  orderStatusLabels,
  paymentStatusLabels,
} from '#web/components/order-details.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { LoadingSkeleton, Skeleton } from '#web/components/ui/skeleton.tsx';
import { useShippingSettings } from '#web/lib/shipping-settings-query.ts';
import { useOrder } from '../api/get-order.ts';
import { expectedWords, OrderNextSteps } from './order-next-steps.tsx';
import { OrderPageButton } from './order-page-button.tsx';

function ConfirmationSkeleton() {
  return (
    <LoadingSkeleton label="Loading your order…" className="mx-auto max-w-3xl">
      <Skeleton className="mx-auto size-14 rounded-full" />
      <Skeleton className="mx-auto mt-4 h-9 w-2/3" />
      <Skeleton className="mt-8 h-48 w-full rounded-xl" />
    </LoadingSkeleton>
  );
}

/**
 * The confirmation (docs/product/orders-and-statuses.md#what-the-customer-sees): order number, items, totals,
 * payment, and what happens next.
 */
export function OrderConfirmation({ orderId }: { orderId: number }) {
  const { data: order, isPending, isError } = useOrder(orderId);
  const settings = useShippingSettings();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const loaded = order !== undefined;

  useEffect(() => {
    if (loaded) headingRef.current?.focus();
  }, [loaded]);

  if (isPending) return <ConfirmationSkeleton />;
  if (isError) {
    return (
      <div role="alert" className="flex flex-col items-center py-12 text-center">
        <h1 className="text-2xl font-bold text-slate-900">We couldn't load this order</h1>
        <p className="mt-3 text-slate-600">It may belong to another browser, or the link is not complete.</p>
        <Button asChild className="mt-6">
          <Link to="/">Continue Shopping</Link>
        </Button>
      </div>
    );
  }

  const paid = order.paymentStatus === 'completed';
  const expected = expectedWords(order);
  return (
    <div className="mx-auto max-w-3xl">
      <div className="text-center">
        <CircleCheck className="mx-auto size-14 text-emerald-600" aria-hidden="true" />
        <h1
          ref={headingRef}
          tabIndex={-1}
          className="mt-3 text-3xl font-bold tracking-tight text-slate-900 outline-none sm:text-4xl"
        >
          Thank you for your order!
        </h1>
        <p className="mt-2 text-lg text-slate-700">
          Your order number is{' '}
          <strong className="text-slate-900" data-testid="order-number">
            {order.orderNumber}
          </strong>
        </p>
        <dl className="mt-4 flex flex-wrap justify-center gap-2 text-sm">
          <div className="rounded-full bg-slate-100 px-3 py-1">
            <dt className="inline text-slate-600">Payment: </dt>
            <dd className="inline font-semibold text-slate-900">
              {order.paymentMethod === 'paypal' ? 'PayPal' : 'Pay in Store'}
            </dd>
          </div>
          <div
            className={paid ? 'rounded-full bg-emerald-50 px-3 py-1' : 'rounded-full bg-amber-50 px-3 py-1'}
          >
            <dt className="inline text-slate-600">Payment status: </dt>
            <dd
              className={
                paid ? 'inline font-semibold text-emerald-800' : 'inline font-semibold text-amber-900'
              }
            >
              {paymentStatusLabels[order.paymentStatus]}
            </dd>
          </div>
          <div className="rounded-full bg-slate-100 px-3 py-1">
            <dt className="inline text-slate-600">Order status: </dt>
            <dd className="inline font-semibold text-slate-900">{orderStatusLabels[order.status]}</dd>
          </div>
        </dl>
        {expected ? (
          <p className="mt-4 font-semibold text-slate-900" data-testid="confirmation-expected">
            {expected}
          </p>
        ) : null}
      </div>

      <section
        aria-labelledby="confirmation-items"
        className="mt-8 rounded-xl bg-white p-4 ring-1 ring-slate-200 sm:p-6"
      >
        <h2 id="confirmation-items" className="text-lg font-bold text-slate-900">
          Order Details
        </h2>
        <div className="mt-4">
          <OrderItems order={order} />
        </div>
        <OrderTotals order={order} />
      </section>

      <OrderNextSteps order={order} storeAddress={settings.data?.storeAddress ?? ''} />

      <div className="mt-8 flex flex-col items-center justify-center gap-3 sm:flex-row sm:items-start">
        <OrderPageButton orderId={order.id} />
        <Button asChild size="lg">
          <Link to="/">Continue Shopping</Link>
        </Button>
      </div>
    </div>
  );
}
