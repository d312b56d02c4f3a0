import { formatUSD, toCents } from '#shared/money';

/** '+$6.00', '-$1.50', or undefined for no change: the label beside an option that changes the price. */
export function signedMoneyHint(amount: string | number): string | undefined {
  const cents = toCents(amount);
  if (cents === 0) return undefined;
  return cents > 0 ? `+${formatUSD(cents)}` : `-${formatUSD(-cents)}`;
}

/** '+10%' for a finish's percentage modifier; undefined for 0. */
export function percentHint(percent: number): string | undefined {
  if (percent === 0) return undefined;
  return `${percent > 0 ? '+' : ''}${Number(percent.toFixed(2))}%`;
}
