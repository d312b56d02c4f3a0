import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { OrderLookupInput, OrderPage } from '#shared/schemas/order-page';
import type { ProofDecisionInput } from '#shared/schemas/proofs';
import { apiFetch, apiRequest, isApiError } from '#web/lib/api-client.ts';

export type { OrderPage };

/** GET /api/order-page/{number}: the token goes in a header, so the API's address never carries it. */
function getOrderPage(number: string, token: string, signal?: AbortSignal): Promise<OrderPage> {
  return apiRequest<OrderPage>(`/api/order-page/${encodeURIComponent(number)}`, {
    headers: { 'X-Order-Token': token },
    ...(signal ? { signal } : {}),
  });
}

function orderPageQueryOptions(number: string, token: string) {
  return queryOptions({
    queryKey: ['/api/order-page', number, token] as const,
    queryFn: ({ signal }) => getOrderPage(number, token, signal),
    // A 404 is the answer (a wrong or old link), not a failure to retry.
    retry: (failures, error) => !(isApiError(error) && error.status === 404) && failures < 2,
  });
}

export function useOrderPage(number: string, token: string) {
  return useQuery({ ...orderPageQueryOptions(number, token), enabled: token !== '' });
}

/** POST /api/order-lookup: the same answer whether or not the pair names an order. */
export function useOrderLookup() {
  return useMutation({
    mutationFn: (input: OrderLookupInput) =>
      apiRequest<{ message: string }>('/api/order-lookup', { method: 'POST', body: input }),
  });
}

/**
 * A drawn page of a proof: fetched with the token in its header (so no address carries it) and shown from
 * an object URL, released when the picture is no longer shown.
 */
export function useProofPage(number: string, token: string, proofId: number, page: number) {
  const query = useQuery({
    queryKey: ['/api/order-page', number, token, 'proof', proofId, page] as const,
    queryFn: async ({ signal }) => {
      const response = await apiFetch(
        `/api/order-page/${encodeURIComponent(number)}/proofs/${proofId}/pages/${page}`,
        { headers: { 'X-Order-Token': token }, signal },
      );
      return response.blob();
    },
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 5 * 60_000,
  });
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!query.data) return;
    const made = URL.createObjectURL(query.data);
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [query.data]);
  return { url, isError: query.isError };
}

/** POST /api/order-page/{number}/proofs/{id}/decision: the answer to the latest proof; the page as it is then. */
export function useDecideProof(number: string, token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ proofId, ...body }: { proofId: number } & ProofDecisionInput) =>
      apiRequest<OrderPage>(`/api/order-page/${encodeURIComponent(number)}/proofs/${proofId}/decision`, {
        method: 'POST',
        headers: { 'X-Order-Token': token },
        body,
      }),
    onSuccess: (page) => queryClient.setQueryData(orderPageQueryOptions(number, token).queryKey, page),
    // Refused (a newer version arrived, or it was answered elsewhere): show the page as it is now.
    onError: () => queryClient.invalidateQueries({ queryKey: orderPageQueryOptions(number, token).queryKey }),
  });
}
