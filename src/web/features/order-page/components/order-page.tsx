import { PackageSearch, Truck } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { trackingCarrierLabels } from '#shared/order-tracking';
import { brandName } from '#shared/seo';
import { shippingMethods } from '#shared/shipping';
import { ContactDetails } from '#web/components/contact-details.tsx';
import {
  OrderItems,
  OrderTotals,
  orderStatusLabels,
  paymentStatusLabels,
} from '#web/components/order-details.tsx';
import { PageLoadError } from '#web/components/page-load-error.tsx';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { LoadingSkeleton, Skeleton } from '#web/components/ui/skeleton.tsx';
import { isApiError } from '#web/lib/api-client.ts';
import { formatWhen } from '#web/lib/format.ts';
import { type OrderPage as OrderPageData, useOrderPage } from '../api/order-page.ts';
import { OrderProofs, pageAwaitsApproval } from './order-proofs.tsx';
import { OrderTimeline } from './order-timeline.tsx';

const card = 'rounded-xl bg-white p-4 ring-1 ring-slate-200 sm:p-6';

/** The one page for every link that opens no order: no order, no token, a wrong or another order's token. */
function OrderLinkNotFound() {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center sm:py-24">
      <PackageSearch className="size-14 text-brand-600" aria-hidden="true" />
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-slate-900">Order not found</h1>
      <p className="mt-4 text-base text-slate-600">
        This link does not open an order. It may be incomplete: open it again from your e-mail, or ask for a
        new link with your order number and e-mail address.
      </p>
      <Button asChild size="lg" className="mt-8">
        <Link to="/order-lookup">Find my order</Link>
      </Button>
    </section>
  );
}

function OrderPageSkeleton() {
  return (
    <LoadingSkeleton label="Loading your order…" className="mx-auto max-w-5xl px-4 py-8 sm:px-6 sm:py-12">
      <Skeleton className="h-9 w-1/2" />
      <Skeleton className="mt-6 h-24 w-full rounded-xl" />
      <Skeleton className="mt-6 h-64 w-full rounded-xl" />
    </LoadingSkeleton>
  );
}

function deliveryLines(order: OrderPageData): string[] {
  if (order.shippingMethod === 'pickup') return ['Store pickup at', order.storeAddress];
  const { name, company, address, city, state, zipCode } = order.customer;
  return [
    name,
    company,
    address,
    [city, [state, zipCode].filter(Boolean).join(' ')].filter(Boolean).join(', '),
  ].filter(Boolean);
}

function Tracking({ tracking }: { tracking: NonNullable<OrderPageData['tracking']> }) {
  return (
    <div className="mt-3 rounded-lg bg-brand-50 p-3 ring-1 ring-brand-100">
      <p className="flex items-center gap-2 text-sm font-semibold text-slate-900">
        <Truck className="size-4" aria-hidden="true" />
        {trackingCarrierLabels[tracking.carrier]} tracking number
      </p>
      {tracking.url ? (
        <a
          href={tracking.url}
          target="_blank"
          rel="noopener noreferrer"
          className="mt-1 inline-block font-mono text-sm break-all text-brand-700 underline underline-offset-2"
        >
          {tracking.number}
          <span className="sr-only">
            {' '}
            (track the parcel at {trackingCarrierLabels[tracking.carrier]}, opens in a new tab)
          </span>
        </a>
      ) : (
        <p className="mt-1 font-mono text-sm break-all text-slate-800">{tracking.number}</p>
      )}
    </div>
  );
}

function OrderFacts({ order }: { order: OrderPageData }) {
  const method = shippingMethods.find((option) => option.value === order.shippingMethod);
  return (
    <div className="space-y-6">
      <section aria-labelledby="order-delivery" className={card}>
        <h2 id="order-delivery" className="text-lg font-bold text-slate-900">
          {order.shippingMethod === 'pickup' ? 'Pickup' : 'Shipping'}
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          {method?.label ?? order.shippingMethod}
          {method ? ` · ${method.deliveryTime}` : ''}
        </p>
        {order.expected ? (
          <p className="mt-1 text-sm font-medium text-slate-900" data-testid="order-expected">
            {order.expected}
            {pageAwaitsApproval(order) ? ' if you approve your proof today' : ''}
          </p>
        ) : null}
        <address className="mt-2 text-sm text-slate-800 not-italic">
          {deliveryLines(order).map((line) => (
            <span key={line} className="block">
              {line}
            </span>
          ))}
        </address>
        {order.tracking ? <Tracking tracking={order.tracking} /> : null}
      </section>
      <section aria-labelledby="order-payment" className={card}>
        <h2 id="order-payment" className="text-lg font-bold text-slate-900">
          Payment
        </h2>
        <p className="mt-2 text-sm text-slate-800">
          {order.paymentMethod === 'paypal' ? 'PayPal' : 'Pay in Store'}:{' '}
          <strong>{paymentStatusLabels[order.paymentStatus]}</strong>
          {order.paidAt && order.paymentStatus === 'completed' ? ` on ${formatWhen(order.paidAt)}` : ''}
        </p>
      </section>
      <section aria-labelledby="order-contact" className={card}>
        <h2 id="order-contact" className="text-lg font-bold text-slate-900">
          Questions about this order?
        </h2>
        <p className="mt-1 text-sm text-slate-600">Give us your order number {order.orderNumber}.</p>
        <ContactDetails
          listClass="mt-3 space-y-2 text-sm text-slate-800"
          itemClass="gap-2"
          iconClass="size-4 text-brand-600"
          linkClass="text-brand-700 underline-offset-2 hover:underline"
        />
      </section>
    </div>
  );
}

/**
 * /orders/{number}?token=...: the order a customer's link opens, from any browser (docs/product/orders-and-statuses.md#the-order-page).
 */
export function OrderPage() {
  const { number = '' } = useParams();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const { data: order, isPending, error, refetch, isFetching } = useOrderPage(number, token);

  useEffect(() => {
    document.title = order ? `Order ${order.orderNumber} | ${brandName}` : `Your Order | ${brandName}`;
  }, [order]);

  if (token === '' || (isApiError(error) && error.status === 404)) return <OrderLinkNotFound />;
  // A failed reload (after a proof decision) keeps the order shown; only a first load that failed says so.
  if (error && !order) {
    return (
      <div className="mx-auto max-w-xl px-4">
        <PageLoadError
          title="We couldn't load your order"
          onRetry={() => void refetch()}
          retrying={isFetching}
        />
      </div>
    );
  }
  if (isPending) return <OrderPageSkeleton />;

  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6 sm:py-12">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">Order {order.orderNumber}</h1>
        <Badge
          tone={
            order.status === 'completed' ? 'success' : order.status === 'in_progress' ? 'info' : 'neutral'
          }
        >
          {orderStatusLabels[order.status]}
        </Badge>
      </div>
      <p className="mt-1 text-slate-600">
        Placed on <time dateTime={order.createdAt}>{formatWhen(order.createdAt)}</time> by{' '}
        {order.customer.name}
      </p>

      <section aria-labelledby="order-progress" className={`${card} mt-6`}>
        <h2 id="order-progress" className="sr-only">
          Progress
        </h2>
        <OrderTimeline order={order} />
      </section>

      <OrderProofs order={order} link={{ number, token }} />

      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
        <section aria-labelledby="order-items" className={card}>
          <h2 id="order-items" className="text-lg font-bold text-slate-900">
            Order Details
          </h2>
          <div className="mt-4">
            <OrderItems order={order} />
          </div>
          <OrderTotals order={order} />
        </section>
        <OrderFacts order={order} />
      </div>
    </div>
  );
}
