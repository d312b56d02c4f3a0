import { useQueryClient } from '@tanstack/react-query';
import { Download, RotateCw } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { formatOrderNumber } from '#shared/order-number';
import type { AdminOrderListItem } from '#shared/schemas/admin';
import { orderStatusValues } from '#shared/schemas/checkout';
import { ListError } from '#web/components/list-error.tsx';
import { Pagination } from '#web/components/pagination.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { Select } from '#web/components/ui/select.tsx';
import { LoadingSkeleton } from '#web/components/ui/skeleton.tsx';
import { WithTooltip } from '#web/components/ui/tooltip.tsx';
import { useClampedPage } from '#web/lib/page-param.ts';
import { adminOrdersExportUrl, adminOrdersQueryKey, useAdminOrders } from '../api/get-admin-orders.ts';
import { parseView, useOrdersUrlState } from '../hooks/use-orders-url-state.ts';
import { NotifyCustomerChoice } from './notify-customer-choice.tsx';
import { OrderDetailsDialog } from './order-details-dialog.tsx';
import { OrderFilters } from './order-filters.tsx';
import { orderStatusLabels } from './order-labels.ts';
import { OrdersTable } from './orders-table.tsx';

/**
 * The Orders tab (docs/product/orders-and-statuses.md): 'Recent Orders' with the status filter, the table,
 * paging and the details dialog.
 */
export function RecentOrdersCard() {
  const id = useId();
  const {
    status,
    view,
    page,
    setStatus,
    setView,
    setPage,
    openOrderId,
    closeOrder,
    filters,
    setFilter,
    clearFilters,
  } = useOrdersUrlState();
  const queryClient = useQueryClient();
  const orders = useAdminOrders({ status, view, page, ...filters });
  useClampedPage(page, orders.data?.pageCount, setPage);
  const [viewing, setViewing] = useState<{ order: AdminOrderListItem; opener: HTMLElement } | null>(null);
  const [notifyCustomers, setNotifyCustomers] = useState(true);

  let content: ReactNode;
  if (orders.isPending) {
    content = (
      <LoadingSkeleton label="Loading orders…" rows={5} rowClassName="h-12 w-full" className="space-y-3" />
    );
  } else if (orders.isError) {
    content = (
      <ListError
        message="Failed to fetch orders"
        onRetry={() => orders.refetch()}
        retrying={orders.isFetching}
      />
    );
  } else if (orders.data.orders.length === 0) {
    content = (
      <p className="py-10 text-center text-slate-600">
        {view === 'abandoned' ? 'No abandoned payments.' : 'No orders found.'}
      </p>
    );
  } else {
    content = (
      <OrdersTable
        orders={orders.data.orders}
        onView={(order, opener) => setViewing({ order, opener })}
        busy={orders.isPlaceholderData}
        notifyCustomer={notifyCustomers}
      />
    );
  }

  return (
    <Card aria-labelledby={`${id}-title`}>
      <CardHeader className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <CardTitle id={`${id}-title`}>
          {view === 'abandoned' ? 'Abandoned Payments' : 'Recent Orders'}
        </CardTitle>
        <div className="flex flex-wrap items-center gap-2">
          <div className="flex w-full items-center gap-2 sm:w-auto">
            <Label htmlFor={`${id}-view`} className="w-12 shrink-0 text-slate-700 sm:w-auto">
              Show
            </Label>
            <Select
              id={`${id}-view`}
              value={view}
              onChange={(event) => setView(parseView(event.target.value))}
              className="h-9 flex-1 px-2 sm:w-52 sm:flex-none"
            >
              <option value="orders">Orders</option>
              <option value="abandoned">Abandoned payments</option>
            </Select>
          </div>
          <div className="flex w-full min-w-0 items-center gap-2 sm:w-auto sm:flex-none">
            <Label htmlFor={`${id}-status`} className="w-12 shrink-0 text-slate-700 sm:w-auto">
              Status
            </Label>
            <Select
              id={`${id}-status`}
              value={status ?? ''}
              onChange={(event) => setStatus(orderStatusValues.find((s) => s === event.target.value) ?? null)}
              className="h-9 flex-1 px-2 sm:w-44 sm:flex-none"
            >
              <option value="">All Orders</option>
              {orderStatusValues.map((value) => (
                <option key={value} value={value}>
                  {orderStatusLabels[value]}
                </option>
              ))}
            </Select>
          </div>
          <Button asChild variant="outline" size="sm">
            <a href={adminOrdersExportUrl({ status, view, ...filters })} download>
              <Download aria-hidden="true" />
              Export CSV
            </a>
          </Button>
          <WithTooltip label="Refresh orders">
            <Button
              variant="ghost"
              size="icon"
              aria-label="Refresh orders"
              onClick={() => {
                if (!orders.isFetching) void queryClient.invalidateQueries({ queryKey: adminOrdersQueryKey });
              }}
              aria-disabled={orders.isFetching || undefined}
            >
              <RotateCw aria-hidden="true" className={orders.isFetching ? 'animate-spin' : undefined} />
            </Button>
          </WithTooltip>
        </div>
      </CardHeader>
      <CardContent>
        <OrderFilters filters={filters} onChange={setFilter} onClear={clearFilters} />
        {view === 'orders' ? (
          <div className="mb-3">
            <NotifyCustomerChoice
              checked={notifyCustomers}
              onChange={setNotifyCustomers}
              label="E-mail customers when I change a status"
            />
          </div>
        ) : null}
        {content}
        {orders.data && !orders.isError ? (
          <Pagination
            label="Orders pages"
            page={page}
            pageCount={orders.data.pageCount}
            onPageChange={setPage}
          />
        ) : null}
      </CardContent>
      <OrderDetailsDialog
        order={
          viewing?.order ??
          (openOrderId ? { id: openOrderId, orderNumber: formatOrderNumber(openOrderId) } : null)
        }
        returnFocusTo={viewing?.opener ?? null}
        onClose={() => {
          setViewing(null);
          if (openOrderId) closeOrder();
        }}
      />
    </Card>
  );
}
