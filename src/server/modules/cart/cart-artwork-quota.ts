import { eq, sum } from 'drizzle-orm';
import type { Executor } from '#server/db/client';
import { cartItems, uploadedFiles } from '#server/db/schema';
import { AppError } from '#server/errors';
import { type ByteAllowance, sizeLabel } from '#server/uploads/upload-guard';
import { apiMessages } from '#shared/errors';

/** The bytes of the artwork files stored for a cart's lines. */
export async function storedCartArtworkBytes(db: Executor, sessionId: string): Promise<number> {
  const [row] = await db
    .select({ bytes: sum(uploadedFiles.size) })
    .from(uploadedFiles)
    .innerJoin(cartItems, eq(uploadedFiles.cartItemId, cartItems.id))
    .where(eq(cartItems.sessionId, sessionId));
  return Number(row?.bytes ?? 0);
}

export function cartArtworkFull(limitBytes: number): AppError {
  return new AppError('CART_ARTWORK_LIMIT', apiMessages.cartArtworkFull(sizeLabel(limitBytes)), 413);
}

/**
 * What one POST /api/cart may upload: the cart's limit less the artwork its lines already hold (read
 * when the first byte arrives). Parallel requests for one cart each see only the committed files.
 */
export function cartArtworkAllowance(db: Executor, sessionId: string, limitBytes: number): ByteAllowance {
  return {
    bytes: async () => limitBytes - (await storedCartArtworkBytes(db, sessionId)),
    refusal: () => cartArtworkFull(limitBytes),
  };
}
