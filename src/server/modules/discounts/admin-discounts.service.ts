import type { DiscountCode, DiscountCodeInput } from '../../../shared/schemas/promo.ts';
import { failOnUniqueViolation } from '../../db/unique-violation.ts';
import { conflict, notFound } from '../../errors.ts';
import type { DiscountCodeRow, DiscountsRepository } from './discounts.repository.ts';

export const adminDiscountMessages = {
  notFound: 'Discount code not found',
  taken: (code: string) => `The code "${code}" already exists.`,
} as const;

export function toApiDiscountCode(row: DiscountCodeRow): DiscountCode {
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
    () => conflict(adminDiscountMessages.taken(input.code)),
  );
  return toApiDiscountCode(row);
}

export async function setDiscountCodeActive(
  repository: DiscountsRepository,
  id: number,
  isActive: boolean,
): Promise<DiscountCode> {
  const row = await repository.setActive(id, isActive);
  if (!row) throw notFound(adminDiscountMessages.notFound);
  return toApiDiscountCode(row);
}

/** Orders keep the code they used as text, so a used code can be deleted too. */
export async function deleteDiscountCode(repository: DiscountsRepository, id: number): Promise<void> {
  if (!(await repository.delete(id))) throw notFound(adminDiscountMessages.notFound);
}
