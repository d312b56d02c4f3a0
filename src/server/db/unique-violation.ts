/** PostgreSQL's unique_violation; PGlite and node-postgres both report it, Drizzle wraps it as the cause. */
const UNIQUE_VIOLATION = '23505';

function codeOf(error: unknown): unknown {
  return typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined;
}

/** Whether a failed query broke a unique constraint (e.g. a slug already taken). */
function isUniqueViolation(error: unknown): boolean {
  if (codeOf(error) === UNIQUE_VIOLATION) return true;
  const cause = error instanceof Error ? error.cause : undefined;
  return cause !== undefined && codeOf(cause) === UNIQUE_VIOLATION;
}

/** Runs a write; a unique violation becomes `onViolation()` (e.g. a 409 naming the taken slug). */
export async function failOnUniqueViolation<T>(
  write: () => Promise<T>,
  onViolation: () => Error,
): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw onViolation();
    throw error;
  }
}
