import type { Executor } from '#server/db/client';
import { groupBy } from '#shared/collections';
import type { Proof } from '#shared/schemas/proofs';
import { createProofsRepository, type ProofRow } from './proofs.repository.ts';

export type { ProofRow };

/** A proof version as the order page and the admin's order details show it. */
export function toProofView(row: ProofRow): Proof {
  return {
    id: row.id,
    version: row.version,
    originalName: row.originalName,
    mimeType: row.mimeType,
    pageCount: row.pageCount,
    note: row.note,
    sentAt: row.sentAt.toISOString(),
    decision: row.decision,
    comment: row.comment,
    decidedAt: row.decidedAt?.toISOString() ?? null,
  };
}

/** Each line's proofs, by line id. */
export async function proofsByItem(db: Executor, itemIds: number[]): Promise<Map<number, ProofRow[]>> {
  return groupBy(await createProofsRepository(db).listForItems(itemIds), (row) => row.orderItemId);
}
