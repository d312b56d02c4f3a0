import { useQueryClient } from '@tanstack/react-query';
import { RotateCw } from 'lucide-react';
import { type ReactNode, useId, useRef, useState } from 'react';
import { formatDueDate, type QueueGroup, queueGroupLabels, queueGroupValues } from '#shared/production-queue';
import type { ProductionQueueOrder } from '#shared/schemas/production-queue';
import { ListError } from '#web/components/list-error.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { LoadingSkeleton } from '#web/components/ui/skeleton.tsx';
import { WithTooltip } from '#web/components/ui/tooltip.tsx';
import { productionQueueQueryKey, useProductionQueue } from '../api/get-production-queue.ts';
import { NotifyCustomerChoice } from './notify-customer-choice.tsx';
import { QueueOrder } from './queue-order.tsx';

const emptyGroupText: Record<QueueGroup, string> = {
  overdue: 'Nothing is overdue.',
  today: 'Nothing else is due today.',
  this_week: 'Nothing else is due this week.',
  later: 'Nothing due later.',
};

function QueueGroupSection({
  group,
  orders,
  notifyCustomer,
  onCompleted,
}: {
  group: QueueGroup;
  orders: readonly ProductionQueueOrder[];
  notifyCustomer: boolean;
  onCompleted: () => void;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <h3
        id={id}
        className={
          group === 'overdue' && orders.length > 0
            ? 'font-semibold text-red-700'
            : 'font-semibold text-slate-900'
        }
      >
        {queueGroupLabels[group]} <span className="font-normal text-slate-600">({orders.length})</span>
      </h3>
      {orders.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">{emptyGroupText[group]}</p>
      ) : (
        <ul className="mt-2 space-y-3">
          {orders.map((order) => (
            <QueueOrder
              key={order.id}
              order={order}
              notifyCustomer={notifyCustomer}
              onCompleted={onCompleted}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * The Production tab: the open orders by due date
 * (docs/product/orders-and-statuses.md#production-queue-production-tab-adminproduction), grouped Overdue, Due
 * today, Due this week and Later, each with a one-click next status.
 */
export function ProductionQueueCard() {
  const id = useId();
  const queryClient = useQueryClient();
  const queue = useProductionQueue();
  const [notifyCustomers, setNotifyCustomers] = useState(true);
  const title = useRef<HTMLHeadingElement>(null);

  let content: ReactNode;
  if (queue.isPending) {
    content = (
      <LoadingSkeleton
        label="Loading the production queue…"
        rows={2}
        rowClassName="h-24 w-full"
        className="space-y-3"
      />
    );
  } else if (queue.isError) {
    content = (
      <ListError
        message="Failed to fetch the production queue"
        onRetry={() => queue.refetch()}
        retrying={queue.isFetching}
      />
    );
  } else if (queue.data.orders.length === 0) {
    content = <p className="py-10 text-center text-slate-600">No open orders. Everything is done.</p>;
  } else {
    const { orders } = queue.data;
    content = (
      <div className="space-y-6">
        {queue.data.truncated ? (
          <p role="status" className="text-sm text-amber-800">
            Showing the {orders.length} oldest open orders.
          </p>
        ) : null}
        {queueGroupValues.map((group) => (
          <QueueGroupSection
            key={group}
            group={group}
            orders={orders.filter((order) => order.group === group)}
            notifyCustomer={notifyCustomers}
            onCompleted={() => title.current?.focus()}
          />
        ))}
      </div>
    );
  }

  return (
    <Card aria-labelledby={`${id}-title`}>
      <CardHeader className="flex flex-row items-start justify-between gap-3">
        <div>
          <CardTitle id={`${id}-title`} ref={title} tabIndex={-1} className="outline-none">
            Production Queue
          </CardTitle>
          <p className="mt-1 text-sm text-slate-600">
            Open orders by the day they must be ready
            {queue.data ? `; today is ${formatDueDate(queue.data.today)}` : ''}.
          </p>
        </div>
        <WithTooltip label="Refresh the queue">
          <Button
            variant="ghost"
            size="icon"
            aria-label="Refresh the queue"
            onClick={() => {
              if (!queue.isFetching)
                void queryClient.invalidateQueries({ queryKey: productionQueueQueryKey });
            }}
            aria-disabled={queue.isFetching || undefined}
          >
            <RotateCw aria-hidden="true" className={queue.isFetching ? 'animate-spin' : undefined} />
          </Button>
        </WithTooltip>
      </CardHeader>
      <CardContent className="space-y-4">
        <NotifyCustomerChoice
          checked={notifyCustomers}
          onChange={setNotifyCustomers}
          label="E-mail customers when I change a status"
        />
        {content}
      </CardContent>
    </Card>
  );
}
