import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endAdminSession } from '#web/lib/admin-session.ts';
import { apiRequest } from '#web/lib/api-client.ts';

/** POST /api/admin/logout: 204; the server ends the session and clears the cookie. */
function logout(): Promise<void> {
  return apiRequest<void>('/api/admin/logout', { method: 'POST' });
}

/**
 * Logs out, then the shell shows the login screen. A 401 (the session had already ended) is handled
 * like every admin 401 by the session watcher (lib/admin-session.ts).
 */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['/api/admin/logout'],
    mutationFn: logout,
    onSuccess: () => endAdminSession(queryClient),
  });
}
