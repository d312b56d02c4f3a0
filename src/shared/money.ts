import Big from 'big.js';

/** An amount of 0 or more with at most 2 decimals, as typed: '15', '15.5', '15.50'. */
export const moneyPattern = /^\d{1,8}(\.\d{1,2})?$/;

/**
 * Money is held as integer cents everywhere inside the app and travels as decimal strings ("24.99").
 * Arithmetic that multiplies money by a factor goes through big.js, so no binary float error can creep in.
 *
 * Rounding is "half up" in the commercial sense: a value exactly half-way between two cents goes away
 * from zero (0.005 -> 0.01, -0.005 -> -0.01). For the non-negative amounts a shop charges that is
 * plain half-up.
 */

const usdFormatter = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const percentFormatter = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

function toSafeInteger(value: Big, what: string): number {
  const result = value.toNumber();
  if (!Number.isSafeInteger(result)) throw new RangeError(`${what} is too large: ${value.toString()}`);
  // Normalise -0 to 0.
  return result === 0 ? 0 : result;
}

function toBig(value: Big.BigSource, what: string): Big {
  if (typeof value === 'number' && !Number.isFinite(value)) throw new RangeError(`Invalid ${what}: ${value}`);
  try {
    return new Big(typeof value === 'string' ? value.trim() : value);
  } catch {
    throw new RangeError(`Invalid ${what}: ${String(value)}`);
  }
}

/** Rounds half-up (half away from zero) to a whole number. */
export function roundHalfUp(value: Big.BigSource): number {
  return toSafeInteger(toBig(value, 'number').round(0, Big.roundHalfUp), 'Rounded value');
}

/** Rounds an exact dollar amount half-up to whole cents: "12.345" -> 1235. */
export function dollarsToCentsHalfUp(dollars: Big.BigSource): number {
  return toSafeInteger(toBig(dollars, 'amount').times(100).round(0, Big.roundHalfUp), 'Amount');
}

/**
 * Parses a decimal amount in dollars to integer cents, exactly: "24.99" -> 2499, "-5.5" -> -550, 3 -> 300.
 * More than two decimals are rounded half-up ("0.125" -> 13). Throws a RangeError on anything that is
 * not a finite decimal number.
 */
export function toCents(amount: string | number): number {
  return dollarsToCentsHalfUp(amount);
}

/** Integer cents to a two-decimal string: 2499 -> "24.99", -550 -> "-5.50", 0 -> "0.00". */
export function fromCents(cents: number): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Cents must be a whole number: ${cents}`);
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  const dollars = Math.floor(abs / 100);
  const rest = abs % 100;
  return `${sign}${dollars}.${String(rest).padStart(2, '0')}`;
}

/** Integer cents to a display string: 2499 -> "$24.99", 123456 -> "$1,234.56", -550 -> "-$5.50". */
export function formatUSD(cents: number): string {
  return usdFormatter.format(cents / 100);
}

/**
 * A percentage as held everywhere (a quantity tier's discountPercent, a finish's modifier, a discount
 * code's percentage): 10 -> "10%", 12.5 -> "12.5%". At most two decimals are shown.
 */
export function formatPercent(percent: number): string {
  return `${percentFormatter.format(percent)}%`;
}
