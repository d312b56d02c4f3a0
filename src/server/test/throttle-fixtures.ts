import { randomUUID } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '#server/db/client';
import { throttleAttempts } from '#server/db/schema';

/** Attempts recorded by a throttle, oldest first, each with the keys it counted against (sorted). */
export async function attemptsOf(db: Executor, throttle: string) {
  const rows = await db
    .select()
    .from(throttleAttempts)
    .where(eq(throttleAttempts.throttle, throttle))
    .orderBy(throttleAttempts.createdAt, throttleAttempts.id);
  const byAttempt = new Map<string, { attempt: string; keys: string[]; createdAt: Date }>();
  for (const row of rows) {
    const found = byAttempt.get(row.attempt) ?? { attempt: row.attempt, keys: [], createdAt: row.createdAt };
    found.keys.push(row.key);
    byAttempt.set(row.attempt, found);
  }
  return [...byAttempt.values()].map((found) => ({ ...found, keys: found.keys.sort() }));
}

/** Attempts made at these times, each counted against `key` alone. */
export async function insertAttempts(db: Executor, throttle: string, key: string, times: Date[]) {
  if (times.length === 0) return;
  await db
    .insert(throttleAttempts)
    .values(times.map((createdAt) => ({ throttle, key, attempt: randomUUID(), createdAt })));
}

/** Moves a throttle's attempts (only those that counted against `key`, when given) `ms` into the past. */
export async function ageAttempts(db: Executor, throttle: string, ms: number, key?: string) {
  const ofKey = db
    .select({ attempt: throttleAttempts.attempt })
    .from(throttleAttempts)
    .where(and(eq(throttleAttempts.throttle, throttle), key ? eq(throttleAttempts.key, key) : undefined));
  await db
    .update(throttleAttempts)
    .set({ createdAt: sql`${throttleAttempts.createdAt} - make_interval(secs => ${ms / 1000})` })
    .where(inArray(throttleAttempts.attempt, ofKey));
}
