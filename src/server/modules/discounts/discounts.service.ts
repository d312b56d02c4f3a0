import type { ValidateDiscountResult } from '../../../shared/schemas/checkout.ts';
import { AppError } from '../../errors.ts';
import type { DiscountCodeRow, DiscountsRepository } from './discounts.repository.ts';

/** SPEC §7/§8: the checkout shows 'Discount applied!' on success and the server's message otherwise. */
export const discountMessages = {
  applied: 'Discount applied!',
  invalid: 'Invalid discount code',
  inactive: 'This discount code is no longer active',
  expired: 'This discount code has expired',
  usedUp: 'This discount code has reached its usage limit',
} as const;

/** Why a code cannot be used at `now`, or null when it can (DESIGN §4). */
export function discountProblem(row: DiscountCodeRow | undefined, now: Date): string | null {
  if (!row) return discountMessages.invalid;
  if (!row.isActive) return discountMessages.inactive;
  if (row.expiresAt !== null && row.expiresAt.getTime() <= now.getTime()) return discountMessages.expired;
  if (row.usageLimit !== null && row.usageCount >= row.usageLimit) return discountMessages.usedUp;
  return null;
}

/** POST /api/validate-discount: an unusable code is an answer (valid: false), not an error. */
export async function validateDiscount(
  repository: DiscountsRepository,
  code: string,
  now: Date = new Date(),
): Promise<ValidateDiscountResult> {
  const row = await repository.findByCode(code);
  const problem = discountProblem(row, now);
  if (row && problem === null) {
    return {
      valid: true,
      discount: row.discountPercentage,
      message: discountMessages.applied,
      code: row.code,
    };
  }
  return { valid: false, discount: 0, message: problem ?? discountMessages.invalid, code: null };
}

/**
 * Takes one use of the code for an order being placed (run it inside the order's transaction): the
 * stored code and its percentage, or a 400 saying why the code cannot be used.
 */
export async function takeDiscountUse(
  repository: DiscountsRepository,
  code: string,
  now: Date,
): Promise<{ code: string; percent: number }> {
  const taken = await repository.takeUse(code, now);
  if (taken) return { code: taken.code, percent: taken.discountPercentage };
  const problem = discountProblem(await repository.findByCode(code), now);
  // No row updated but nothing wrong on a second look: the code changed in between; say it is used up.
  throw new AppError('DISCOUNT_UNAVAILABLE', problem ?? discountMessages.usedUp, 400);
}
