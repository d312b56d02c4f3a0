import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { webMessages } from '#shared/errors';
import type { AdminMessage, AdminMessageList, AdminMessageView } from '#shared/schemas/admin-messages';
import { apiRequestOr } from '#web/lib/api-client.ts';

const adminMessagesQueryKey = ['/api/admin/messages'] as const;

/** GET /api/admin/messages?page=N: the outbox, 50 a page, newest first. */
export function useAdminMessages(page: number) {
  return useQuery({
    queryKey: [...adminMessagesQueryKey, 'page', page] as const,
    queryFn: ({ signal }) =>
      apiRequestOr<AdminMessageList>(
        webMessages.fetchMessages,
        `/api/admin/messages?page=${page}`,
        signal ? { signal } : {},
      ),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/admin/messages/{id}: one message rendered as it goes out; nothing is asked while id is null. */
export function useAdminMessage(id: number | null) {
  return useQuery({
    queryKey: [...adminMessagesQueryKey, 'message', id] as const,
    queryFn: ({ signal }) =>
      apiRequestOr<AdminMessageView>(
        webMessages.fetchMessage,
        `/api/admin/messages/${id}`,
        signal ? { signal } : {},
      ),
    enabled: id !== null,
  });
}

/** POST /api/admin/messages/{id}/resend; the list is read again afterwards. */
export function useResendMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequestOr<AdminMessage>(webMessages.resendMessage, `/api/admin/messages/${id}/resend`, {
        method: 'POST',
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminMessagesQueryKey }),
  });
}
