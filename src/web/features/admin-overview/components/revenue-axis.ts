/** Steps an axis may take, times a power of ten: $1, $2, $2.50, $5, then $10, $20, $25, $50, … */
const niceSteps = [1, 2, 2.5, 5];
/** At most this many steps from $0 to the top. */
const MAX_STEPS = 5;

/**
 * The revenue axis for a chart whose highest bar is `highest` dollars: from $0 to a round top at or above
 * it, with its ticks. The top is itself a tick, so the tallest bar is always under a labelled line
 * ($132 → $0, $50, $100, $150); no revenue at all shows $0 to $100.
 */
export function revenueAxis(highest: number): { top: number; ticks: number[] } {
  if (!(highest > 0)) return { top: 100, ticks: [0, 25, 50, 75, 100] };
  const least = highest / MAX_STEPS;
  const power = 10 ** Math.floor(Math.log10(least));
  const step = (niceSteps.map((nice) => nice * power).find((value) => value >= least) ?? 10 * power) || 1;
  const count = Math.max(1, Math.ceil(highest / step - 1e-9));
  const ticks = Array.from({ length: count + 1 }, (_, index) => Math.round(index * step * 100) / 100);
  return { top: ticks.at(-1)!, ticks };
}
