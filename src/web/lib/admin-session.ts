import type { QueryClient } from '@tanstack/react-query';
import type { AdminMe } from '#shared/schemas/admin';
import { isApiError } from './api-client.ts';

/**
 * The admin session on the client (docs/product/admin.md#access): the server's answer to GET /api/admin/me is
 * the only source of the logged-in state. Every admin query and mutation is keyed by its URL
 * ('/api/admin/...'), so one watcher on the query client sees any 401 from any admin call and sends the user
 * back to the login screen. Shared by the admin shell and the admin features (a feature never imports
 * another).
 */

/** GET /api/admin/me: the signed-in admin, or null when there is no session (401). */
export const adminMeQueryKey = ['/api/admin/me'] as const;

/** Set when a call answered 401 in the middle of a session, so the login screen can say why it is back. */
const sessionEndedKey = ['admin-session', 'ended'] as const;

const ownKeys = new Set<string>([adminMeQueryKey[0], '/api/admin/login']);

/** A query or mutation key of an admin call whose 401 means the session is gone. */
export function isAdminCallKey(key: readonly unknown[] | undefined): boolean {
  const first = key?.[0];
  return typeof first === 'string' && first.startsWith('/api/admin/') && !ownKeys.has(first);
}

export function isUnauthorized(error: unknown): boolean {
  return isApiError(error) && error.status === 401;
}

/** The session is over (a 401, or a logout): the admin shell shows the login screen. */
export function endAdminSession(client: QueryClient, { expired = false } = {}): void {
  client.setQueryData<AdminMe | null>(adminMeQueryKey, null);
  if (expired) client.setQueryData(sessionEndedKey, true);
}

/** A successful login: the shell shows the dashboard. */
export function startAdminSession(client: QueryClient, me: AdminMe): void {
  client.removeQueries({ queryKey: sessionEndedKey, exact: true });
  client.setQueryData<AdminMe | null>(adminMeQueryKey, me);
}

/** Whether the last session ended by a 401 (not by a logout or a first visit). */
export function adminSessionEnded(client: QueryClient): boolean {
  return client.getQueryData<boolean>(sessionEndedKey) === true;
}

/**
 * Forgets every admin answer (orders, quote requests, ...). Called once the dashboard has unmounted,
 * so the next admin to log in reads fresh data and nothing is refetched with a dead session.
 */
export function clearAdminData(client: QueryClient): void {
  client.removeQueries({ predicate: (query) => isAdminCallKey(query.queryKey) });
}

/** Watches the client's queries and mutations: an admin call that fails with 401 ends the session. Returns the unsubscribe. */
export function watchAdminSession(client: QueryClient): () => void {
  const check = (key: readonly unknown[] | undefined, error: unknown) => {
    if (isAdminCallKey(key) && isUnauthorized(error)) endAdminSession(client, { expired: true });
  };
  const stopQueries = client.getQueryCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'error') {
      check(event.query.queryKey, event.action.error);
    }
  });
  const stopMutations = client.getMutationCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'error') {
      check(event.mutation.options.mutationKey, event.action.error);
    }
  });
  return () => {
    stopQueries();
    stopMutations();
  };
}
