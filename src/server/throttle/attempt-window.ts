import { randomUUID } from 'node:crypto';
import { and, asc, eq, gt, inArray, lt, or, sql } from 'drizzle-orm';
import type { Database, Executor } from '#server/db/client';
import { throttleAttempts } from '#server/db/schema/throttle';

/**
 * A throttle of attempts in a sliding window, counted in the database so that every instance counts the
 * same ones (docs/performance-and-scaling.md): failed admin logins, wrong discount codes, review
 * submissions and order lookups. An attempt counts against each of its keys (an e-mail, a client address,
 * a device); a key at its limit refuses further attempts until enough of its attempts leave the window.
 */
export type AttemptWindow = { throttle: string; windowMs: number };

/** One key an attempt counts against, and how many attempts of the window it may hold. */
export type AttemptKey = { key: string; limit: number };

/**
 * When a key holding these attempts of the window (oldest first) may be tried again: once enough of them
 * have left the window to bring it below `limit`; null when it is below already.
 */
export function attemptBlockedUntil(earlier: readonly Date[], limit: number, windowMs: number): Date | null {
  if (earlier.length < limit) return null;
  return new Date(earlier[earlier.length - limit]!.getTime() + windowMs);
}

/**
 * When an attempt on these keys may be made, given the window's earlier attempts (each row a key it counted
 * against, oldest first): the latest time any key at its limit frees up; null when none is at its limit.
 */
export function keysBlockedUntil(
  earlier: readonly { key: string; at: Date }[],
  keys: readonly AttemptKey[],
  windowMs: number,
): Date | null {
  let until: number | null = null;
  for (const { key, limit } of keys) {
    const times = earlier.filter((row) => row.key === key).map((row) => row.at);
    const blocked = attemptBlockedUntil(times, limit, windowMs);
    if (blocked) until = Math.max(until ?? 0, blocked.getTime());
  }
  return until === null ? null : new Date(until);
}

export type AttemptOutcome<T> = { blockedUntil: Date } | { attempt: string; result: T };

/**
 * Counts an attempt against its keys, or refuses it (blockedUntil, the latest of its keys') when one is at
 * its limit; a counted attempt is recorded and `work` runs in the same transaction. Counting and recording
 * happen under transaction locks on the keys, taken in one order, so parallel attempts on any instance
 * see each other and cannot all pass.
 */
export async function takeAttempt<T = undefined>(
  db: Database,
  window: AttemptWindow,
  keys: readonly AttemptKey[],
  now: Date,
  work?: (tx: Executor, attempt: string) => Promise<T>,
): Promise<AttemptOutcome<T>> {
  return db.transaction(async (tx) => {
    const names = [...new Set(keys.map((key) => key.key))].sort();
    for (const name of names) {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${window.throttle}), hashtext(${name}))`);
    }
    const earlier = await tx
      .select({ key: throttleAttempts.key, at: throttleAttempts.createdAt })
      .from(throttleAttempts)
      .where(
        and(
          eq(throttleAttempts.throttle, window.throttle),
          inArray(throttleAttempts.key, names),
          gt(throttleAttempts.createdAt, new Date(now.getTime() - window.windowMs)),
        ),
      )
      .orderBy(asc(throttleAttempts.createdAt), asc(throttleAttempts.id));
    const blockedUntil = keysBlockedUntil(earlier, keys, window.windowMs);
    if (blockedUntil) return { blockedUntil };
    const attempt = randomUUID();
    await tx
      .insert(throttleAttempts)
      .values(names.map((key) => ({ throttle: window.throttle, key, attempt, createdAt: now })));
    return { attempt, result: (work ? await work(tx, attempt) : undefined) as T };
  });
}

/** The attempt does not count after all (a usable discount code, a right password). */
export async function forgetAttempt(db: Executor, attempt: string): Promise<void> {
  await db.delete(throttleAttempts).where(eq(throttleAttempts.attempt, attempt));
}

/** Every attempt that counted against this key, with all its other keys (a password proved right). */
export async function forgetAttemptsOfKey(db: Executor, window: AttemptWindow, key: string): Promise<void> {
  const ofKey = db
    .select({ attempt: throttleAttempts.attempt })
    .from(throttleAttempts)
    .where(and(eq(throttleAttempts.throttle, window.throttle), eq(throttleAttempts.key, key)));
  await db.delete(throttleAttempts).where(inArray(throttleAttempts.attempt, ofKey));
}

/** The periodic clean-up of every throttle: attempts that have left their window count no more. */
export async function deleteExpiredAttempts(
  db: Executor,
  windows: readonly AttemptWindow[],
  now = new Date(),
): Promise<number> {
  if (windows.length === 0) return 0;
  const deleted = await db
    .delete(throttleAttempts)
    .where(
      or(
        ...windows.map((window) =>
          and(
            eq(throttleAttempts.throttle, window.throttle),
            lt(throttleAttempts.createdAt, new Date(now.getTime() - window.windowMs)),
          ),
        ),
      ),
    )
    .returning({ id: throttleAttempts.id });
  return deleted.length;
}
