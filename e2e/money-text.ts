import { toCents } from '../src/shared/money.ts';

/** A price as the page shows it ("$1,234.50", "-$5.00") in whole cents, through the app's own cents helper. */
export function centsOf(text: string | null): number {
  return toCents((text ?? '').replace(/[^0-9.-]/g, '') || '0');
}
