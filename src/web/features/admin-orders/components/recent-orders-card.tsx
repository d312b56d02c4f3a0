import { useQueryClient } from '@tanstack/react-query';
import { RotateCw } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import type { AdminOrderListItem } from '../../../../shared/schemas/admin.ts';
import { orderStatusValues } from '../../../../shared/schemas/checkout.ts';
import { Pagination } from '../../../components/pagination.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { useClampedPage } from '../../../lib/page-param.ts';
import { adminOrdersQueryKey, useAdminOrders } from '../api/get-admin-orders.ts';
import { useOrdersUrlState } from '../hooks/use-orders-url-state.ts';
import { ListError } from './list-error.tsx';
import { OrderDetailsDialog } from './order-details-dialog.tsx';
import { orderStatusLabels } from './order-labels.ts';
import { selectClass } from './order-status-select.tsx';
import { OrdersTable, OrdersTableSkeleton } from './orders-table.tsx';

/** SPEC §2 Orders tab: 'Recent Orders' with the status filter, the table, paging and the details dialog. */
export function RecentOrdersCard() {
  const id = useId();
  const { status, page, setStatus, setPage } = useOrdersUrlState();
  const queryClient = useQueryClient();
  const orders = useAdminOrders({ status, page });
  useClampedPage(page, orders.data?.pageCount, setPage);
  const [viewing, setViewing] = useState<{ order: AdminOrderListItem; opener: HTMLElement } | null>(null);

  let content: ReactNode;
  if (orders.isPending) {
    content = <OrdersTableSkeleton />;
  } else if (orders.isError) {
    content = (
      <ListError
        message="Failed to fetch orders"
        onRetry={() => orders.refetch()}
        retrying={orders.isFetching}
      />
    );
  } else if (orders.data.orders.length === 0) {
    content = <p className="py-10 text-center text-slate-600">No orders found.</p>;
  } else {
    content = (
      <OrdersTable
        orders={orders.data.orders}
        onView={(order, opener) => setViewing({ order, opener })}
        busy={orders.isPlaceholderData}
      />
    );
  }

  return (
    <Card aria-labelledby={`${id}-title`}>
      <CardHeader className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <CardTitle id={`${id}-title`}>Recent Orders</CardTitle>
        <div className="flex items-center gap-2">
          <label htmlFor={`${id}-status`} className="text-sm font-medium text-slate-700">
            Status
          </label>
          <select
            id={`${id}-status`}
            value={status ?? ''}
            onChange={(event) => setStatus(orderStatusValues.find((s) => s === event.target.value) ?? null)}
            className={`${selectClass} w-full sm:w-44`}
          >
            <option value="">All Orders</option>
            {orderStatusValues.map((value) => (
              <option key={value} value={value}>
                {orderStatusLabels[value]}
              </option>
            ))}
          </select>
          <Button
            variant="ghost"
            size="icon"
            aria-label="Refresh orders"
            title="Refresh orders"
            onClick={() => {
              if (!orders.isFetching) void queryClient.invalidateQueries({ queryKey: adminOrdersQueryKey });
            }}
            aria-disabled={orders.isFetching || undefined}
          >
            <RotateCw aria-hidden="true" className={orders.isFetching ? 'animate-spin' : undefined} />
          </Button>
        </div>
      </CardHeader>
      <CardContent>
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
        order={viewing?.order ?? null}
        returnFocusTo={viewing?.opener ?? null}
        onClose={() => setViewing(null)}
      />
    </Card>
  );
}
