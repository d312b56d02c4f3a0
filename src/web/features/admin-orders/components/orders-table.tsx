import { formatDueDate } from '#shared/production-queue';
import type { AdminOrderListItem } from '#shared/schemas/admin';
import { formatUSD } from '#web/lib/format.ts';
import { useMediaQuery } from '#web/lib/use-media-query.ts';
import { FilesToCheckBadge, OrderStatusBadge, PaymentInfo, RushMarker } from './order-badges.tsx';
import { moreItemsLabel, OrderActions, OrderCards } from './order-cards.tsx';
import { formatOrderDate, shippingMethodLabel } from './order-labels.ts';

const columns = [
  'Order ID',
  'Customer',
  'Product',
  'Amount',
  'Status',
  'Payment',
  'Shipping',
  'Actions',
] as const;

const cellClass = 'px-3 py-3 align-top first:pl-4 last:pr-4 sm:first:pl-6 sm:last:pr-6';
/** The Order ID column stays in view while the table scrolls sideways on a phone. */
const stickyClass = 'sticky left-0 z-10 shadow-[inset_-1px_0_0_var(--color-slate-200)] md:shadow-none';

export interface OrdersTableProps {
  orders: readonly AdminOrderListItem[];
  /** `opener` is the View button, for the focus to return to. */
  onView: (order: AdminOrderListItem, opener: HTMLElement) => void;
  /** True while another page or filter loads over the rows on screen. */
  busy?: boolean;
  /** Whether a status changed here e-mails the customer. */
  notifyCustomer?: boolean;
}

/**
 * The Orders tab's columns (docs/product/orders-and-statuses.md), Payment among them. Between a phone and a
 * wide screen the table scrolls sideways inside its own region, which the keyboard can focus and scroll too.
 */
export function OrdersTable(props: OrdersTableProps) {
  // A phone gets a card per order; the wide table scrolled sideways there
  // (docs/product/orders-and-statuses.md#what-the-admin-sees-orders-tab-adminorders).
  const phone = useMediaQuery('(max-width: 767px)');
  return phone ? <OrderCards {...props} /> : <WideOrdersTable {...props} />;
}

function WideOrdersTable({ orders, onView, busy = false, notifyCustomer = true }: OrdersTableProps) {
  return (
    <section
      aria-label="Orders table, scrolls sideways"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
      tabIndex={0}
      className="-mx-4 overflow-x-auto focus-visible:outline-2 focus-visible:outline-brand-500 sm:-mx-6"
    >
      <table
        aria-label="Orders table"
        aria-busy={busy || undefined}
        className="w-full min-w-[66rem] text-left text-sm"
      >
        <thead className="border-b border-slate-200 bg-slate-50 text-xs font-semibold tracking-wide text-slate-600 uppercase">
          <tr>
            {columns.map((column, index) => (
              <th
                key={column}
                scope="col"
                className={index === 0 ? `${cellClass} ${stickyClass} bg-slate-50` : cellClass}
              >
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className={busy ? 'divide-y divide-slate-200 opacity-60' : 'divide-y divide-slate-200'}>
          {orders.map((order) => {
            const more = moreItemsLabel(order.itemCount);
            return (
              <tr key={order.id} data-testid="order-row">
                <th
                  scope="row"
                  className={`${cellClass} ${stickyClass} bg-white font-semibold text-slate-900`}
                >
                  {order.orderNumber}
                  <span className="block text-xs font-normal text-slate-500">
                    {formatOrderDate(order.createdAt)}
                  </span>
                  {order.dueDate ? (
                    <span className="block text-xs font-normal whitespace-nowrap text-slate-700">
                      Due {formatDueDate(order.dueDate)}
                    </span>
                  ) : null}
                  {order.rush ? <RushMarker className="mt-1" /> : null}
                </th>
                <td className={cellClass}>
                  <span className="block font-medium text-slate-900">{order.customerName}</span>
                  <span className="block break-all text-slate-600">{order.customerEmail}</span>
                </td>
                <td className={cellClass}>
                  <span className="block font-medium text-slate-900">{order.productName}</span>
                  {order.size ? <span className="block text-slate-600">{order.size}</span> : null}
                  {more ? <span className="block text-xs font-medium text-brand-700">{more}</span> : null}
                  <FilesToCheckBadge count={order.filesToCheck} className="mt-1" />
                </td>
                <td className={`${cellClass} font-semibold whitespace-nowrap text-slate-900`}>
                  {formatUSD(order.total)}
                </td>
                <td className={cellClass}>
                  <OrderStatusBadge status={order.status} />
                </td>
                <td className={cellClass}>
                  <PaymentInfo method={order.paymentMethod} status={order.paymentStatus} />
                </td>
                <td className={`${cellClass} whitespace-nowrap text-slate-700`}>
                  {shippingMethodLabel(order.shippingMethod)}
                </td>
                <td className={cellClass}>
                  <OrderActions order={order} onView={onView} notifyCustomer={notifyCustomer} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}
