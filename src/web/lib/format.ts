const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** Formats a decimal string ("12.5") or a number as US dollars: "$12.50". */
export function formatUSD(value: string | number): string {
  const amount = typeof value === 'number' ? value : Number(value);
  return usd.format(Number.isFinite(amount) ? amount : 0);
}
