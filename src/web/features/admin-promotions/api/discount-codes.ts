import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { webMessages } from '#shared/errors';
import type { DiscountCode, DiscountCodeInput } from '#shared/schemas/promo';
import { apiRequest, apiRequestOr } from '#web/lib/api-client.ts';

/** Every discount-code query and mutation key starts with this (the admin session watcher sees their 401s). */
export const discountCodesQueryKey = ['/api/admin/discount-codes'] as const;

/** GET /api/admin/discount-codes: newest first. */
function getDiscountCodes(signal?: AbortSignal): Promise<DiscountCode[]> {
  return apiRequestOr<DiscountCode[]>(
    webMessages.fetchDiscountCodes,
    '/api/admin/discount-codes',
    signal ? { signal } : {},
  );
}

export function useDiscountCodes() {
  return useQuery(
    queryOptions({
      queryKey: discountCodesQueryKey,
      queryFn: ({ signal }) => getDiscountCodes(signal),
    }),
  );
}

/** POST /api/admin/discount-codes; a taken code is a 409 whose message names it. */
function createDiscountCode(body: DiscountCodeInput): Promise<DiscountCode> {
  return apiRequest<DiscountCode>('/api/admin/discount-codes', { method: 'POST', body });
}

/** PATCH /api/admin/discount-codes/{id}: switch a code on or off. */
function setDiscountCodeActive({ id, isActive }: { id: number; isActive: boolean }) {
  return apiRequest<DiscountCode>(`/api/admin/discount-codes/${id}`, {
    method: 'PATCH',
    body: { isActive },
  });
}

/** DELETE /api/admin/discount-codes/{id}; orders keep the code they used as text. */
async function deleteDiscountCode(id: number): Promise<void> {
  await apiRequest<undefined>(`/api/admin/discount-codes/${id}`, { method: 'DELETE' });
}

function useDiscountCodeMutation<TVariables, TResult>(
  name: string,
  mutationFn: (variables: TVariables) => Promise<TResult>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: [...discountCodesQueryKey, name],
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: discountCodesQueryKey }),
  });
}

export const useCreateDiscountCode = () => useDiscountCodeMutation('create', createDiscountCode);
export const useSetDiscountCodeActive = () => useDiscountCodeMutation('toggle', setDiscountCodeActive);
export const useDeleteDiscountCode = () => useDiscountCodeMutation('delete', deleteDiscountCode);
