import { Eye } from 'lucide-react';
import { formatDueDate } from '#shared/production-queue';
import { Button } from '#web/components/ui/button.tsx';
import { cn } from '#web/lib/cn.ts';
import { formatUSD } from '#web/lib/format.ts';
import { FilesToCheckBadge, OrderStatusBadge, PaymentInfo, RushMarker } from './order-badges.tsx';
import { formatOrderDate, shippingMethodLabel } from './order-labels.ts';
import { OrderStatusSelect } from './order-status-select.tsx';
import type { OrdersTableProps } from './orders-table.tsx';

/** '+2 more' for an order of three items; null for one item. */
export function moreItemsLabel(itemCount: number): string | null {
  return itemCount > 1 ? `+${itemCount - 1} more` : null;
}

/** View (the details) and the status, for a row of the table or a card. */
export function OrderActions({
  order,
  onView,
  notifyCustomer,
  className,
  selectClassName,
}: Pick<OrdersTableProps, 'onView'> & {
  order: OrdersTableProps['orders'][number];
  notifyCustomer: boolean;
  className?: string;
  selectClassName?: string;
}) {
  return (
    <div className={cn('flex items-center gap-2', className)}>
      <Button
        variant="outline"
        size="sm"
        aria-label={`View order ${order.orderNumber}`}
        onClick={(event) => onView(order, event.currentTarget)}
      >
        <Eye aria-hidden="true" />
        View
      </Button>
      <OrderStatusSelect order={order} notifyCustomer={notifyCustomer} className={selectClassName} />
    </div>
  );
}

/**
 * The orders on a phone (docs/product/orders-and-statuses.md#what-the-admin-sees-orders-tab-adminorders): a
 * card each, with the number, customer, amount, status and due date first, then the product, payment and
 * shipping, and the same View and status controls as the table.
 */
export function OrderCards({ orders, onView, busy = false, notifyCustomer = true }: OrdersTableProps) {
  return (
    <ul
      aria-label="Orders"
      aria-busy={busy || undefined}
      className={busy ? 'space-y-3 opacity-60' : 'space-y-3'}
    >
      {orders.map((order) => {
        const more = moreItemsLabel(order.itemCount);
        return (
          <li
            key={order.id}
            data-testid="order-row"
            className="rounded-lg border border-slate-200 bg-white p-4 text-sm"
          >
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <p className="flex flex-wrap items-center gap-2">
                  <span className="text-base font-semibold text-slate-900">{order.orderNumber}</span>
                  {order.rush ? <RushMarker /> : null}
                  <OrderStatusBadge status={order.status} />
                </p>
                <p className="mt-1 font-medium break-words text-slate-900">{order.customerName}</p>
                <p className="text-slate-600">
                  {formatOrderDate(order.createdAt)}
                  {order.dueDate ? ` · Due ${formatDueDate(order.dueDate)}` : ''}
                </p>
              </div>
              <p className="shrink-0 text-base font-bold text-slate-900 tabular-nums">
                {formatUSD(order.total)}
              </p>
            </div>
            <p className="mt-2 text-slate-700">
              {order.productName}
              {order.size ? `, ${order.size}` : ''}
              {more ? <span className="font-medium text-brand-700"> {more}</span> : null}
            </p>
            <FilesToCheckBadge count={order.filesToCheck} className="mt-1" />
            <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-slate-700">
              <PaymentInfo method={order.paymentMethod} status={order.paymentStatus} />
              <span>{shippingMethodLabel(order.shippingMethod)}</span>
            </div>
            <OrderActions
              order={order}
              onView={onView}
              notifyCustomer={notifyCustomer}
              className="mt-3"
              selectClassName="flex-1"
            />
          </li>
        );
      })}
    </ul>
  );
}
