import { and, count, eq, gt, lt, or, sql } from 'drizzle-orm';
import { retryAfter, throttleAddress } from '#server/client-address';
import type { Database, Executor } from '#server/db/client';
import { orderLookupRequests } from '#server/db/schema';
import { AppError } from '#server/errors';

/** Lookups one e-mail address may ask for, and one client address, per window. */
export const orderLookupLimit = { perEmail: 3, perAddress: 10, windowMs: 60 * 60 * 1000 } as const;

export function tooManyOrderLookups(retryAfterMs: number): AppError {
  const { seconds, minutesText } = retryAfter(retryAfterMs);
  return new AppError(
    'TOO_MANY_LOOKUPS',
    `Too many order lookups. Try again in ${minutesText}.`,
    429,
    undefined,
    { 'retry-after': String(seconds) },
  );
}

/**
 * Counts a lookup against the e-mail address and the client's address, whether or not it names an order
 * (so the throttle tells nothing either), or refuses it (429) when either is at its limit; then runs `work`
 * in the same transaction. Counted and recorded under locks on both keys, so parallel lookups on any
 * instance cannot all pass. One transaction whatever `work` finds, so the time to answer tells nothing.
 */
export async function withOrderLookupCounted<T>(
  db: Database,
  lookup: { email: string; ip: string; now: Date },
  work: (tx: Executor) => Promise<T>,
): Promise<T> {
  const { email, now } = lookup;
  const address = throttleAddress(lookup.ip);
  const since = new Date(now.getTime() - orderLookupLimit.windowMs);
  const outcome = await db.transaction(async (tx) => {
    for (const key of [`email:${email}`, `address:${address}`].sort()) {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('order_lookup'), hashtext(${key}))`);
    }
    const [counted] = await tx
      .select({
        byEmail: count(sql`case when ${orderLookupRequests.email} = ${email} then 1 end`),
        byAddress: count(sql`case when ${orderLookupRequests.address} = ${address} then 1 end`),
      })
      .from(orderLookupRequests)
      .where(
        and(
          gt(orderLookupRequests.createdAt, since),
          or(eq(orderLookupRequests.email, email), eq(orderLookupRequests.address, address)),
        ),
      );
    if (
      (counted?.byEmail ?? 0) >= orderLookupLimit.perEmail ||
      (counted?.byAddress ?? 0) >= orderLookupLimit.perAddress
    ) {
      return { refused: true as const };
    }
    await tx.insert(orderLookupRequests).values({ email, address, createdAt: now });
    return { refused: false as const, result: await work(tx) };
  });
  // The window slides: the oldest counted lookup leaves it within the hour; the hour is the honest bound.
  if (outcome.refused) throw tooManyOrderLookups(orderLookupLimit.windowMs);
  return outcome.result;
}

/** The periodic clean-up: lookups older than the window count no more. */
export async function cleanupOrderLookups(db: Database, now = new Date()): Promise<number> {
  const deleted = await db
    .delete(orderLookupRequests)
    .where(lt(orderLookupRequests.createdAt, new Date(now.getTime() - orderLookupLimit.windowMs)))
    .returning({ id: orderLookupRequests.id });
  return deleted.length;
}
