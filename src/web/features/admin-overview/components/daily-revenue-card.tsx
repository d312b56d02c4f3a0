import { lazy, type ReactNode, Suspense, useId } from 'react';
import { formatDueDate } from '#shared/production-queue';
import type { Overview } from '#shared/schemas/overview';
import { Card, CardContent, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { LoadingSkeleton } from '#web/components/ui/skeleton.tsx';
import { formatUSD } from '#web/lib/format.ts';

// The chart library is fetched with the Overview only: neither the storefront nor the other tabs load it.
// Should it fail to load (a chunk gone after a deploy, a page without matchMedia or canvas), the table of
// figures below stays the answer.
const NoChart = (_props: { daily: Overview['daily'] }): ReactNode => null;
const RevenueChart = lazy(() =>
  import('./revenue-chart.tsx').then(
    (module): { default: typeof NoChart } => module,
    () => ({ default: NoChart }),
  ),
);

/** Daily revenue over the last 30 days: the chart, and its figures as a table (for every reader). */
export function DailyRevenueCard({ daily }: { daily: Overview['daily'] }) {
  const id = useId();
  const best = daily.reduce((top, day) => (Number(day.revenue) > Number(top.revenue) ? day : top), daily[0]!);
  const summary =
    Number(best.revenue) > 0
      ? `The best day was ${formatDueDate(best.day)} with ${formatUSD(best.revenue)}.`
      : 'No paid orders in the last 30 days.';
  return (
    <Card aria-labelledby={`${id}-title`}>
      <CardHeader>
        <CardTitle id={`${id}-title`}>Daily revenue, last 30 days</CardTitle>
        <p className="mt-1 text-sm text-slate-600">{summary}</p>
      </CardHeader>
      <CardContent>
        <Suspense
          fallback={<LoadingSkeleton label="Loading the chart…" rows={1} rowClassName="h-60 w-full" />}
        >
          <RevenueChart daily={daily} />
        </Suspense>
        <details className="mt-3 text-sm">
          <summary className="cursor-pointer font-semibold text-brand-700">Show the daily figures</summary>
          <div className="mt-2 max-h-72 overflow-y-auto">
            <table className="w-full">
              <caption className="sr-only">Revenue and paid orders per day, last 30 days</caption>
              <thead>
                <tr className="border-b border-slate-200 text-left text-slate-600">
                  <th scope="col" className="py-1 pr-3 font-semibold">
                    Day
                  </th>
                  <th scope="col" className="py-1 pl-3 text-right font-semibold">
                    Orders
                  </th>
                  <th scope="col" className="py-1 pl-3 text-right font-semibold">
                    Revenue
                  </th>
                </tr>
              </thead>
              <tbody>
                {daily.map((day) => (
                  <tr key={day.day} className="border-b border-slate-100 last:border-0">
                    <th scope="row" className="py-1 pr-3 text-left font-normal">
                      {formatDueDate(day.day)}
                    </th>
                    <td className="py-1 pl-3 text-right tabular-nums">{day.orders}</td>
                    <td className="py-1 pl-3 text-right tabular-nums">{formatUSD(day.revenue)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </details>
      </CardContent>
    </Card>
  );
}
