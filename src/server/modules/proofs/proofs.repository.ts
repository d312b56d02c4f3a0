import { and, asc, eq, inArray, isNull, max } from 'drizzle-orm';
import type { Executor } from '#server/db/client';
import { orderItemsReadModel as orderItems } from '#server/db/schema/orders';
import { orderProofs } from '#server/db/schema/proofs';
import type { ProofDecision } from '#shared/proofs';

export type ProofRow = typeof orderProofs.$inferSelect;
export type NewProof = Omit<typeof orderProofs.$inferInsert, 'id' | 'version'>;

/** The proofs of order lines (src/shared/proofs.ts). */
export function createProofsRepository(db: Executor) {
  return {
    /** Every version of these lines' proofs, oldest first, in one query. */
    listForItems(itemIds: number[]): Promise<ProofRow[]> {
      if (itemIds.length === 0) return Promise.resolve([]);
      return db
        .select()
        .from(orderProofs)
        .where(inArray(orderProofs.orderItemId, itemIds))
        .orderBy(asc(orderProofs.orderItemId), asc(orderProofs.version));
    },

    /** The line, when it belongs to the order. */
    async findItem(orderId: number, itemId: number) {
      const [row] = await db
        .select({ id: orderItems.id, productName: orderItems.productName })
        .from(orderItems)
        .where(and(eq(orderItems.id, itemId), eq(orderItems.orderId, orderId)))
        .limit(1);
      return row;
    },

    /**
     * The line's next version, stored: the caller holds the order's row lock, so two uploads to one line
     * take turns (the unique index would refuse a clash anyway).
     */
    async insertNextVersion(proof: NewProof): Promise<ProofRow> {
      const [latest] = await db
        .select({ version: max(orderProofs.version) })
        .from(orderProofs)
        .where(eq(orderProofs.orderItemId, proof.orderItemId));
      const [row] = await db
        .insert(orderProofs)
        .values({ ...proof, version: (latest?.version ?? 0) + 1 })
        .returning();
      return row!;
    },

    /** A proof with its line's order, for the order it is asked through. */
    async findForOrder(orderId: number, proofId: number) {
      const [row] = await db
        .select({ proof: orderProofs, orderId: orderItems.orderId, productName: orderItems.productName })
        .from(orderProofs)
        .innerJoin(orderItems, eq(orderItems.id, orderProofs.orderItemId))
        .where(and(eq(orderProofs.id, proofId), eq(orderItems.orderId, orderId)))
        .limit(1);
      return row;
    },

    async findById(proofId: number): Promise<ProofRow | undefined> {
      const [row] = await db.select().from(orderProofs).where(eq(orderProofs.id, proofId)).limit(1);
      return row;
    },

    /** The latest version of the proof's line (its number), to tell whether this one is it. */
    async latestVersion(itemId: number): Promise<number> {
      const [row] = await db
        .select({ version: max(orderProofs.version) })
        .from(orderProofs)
        .where(eq(orderProofs.orderItemId, itemId));
      return row?.version ?? 0;
    },

    /** Records the customer's answer once: false when the proof had one already. */
    async decide(
      proofId: number,
      decision: { decision: ProofDecision; comment: string | null; at: Date },
    ): Promise<boolean> {
      const rows = await db
        .update(orderProofs)
        .set({ decision: decision.decision, comment: decision.comment, decidedAt: decision.at })
        .where(and(eq(orderProofs.id, proofId), isNull(orderProofs.decision)))
        .returning({ id: orderProofs.id });
      return rows.length === 1;
    },
  };
}
