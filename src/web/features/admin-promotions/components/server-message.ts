import { isApiError } from '#web/lib/api-client.ts';

/** A refusal the server explains (400 naming the field, 404, 409 taken code) is shown; other failures only toast. */
export function serverMessage(error: unknown): string | null {
  if (!isApiError(error) || error.status === 0 || error.status >= 500) return null;
  return error.message;
}
