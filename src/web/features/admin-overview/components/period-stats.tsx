import { toCents } from '#shared/money';
import { changeText, overviewPeriods } from '#shared/overview';
import type { Overview } from '#shared/schemas/overview';
import { cn } from '#web/lib/cn.ts';
import { formatUSD } from '#web/lib/format.ts';

function Change({ now, before, period }: { now: number; before: number; period: string }) {
  const text = changeText(now, before);
  if (!text) return <span className="text-slate-600">No sales {period} either</span>;
  const tone =
    text.startsWith('+') || text === 'New'
      ? 'text-emerald-700'
      : text.startsWith('−')
        ? 'text-red-700'
        : 'text-slate-600';
  return (
    <span>
      <span className={cn('font-semibold', tone)}>{text}</span>{' '}
      <span className="text-slate-600">vs {period}</span>
    </span>
  );
}

/** Revenue and orders of today, 7 and 30 days, each against the period before; then the average order. */
export function PeriodStats({ overview }: { overview: Overview }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4" aria-label="Sales by period">
      {overviewPeriods.map((period) => {
        const figures = overview.periods[period.key];
        return (
          <li key={period.key} className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
            <h3 className="text-sm font-semibold text-slate-600">{period.label}</h3>
            <p className="mt-1 text-2xl font-bold text-slate-900 tabular-nums">
              {formatUSD(figures.revenue)}
            </p>
            <p className="text-sm text-slate-700">
              {figures.orders} {figures.orders === 1 ? 'order' : 'orders'}
            </p>
            <p className="mt-2 text-sm">
              <Change
                now={toCents(figures.revenue)}
                before={toCents(figures.previousRevenue)}
                period={period.before}
              />
            </p>
          </li>
        );
      })}
      <li className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
        <h3 className="text-sm font-semibold text-slate-600">Average order value</h3>
        <p className="mt-1 text-2xl font-bold text-slate-900 tabular-nums">
          {formatUSD(overview.averageOrderValue)}
        </p>
        <p className="text-sm text-slate-700">Last 30 days</p>
      </li>
    </ul>
  );
}
