import type { ProofOrder, ProofOrders } from '#server/modules/proofs/proofs.service';
import { orderStands } from './order-summary.ts';
import { createOrdersRepository, type OrderRow } from './orders.repository.ts';

function asProofOrder(row: OrderRow): ProofOrder {
  return {
    id: row.id,
    customerName: row.customerName,
    customerEmail: row.customerEmail,
    proofRequested: row.proofRequested,
    printWithoutApprovalAt: row.printWithoutApprovalAt,
    stands: orderStands(row),
  };
}

/** The orders as the proofs need them (proofs sit below orders: docs/architecture.md). */
export const proofOrders: ProofOrders = {
  async find(db, orderId, { lock }) {
    const repository = createOrdersRepository(db);
    const row = lock ? await repository.lockById(orderId) : await repository.findById(orderId);
    return row && asProofOrder(row);
  },
  setPrintWithoutApproval: (tx, orderId, by, at) =>
    createOrdersRepository(tx).setPrintWithoutApproval(orderId, by, at),
};
