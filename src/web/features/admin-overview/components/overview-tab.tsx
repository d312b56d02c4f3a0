import { useQueryClient } from '@tanstack/react-query';
import { RotateCw } from 'lucide-react';
import { ListError } from '#web/components/list-error.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { LoadingSkeleton, Skeleton } from '#web/components/ui/skeleton.tsx';
import { WithTooltip } from '#web/components/ui/tooltip.tsx';
import { formatUSD } from '#web/lib/format.ts';
import { overviewQueryKey, useOverview } from '../api/get-overview.ts';
import { DailyRevenueCard } from './daily-revenue-card.tsx';
import { PeriodStats } from './period-stats.tsx';
import { RankedTable } from './ranked-table.tsx';

/**
 * The Overview tab, the admin's landing tab (docs/product/admin.md#overview-tab): sales at a
 * glance from paid orders, in the shop's time zone.
 */
export function OverviewTab() {
  const overview = useOverview();
  const queryClient = useQueryClient();

  if (overview.isPending) {
    return (
      <LoadingSkeleton label="Loading the overview…" className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {['today', 'week', 'month', 'average'].map((key) => (
            <Skeleton key={key} className="h-32 w-full" />
          ))}
        </div>
        <Skeleton className="h-72 w-full" />
      </LoadingSkeleton>
    );
  }
  if (overview.isError) {
    return (
      <ListError
        message="Failed to fetch the overview"
        onRetry={() => overview.refetch()}
        retrying={overview.isFetching}
      />
    );
  }
  const data = overview.data;
  return (
    <div className="space-y-6">
      <div className="flex items-start justify-between gap-3">
        <div>
          <h2 className="text-xl font-semibold text-slate-900">Sales at a glance</h2>
          <p className="mt-1 text-sm text-slate-600">
            Paid orders by the day they were paid ({data.timeZone.replace('_', ' ')} time). Revenue is what
            customers paid, shipping included.
          </p>
        </div>
        <WithTooltip label="Refresh the overview">
          <Button
            variant="ghost"
            size="icon"
            aria-label="Refresh the overview"
            onClick={() => {
              if (!overview.isFetching) void queryClient.invalidateQueries({ queryKey: overviewQueryKey });
            }}
            aria-disabled={overview.isFetching || undefined}
          >
            <RotateCw aria-hidden="true" className={overview.isFetching ? 'animate-spin' : undefined} />
          </Button>
        </WithTooltip>
      </div>
      <PeriodStats overview={data} />
      <DailyRevenueCard daily={data.daily} />
      <div className="grid gap-6 lg:grid-cols-2">
        <RankedTable
          title="Top products, last 30 days"
          columns={['Product', 'Quantity', 'Revenue']}
          rows={data.topProducts.map((row) => ({
            key: row.name,
            cells: [row.name, row.quantity, formatUSD(row.revenue)],
          }))}
          empty="No products sold in the last 30 days."
        />
        <RankedTable
          title="Top categories, last 30 days"
          columns={['Category', 'Quantity', 'Revenue']}
          rows={data.topCategories.map((row) => ({
            key: row.name,
            cells: [row.name, row.quantity, formatUSD(row.revenue)],
          }))}
          empty="No categories sold in the last 30 days."
        />
      </div>
      <RankedTable
        title="Discount codes, last 30 days"
        columns={['Code', 'Orders', 'Revenue', 'Discount given']}
        rows={data.discountCodes.map((row) => ({
          key: row.code,
          cells: [row.code, row.orders, formatUSD(row.revenue), formatUSD(row.discount)],
        }))}
        empty="No discount code was used in the last 30 days."
      />
    </div>
  );
}
