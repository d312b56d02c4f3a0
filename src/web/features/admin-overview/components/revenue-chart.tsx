import 'uplot/dist/uPlot.min.css';
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import { formatDueDate } from '#shared/production-queue';
import type { Overview } from '#shared/schemas/overview';
import { formatUSD } from '#web/lib/format.ts';

const HEIGHT = 240;
const brand = '#2563eb';

/** Each day at midnight UTC, in seconds, for uPlot's time axis (shown in UTC, so the shop's day stays put). */
const dayToSeconds = (day: string) => Date.parse(`${day}T00:00:00Z`) / 1000;

function chartOptions(width: number): uPlot.Options {
  return {
    width,
    height: HEIGHT,
    tzDate: (seconds) => uPlot.tzDate(new Date(seconds * 1000), 'Etc/UTC'),
    cursor: { drag: { x: false, y: false } },
    legend: { show: true, live: true },
    scales: { y: { range: (_u, _min, max) => [0, max > 0 ? max * 1.1 : 100] } },
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
        size: 64,
        values: (_u, ticks) => ticks.map((tick) => `$${tick.toLocaleString('en-US')}`),
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
    let plot: uPlot | null = null;
    try {
      plot = new uPlot(chartOptions(Math.max(element.clientWidth, 280)), data, element);
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
