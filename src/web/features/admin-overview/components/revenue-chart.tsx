import 'uplot/dist/uPlot.min.css';
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import { formatDueDate } from '#shared/production-queue';
import type { Overview } from '#shared/schemas/overview';
import { formatUSD } from '#web/lib/format.ts';
import { revenueAxis } from './revenue-axis.ts';

const HEIGHT = 240;
const brand = '#2563eb';

/** Each day at midnight UTC, in seconds, for uPlot's time axis (shown in UTC, so the shop's day stays put). */
const dayToSeconds = (day: string) => Date.parse(`${day}T00:00:00Z`) / 1000;

function chartOptions(width: number, axis: { top: number; ticks: number[] }): uPlot.Options {
  return {
    width,
    height: HEIGHT,
    tzDate: (seconds) => uPlot.tzDate(new Date(seconds * 1000), 'Etc/UTC'),
    cursor: { drag: { x: false, y: false } },
    legend: { show: true, live: true },
    // The axis fits the data: its top is a round tick at or above the tallest bar (revenue-axis.ts).
    scales: { y: { range: () => [0, axis.top] } },
    series: [
      {
        label: 'Day',
        value: (_u, seconds) =>
          seconds == null ? '—' : formatDueDate(new Date(seconds * 1000).toISOString().slice(0, 10)),
      },
      {
        label: 'Revenue',
        stroke: brand,
        fill: 'rgba(37, 99, 235, 0.35)',
        paths: uPlot.paths.bars?.({ size: [0.7, 40] }),
        points: { show: false },
        value: (_u, value) => (value == null ? '—' : formatUSD(value)),
      },
    ],
    axes: [
      { stroke: '#475569', grid: { show: false }, values: '{MMM} {D}' },
      {
        stroke: '#475569',
        size: 72,
        splits: () => axis.ticks,
        values: (_u, ticks) =>
          ticks.map((tick) =>
            Number.isInteger(tick) ? `$${tick.toLocaleString('en-US')}` : formatUSD(tick),
          ),
      },
    ],
  };
}

/**
 * The last 30 days' revenue as bars, drawn by uPlot (loaded with this module, so only the Overview tab fetches
 * it); it follows its container's width. The same figures are in the table beside it for screen readers.
 */
export default function RevenueChart({ daily }: { daily: Overview['daily'] }) {
  const container = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const data: uPlot.AlignedData = [
      daily.map((entry) => dayToSeconds(entry.day)),
      daily.map((entry) => Number(entry.revenue)),
    ];
    const axis = revenueAxis(Math.max(0, ...daily.map((entry) => Number(entry.revenue))));
    let plot: uPlot | null = null;
    try {
      plot = new uPlot(chartOptions(Math.max(element.clientWidth, 280), axis), data, element);
    } catch {
      // A browser without a canvas (or a test DOM): the table of figures stays the whole answer.
      return;
    }
    const observer = new ResizeObserver(() =>
      plot?.setSize({ width: Math.max(element.clientWidth, 280), height: HEIGHT }),
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      plot?.destroy();
    };
  }, [daily]);

  return <div ref={container} aria-hidden="true" className="w-full overflow-hidden" />;
}
