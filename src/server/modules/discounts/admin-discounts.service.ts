import type { Database } from '#server/db/client';
import { failOnUniqueViolation } from '#server/db/unique-violation';
import { conflict, notFound } from '#server/errors';
import { apiMessages } from '#shared/errors';
import type { DiscountCode, DiscountCodeInput } from '#shared/schemas/promo';
import {
  createDiscountsRepository,
  type DiscountCodeRow,
  type DiscountsRepository,
} from './discounts.repository.ts';

function toApiDiscountCode(row: DiscountCodeRow): DiscountCode {
  return {
    id: row.id,
    code: row.code,
    discountPercentage: row.discountPercentage,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    usageLimit: row.usageLimit,
    usageCount: row.usageCount,
    isActive: row.isActive,
  };
}

/** The Discount Codes sub-tab's list, newest first. */
export async function listDiscountCodes(repository: DiscountsRepository): Promise<DiscountCode[]> {
  return (await repository.list()).map(toApiDiscountCode);
}

/** A new code (stored uppercase); a code that exists, in any case, is a 409 decided by the unique index. */
export async function createDiscountCode(
  repository: DiscountsRepository,
  input: DiscountCodeInput,
): Promise<DiscountCode> {
  const row = await failOnUniqueViolation(
    () =>
      repository.insert({
        code: input.code,
        discountPercentage: input.discountPercentage,
        expiresAt: input.expiresAt === null ? null : new Date(input.expiresAt),
        usageLimit: input.usageLimit,
        isActive: input.isActive,
      }),
    () => conflict(apiMessages.discountCodeTaken(input.code)),
  );
  return toApiDiscountCode(row);
}

/**
 * Runs `change` on the locked code unless the change would take it away from customers while the promo
 * banner advertises it (docs/product/promotions.md): that is a 409 naming what to do instead.
 */
async function changeCode<T>(
  db: Database,
  id: number,
  takesCodeAway: boolean,
  now: Date,
  change: (repository: DiscountsRepository) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    const repository = createDiscountsRepository(tx);
    const row = await repository.lockById(id);
    if (!row) throw notFound(apiMessages.discountCodeNotFound);
    if (takesCodeAway && (await repository.isAdvertisedByBanner(row.code, now))) {
      throw conflict(apiMessages.discountCodeAdvertised(row.code));
    }
    return change(repository);
  });
}

export async function setDiscountCodeActive(
  db: Database,
  id: number,
  isActive: boolean,
  now = new Date(),
): Promise<DiscountCode> {
  const row = await changeCode(db, id, !isActive, now, (repository) => repository.setActive(id, isActive));
  if (!row) throw notFound(apiMessages.discountCodeNotFound);
  return toApiDiscountCode(row);
}

/** Orders keep the code they used as text, so a used code can be deleted too. */
export async function deleteDiscountCode(db: Database, id: number, now = new Date()): Promise<void> {
  const deleted = await changeCode(db, id, true, now, (repository) => repository.delete(id));
  if (!deleted) throw notFound(apiMessages.discountCodeNotFound);
}
