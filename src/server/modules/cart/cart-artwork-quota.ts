import { AppError } from '#server/errors';
import { type ByteAllowance, sizeLabel } from '#server/uploads/upload-guard';
import { apiMessages } from '#shared/errors';

function cartArtworkFull(limitBytes: number): AppError {
  return new AppError('CART_ARTWORK_LIMIT', apiMessages.cartArtworkFull(sizeLabel(limitBytes)), 413);
}

/**
 * What one POST /api/cart may upload: the cart's limit less the artwork its lines already hold
 * (`storedBytes`, asked when the first byte arrives). Parallel requests for one cart each see only the
 * committed files.
 */
export function cartArtworkAllowance(storedBytes: () => Promise<number>, limitBytes: number): ByteAllowance {
  return {
    bytes: async () => limitBytes - (await storedBytes()),
    refusal: () => cartArtworkFull(limitBytes),
  };
}
