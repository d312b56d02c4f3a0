import { useMutation } from '@tanstack/react-query';
import type { ValidateDiscountResult } from '#shared/schemas/checkout';
import { apiRequest } from '#web/lib/api-client.ts';

/** POST /api/validate-discount: 200 with valid false and the reason in `message` for a code that does not apply. */
function validateDiscount(code: string): Promise<ValidateDiscountResult> {
  return apiRequest<ValidateDiscountResult>('/api/validate-discount', { method: 'POST', body: { code } });
}

export function useValidateDiscount() {
  return useMutation({ mutationFn: validateDiscount });
}
