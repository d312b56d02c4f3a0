import { z } from 'zod';

/** The most DPI a threshold may ask: no press prints finer than this. */
const MAX_PRINT_DPI = 1200;

const dpiMessage = `Must be a whole number of DPI from 1 to ${MAX_PRINT_DPI.toLocaleString('en-US')}`;

/** One threshold of the artwork check as the owner sets it; null: the default by kind of print. */
const printDpiValue = z
  .number({ error: dpiMessage })
  .int(dpiMessage)
  .min(1, dpiMessage)
  .max(MAX_PRINT_DPI, dpiMessage)
  .nullable()
  .default(null);

/** A product's or a category's artwork-check thresholds (docs/product/admin.md): both set, or both empty. */
export const printDpiFields = { printDpiGreat: printDpiValue, printDpiOk: printDpiValue };

const printDpiPairMessages = {
  both: 'Set both thresholds, or leave both empty for the defaults by kind of print',
  order: 'Must be at least the OK threshold',
} as const;

/** What the pair must also be (the database's check too): both or neither, and great at least ok. */
export function printDpiIssues(pair: {
  printDpiGreat: number | null;
  printDpiOk: number | null;
}): { path: string; message: string }[] {
  const { printDpiGreat: great, printDpiOk: ok } = pair;
  if (great === null && ok === null) return [];
  if (great === null) return [{ path: 'printDpiGreat', message: printDpiPairMessages.both }];
  if (ok === null) return [{ path: 'printDpiOk', message: printDpiPairMessages.both }];
  if (great < ok) return [{ path: 'printDpiGreat', message: printDpiPairMessages.order }];
  return [];
}

/** The shop's setting in force for a product: its own pair, or its category's. */
export const shopPrintDpiSchema = z.object({
  great: z.number().int(),
  ok: z.number().int(),
  from: z.enum(['product', 'category']),
});
