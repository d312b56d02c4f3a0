import type { Database, Executor } from '#server/db/client';
import { AppError } from '#server/errors';
import { apiMessages } from '#shared/errors';
import type { ValidateDiscountResult } from '#shared/schemas/checkout';
import { forgetDiscountGuess, recordDiscountGuess } from './discount-guess-throttle.ts';
import {
  createDiscountsRepository,
  type DiscountCodeRow,
  type DiscountsRepository,
} from './discounts.repository.ts';

export {
  DISCOUNT_GUESS_LIMIT,
  DISCOUNT_GUESS_WINDOW_MS,
  discountGuessAttempts,
} from './discount-guess-throttle.ts';

/** The error code of takeDiscountUse's refusal: the code is unknown, inactive, expired or used up. */
const DISCOUNT_UNAVAILABLE = 'DISCOUNT_UNAVAILABLE';

/**
 * Why a code cannot be used at `now`, or null when it can
 * (docs/product/shipping-and-checkout.md#discount-codes).
 */
function discountProblem(row: DiscountCodeRow | undefined, now: Date): string | null {
  if (!row) return apiMessages.discountInvalid;
  if (!row.isActive) return apiMessages.discountInactive;
  if (row.expiresAt !== null && row.expiresAt.getTime() <= now.getTime()) return apiMessages.discountExpired;
  if (row.usageLimit !== null && row.usageCount >= row.usageLimit) return apiMessages.discountUsedUp;
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
      message: apiMessages.discountApplied,
      code: row.code,
    };
  }
  return { valid: false, discount: 0, message: problem ?? apiMessages.discountInvalid, code: null };
}

/** POST /api/validate-discount on a cart with a quoted line: no code applies (orders.service.ts refuses it too). */
export const quotedCartAnswer: ValidateDiscountResult = {
  valid: false,
  discount: 0,
  message: apiMessages.discountNotWithQuote,
  code: null,
};

/**
 * Takes one use of the code for an order being placed (run it inside the order's transaction): the
 * stored code and its percentage, or a 400 saying why the code cannot be used.
 */
export async function takeDiscountUse(
  tx: Executor,
  code: string,
  now: Date,
): Promise<{ code: string; percent: number }> {
  const repository = createDiscountsRepository(tx);
  const taken = await repository.takeUse(code, now);
  if (taken) return { code: taken.code, percent: taken.discountPercentage };
  const problem = discountProblem(await repository.findByCode(code), now);
  // No row updated but nothing wrong on a second look: the code changed in between; say it is used up.
  throw new AppError(DISCOUNT_UNAVAILABLE, problem ?? apiMessages.discountUsedUp, 400);
}

/**
 * Gives back one use of each code (one per voided order that took it), never below zero; run it inside
 * the voiding transaction. Every code the transaction touches is locked first, in one ordered statement:
 * the released ones and `codeToTake`, the code a new order takes next in the same transaction, so
 * transactions that release one code and take another (checkouts, the PayPal clean-up) cannot wait for
 * each other in a circle.
 */
export async function releaseDiscountUses(
  tx: Executor,
  codes: readonly string[],
  codeToTake: string | null = null,
): Promise<void> {
  const repository = createDiscountsRepository(tx);
  await repository.lockCodes(codeToTake ? [...codes, codeToTake] : codes);
  await repository.releaseUses(codes);
}

/** Takes one use of the code whatever its limit or state (a voided order that was paid after all); in the caller's transaction. */
export async function retakeDiscountUse(tx: Executor, code: string): Promise<void> {
  await createDiscountsRepository(tx).retakeUse(code);
}

/** Whether `error` is takeDiscountUse's refusal of a wrong code (unknown, inactive, expired, used up). */
function isWrongDiscountCode(error: unknown): boolean {
  return error instanceof AppError && error.code === DISCOUNT_UNAVAILABLE;
}

export type DiscountGuessDeps = {
  db: Database;
  /** The throttle's clock (tests move it); the real time by default. */
  now?: () => Date;
  /** Told when the record of a usable code could not be deleted (it then counts until the window ends). */
  onForgetError?: (error: unknown) => void;
};

/**
 * Runs `check`, which judges a customer's discount code, as one guess of the client's address: the
 * code checks of /api/validate-discount and POST /api/orders share one database-backed limit of
 * DISCOUNT_GUESS_LIMIT wrong codes per DISCOUNT_GUESS_WINDOW_MS (429 with Retry-After beyond it, before
 * `check` runs). The guess is recorded before `check` runs, so parallel guesses count each other, and
 * deleted again unless the code turned out wrong: `isWrong` says so of a result, isWrongDiscountCode of
 * an error. Call it only when there is a code to check (a blank code is not a guess).
 */
export async function checkDiscountGuess<T>(
  deps: DiscountGuessDeps,
  ip: string,
  check: () => Promise<T>,
  isWrong: (result: T) => boolean = () => false,
): Promise<T> {
  const guessId = await recordDiscountGuess(deps.db, ip, deps.now?.() ?? new Date());
  let wrong = false;
  try {
    const result = await check();
    wrong = isWrong(result);
    return result;
  } catch (error) {
    wrong = isWrongDiscountCode(error);
    throw error;
  } finally {
    if (!wrong) await forgetDiscountGuess(deps.db, guessId).catch((error) => deps.onForgetError?.(error));
  }
}

/**
 * The promotion banner's code becomes a real, active discount code with the banner's percentage and end
 * time (docs/product/promotions.md), in the caller's transaction.
 */
export function keepBannerCode(
  tx: Executor,
  code: string,
  discountPercentage: number,
  expiresAt: Date | null,
): Promise<void> {
  return createDiscountsRepository(tx).keepBannerCode(code, discountPercentage, expiresAt);
}
