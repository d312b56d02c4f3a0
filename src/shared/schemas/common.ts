import { z } from 'zod';

/** An amount of 0 or more with at most 2 decimals, as typed: '15', '15.5', '15.50'. */
export const moneyPattern = /^\d{1,8}(\.\d{1,2})?$/;

/** Money on the wire: a non-negative decimal string with at most two decimals, e.g. "24.99". */
export const moneySchema = z
  .string()
  .regex(moneyPattern, 'Must be an amount such as 24.99')
  .transform((value) => Number(value).toFixed(2));

/** Money that may be negative (a price modifier that lowers the price). */
export const signedMoneySchema = z
  .string()
  .regex(/^-?\d{1,8}(\.\d{1,2})?$/, 'Must be an amount such as 5.00 or -5.00')
  .transform((value) => Number(value).toFixed(2));

/** A database id in a path: decimal digits only, within PostgreSQL's integer range. */
export const idSchema = z
  .string()
  .regex(/^\d{1,10}$/, 'Must be a positive whole number')
  .transform(Number)
  .pipe(z.number().int().positive().max(2_147_483_647));
export const idParamSchema = z.object({ id: idSchema });

export const slugSchema = z
  .string()
  .min(1, 'Slug is required')
  .max(200)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Slug may use lowercase letters, digits and single hyphens');

export const errorBodySchema = z.object({
  message: z.string(),
  code: z.string(),
  issues: z.array(z.unknown()).optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
