import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminLoginInput, AdminMe } from '#shared/schemas/admin';
import { startAdminSession } from '#web/lib/admin-session.ts';
import { apiRequest } from '#web/lib/api-client.ts';

/**
 * POST /api/admin/login: 200 with the admin (and the session cookie); 401 'Invalid password or e-mail' for a wrong
 * e-mail or password; 429 when too many attempts failed; 400 for an invalid body.
 */
function login(input: AdminLoginInput): Promise<AdminMe> {
  return apiRequest<AdminMe>('/api/admin/login', { method: 'POST', body: input });
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['/api/admin/login'],
    mutationFn: login,
    onSuccess: (me) => startAdminSession(queryClient, me),
  });
}
