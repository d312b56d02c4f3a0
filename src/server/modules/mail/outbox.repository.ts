import { and, asc, count, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Executor } from '#server/db/client';
import { outboxMessages } from '#server/db/schema/mail';

export type OutboxRow = typeof outboxMessages.$inferSelect;
export type NewOutboxRow = typeof outboxMessages.$inferInsert;

/** The row as a sender claimed it: still waiting, on the same attempt. */
function heldBy(held: OutboxRow) {
  return and(
    eq(outboxMessages.id, held.id),
    eq(outboxMessages.state, 'waiting'),
    eq(outboxMessages.attempts, held.attempts),
  );
}

export function createOutboxRepository(db: Executor) {
  return {
    async insert(values: NewOutboxRow[]): Promise<OutboxRow[]> {
      if (values.length === 0) return [];
      return db.insert(outboxMessages).values(values).returning();
    },

    /**
     * Takes up to `limit` messages that are due and not taken by another instance (SKIP LOCKED), and pushes
     * their next attempt past `leaseUntil`: a process that dies while sending leaves them to be tried again
     * then, never lost.
     *
     * The due ids are chosen once, as an array (an uncorrelated ARRAY(...) is an InitPlan, run once).
     * Written as `id IN (SELECT ... LIMIT n FOR UPDATE SKIP LOCKED)`, a planner that believes the table
     * nearly empty (statistics taken while it held one row) rescans the subquery for every row it updates;
     * each rescan skips the rows this statement has just updated, so it took every due message while the
     * caller sent only the first: the second message of an event waited out the lease (two minutes).
     */
    async claimDue(now: Date, leaseUntil: Date, limit: number): Promise<OutboxRow[]> {
      const due = db
        .select({ id: outboxMessages.id })
        .from(outboxMessages)
        .where(and(eq(outboxMessages.state, 'waiting'), lte(outboxMessages.nextAttemptAt, now)))
        .orderBy(asc(outboxMessages.nextAttemptAt), asc(outboxMessages.id))
        .limit(limit)
        .for('update', { skipLocked: true });
      return db
        .update(outboxMessages)
        .set({ attempts: sql`${outboxMessages.attempts} + 1`, nextAttemptAt: leaseUntil })
        .where(sql`${outboxMessages.id} = ANY(ARRAY(${due}))`)
        .returning();
    },

    /**
     * The message went out. Only while this sender still holds it (waiting, on the attempt it claimed): a
     * sender whose lease ran out never overwrites what the one that took over did.
     */
    async markSent(held: OutboxRow, at: Date): Promise<void> {
      await db.update(outboxMessages).set({ state: 'sent', sentAt: at, lastError: null }).where(heldBy(held));
    },

    /** A failed attempt: tried again at `retryAt`, or given up (failed) when that is null; as markSent. */
    async markAttemptFailed(held: OutboxRow, error: string, retryAt: Date | null): Promise<void> {
      await db
        .update(outboxMessages)
        .set(
          retryAt
            ? { lastError: error, nextAttemptAt: retryAt }
            : { lastError: error, state: 'failed' as const },
        )
        .where(heldBy(held));
    },

    /**
     * Sends a sent or failed message again (admin): waiting, due now, its attempts counted afresh, under a
     * new Message-ID (a mail system would drop a second message with the first one's). A waiting message is
     * left alone: it may be going out right now.
     */
    async requeue(id: number, now: Date, messageId: string): Promise<OutboxRow | undefined> {
      const [row] = await db
        .update(outboxMessages)
        .set({ state: 'waiting', attempts: 0, nextAttemptAt: now, lastError: null, sentAt: null, messageId })
        .where(and(eq(outboxMessages.id, id), inArray(outboxMessages.state, ['sent', 'failed'])))
        .returning();
      return row;
    },

    /**
     * Deletes the order's messages of these kinds that wait and were never taken for sending (no attempt
     * yet): a newer event made them wrong. Answers how many.
     */
    async withdrawUnsent(orderId: number, kinds: readonly string[]): Promise<number> {
      const rows = await db
        .delete(outboxMessages)
        .where(
          and(
            eq(outboxMessages.orderId, orderId),
            inArray(outboxMessages.kind, [...kinds]),
            eq(outboxMessages.state, 'waiting'),
            eq(outboxMessages.attempts, 0),
          ),
        )
        .returning({ id: outboxMessages.id });
      return rows.length;
    },

    async findById(id: number): Promise<OutboxRow | undefined> {
      const [row] = await db.select().from(outboxMessages).where(eq(outboxMessages.id, id)).limit(1);
      return row;
    },

    /** A page of messages, newest first, and how many there are. */
    async listPage(limit: number, offset: number): Promise<{ rows: OutboxRow[]; total: number }> {
      const [rows, [counted]] = await Promise.all([
        db
          .select()
          .from(outboxMessages)
          .orderBy(desc(outboxMessages.createdAt), desc(outboxMessages.id))
          .limit(limit)
          .offset(offset),
        db.select({ n: count() }).from(outboxMessages),
      ]);
      return { rows, total: counted?.n ?? 0 };
    },
  };
}
